/**
 * Every page of the site with its title and description: the site's route modules read their
 * meta tags from here, the build prerenders the `prerender` ones, and the server knows from
 * here which paths are pages (for the SPA fallback and, later, the sitemap).
 */
export interface PageInfo {
  path: string
  title: string
  description: string
  /** Listed in the sitemap and open to search engines. */
  indexed: boolean
  /** Rendered to HTML at build time (D24). Pages behind a sign-in are rendered in the browser. */
  prerender: boolean
}

export const pages = {
  home: {
    path: '/',
    title: 'Study abroad, IT courses and IT services',
    description:
      'Study-abroad guidance, live IT and computing courses with evening and weekend classes, and websites and IT consultancy for UK businesses — from our head office in Northampton.',
    indexed: true,
    prerender: true,
  },
  contact: {
    path: '/contact',
    title: 'Contact us',
    description:
      'Send us an enquiry, call or e-mail our Northampton head office. We answer Monday to Friday, 9:00 AM to 5:00 PM.',
    indexed: true,
    prerender: true,
  },
} as const satisfies Record<string, PageInfo>

export type PageKey = keyof typeof pages

export const pageList: readonly PageInfo[] = Object.values(pages)

/** Path of the prerendered "Page not found" document, served with HTTP 404 (D23). */
export const NOT_FOUND_PATH = '/404'
