import type { Browser, ConsoleMessage } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desktop, launchBrowser, phone } from './support/browser'
import { gotoHydrated, unknownPath } from './support/pages'
import { startSiteServer, type SiteServer } from './support/site-server'

/**
 * What a visitor's developer tools would show: every console message (not only errors) and
 * every uncaught error, on the not-found paths — an unknown course among them, whose route
 * exists for the real courses — and on a few real pages. The one line allowed is the browser's
 * own note that the document itself answered 404, which it must.
 */
describe('the console stays quiet', () => {
  let site: SiteServer
  let browser: Browser

  beforeAll(async () => {
    site = await startSiteServer()
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  const notFoundPaths = [
    unknownPath,
    '/courses/unknown',
    '/courses/sap-basis/extra',
    '/enroll/unknown',
    '/news-events/no-such-event',
  ]
  const realPages = ['/', '/courses/sap-basis', '/courses/data-science', '/contact', '/services']

  it.each([
    ...notFoundPaths.map((path) => [path, 404] as const),
    ...realPages.map((path) => [path, 200] as const),
  ])('%s (HTTP %i): nothing in the console, at 390 and 1280 px', async (path, status) => {
    for (const options of [phone, desktop]) {
      const context = await browser.newContext(options)
      const page = await context.newPage()
      const heard: string[] = []
      const url = `${site.url}${path}`
      page.on('console', (message: ConsoleMessage) => {
        const documentStatus =
          message.type() === 'error' &&
          message.location().url === url &&
          /status of 404/.test(message.text())
        if (!documentStatus) heard.push(`${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => heard.push(`pageerror: ${error.message}`))
      const response = await gotoHydrated(page, url)
      expect(response?.status(), path).toBe(status)
      if (status === 404) {
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe('Page not found')
      }
      // Time for a late hydration error or a failed request to be reported.
      await page.waitForTimeout(1_000)
      expect(heard, path).toEqual([])
      await context.close()
    }
  })
})
