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
  type NewsPost,
  type PageInfo,
  pages as sitePages,
  siteIcons,
  STAFF_BASE_PATH,
} from '@app/core'
import { type Request, type Response, Router } from 'express'
import type { PublishedContent } from '../events/published'

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

/**
 * RSS 2.0 of News & Events: the news posts, newest first, then the events, soonest first; each
 * item links to its place on the page. A cancelled event says so in its title.
 */
export function renderFeed(
  publicUrl: string,
  feedEvents: readonly (CompanyEvent & { cancelled?: boolean })[] = events,
  news: readonly NewsPost[] = [],
): string {
  const page = describedPage('newsEvents')
  const host = new URL(publicUrl).host
  const newsItems = news.map((post) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(`${publicUrl}${page.path}#${post.slug}`)}</link>`,
      `      <description>${escapeXml(post.summary)}</description>`,
      `      <guid isPermaLink="false">${escapeXml(`${host}:news:${post.slug}`)}</guid>`,
      `      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n'),
  )
  const eventItems = [...feedEvents]
    .sort((a, b) => Date.parse(eventStartIso(a)) - Date.parse(eventStartIso(b)))
    .map((event) =>
      [
        '    <item>',
        `      <title>${escapeXml(event.cancelled ? `Cancelled: ${event.title}` : event.title)}</title>`,
        `      <link>${escapeXml(`${publicUrl}${page.path}#${event.slug}`)}</link>`,
        `      <description>${escapeXml(eventFeedDescription(event))}</description>`,
        `      <guid isPermaLink="false">${escapeXml(`${host}:event:${event.slug}`)}</guid>`,
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
    ...newsItems,
    ...eventItems,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** The absolute URL of a page: the public origin and its path ('/' for home). */
export function pageUrl(publicUrl: string, page: Pick<PageInfo, 'path'>): string {
  return `${publicUrl}${page.path}`
}

/**
 * sitemaps.org XML of every page open to search engines, in page-list order. News & Events
 * carries the day its published content last changed, when that is known.
 */
export function renderSitemap(
  publicUrl: string,
  pageList: readonly PageInfo[],
  newsEventsUpdated?: Date | null,
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pageList
      .filter((page) => page.indexed)
      .map((page) =>
        page.path === sitePages.newsEvents.path && newsEventsUpdated
          ? `  <url><loc>${escapeXml(pageUrl(publicUrl, page))}</loc><lastmod>${newsEventsUpdated.toISOString()}</lastmod></url>`
          : `  <url><loc>${escapeXml(pageUrl(publicUrl, page))}</loc></url>`,
      ),
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

/** Answers 304 when the client already has this version; otherwise sets the validator. */
export function notModified(req: Request, res: Response, etag: string): boolean {
  res.setHeader('ETag', etag)
  const asked = req.get('if-none-match')
  if (asked !== undefined && asked.split(/\s*,\s*/).includes(etag)) {
    res.status(304).end()
    return true
  }
  return false
}

/**
 * GET /rss, /sitemap.xml, /robots.txt and /site.webmanifest (core's `feeds`). The feed and the
 * sitemap follow what is published (docs/events.md), with an ETag; the others are rendered once
 * at start from core's page list. Matching is case-sensitive: other casings fall through to the
 * canonical redirects.
 */
export function discoveryRoutes(options: {
  publicUrl: string
  pages: readonly PageInfo[]
  /** What is published now. @default core's seeded events, fixed */
  published?: PublishedContent
}): Router {
  const { publicUrl, published } = options
  const router = Router({ caseSensitive: true, strict: true })
  const live = [
    {
      feed: feeds.rss,
      render: (read: Awaited<ReturnType<PublishedContent['read']>>) =>
        renderFeed(publicUrl, read.content.events, read.content.news),
    },
    {
      feed: feeds.sitemap,
      render: (read: Awaited<ReturnType<PublishedContent['read']>>) =>
        renderSitemap(publicUrl, options.pages, read.updatedAt),
    },
  ]
  if (published) {
    for (const { feed, render } of live) {
      router.get(feed.path, async (req, res) => {
        const read = await published.read()
        res.setHeader('Cache-Control', 'no-cache')
        res.type(feed.contentType)
        if (notModified(req, res, read.etag)) return
        res.send(render(read))
      })
    }
  }
  const documents = [
    ...(published
      ? []
      : [
          { feed: feeds.rss, body: renderFeed(publicUrl) },
          { feed: feeds.sitemap, body: renderSitemap(publicUrl, options.pages) },
        ]),
    { feed: feeds.robots, body: renderRobots(publicUrl, options.pages) },
    { feed: feeds.manifest, body: renderManifest() },
  ]
  for (const { feed, body } of documents) {
    router.get(feed.path, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache')
      // res.send adds "; charset=utf-8" to the type.
      res.type(feed.contentType).send(body)
    })
  }
  return router
}
