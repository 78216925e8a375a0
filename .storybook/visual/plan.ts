/**
 * Which pictures a story gets. Shared by the visual project's setup (browser) and its unit test.
 *
 * - Every story shown in Storybook gets one at 1280 px wide.
 * - A component whose layout changes on a phone carries the `mobile-layout` tag (in its meta) and
 *   gets a second one at 390 px.
 * - A story that picks its own viewport (`globals.viewport`) is about that width: it gets one
 *   picture, at that width, as designers see it in Storybook.
 * - `test-only` stories are interaction checks hidden from Storybook: no picture.
 * - `no-visual` opts a story out; `parameters.visual.reason` must say why.
 */

export const DESKTOP = { width: 1280, height: 800 } as const
export const PHONE = { width: 390, height: 844 } as const

export interface VisualStory {
  id: string
  tags: string[]
  parameters: { visual?: { reason?: string }; viewport?: unknown }
  globals: { viewport?: { value?: string } }
}

export type VisualPlan =
  | { kind: 'none' }
  | { kind: 'opted-out'; reason: string }
  | { kind: 'shots'; shots: { width: number; height: number }[] }

export function visualPlan(story: VisualStory): VisualPlan {
  if (story.tags.includes('test-only')) return { kind: 'none' }
  if (story.tags.includes('no-visual')) {
    const reason = story.parameters.visual?.reason?.trim()
    if (!reason)
      throw new Error(
        `Story ${story.id} is tagged no-visual without a reason: set parameters.visual.reason.`,
      )
    return { kind: 'opted-out', reason }
  }
  if (story.globals.viewport?.value) {
    // The addon has already sized the window to the story's own viewport.
    return { kind: 'shots', shots: [{ width: window.innerWidth, height: window.innerHeight }] }
  }
  const widths = story.tags.includes('mobile-layout') ? [DESKTOP, PHONE] : [DESKTOP]
  return { kind: 'shots', shots: widths.map((size) => ({ ...size })) }
}

/**
 * The name handed to the matcher, `<title part>/<story part>/<width>`: Vitest keeps only letters,
 * digits, `-` and `/`, so the story id's `--` travels as a `/`.
 */
export const baselineName = (story: Pick<VisualStory, 'id'>, width: number) =>
  `${story.id.replace('--', '/')}/${width}`

/** The file a baseline lives in: the story's id as in Storybook's address, then the width. */
export function fileName(name: string, ext: string): string {
  const [title, story, width] = name.split('/')
  return `${title}--${story}.${width}${ext}`
}
