import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import type { Page } from 'playwright'
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node'
import { defineProject } from 'vitest/config'
import { baselineDirectory, diffDirectory, executablePath, repository } from './visual/paths'
import { fileName } from './visual/plan'
import storybookProject from './vitest.config'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function playwrightPage(context: BrowserCommandContext): Page {
  if (context.provider.name !== 'playwright') throw new Error('The visual project needs Playwright')
  return (context as unknown as { page: Page }).page
}

/**
 * Sizes the browser window itself (not only the test's frame): Vitest shrinks a frame larger
 * than the window with a CSS transform, which would blur every picture.
 */
const resizeWindow: BrowserCommand<[width: number, height: number]> = async (
  context,
  width,
  height,
) => {
  await playwrightPage(context).setViewportSize({ width, height })
}

const reduceMotion: BrowserCommand<[reduce: boolean]> = async (context, reduce) => {
  await playwrightPage(context).emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' })
}

let mismatchReported = false
const firstBrowserMismatch: BrowserCommand<[]> = () => {
  const first = !mismatchReported
  mismatchReported = true
  return first
}

/**
 * Visual regression: every story rendered and played as in the `storybook` project, then its
 * canvas compared with the approved picture in ui/visual-baselines/ (see visual/setup.ts and
 * docs/visual-testing.md). `npm run test:visual` runs it; `-- --update` accepts new pictures.
 */
export default defineProject({
  plugins: [storybookTest({ configDir: dirname })],
  optimizeDeps: storybookProject.optimizeDeps,
  // The baselines and diffs are written from the browser's side of Vitest, inside the repository.
  server: { fs: { allow: [repository] } },
  // Tells the stories' preview that this run takes pictures (axe ran in the storybook project).
  define: { 'import.meta.env.VITE_VISUAL_RUN': JSON.stringify('1') },
  test: {
    name: 'visual',
    // Last, alone: two browser projects at once on two cores would slow both.
    sequence: { groupOrder: 4 },
    setupFiles: [path.join(dirname, 'visual/setup.ts')],
    globalSetup: [path.join(dirname, 'visual/global-setup.ts')],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // Larger than any story's own viewport, so the frame is never shrunk while a story plays.
        contextOptions: { viewport: { width: 1600, height: 1200 } },
        launchOptions: {
          executablePath,
          args: [
            // Colours as written in the CSS, whatever the machine's display profile.
            '--force-color-profile=srgb',
            '--hide-scrollbars',
          ],
          // No system fonts: text is drawn only in the web fonts the repository installs.
          env: { ...process.env, FONTCONFIG_FILE: path.join(dirname, 'visual/fonts.conf') },
        },
      }),
      instances: [{ browser: 'chromium' }],
      // The comparison failing is the report; a second full-page picture would only add noise.
      screenshotFailures: false,
      commands: { firstBrowserMismatch, reduceMotion, resizeWindow },
      // The Storybook plugin turns file writing off unless asked; the matcher writes the pictures.
      api: { allowWrite: true, allowExec: false },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: {
            // See docs/visual-testing.md#tolerance.
            threshold: 0.03,
            allowedMismatchedPixels: 25,
          },
          screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
          timeout: 10_000,
          resolveScreenshotPath: ({ arg, ext }) => path.join(baselineDirectory, fileName(arg, ext)),
          resolveDiffPath: ({ arg, ext }) => path.join(diffDirectory, fileName(arg, ext)),
        },
      },
    },
  },
})
