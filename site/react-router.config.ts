import type { Config } from '@react-router/dev/config'
import { NOT_FOUND_PATH, pageList } from '@app/core'

/**
 * Static site with client-side routing: every public page is rendered to HTML at build time
 * (D24) and then hydrated into a single-page app. Pages that must not be prerendered (behind
 * a sign-in) set `prerender: false` in core/src/pages.ts and are served from the SPA fallback.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [
    ...pageList.filter((page) => page.prerender).map((page) => page.path),
    NOT_FOUND_PATH,
  ],
} satisfies Config
