/**
 * The visual project's check, run after each story's own test (render, play function, axe): the
 * story's canvas is photographed and compared with its baseline in ui/visual-baselines/. Nothing
 * here runs in Storybook or in the `storybook` project, so the stories themselves stay free of
 * screenshot calls.
 */
import { afterEach, beforeEach, expect, inject } from 'vitest'
import { commands, page } from 'vitest/browser'
import { baselineName, visualPlan, type VisualStory } from './plan'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Why the baselines cannot be compared in this browser, or null when they can. */
    visualBrowserMismatch: string | null
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** True for the first caller only: which story reports the browser mismatch. */
    firstBrowserMismatch: () => Promise<boolean>
    /** Emulates (or stops emulating) a visitor who prefers reduced motion. */
    reduceMotion: (reduce: boolean) => Promise<void>
    /** Sizes the browser's window, so the test frame is shown at full size. */
    resizeWindow: (width: number, height: number) => Promise<void>
  }
}

/** Waits two frames: styles, layout and paint after a resize or a font swap have happened. */
const frames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  )

/**
 * Holds still what moves by itself, so the picture does not depend on how long the story took.
 * The pictures are taken as a visitor who prefers reduced motion sees the page: carousels stop
 * (and offer "Play"), and each is put back on its first slide, which it jumps to without sliding.
 * CSS animations and transitions are finished by the screenshot itself (`animations: 'disabled'`).
 */
async function holdStill() {
  await commands.reduceMotion(true)
  await frames()
  for (const carousel of document.querySelectorAll('[aria-roledescription="carousel"]'))
    carousel.querySelector<HTMLButtonElement>('button[aria-label^="Go to slide 1 of"]')?.click()
}

async function resize(width: number, height: number) {
  await commands.resizeWindow(width, height)
  await page.viewport(width, height)
  await frames()
  await document.fonts.ready
  await frames()
}

/** The element to photograph: the story's canvas, or the whole window while a dialog is open. */
function target(): Element {
  const overlay = document.getElementById('headlessui-portal-root')
  if (overlay && overlay.childElementCount > 0) {
    // The dialog is fixed to the window: the body is stretched to the window to hold it.
    document.body.style.minHeight = '100vh'
    return document.body
  }
  const canvases = [...document.body.children].filter(
    (element) => element instanceof HTMLDivElement && !element.id && !element.className,
  )
  return canvases.at(-1) ?? document.body
}

// Each story plays as usual, motion and all; only its pictures are taken with reduced motion.
beforeEach(async () => {
  await commands.reduceMotion(false)
})

afterEach(async (context) => {
  const story = (context as unknown as { story?: VisualStory }).story
  // A story whose play function or accessibility check failed has already failed its test.
  if (!story || context.task.result?.errors?.length) return
  const plan = visualPlan(story)
  if (plan.kind === 'none') return
  // Opted out: the reason stands beside the tag in the story (checked by visualPlan).
  if (plan.kind === 'opted-out') return
  const mismatch = inject('visualBrowserMismatch')
  if (mismatch) {
    // One failure says why; every other story notes that it was not compared.
    if (await commands.firstBrowserMismatch()) throw new Error(mismatch)
    return
  }

  await holdStill()
  for (const { width, height } of plan.shots) {
    await resize(width, height)
    // The whole story, however tall: the window grows to its height (never below the screen's).
    const tall = Math.max(height, document.documentElement.scrollHeight)
    if (tall > height) await resize(width, tall)
    // Soft: a failed picture at 1280 px does not hide the 390 px one from the report.
    await expect.soft(page.elementLocator(target())).toMatchScreenshot(baselineName(story, width))
  }
})
