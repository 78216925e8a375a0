import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { iconSprite } from './scripts/icon-sprite.ts'

/**
 * The build's time, read once: the prerendered HTML and the browser bundle must agree on it, so
 * content that depends on the date (past events) hydrates without a mismatch. SITE_BUILT_AT
 * (ISO 8601) pins it for a reproducible build.
 */
const builtAt = new Date(process.env.SITE_BUILT_AT ?? Date.now()).toISOString()

/** The modules of the header, footer and error screen around every page. */
const shellModules = new RegExp(
  [
    String.raw`[\\/]ui[\\/]src[\\/](header|footer|logo|link|social-links|button|container|message-panel|lib[\\/]cn)[\\/.]`,
    String.raw`[\\/]core[\\/]src[\\/](pages[\\/](routes|navigation)|brand[\\/](model|mark))\.ts$`,
    String.raw`[\\/]site[\\/]app[\\/](components[\\/]router-link|lib[\\/](use-now|stale-chunk|meta))\.tsx?$`,
    String.raw`node_modules[\\/](clsx|class-variance-authority|simple-icons)[\\/]`,
    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|Icon|createLucideIcon|defaultAttributes|context)`,
    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](log-in|mail|menu|phone|x|map-pin|rss)\.mjs$`,
  ].join('|'),
)

export default defineConfig({
  plugins: [
    iconSprite({
      sourceDirs: [new URL('app', import.meta.url), new URL('../ui/src', import.meta.url)].map(
        (url) => url.pathname,
      ),
    }),
    tailwindcss(),
    reactRouter(),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What the layout (root.tsx) imports, which every page loads anyway, in one chunk
              // rather than a dozen small ones split by which pages share each: the per-file
              // overhead was over a kilobyte of every page's first load (docs/product.md#speed).
              name: 'shell',
              test: shellModules,
            },
          ],
        },
      },
    },
  },
  define: { __SITE_BUILT_AT__: JSON.stringify(builtAt) },
  server: {
    // `npm run dev`: the API runs beside Vite (scripts/dev.mjs) and is reached through this proxy.
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
})
