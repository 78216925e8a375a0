import { pageList } from '@app/core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './support/browser'
import { gotoHydrated } from './support/pages'
import { startSiteServer, type SiteServer } from './support/site-server'

/**
 * Routes that later issues build. A link to one of them (after redirects, query string
 * stripped) is not counted as broken while it is listed here; the issue that builds the route
 * deletes its line, and the last test below says when that is due.
 */
const pendingRoutes: readonly string[] = []

/** Where a link leads once every redirect is followed. */
interface Resolution {
  /** The status and Location of each hop, then the final status. */
  hops: Array<{ status: number; location?: string }>
  finalPath: string
  finalStatus: number
  contentType: string
}

interface CrawledPage {
  path: string
  /** Element ids present after hydration (for #fragment links). */
  ids: Set<string>
  problems: string[]
}

/** href → the pages it appears on. */
type LinkIndex = Map<string, Set<string>>

const addLink = (index: LinkIndex, href: string, from: string) => {
  const sources = index.get(href) ?? new Set<string>()
  sources.add(from)
  index.set(href, sources)
}

/** hrefs of the <a> elements of an HTML text, parsed by the browser without running it. */
function hrefsOfHtml(page: Page, html: string): Promise<string[]> {
  return page.evaluate((text) => {
    const parsed = new DOMParser().parseFromString(text, 'text/html')
    return [...parsed.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '')
  }, html)
}

describe('the crawler: every internal link leads somewhere real', () => {
  let site: SiteServer
  let browser: Browser
  const crawled = new Map<string, CrawledPage>()
  /** Internal links (path + query + hash, as resolved) → the pages that have them. */
  const links: LinkIndex = new Map()
  const resolutions = new Map<string, Resolution>()

  /** Follows redirects by hand, so each hop can be judged. */
  async function resolve(target: string): Promise<Resolution> {
    const known = resolutions.get(target)
    if (known) return known
    const hops: Resolution['hops'] = []
    let url = new URL(target, site.url)
    for (;;) {
      const response = await fetch(url, { redirect: 'manual' })
      await response.arrayBuffer()
      const location = response.headers.get('location') ?? undefined
      hops.push({ status: response.status, ...(location ? { location } : {}) })
      if (location && response.status >= 300 && response.status < 400 && hops.length < 10) {
        url = new URL(location, url)
        if (url.origin !== site.url) throw new Error(`${target} redirects off the site: ${url}`)
        continue
      }
      const resolution = {
        hops,
        finalPath: url.pathname,
        finalStatus: response.status,
        contentType: response.headers.get('content-type') ?? '',
      }
      resolutions.set(target, resolution)
      return resolution
    }
  }

  /** Internal path + query + hash of an href found on `from`, or undefined for other sites. */
  function internal(href: string, from: string): string | undefined {
    const url = new URL(href, new URL(from, site.url))
    if (url.origin !== site.url) return undefined
    return `${url.pathname}${url.search}${url.hash}`
  }

  beforeAll(async () => {
    site = await startSiteServer()
    browser = await launchBrowser()
    const { page, context, problems } = await openPage(browser)

    const queue = ['/']
    const queued = new Set(queue)
    while (queue.length > 0) {
      const path = queue.shift()!
      problems.length = 0
      const response = await gotoHydrated(page, `${site.url}${path}`)
      const served = await hrefsOfHtml(page, (await response?.text()) ?? '')
      const hydrated = await page.$$eval('a[href]', (anchors) =>
        anchors.map((a) => a.getAttribute('href') ?? ''),
      )
      const ids = new Set(
        await page.$$eval('[id]', (elements) => elements.map((element) => element.id)),
      )
      crawled.set(path, { path, ids, problems: [...problems] })

      for (const href of new Set([...served, ...hydrated])) {
        if (/^(mailto|tel):/i.test(href)) continue
        const target = internal(href, path)
        if (target === undefined) continue
        addLink(links, target, path)
        const resolution = await resolve(target)
        const next = resolution.finalPath
        if (
          resolution.finalStatus === 200 &&
          resolution.contentType.startsWith('text/html') &&
          !queued.has(next)
        ) {
          queued.add(next)
          queue.push(next)
        }
      }
    }
    await context.close()

    // The feed's item links are links of the site too.
    const feed = await (await fetch(`${site.url}/rss`)).text()
    for (const match of feed.matchAll(/<link>([^<]+)<\/link>/g)) {
      const url = new URL(match[1]!.replace(/&amp;/g, '&'))
      addLink(links, `${url.pathname}${url.search}${url.hash}`, '/rss')
    }
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  it('finds no link that does not end in 200, apart from the pending routes', async () => {
    const broken: string[] = []
    for (const [target, sources] of links) {
      const resolution = await resolve(target)
      if (resolution.finalStatus === 200) continue
      if (pendingRoutes.includes(resolution.finalPath)) continue
      broken.push(
        `${target} → ${resolution.hops.map((hop) => hop.location ?? hop.status).join(' → ')} ` +
          `(linked from ${[...sources].join(', ')})`,
      )
    }
    expect(broken).toEqual([])
    // It did crawl the site, not just the home page.
    expect(links.size).toBeGreaterThan(pageList.length)
  })

  it('finds every link already canonical: no link needs a permanent redirect', async () => {
    const redirected: string[] = []
    for (const [target, sources] of links) {
      const [first] = (await resolve(target)).hops
      if (first?.status === 301 || first?.status === 308) {
        redirected.push(`${target} → ${first.location} (linked from ${[...sources].join(', ')})`)
      }
    }
    expect(redirected).toEqual([])
  })

  it('reaches every indexed page of the page list by following links from the home page', () => {
    const unreached = pageList
      .filter((page) => page.indexed)
      .map((page) => page.path)
      .filter((path) => !crawled.has(path))
    expect(unreached).toEqual([])
  })

  it('finds an element for every #fragment a link points at', () => {
    const missing: string[] = []
    for (const [target, sources] of links) {
      const url = new URL(target, site.url)
      const id = decodeURIComponent(url.hash.slice(1))
      if (id === '') continue
      const landing = resolutions.get(target)?.finalPath ?? url.pathname
      const page = crawled.get(landing)
      if (page && !page.ids.has(id)) {
        missing.push(`${target} (linked from ${[...sources].join(', ')})`)
      }
    }
    expect(missing).toEqual([])
  })

  it('loads and hydrates every page without a script error, CSP report or hydration warning', () => {
    const problems = [...crawled.values()].flatMap((page) =>
      page.problems.map((problem) => `${page.path}: ${problem}`),
    )
    expect(problems).toEqual([])
  })

  it('serves the feed, the sitemap and robots.txt the footer and search engines use', async () => {
    for (const path of ['/rss', '/sitemap.xml', '/robots.txt']) {
      const resolution = await resolve(path)
      expect(resolution.hops, path).toEqual([{ status: 200 }])
    }
  })

  it('lists only routes that are still pending: once a route answers 200, delete its line', async () => {
    const built: string[] = []
    for (const path of pendingRoutes) {
      const resolution = await resolve(path)
      if (resolution.finalStatus === 200) built.push(path)
    }
    expect(built).toEqual([])
  })
})
