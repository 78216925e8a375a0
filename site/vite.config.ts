import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // `npm run dev`: the API runs beside Vite (scripts/dev.mjs) and is reached through this proxy.
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
})
