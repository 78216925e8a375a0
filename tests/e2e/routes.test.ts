import { developmentLearner } from '@app/server/src/learners/start'
import {
  about,
  advantages,
  brand,
  carouselCourses,
  companyExperienceYears,
  coursePagePath,
  courseEnquiryPath,
  coursePrices,
  courses,
  destinations,
  enrolPath,
  enrolmentFormPath,
  eventEndIso,
  eventStartIso,
  events,
  formatEventDate,
  formatEventTime,
  companyRegistration,
  cookiePolicy,
  eventPageText,
  feeds,
  formatPrice,
  formatPriceRange,
  privacyNotice,
  shareImage,
  siteIcons,
  termsOfEnrolment,
  accessibilityStatement,
  legalLinks,
  highlights,
  itPricing,
  moreInfoCourses,
  pageList,
  pages,
  sampleProjects,
  sapPaths,
  serviceDetailCards,
  servicesPageCourses,
  webServices,
} from '@app/core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desktop, launchBrowser } from './support/browser'
import { documentTitle, unknownPath } from './support/pages'
import { startSiteServer, type SiteServer } from './support/site-server'

/** A JSON-LD node, loosely typed: the tests look up the fields they know. */
type JsonLd = Record<string, unknown>

describe('every route as served, before any script runs', () => {
  let site: SiteServer
  let browser: Browser
  /** JavaScript off: what a crawler or a visitor on a slow phone sees first. */
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    site = await startSiteServer()
    browser = await launchBrowser()
    context = await browser.newContext({ ...desktop, javaScriptEnabled: false })
    page = await context.newPage()
  })

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  /** Opens a path with scripts off and checks it answered 200. */
  async function open(path: string) {
    const response = await page.goto(`${site.url}${path}`)
    expect(response?.status(), path).toBe(200)
    return page.locator('main')
  }

  /** The hrefs of the links inside `main`, in document order. */
  const mainHrefs = () =>
    page
      .locator('main a[href]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))

  /** Every JSON-LD node of the page, @graph members included. */
  async function jsonLd(): Promise<JsonLd[]> {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    return blocks.flatMap((text) => {
      const value = JSON.parse(text) as JsonLd | JsonLd[]
      const nodes = Array.isArray(value) ? value : [value]
      return nodes.flatMap((node) =>
        Array.isArray(node['@graph']) ? (node['@graph'] as JsonLd[]) : [node],
      )
    })
  }

  /**
   * The learners' topics page is served only to a signed-in session (the server redirects
   * everyone else to the sign-in page): sign this browser in with the development learner first.
   */
  async function signInFor(path: string) {
    if (path !== pages.sapTopics.path) return
    const response = await fetch(`${site.url}${sapPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: developmentLearner.email,
        password: developmentLearner.password,
      }),
    })
    const [name, value] = response.headers.getSetCookie()[0]!.split(';')[0]!.split('=') as [
      string,
      string,
    ]
    await context.addCookies([{ name, value, url: site.url }])
  }

  describe.each(pageList.map((info) => [info.path, info] as const))('%s', (path, info) => {
    it('has one h1 with text, its own title, description and Open Graph tags', async () => {
      await signInFor(path)
      const response = await page.goto(`${site.url}${path}`)
      await context.clearCookies()
      expect(response?.status(), path).toBe(200)
      const headings = await page.locator('h1').allTextContents()
      expect(headings, 'exactly one <h1>').toHaveLength(1)
      expect(headings[0]!.trim()).not.toBe('')
      expect(await page.title()).toBe(documentTitle(info))
      const meta = (selector: string) => page.locator(selector).getAttribute('content')
      expect(await meta('meta[name="description"]')).toBe(info.description)
      expect(await meta('meta[property="og:title"]')).toBe(documentTitle(info))
      expect(await meta('meta[property="og:description"]')).toBe(info.description)
      // Private pages are kept out of search engines by a meta tag and a header alike.
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))
      expect(robots).toEqual(info.indexed ? [] : ['noindex'])
      expect(response?.headers()['x-robots-tag']).toBe(info.indexed ? undefined : 'noindex')
      // The share image, absolute on the public origin (the e2e server's PUBLIC_URL is its own
      // address), and the icons.
      expect(await meta('meta[property="og:image"]')).toBe(`${site.url}${shareImage.path}`)
      expect(await meta('meta[property="og:image:width"]')).toBe('1200')
      expect(await meta('meta[property="og:image:height"]')).toBe('630')
      const links = await page
        .locator('head link[rel]')
        .evaluateAll((elements) =>
          elements.map(
            (element) => `${element.getAttribute('rel')} ${element.getAttribute('href')}`,
          ),
        )
      expect(links).toEqual(
        expect.arrayContaining([
          `icon ${siteIcons.favicon.path}`,
          `icon ${siteIcons.svg.path}`,
          `apple-touch-icon ${siteIcons.appleTouch.path}`,
          `manifest ${feeds.manifest.path}`,
        ]),
      )
      // Every page's footer says who the company is and links the legal pages.
      const footer = page.locator('footer')
      expect(await footer.textContent()).toContain(companyRegistration())
      const legal = await footer
        .getByRole('navigation', { name: 'Legal' })
        .locator('a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
      expect(legal).toEqual(legalLinks.map((link) => link.href))
      // Any JSON-LD on the page is valid JSON with a schema.org context.
      for (const text of await page
        .locator('script[type="application/ld+json"]')
        .allTextContents()) {
        expect(JSON.parse(text)).toMatchObject({ '@context': 'https://schema.org' })
      }
    })
  })

  it('answers an unknown path with 404 and the not-found page', async () => {
    const response = await page.goto(`${site.url}${unknownPath}`)
    expect(response?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('Page not found')
  })

  describe('the content each page carries in its HTML', () => {
    it('home: the six programmes, four highlights, services, projects and Organization data', async () => {
      const main = await open('/')
      const carousel = main.locator('[aria-roledescription="carousel"]')
      expect(await carousel.count()).toBe(1)
      const slides = carousel.locator('[aria-roledescription="slide"]')
      expect(await slides.count()).toBe(6)
      for (const [index, course] of carouselCourses.entries()) {
        const slide = slides.nth(index)
        expect(await slide.getAttribute('aria-label')).toBe(`${index + 1} of 6`)
        expect(await slide.textContent()).toContain(course.title)
        expect(await slide.locator(`a[href="${coursePagePath(course)}"]`).count()).toBe(1)
      }
      const hrefs = await mainHrefs()
      for (const highlight of highlights) expect(hrefs).toContain(highlight.href)
      for (const service of webServices) {
        expect(await main.getByRole('heading', { name: service.title }).count()).toBeGreaterThan(0)
      }
      for (const project of sampleProjects) {
        expect(await main.getByRole('heading', { name: project.title }).count()).toBe(1)
      }
      const request = main.getByRole('link', { name: 'Request IT Services' })
      expect(await request.getAttribute('href')).toBe('/contact')
      const organization = (await jsonLd()).find((node) => node['@type'] === 'Organization')
      expect(organization).toMatchObject({ name: brand.name, email: brand.email })
    })

    it('/about: the mission and the reasons to choose the company', async () => {
      const main = await open('/about')
      const text = (await main.textContent()) ?? ''
      expect(text).toContain(about.mission)
      for (const reason of about.reasons) expect(text).toContain(reason.title)
      expect(await mainHrefs()).toContain('/contact')
    })

    it('/study-abroad: five destinations, Explore Programs links to /contact, programmes coming soon', async () => {
      const main = await open('/study-abroad')
      const headings = await main.getByRole('heading').allTextContents()
      const order = destinations.map((destination) =>
        headings.findIndex((heading) => heading.trim() === destination.name),
      )
      expect(
        order.every((index) => index >= 0),
        `headings: ${headings.join(' | ')}`,
      ).toBe(true)
      expect([...order].sort((a, b) => a - b)).toEqual(order)
      const explore = main.getByRole('link', { name: /Explore Programs/ })
      expect(await explore.count()).toBe(destinations.length)
      for (const [index, destination] of destinations.entries()) {
        const link = explore.nth(index)
        expect(await link.getAttribute('href')).toBe('/contact')
        // The accessible name says which country (several links share the visible text).
        const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? ''
        expect(name).toContain(destination.name)
      }
      expect(await main.textContent()).toMatch(/Programmes Coming Soon/i)
    })

    it('/student-zone: class timings and all 14 courses with More Info links to their pages', async () => {
      const main = await open('/student-zone')
      const text = (await main.textContent()) ?? ''
      for (const timing of brand.classTimings) {
        expect(text).toContain(timing.days)
        expect(text).toContain(timing.hours)
      }
      for (const course of courses) {
        const link = main.getByRole('link', {
          name: `More Info about ${course.title}`,
          exact: true,
        })
        expect(await link.count(), course.title).toBe(1)
        expect(await link.getAttribute('href')).toBe(coursePagePath(course))
        // The popup's text is in the page, tied to the link.
        const describedBy = (await link.getAttribute('aria-describedby')) ?? ''
        const tooltip = page.locator(
          describedBy
            .split(/\s+/)
            .map((id) => `[id="${id}"]`)
            .join(','),
        )
        expect(await tooltip.first().getAttribute('role'), course.title).toBe('tooltip')
        expect(await tooltip.first().textContent()).toContain(course.detailedDescription)
      }
    })

    it('/services: the 13 courses, each Enroll Now leading to the enrolment form or its enquiry', async () => {
      const main = await open('/services')
      expect(servicesPageCourses).toHaveLength(13)
      for (const course of servicesPageCourses) {
        const link = main.getByRole('link', {
          name: `Enroll Now about ${course.title}`,
          exact: true,
        })
        expect(await link.count(), course.title).toBe(1)
        // The enrolment form with the course preselected, or, for a course not sold online,
        // the contact page naming it (as /enroll does).
        expect(await link.getAttribute('href'), course.title).toBe(
          course.basePricePence === null ? courseEnquiryPath(course) : enrolmentFormPath(course),
        )
      }
    })

    it('/more-info: the advantages and 9 courses linking to the Student Zone', async () => {
      const main = await open('/more-info')
      const items = (await main.getByRole('listitem').allTextContents()).map((item) => item.trim())
      for (const advantage of advantages) expect(items).toContain(advantage)
      for (const course of moreInfoCourses) {
        const card = main
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: course.title, exact: true }) })
        expect(await card.count(), course.title).toBe(1)
        expect(await card.locator('a[href="/student-zone"]').count(), course.title).toBe(1)
      }
    })

    it('/ServiceDetail: six cards whose Enroll Now links are the /enroll paths', async () => {
      const main = await open('/ServiceDetail')
      const enrolLinks = (await mainHrefs()).filter((href) => href?.startsWith('/enroll/'))
      expect(enrolLinks).toEqual(serviceDetailCards.map((card) => enrolPath(card.slug)))
      for (const card of serviceDetailCards) {
        expect(await main.getByRole('heading', { name: card.title, exact: true }).count()).toBe(1)
      }
      for (const link of await main.locator('a[href^="/enroll/"]').all()) {
        expect(await link.textContent()).toContain('Enroll Now')
      }
    })

    it('/courses: every course linked to its page, and an ItemList of them', async () => {
      await open('/courses')
      const hrefs = await mainHrefs()
      for (const course of courses) expect(hrefs).toContain(coursePagePath(course))
      const list = (await jsonLd()).find((node) => node['@type'] === 'ItemList')
      expect(list, 'ItemList JSON-LD').toBeDefined()
      const elements = list!['itemListElement'] as JsonLd[]
      expect(elements).toHaveLength(courses.length)
      expect(JSON.stringify(elements)).toContain(courses[0]!.title)
    })

    describe.each(courses.map((course) => [course.slug, course] as const))(
      '/courses/%s',
      (_slug, course) => {
        it('has the course content, its prices or an enquiry link, and Course data', async () => {
          const main = await open(coursePagePath(course))
          expect(await main.locator('h1').textContent()).toContain(course.title)
          const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
          expect(await breadcrumb.count()).toBe(1)
          const text = (await main.textContent()) ?? ''
          for (const outcome of course.outcomes) expect(text).toContain(outcome)
          for (const person of course.audience) expect(text).toContain(person)
          expect(text).toContain(course.level)
          expect(text).toContain(course.effort)
          for (const timing of brand.classTimings) expect(text).toContain(timing.hours)

          const prices = coursePrices(course)
          if (prices.length > 0) {
            const table = main.getByRole('table')
            expect(await table.count()).toBeGreaterThan(0)
            const tableText = (await table.first().textContent()) ?? ''
            for (const { duration, pricePence } of prices) {
              expect(tableText).toContain(duration.label)
              // Whole pounds on a marketing page: £600, £1,200.
              expect(tableText).toContain(formatPrice(pricePence))
              expect(tableText).not.toMatch(/\.00\b/)
            }
            const enrol = main.getByRole('link', { name: /Enroll Now/ })
            expect(await enrol.first().getAttribute('href')).toBe(enrolmentFormPath(course))
          } else {
            const ask = main.getByRole('link', { name: /Ask about this course/ })
            expect(await ask.first().getAttribute('href')).toBe(courseEnquiryPath(course))
          }

          const data = (await jsonLd()).find((node) => node['@type'] === 'Course')
          expect(data, 'Course JSON-LD').toMatchObject({ name: course.title })
          expect(data).toHaveProperty('provider')
          if (prices.length > 0) expect(data).toHaveProperty('offers')
        })
      },
    )

    it('/courses/sap-basis: about 40 hours and 16+ years of company experience', async () => {
      const main = await open('/courses/sap-basis')
      const text = (await main.textContent()) ?? ''
      expect(text).toMatch(/about 40 hours/i)
      expect(text).toContain(`${companyExperienceYears}+ years`)
    })

    it('/news-events: the three events with date, time and place, past on the build date, and Event data', async () => {
      const main = await open('/news-events')
      for (const event of events) {
        const card = main.getByRole('article', { name: event.title })
        expect(await card.count(), event.title).toBe(1)
        const text = (await card.textContent()) ?? ''
        expect(text).toContain(event.description)
        expect(text).toContain(formatEventDate(event))
        expect(text).toContain(formatEventTime(event))
        expect(text).toContain(event.location)
        // Built after May 2025: each event has taken place and takes no registrations.
        expect(text).toContain(eventPageText.pastNotice)
        expect(await card.getByRole('button').count()).toBe(0)
      }
      expect(await main.getByRole('heading', { name: eventPageText.noUpcomingTitle }).count()).toBe(
        1,
      )
      const data = (await jsonLd()).filter((node) => node['@type'] === 'Event')
      expect(data).toHaveLength(events.length)
      for (const event of events) {
        const node = data.find((candidate) => candidate['name'] === event.title)
        expect(node, event.title).toMatchObject({
          startDate: eventStartIso(event),
          endDate: eventEndIso(event),
          // Held as planned: schema.org has no "completed" status, and a past date says the rest.
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'Place' },
        })
        expect(JSON.stringify(node?.['location'])).toContain(event.location)
      }
    })

    it('/it-services: the three services, the pricing table with the published prices, links to /contact', async () => {
      const main = await open('/it-services')
      for (const title of ['Static Websites', 'Dynamic Websites & Apps', 'IT Consultancy']) {
        expect(await main.getByRole('heading', { name: title, exact: true }).count(), title).toBe(1)
      }
      const table = main.getByRole('table')
      expect(await table.count()).toBe(1)
      const rows = await table.getByRole('row').allTextContents()
      for (const row of itPricing) {
        const price = formatPriceRange(row.price)
        expect(
          rows.some((text) => text.includes(row.service) && text.includes(price)),
          `${row.service}: ${price}`,
        ).toBe(true)
      }
      expect(await mainHrefs()).toContain('/contact')
      for (const project of sampleProjects.slice(0, 3)) {
        expect(await main.getByRole('heading', { name: project.title }).count()).toBe(1)
      }
    })

    it.each([
      ['/privacy', privacyNotice],
      ['/terms', termsOfEnrolment],
      ['/cookies', cookiePolicy],
      ['/accessibility', accessibilityStatement],
    ] as const)(
      '%s: the document, its sections listed and linked, and when it changed',
      async (path, doc) => {
        const main = await open(path)
        expect(await main.locator('h1').textContent()).toBe(doc.title)
        const contents = main.getByRole('navigation', { name: 'On this page' })
        const anchors = await contents
          .locator('a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
        expect(anchors).toEqual(doc.sections.map((section) => `#${section.id}`))
        for (const section of doc.sections) {
          expect(await main.locator(`h2#${section.id}`).textContent()).toBe(section.heading)
        }
        expect(await main.textContent()).toMatch(/Last updated: \d{1,2} [A-Z][a-z]+ \d{4}/)
      },
    )

    it('/privacy: how to complain to the ICO; /terms: the 14-day right to cancel', async () => {
      let main = await open('/privacy')
      expect(
        await main.getByRole('link', { name: 'ico.org.uk/make-a-complaint' }).getAttribute('href'),
      ).toBe('https://ico.org.uk/make-a-complaint/')
      main = await open('/terms')
      expect(
        await main.getByRole('heading', { name: 'Your right to cancel within 14 days' }).count(),
      ).toBe(1)
    })

    it('/contact: still the contact page', async () => {
      const main = await open(pages.contact.path)
      expect(await main.locator('form').count()).toBeGreaterThan(0)
    })
  })

  describe('icons, manifest and share image', () => {
    /** Width and height of a PNG, from its IHDR chunk. */
    function pngSize(bytes: Buffer): [number, number] {
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
      return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
    }

    async function fetchFile(path: string) {
      const response = await fetch(`${site.url}${path}`)
      expect(response.status, path).toBe(200)
      return {
        type: response.headers.get('content-type'),
        bytes: Buffer.from(await response.arrayBuffer()),
      }
    }

    it('/favicon.ico is an icon file with 16, 32 and 48 px images', async () => {
      const { type, bytes } = await fetchFile(siteIcons.favicon.path)
      expect(type).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/)
      expect(bytes.readUInt16LE(2)).toBe(1)
      const count = bytes.readUInt16LE(4)
      expect(Array.from({ length: count }, (_, index) => bytes.readUInt8(6 + index * 16))).toEqual([
        16, 32, 48,
      ])
    })

    it('serves the SVG icon, the apple-touch icon and the app icons at their sizes', async () => {
      const svg = await fetchFile(siteIcons.svg.path)
      expect(svg.type).toMatch(/^image\/svg\+xml/)
      expect(svg.bytes.toString()).toContain('<svg')
      for (const [icon, size] of [
        [siteIcons.appleTouch, 180],
        [siteIcons.app192, 192],
        [siteIcons.app512, 512],
      ] as const) {
        const { type, bytes } = await fetchFile(icon.path)
        expect(type, icon.path).toBe('image/png')
        expect(pngSize(bytes), icon.path).toEqual([size, size])
      }
    })

    it('serves the manifest as application/manifest+json, and each icon it lists', async () => {
      const manifest = await fetchFile(feeds.manifest.path)
      expect(manifest.type).toBe('application/manifest+json; charset=utf-8')
      const icons = (JSON.parse(manifest.bytes.toString()) as { icons: Array<{ src: string }> })
        .icons
      expect(icons.length).toBeGreaterThan(0)
      for (const icon of icons) await fetchFile(icon.src)
    })

    it('serves the share image as a 1200 × 630 PNG', async () => {
      const { type, bytes } = await fetchFile(shareImage.path)
      expect(type).toBe('image/png')
      expect(pngSize(bytes)).toEqual([1200, 630])
    })
  })

  describe('the feed and the sitemap, parsed as XML by the browser', () => {
    /** Parses XML with Chromium's DOMParser; the error text if it is not well-formed. */
    async function parseXml(text: string) {
      const parser = await context.browser()!.newPage()
      try {
        return await parser.evaluate((xml) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml')
          const error = doc.querySelector('parsererror')?.textContent ?? null
          const texts = (selector: string) =>
            [...doc.querySelectorAll(selector)].map((element) => element.textContent ?? '')
          return {
            error,
            root: doc.documentElement.nodeName,
            version: doc.documentElement.getAttribute('version'),
            namespace: doc.documentElement.namespaceURI,
            channelTitle: texts('channel > title'),
            itemTitles: texts('item > title'),
            itemLinks: texts('item > link'),
            itemGuids: texts('item > guid'),
            itemDates: texts('item > pubDate'),
            locs: texts('url > loc'),
          }
        }, text)
      } finally {
        await parser.close()
      }
    }

    it('/rss is well-formed RSS 2.0 with one item per event', async () => {
      const response = await fetch(`${site.url}/rss`)
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
      const feed = await parseXml(await response.text())
      expect(feed.error).toBeNull()
      expect(feed.root).toBe('rss')
      expect(feed.version).toBe('2.0')
      expect(feed.channelTitle).toEqual([`${brand.name}: ${pages.newsEvents.title}`])
      expect(feed.itemTitles).toEqual(events.map((event) => event.title))
      expect(feed.itemLinks.map((link) => new URL(link).pathname + new URL(link).hash)).toEqual(
        events.map((event) => `/news-events#${event.slug}`),
      )
      expect(new Set(feed.itemGuids).size).toBe(events.length)
      expect(feed.itemDates.map((date) => Date.parse(date))).toEqual(
        events.map((event) => Date.parse(eventStartIso(event))),
      )
    })

    it('/sitemap.xml is a well-formed sitemap of every indexed page, each of which answers 200', async () => {
      const response = await fetch(`${site.url}/sitemap.xml`)
      const sitemap = await parseXml(await response.text())
      expect(sitemap.error).toBeNull()
      expect(sitemap.root).toBe('urlset')
      expect(sitemap.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
      const paths = sitemap.locs.map((loc) => new URL(loc).pathname)
      expect(paths).toEqual(pageList.filter((info) => info.indexed).map((info) => info.path))
      for (const path of paths) {
        const answer = await fetch(`${site.url}${path}`, { redirect: 'manual' })
        expect(answer.status, path).toBe(200)
      }
    })

    it('/robots.txt points at the sitemap and keeps private routes out', async () => {
      const text = await (await fetch(`${site.url}/robots.txt`)).text()
      expect(text).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m)
      for (const path of ['/api/', '/more-info-form', '/sap-login', '/payment', '/invoice']) {
        expect(text).toContain(`Disallow: ${path}\n`)
      }
    })
  })
})
