import type { Config } from '@react-router/dev/config'
import { NOT_FOUND_PATH, pageList } from '@app/core'

/**
 * Static site with client-side routing: every page of core's route registry with `prerender`
 * is rendered to HTML at build time and then hydrated into a single-page app; any other is
 * served from the SPA fallback (docs/product.md#pages-and-routes).
 */
export default {
  appDirectory: 'app',
  // SITE_BUILD_DIR: another folder, for a test that builds the site apart from the real build.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [
    ...pageList.filter((page) => page.prerender).map((page) => page.path),
    NOT_FOUND_PATH,
  ],
} satisfies Config
