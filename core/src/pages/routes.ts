/**
 * The route registry: every path the site answers, declared once with its title and what kind of
 * path it is (its description is in descriptions.ts) (docs/product.md#pages-and-routes).
 *
 * - site/ registers one route per page entry (its `module` under site/app/routes/), prerenders the
 *   `prerender` ones and builds each page's meta tags from its entry;
 * - server/ serves the pages, answers private ones with `X-Robots-Tag: noindex`, lists the indexed
 *   ones in the sitemap, keeps the private ones out of robots.txt and serves the feeds;
 * - tests/ visit every entry.
 *
 * Adding a page is one entry here plus its route module. This module does not import the course
 * catalogue, so a page that only needs its own title does not download every course with it; the
 * 14 course pages are expanded from the catalogue in courses/pages.ts.
 */
import { brand } from '../brand/model'

/** A menu a page can be listed in, with the link's position in it (1 first). */
export interface NavPlacement {
  /** The text of the link. */
  label: string
  /** Position in the header's main navigation. */
  main?: number
  /** Position in the footer's bottom links. */
  footer?: number
  /** Position in the footer's legal links (privacy, terms, cookies, accessibility). */
  legal?: number
}

export interface PageInfo {
  path: string
  title: string
  description: string
  /**
   * Listed in the sitemap and open to search engines. Pages that are not (forms, payment, the
   * learners' area) are private: robots.txt asks crawlers to keep out, and
   * they are answered with `X-Robots-Tag: noindex` and a robots meta tag.
   */
  indexed: boolean
  /** Rendered to HTML at build time; otherwise the browser renders it from the SPA shell. */
  prerender: boolean
}

/**
 * A page of the registry as the browser knows it: everything but its description, which is only
 * needed in the page's own meta tags and lives in descriptions.ts, so the header and footer
 * that read this registry do not carry every page's description (docs/product.md#speed).
 */
export interface PageRoute extends Omit<PageInfo, 'description'> {
  /** The route module under site/app/routes/ that renders the page, without `.tsx`. */
  module: string
  /** The menus that link to the page. @default none */
  nav?: NavPlacement
}

const publicPage = (
  path: string,
  module: string,
  title: string,
  nav?: NavPlacement,
): PageRoute => ({
  path,
  module,
  title,
  indexed: true,
  prerender: true,
  ...(nav ? { nav } : {}),
})

/** Prerendered like every page (its shell loads at once), but never indexed. */
const privatePage = (path: string, module: string, title: string): PageRoute => ({
  path,
  module,
  title,
  indexed: false,
  prerender: true,
})

export const pages = {
  home: publicPage('/', 'home', 'Study abroad, IT courses and IT services', {
    label: 'Home',
    main: 1,
    footer: 1,
  }),
  about: publicPage('/about', 'about', 'About us', { label: 'About Us', main: 2, footer: 2 }),
  itServices: publicPage('/it-services', 'it-services', 'IT services and website development', {
    label: 'IT Services',
    main: 3,
  }),
  studyAbroad: publicPage('/study-abroad', 'study-abroad', 'Study abroad', {
    label: 'Study Abroad',
    main: 4,
  }),
  studentZone: publicPage(
    '/student-zone',
    'student-zone',
    'Student Zone: courses and class timings',
    { label: 'Student Zone', main: 5 },
  ),
  services: publicPage('/services', 'services', 'Courses you can enrol on', {
    label: 'Services',
    main: 6,
    footer: 4,
  }),
  moreInfo: publicPage('/more-info', 'more-info', 'Why choose us'),
  serviceDetail: publicPage('/ServiceDetail', 'service-detail', 'Programmes and consultations'),
  courses: publicPage('/courses', 'courses', 'All courses', { label: 'Courses', footer: 5 }),
  newsEvents: publicPage('/news-events', 'news-events', 'News and events', {
    label: 'News & Events',
    main: 7,
    footer: 3,
  }),
  contact: publicPage('/contact', 'contact', 'Contact us', {
    label: 'Contact Us',
    main: 8,
    footer: 6,
  }),
  privacy: publicPage('/privacy', 'privacy', 'Privacy notice', { label: 'Privacy', legal: 1 }),
  terms: publicPage('/terms', 'terms', 'Terms of enrolment and payment', {
    label: 'Terms',
    legal: 2,
  }),
  cookies: publicPage('/cookies', 'cookies', 'Cookies', { label: 'Cookies', legal: 3 }),
  accessibility: publicPage('/accessibility', 'accessibility', 'Accessibility statement', {
    label: 'Accessibility',
    legal: 4,
  }),
  enrolment: privatePage('/more-info-form', 'enrolment', 'More information and enrolment'),
  payment: privatePage('/payment', 'payment', 'Proceed to payment'),
  thankYou: privatePage('/thank-you', 'thank-you', 'Thank you'),
  sapLogin: privatePage('/sap-login', 'sap-login', 'SAP BASIS learners: sign in'),
  sapTopics: privatePage('/sap-topics', 'sap-topics', 'SAP BASIS Videos & Topics'),
  sapPassword: privatePage('/sap-password', 'sap-password', 'SAP BASIS learners: your password'),
} as const satisfies Record<string, PageRoute>

