import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

/**
 * The build's time, read once: the prerendered HTML and the browser bundle must agree on it, so
 * content that depends on the date (past events) hydrates without a mismatch. SITE_BUILT_AT
 * (ISO 8601) pins it for a reproducible build.
 */
const builtAt = new Date(process.env.SITE_BUILT_AT ?? Date.now()).toISOString()

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_BUILT_AT__: JSON.stringify(builtAt) },
  server: {
    // `npm run dev`: the API runs beside Vite (scripts/dev.mjs) and is reached through this proxy.
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
})
