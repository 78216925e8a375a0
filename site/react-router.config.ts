import type { Config } from '@react-router/dev/config'
import { NOT_FOUND_PATH, pageList } from '@app/core'

/**
 * Static site with client-side routing: every page of core's route registry with `prerender`
 * is rendered to HTML at build time and then hydrated into a single-page app; any other is
 * served from the SPA fallback (docs/product.md#pages-and-routes).
 */
const buildDirectory = process.env.SITE_BUILD_DIR ?? 'build'

/**
 * SITE_RENDER=server: the same app built for rendering on the server, into build/render, for
 * the pages whose content staff publish (docs/events.md). Only its server module is used: its
 * client files are the same as the prerendered build's.
 */
const serverRender = process.env.SITE_RENDER === 'server'

export default serverRender
  ? ({
      appDirectory: 'app',
      buildDirectory: `${buildDirectory}/render`,
      ssr: true,
      prerender: false,
      // Every route is known from the first page: no request for the manifest of the next one.
      routeDiscovery: { mode: 'initial' },
    } satisfies Config)
  : ({
      appDirectory: 'app',
      // SITE_BUILD_DIR: another folder, for a test that builds the site apart from the real build.
      buildDirectory,
      ssr: false,
      prerender: [
        ...pageList.filter((page) => page.prerender).map((page) => page.path),
        NOT_FOUND_PATH,
      ],
    } satisfies Config)
