import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, formatViolations } from './support/axe'
import { desktop, launchBrowser, phone } from './support/browser'
import { everyRoute, gotoHydrated } from './support/pages'
import { startSiteServer, type SiteServer } from './support/site-server'

/**
 * axe-core's WCAG 2.0–2.2 A and AA rules on every route, hydrated, at a phone's and a laptop's
 * width. Any violation fails, whatever its impact.
 */
const widths: Array<[string, BrowserContextOptions]> = [
  ['390 px', phone],
  ['1280 px', desktop],
]

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

describe.each(widths)('axe at %s', (_width, options) => {
  let page: Page

  beforeAll(async () => {
    page = await (await browser.newContext(options)).newPage()
  })

  afterAll(async () => {
    await page?.context().close()
  })

  it.each(everyRoute)('%s has no WCAG A/AA violations', async (path) => {
    await gotoHydrated(page, `${site.url}${path}`)
    expect(formatViolations(await axeViolations(page))).toEqual([])
  })
})
