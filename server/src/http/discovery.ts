import {
  API_PREFIX,
  brand,
  type CompanyEvent,
  eventStartIso,
  events,
  feeds,
  FORMER_INVOICE_PATH,
  formatEventDate,
  formatEventTime,
  describedPage,
  type PageInfo,
  siteIcons,
  STAFF_BASE_PATH,
} from '@app/core'
import { Router } from 'express'

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Makes text safe as XML element content or a quoted attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character)
}

/** The sentence of a feed item: when and where, then what the event is. */
export function eventFeedDescription(event: CompanyEvent): string {
  return `${formatEventDate(event)}, ${formatEventTime(event)} (UK time), ${event.location}. ${event.description}`
}

/** RSS 2.0 of News & Events, soonest event first; each item links to its card on the page. */
export function renderFeed(
  publicUrl: string,
  feedEvents: readonly CompanyEvent[] = events,
): string {
  const page = describedPage('newsEvents')
  const items = [...feedEvents]
    .sort((a, b) => Date.parse(eventStartIso(a)) - Date.parse(eventStartIso(b)))
    .map((event) =>
      [
        '    <item>',
        `      <title>${escapeXml(event.title)}</title>`,
        `      <link>${escapeXml(`${publicUrl}${page.path}#${event.slug}`)}</link>`,
        `      <description>${escapeXml(eventFeedDescription(event))}</description>`,
        `      <guid isPermaLink="false">${escapeXml(`${new URL(publicUrl).host}:event:${event.slug}`)}</guid>`,
        // RFC 822 date (toUTCString gives "Tue, 15 Apr 2025 09:00:00 GMT").
        `      <pubDate>${new Date(eventStartIso(event)).toUTCString()}</pubDate>`,
        '    </item>',
      ].join('\n'),
    )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${brand.name}: ${page.title}`)}</title>`,
    `    <link>${escapeXml(`${publicUrl}${page.path}`)}</link>`,
    `    <description>${escapeXml(page.description)}</description>`,
    '    <language>en-gb</language>',
    `    <atom:link href="${escapeXml(`${publicUrl}${feeds.rss.path}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** The absolute URL of a page: the public origin and its path ('/' for home). */
export function pageUrl(publicUrl: string, page: Pick<PageInfo, 'path'>): string {
  return `${publicUrl}${page.path}`
}

/** sitemaps.org XML of every page open to search engines, in page-list order. */
export function renderSitemap(publicUrl: string, pageList: readonly PageInfo[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pageList
      .filter((page) => page.indexed)
      .map((page) => `  <url><loc>${escapeXml(pageUrl(publicUrl, page))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * Everything may be crawled except the API, the private pages and the staff area; the sitemap
 * says what there is.
 */
export function renderRobots(publicUrl: string, pageList: readonly PageInfo[]): string {
  const disallowed = [
    API_PREFIX,
    STAFF_BASE_PATH,
    FORMER_INVOICE_PATH,
    ...pageList.filter((page) => !page.indexed).map((p) => p.path),
  ]
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}${feeds.sitemap.path}`,
    '',
  ].join('\n')
}

/** The web app manifest: the name, colours and icons used when the site is added to a home screen. */
export function renderManifest(): string {
  const icons = [siteIcons.app192, siteIcons.app512, siteIcons.svg].map((icon) => ({
    src: icon.path,
    sizes: icon.sizes,
    type: icon.type,
  }))
  return `${JSON.stringify(
    {
      name: brand.name,
      short_name: brand.shortName,
      description: brand.about,
      lang: 'en-GB',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: brand.themeColour,
      icons,
    },
    null,
    2,
  )}\n`
}

/**
 * GET /rss, /sitemap.xml, /robots.txt and /site.webmanifest (core's `feeds`), rendered once at start from core's
 * events and page list. Matching is case-sensitive: other casings fall through to the canonical
 * redirects.
 */
export function discoveryRoutes(options: {
  publicUrl: string
  pages: readonly PageInfo[]
}): Router {
  const documents = [
    { feed: feeds.rss, body: renderFeed(options.publicUrl) },
    { feed: feeds.sitemap, body: renderSitemap(options.publicUrl, options.pages) },
    { feed: feeds.robots, body: renderRobots(options.publicUrl, options.pages) },
    { feed: feeds.manifest, body: renderManifest() },
  ]
  const router = Router({ caseSensitive: true, strict: true })
  for (const { feed, body } of documents) {
    router.get(feed.path, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache')
      // res.send adds "; charset=utf-8" to the type.
      res.type(feed.contentType).send(body)
    })
  }
  return router
}
