import { developmentLearner } from '@app/server/src/learners/start'
import {
  brand,
  courses,
  enrolTarget,
  eventStartIso,
  events,
  formatEventDate,
  formatEventTime,
  pageList,
  type PageInfo,
  pageDescriptions,
  pages,
  sapPaths,
  serviceDetailCards,
} from '@app/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app'
import { createTestSite, type TestSite } from '../support/site'

const publicUrl = 'https://www.northlight.example'

/** A page only signed-in learners see: in the page list, not in the sitemap. */
const privatePage: PageInfo = {
  path: '/learners',
  title: 'Learners',
  description: 'Signed-in learners only.',
  indexed: false,
  prerender: false,
}

/** The text of every `<tag>…</tag>` in an XML fragment, in order. */
function elementTexts(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    (match) => match[1] ?? '',
  )
}

describe('feed, sitemap, robots and enrolment links over HTTP', () => {
  let site: TestSite
  let app: TestApp

  beforeAll(async () => {
    site = await createTestSite({ pagePaths: pageList.map((page) => page.path) })
    app = await startTestApp({
      siteDir: site.dir,
      pages: [...pageList, privatePage],
      // Behind a TLS-terminating proxy on the same machine, as in production.
      env: { PUBLIC_URL: publicUrl, TRUST_PROXY: 'loopback' },
    })
  })

  afterAll(async () => {
    await app?.close()
    await site?.remove()
  })

  const get = (path: string, init?: RequestInit) =>
    fetch(`${app.url}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { 'x-forwarded-proto': 'https', ...init?.headers },
    })

  /**
   * A page as a visitor who may see it: the learners' topics are served only to a signed-in
   * session (anyone else is redirected to the sign-in page), so that one is asked for signed in
   * with the development learner.
   */
  async function getPage(path: string) {
    if (path !== pages.sapTopics.path) return get(path)
    const signIn = await get(sapPaths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: developmentLearner.email,
        password: developmentLearner.password,
      }),
    })
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!
    return get(path, { headers: { cookie } })
  }

  describe('GET /site.webmanifest', () => {
    it('names the site and lists its icons, as application/manifest+json', async () => {
      const response = await get('/site.webmanifest')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8')
      const manifest = (await response.json()) as Record<string, unknown>
      expect(manifest).toMatchObject({
        name: brand.name,
        short_name: brand.shortName,
        start_url: '/',
        theme_color: brand.themeColour,
        lang: 'en-GB',
      })
      expect(manifest['icons']).toEqual([
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ])
    })
  })

  describe('GET /rss', () => {
    it('is an RSS 2.0 document about News & Events, in British English', async () => {
      const response = await get('/rss')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const xml = await response.text()
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
      expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')
      const channel = xml.slice(xml.indexOf('<channel>'), xml.indexOf('<item>'))
      // The brand name has an ampersand: escaped once, never raw.
      expect(elementTexts(channel, 'title')).toEqual([
        `${brand.name.replace('&', '&amp;')}: ${pages.newsEvents.title}`,
      ])
      expect(elementTexts(channel, 'link')).toEqual([`${publicUrl}/news-events`])
      expect(elementTexts(channel, 'description')).toEqual([pageDescriptions.newsEvents])
      expect(elementTexts(channel, 'language')).toEqual(['en-gb'])
      expect(channel).toContain(
        `<atom:link href="${publicUrl}/rss" rel="self" type="application/rss+xml"/>`,
      )
      expect(xml.trimEnd().endsWith('</channel>\n</rss>')).toBe(true)
    })

    it('has one item per event, soonest first, linking to its card on the News & Events page', async () => {
      const xml = await (await get('/rss')).text()
      const items = elementTexts(xml, 'item')
      const byDate = [...events].sort(
        (a, b) => Date.parse(eventStartIso(a)) - Date.parse(eventStartIso(b)),
      )
      expect(items).toHaveLength(3)
      items.forEach((item, index) => {
        const event = byDate[index]!
        expect(elementTexts(item, 'title')).toEqual([event.title])
        expect(elementTexts(item, 'link')).toEqual([`${publicUrl}/news-events#${event.slug}`])
        const [description = ''] = elementTexts(item, 'description')
        for (const fact of [
          formatEventDate(event),
          formatEventTime(event),
          event.location,
          event.description,
        ]) {
          expect(description).toContain(fact)
        }
        expect(item).toContain(
          `<guid isPermaLink="false">www.northlight.example:event:${event.slug}</guid>`,
        )
        const [pubDate = ''] = elementTexts(item, 'pubDate')
        // RFC 822, as RSS 2.0 requires: "Tue, 15 Apr 2025 09:00:00 GMT".
        expect(pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
        expect(Date.parse(pubDate)).toBe(Date.parse(eventStartIso(event)))
      })
      expect(elementTexts(items[0]!, 'pubDate')).toEqual(['Tue, 15 Apr 2025 09:00:00 GMT'])
    })

    it('answers HEAD like GET, without a body', async () => {
      const response = await get('/rss', { method: 'HEAD' })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
      expect(await response.text()).toBe('')
    })
  })

  describe('GET /sitemap.xml', () => {
    it('lists every indexed page once, as an absolute URL on the public origin', async () => {
      const response = await get('/sitemap.xml')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
      const xml = await response.text()
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
      const locations = elementTexts(xml, 'loc')
      expect(locations).toEqual(
        pageList.filter((page) => page.indexed).map((page) => `${publicUrl}${page.path}`),
      )
      expect(locations).toContain(`${publicUrl}/`)
      expect(locations).toContain(`${publicUrl}/ServiceDetail`)
      expect(locations).toContain(`${publicUrl}/courses/sap-basis`)
      for (const legal of ['/privacy', '/terms', '/cookies', '/accessibility']) {
        expect(locations).toContain(`${publicUrl}${legal}`)
      }
      // Eleven marketing pages, four legal and trust pages, and the course pages.
      expect(locations).toHaveLength(11 + 4 + courses.length)
      expect(locations).not.toContain(`${publicUrl}/learners`)
      expect(elementTexts(xml, 'url')).toHaveLength(locations.length)
    })
  })

  describe('GET /robots.txt', () => {
    it('allows the site, keeps private routes out and points at the sitemap', async () => {
      const response = await get('/robots.txt')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      const lines = (await response.text()).split('\n')
      expect(lines[0]).toBe('User-agent: *')
      expect(lines).toContain('Allow: /')
      for (const path of [
        '/api/',
        '/invoice',
        '/sap-login',
        '/sap-topics',
        '/sap-password',
        '/payment',
        '/thank-you',
        '/more-info-form',
        '/learners',
        '/staff',
      ]) {
        expect(lines, path).toContain(`Disallow: ${path}`)
      }
      // No public page is disallowed, not even by prefix.
      const disallowed = lines
        .filter((line) => line.startsWith('Disallow: '))
        .map((line) => line.slice('Disallow: '.length))
      for (const page of pageList.filter((candidate) => candidate.indexed)) {
        expect(
          disallowed.filter((prefix) => page.path.startsWith(prefix)),
          page.path,
        ).toEqual([])
      }
      expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`)
    })
  })

  describe('private pages', () => {
    it('are answered with X-Robots-Tag: noindex, and public pages without it', async () => {
      for (const page of pageList) {
        const response = await getPage(page.path)
        expect(response.status, page.path).toBe(200)
        expect(response.headers.get('x-robots-tag'), page.path).toBe(
          page.indexed ? null : 'noindex',
        )
      }
      expect(pageList.filter((page) => !page.indexed).map((page) => page.path)).toEqual([
        pages.enrolment.path,
        pages.payment.path,
        pages.thankYou.path,
        pages.sapLogin.path,
        pages.sapTopics.path,
        pages.sapPassword.path,
      ])
    })
  })

  describe('GET /enroll/{slug}', () => {
    it('sends a consultation to the contact page', async () => {
      const response = await get('/enroll/consultation')
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/contact')
    })

    it('opens the enrolment form with a priced course preselected', async () => {
      const response = await get('/enroll/cybersecurity')
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/more-info-form?course=cybersecurity')
    })

    it('opens the contact page naming the programme for programmes not sold online', async () => {
      for (const slug of ['computer-science', 'math-science', 'data-science']) {
        const response = await get(`/enroll/${slug}`)
        expect(response.status, slug).toBe(302)
        expect(response.headers.get('location'), slug).toBe(`/contact?course=${slug}`)
      }
    })

    it("redirects every service-detail card and course where core's enrolTarget says", async () => {
      const slugs = [...serviceDetailCards.map((card) => card.slug), ...courses.map((c) => c.slug)]
      for (const slug of slugs) {
        const response = await get(`/enroll/${slug}`)
        expect(response.status, slug).toBe(302)
        expect(response.headers.get('location'), slug).toBe(enrolTarget(slug))
      }
    })

    it('matches the slug in any case', async () => {
      const response = await get('/Enroll/Consultation')
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/contact')
    })

    it('answers an unknown programme with the not-found page', async () => {
      for (const path of ['/enroll/astrology', '/enroll', '/enroll/a/b']) {
        const response = await get(path)
        expect(response.status, path).toBe(404)
        expect(await response.text()).toContain('<h1>Page not found</h1>')
      }
    })
  })

  describe('differently cased paths', () => {
    it('redirect permanently to the canonical spelling from the page list', async () => {
      for (const [from, to] of [
        ['/Study-Abroad', '/study-abroad'],
        ['/Services', '/services'],
        ['/student-Zone', '/student-zone'],
        ['/servicedetail', '/ServiceDetail'],
        ['/SERVICEDETAIL/', '/ServiceDetail'],
        ['/serviceDetail?from=home', '/ServiceDetail?from=home'],
        ['/More-Info', '/more-info'],
        ['/IT-Services/', '/it-services'],
        ['/Courses', '/courses'],
        ['/courses/SAP-BASIS', '/courses/sap-basis'],
        ['/News-Events', '/news-events'],
        ['/RSS', '/rss'],
        ['/Sitemap.xml', '/sitemap.xml'],
        ['/ROBOTS.TXT', '/robots.txt'],
      ] as const) {
        const response = await get(from)
        expect(response.status, from).toBe(301)
        expect(response.headers.get('location'), from).toBe(to)
      }
    })

    it('serve every page of the page list at its own spelling, without a redirect', async () => {
      for (const page of pageList) {
        const response = await getPage(page.path)
        expect(response.status, page.path).toBe(200)
        expect(await response.text(), page.path).toContain(
          page.path === '/' ? '<h1>Welcome home</h1>' : '<h1>',
        )
      }
    })

    it('leave unknown paths to the not-found page', async () => {
      for (const path of ['/Study-Abroad-Now', '/courses/unknown-course', '/COURSES/Nope']) {
        const response = await get(path)
        expect(response.status, path).toBe(404)
      }
    })
  })
})
