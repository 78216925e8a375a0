import { courses, coursePagePath } from '@app/core'
import { describe, expect, it } from 'vitest'
import { gotoHydrated, openSitePage } from './support/pages'
import { useSiteAndBrowser } from './support/site-and-browser'

/**
 * The course pages in the browser, once their scripts run: each page's texts come with the page
 * or, on client navigation, as that page's data file, never as every course's texts in the
 * JavaScript (docs/product.md#speed); an address that is no course is not found.
 */
describe('course pages', () => {
  const env = useSiteAndBrowser()

  it("shows a course reached from /courses on the client with its own texts, fetched as that page's data", async () => {
    const course = courses.at(-1)!
    const { page, context, problems } = await openSitePage(env.browser)
    await gotoHydrated(page, `${env.site.url}/courses`)
    let documentLoads = 0
    const dataRequests: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1
      const path = new URL(request.url()).pathname
      if (path.endsWith('.data')) dataRequests.push(path)
    })
    await page.getByRole('link', { name: `View course about ${course.title}`, exact: true }).click()
    const main = page.getByRole('main')
    await expect
      .poll(() => main.getByRole('heading', { level: 1 }).textContent())
      .toContain(course.title)
    expect(await main.getByRole('heading', { name: 'What you will learn' }).count()).toBe(1)
    const text = (await main.textContent()) ?? ''
    for (const paragraph of course.overview) expect(text).toContain(paragraph)
    for (const outcome of course.outcomes) expect(text).toContain(outcome)
    for (const person of course.audience) expect(text).toContain(person)
    expect(page.url()).toBe(`${env.site.url}${coursePagePath(course)}`)
    expect(documentLoads).toBe(0)
    // Its own data (asked for once the link is pointed at, then on the click), no other course's.
    expect(new Set(dataRequests)).toEqual(new Set([`${coursePagePath(course)}.data`]))
    expect(problems).toEqual([])
    await context.close()
  })

  it('answers an address that is no course with the not-found page, which it stays once the page runs', async () => {
    const path = '/courses/no-such-course'
    const { page, context } = await openSitePage(env.browser)
    // The page runs as the unknown-path page it was served as: no course data is asked for.
    const dataRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url())
    })
    const response = await gotoHydrated(page, `${env.site.url}${path}`)
    expect(response?.status()).toBe(404)
    const main = page.getByRole('main')
    await expect
      .poll(() => main.getByRole('heading', { level: 1 }).textContent())
      .toBe('Page not found')
    expect(await page.title()).toContain('Page not found')
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0)
    expect(dataRequests).toEqual([])
    // Its way back still works, on the client.
    await main.getByRole('link', { name: 'Back to the home page' }).click()
    await page.waitForURL(`${env.site.url}/`)
    await context.close()
  })
})
