import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The staff pages' own application (docs/product.md#staff-area), built apart from the public
 * site so that no public page can load any of it: `vite build staff` from site/ writes
 * site/build/staff/index.html and its assets, served by the server under /staff. Nothing inline
 * (the staff pages' Content Security Policy allows only files of the site's own origin).
 */
export default defineConfig({
  base: '/staff/',
  plugins: [tailwindcss(), react()],
  build: {
    outDir: '../build/staff',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries marked "use client" for React Server Components; meaningless in a browser bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client'))
          return
        warn(warning)
      },
    },
  },
})
