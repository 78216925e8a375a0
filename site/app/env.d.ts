/** The build's time as ISO 8601, fixed by vite.config.ts for the browser and the prerender alike. */
declare const __SITE_BUILT_AT__: string