export type PageKey = keyof typeof pages

/** The family of course pages, one per course of the catalogue (see courses/pages.ts). */
export const coursePageRoute = { pattern: '/courses/:slug', module: 'course' } as const

/** The page of a course. */
export function coursePagePath(course: { slug: string }): string {
  return coursePageRoute.pattern.replace(':slug', course.slug)
}

/** Documents the server writes itself rather than the site: the feed and the crawler files. */
export interface FeedRoute {
  path: string
  title: string
  description: string
  /** The Content-Type the server answers with. */
  contentType: string
}

export const feeds = {
  rss: {
    path: '/rss',
    title: 'RSS feed',
    description: 'News & Events as an RSS 2.0 feed.',
    contentType: 'application/rss+xml',
  },
  sitemap: {
    path: '/sitemap.xml',
    title: 'Sitemap',
    description: 'Every indexed page, for search engines.',
    contentType: 'application/xml',
  },
  robots: {
    path: '/robots.txt',
    title: 'Robots file',
    description: 'What search engines may crawl.',
    contentType: 'text/plain',
  },
  manifest: {
    path: '/site.webmanifest',
    title: 'Web app manifest',
    description:
      'The name, colours and icons a browser uses when the site is added to a home screen.',
    contentType: 'application/manifest+json',
  },
} as const satisfies Record<string, FeedRoute>

/**
 * The site's icons and share image, files of site/public (made by `npm run brand-assets`):
 * every page links them, and the manifest lists the square ones.
 */
export const siteIcons = {
  favicon: { path: '/favicon.ico', type: 'image/x-icon', sizes: '16x16 32x32 48x48' },
  svg: { path: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
  appleTouch: { path: '/apple-touch-icon.png', type: 'image/png', sizes: '180x180' },
  app192: { path: '/icon-192.png', type: 'image/png', sizes: '192x192' },
  app512: { path: '/icon-512.png', type: 'image/png', sizes: '512x512' },
} as const

/** The image shown when a page is shared (Open Graph), 1200 × 630 PNG. */
export const shareImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${brand.name} — ${brand.tagline}: study abroad, IT courses and IT services.`,
}

/** /enroll/{slug}: the server redirects to where enrolling in that programme happens. */
export const enrolRedirectPrefix = '/enroll/'

/** Path of the prerendered "Page not found" document, served with HTTP 404. */
export const NOT_FOUND_PATH = '/404'

/** The API lives under this prefix; robots.txt keeps crawlers out of it. */
export const API_PREFIX = '/api/'

/** The pages search engines must not index, from the registry. */
export const privatePagePaths: readonly string[] = Object.values(pages)
  .filter((page: PageRoute) => !page.indexed)
  .map((page) => page.path)

/**
 * Whether a path is answered by the server rather than by a page of the app (the feeds, the
 * enrolment redirects, the API): links there must load as documents, not client routes.
 */
export function isServerPath(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? href
  return (
    Object.values(feeds).some((feed) => feed.path === path) ||
    path.startsWith(enrolRedirectPrefix) ||
    path.startsWith(API_PREFIX)
  )
}
