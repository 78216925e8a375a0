import {
  brand,
  carouselCourses,
  enterpriseOptions,
  formatPriceRange,
  formNotices,
  highlights,
  pageList,
  premiumServices,
  sampleProjects,
  webServices,
} from '@app/core'
import { describe, expect, it } from 'vitest'
import { phone } from './support/browser'
import { gotoHydrated, openSitePage } from './support/pages'
import { useSiteAndBrowser } from './support/site-and-browser'

/** Whether a CSS unicode-range (`U+0-FF`, `U+4??`, `U+2122`) covers the code point. */
function coversCodePoint(range: string, codePoint: number): boolean {
  return range.split(',').some((part) => {
    const [start = '', end] = part.trim().replace(/^U\+/i, '').split('-')
    const low = parseInt(start.replace(/\?/g, '0'), 16)
    const high = parseInt((end ?? start).replace(/\?/g, 'F'), 16)
    return codePoint >= low && codePoint <= high
  })
}

/** The file of the stylesheet's "Inter Variable" face that draws the code point. */
function faceFileFor(css: string, codePoint: number): string | undefined {
  for (const [face = ''] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    if (!/font-family:\s*["']?Inter Variable/.test(face)) continue
    const range = /unicode-range:([^;}]+)/.exec(face)?.[1]
    if (range && coversCodePoint(range, codePoint)) return /url\(["']?([^)"']+)/.exec(face)?.[1]
  }
  return undefined
}

/** How the pages load: first paint, font, hydration (docs/product.md#loading-speed). */
describe('loading a page', () => {
  const env = useSiteAndBrowser()

  it('every page preloads the Latin Inter file its stylesheet uses, and no script chunks', async () => {
    const stylesheets = new Map<string, string>()
    for (const { path } of pageList.filter((page) => page.prerender)) {
      const html = await (await fetch(`${env.site.url}${path}`)).text()
      expect(html, path).not.toMatch(/rel="?modulepreload/)
      expect(html, path).toMatch(/<script type="module"[^>]*>import "\/assets\/manifest-/)
      const font =
        /<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/.exec(
          html,
        )?.[1]
      const css = /<link rel="stylesheet" href="([^"]+\.css)"\/>/.exec(html)?.[1]
      expect(font, path).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)
      expect(css, path).toMatch(/^\/assets\/[\w-]+\.css$/)
      if (!stylesheets.has(css ?? '')) {
        stylesheets.set(css ?? '', await (await fetch(`${env.site.url}${css}`)).text())
      }
      // The very file of the face that draws Latin text ('e', U+0065), not another subset.
      expect(faceFileFor(stylesheets.get(css ?? '') ?? '', 0x65), path).toBe(font)
    }
  })

  it('draws every icon from the sprite, which the server sends as a cached SVG holding each one', async () => {
    const sprites = new Map<string, string>()
    let icons = 0
    for (const { path } of pageList.filter((page) => page.prerender)) {
      const html = await (await fetch(`${env.site.url}${path}`)).text()
      // No icon's path data is inlined: lucide's own <svg> would carry <path> children.
      expect(html, path).not.toMatch(/<svg[^>]*class="lucide[^"]*"[^>]*>\s*<path/)
      for (const [, href = '', id = ''] of html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)) {
        icons += 1
        if (!sprites.has(href)) {
          const response = await fetch(`${env.site.url}${href}`)
          expect(response.status, href).toBe(200)
          expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
          expect(response.headers.get('cache-control')).toContain('immutable')
          sprites.set(href, await response.text())
        }
        expect(sprites.get(href), `${path}: ${id}`).toContain(`<symbol id="${id}" `)
      }
    }
    // One sprite of lucide icons for the whole site, beside the social networks' marks.
    expect([...sprites.keys()].filter((href) => /\/icons-[\w-]+\.svg$/.test(href))).toHaveLength(1)
    expect([...sprites.keys()].some((href) => /\/social-icons-[\w-]+\.svg$/.test(href))).toBe(true)
    expect(icons).toBeGreaterThan(100)

    // And a env.browser draws them: the phone icon of the header is painted, not an empty box.
    const page = await env.browser.newPage()
    await page.goto(`${env.site.url}/contact`)
    const icon = page.locator('header a[href^="tel:"] svg').first()
    await expect
      .poll(() => icon.evaluate((svg: SVGSVGElement) => svg.getBBox().width))
      .toBeGreaterThan(0)
    await page.close()
  })

  it('does not move the text when Inter arrives late: the fallback face takes the same room', async () => {
    const { page, context } = await openSitePage(env.browser, phone)
    // A slow font: the page paints in the fallback first and swaps to Inter afterwards.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await page.addInitScript(() => {
      const shifts = ((window as unknown as { shifts: number[] }).shifts = [] as number[])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    for (const path of ['/it-services', '/', '/about']) {
      await gotoHydrated(page, `${env.site.url}${path}`)
      const inter = await page.evaluate(async () => {
        await document.fonts.ready
        return document.fonts.check('16px "Inter Variable"')
      })
      expect(inter, path).toBe(true)
      await page.waitForTimeout(300)
      const shift = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      )
      expect(shift, path).toBeLessThanOrEqual(0.01)
    }
    await context.close()
  })

  it("shows the visitor's year in the footer once the page runs, without a hydration error", async () => {
    const html = await (await fetch(`${env.site.url}/about`)).text()
    const builtYear = Number(/© (\d{4}) /.exec(html)?.[1])
    expect(builtYear).toBeGreaterThan(2000)

    // A page built in one year and opened in the next.
    const { page, context, problems } = await openSitePage(env.browser)
    await page.clock.setFixedTime(new Date(`${builtYear + 1}-01-01T10:00:00Z`))
    await gotoHydrated(page, `${env.site.url}/about`)
    await expect
      .poll(() => page.getByRole('contentinfo').textContent())
      .toContain(`© ${builtYear + 1} ${brand.name}.`)
    expect(problems).toEqual([])
    await context.close()
  })

  it('still hydrates every page and navigates on the client', async () => {
    const { page, context, problems } = await openSitePage(env.browser)
    await gotoHydrated(page, `${env.site.url}/`)
    let documentLoads = 0
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1
    })
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Contact Us' })
      .click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Contact Us')
    // The page's title and description came with its data, not with the code every page loads.
    const contact = pageList.find((info) => info.path === '/contact')
    await expect.poll(() => page.title()).toBe(`${contact?.title} | ${brand.name}`)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      contact?.description,
    )
    expect(documentLoads).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('draws the whole home page when the visitor comes back to it inside the site', async () => {
    const { page, context, problems } = await openSitePage(env.browser)
    await gotoHydrated(page, `${env.site.url}/about`)
    let documentLoads = 0
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1
    })
    const homeData = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('.data'),
    )
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Home' })
      .click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Study abroad, learn in-demand IT skills, and grow your business online')
    // Its content came with the page's data file, not with a new document.
    expect((await homeData).status()).toBe(200)
    expect(documentLoads).toBe(0)

    const main = page.getByRole('main')
    const text = (await main.textContent()) ?? ''
    const carousel = main.locator('[aria-roledescription="carousel"]')
    const slides = carousel.locator('[aria-roledescription="slide"]')
    expect(await slides.count()).toBe(carouselCourses.length)
    for (const [index, course] of carouselCourses.entries()) {
      expect(await slides.nth(index).textContent()).toContain(course.summary)
    }
    for (const highlight of highlights) expect(text).toContain(highlight.text)
    for (const service of webServices) {
      expect(text).toContain(service.description)
      if (service.price) expect(text).toContain(formatPriceRange(service.price))
    }
    for (const service of premiumServices) expect(text).toContain(formatPriceRange(service.price))
    for (const project of sampleProjects) expect(text).toContain(project.description)
    for (const option of enterpriseOptions) expect(text).toContain(option)
    expect(text).toContain(formNotices.enquiry)
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(structured.map((json) => JSON.parse(json) as unknown)).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', name: brand.name }),
    )

    // The carousel, drawn on the client this time, still moves on by itself.
    await page.mouse.move(1, 1)
    const current = () => carousel.locator('button[aria-current="true"]').getAttribute('aria-label')
    const first = await current()
    await expect.poll(current, { timeout: 8_000 }).not.toBe(first)
    expect(problems).toEqual([])
    await context.close()
  })
})
