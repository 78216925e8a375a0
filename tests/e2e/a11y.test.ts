import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, formatViolations } from './support/axe'
import { desktop, phone } from './support/browser'
import { everyRoute, gotoHydrated } from './support/pages'
import { useSiteAndBrowser } from './support/site-and-browser'

/**
 * axe-core's WCAG 2.0–2.2 A and AA rules on every route, hydrated, at a phone's and a laptop's
 * width. Any violation fails, whatever its impact.
 */
const widths: Array<[string, BrowserContextOptions]> = [
  ['390 px', phone],
  ['1280 px', desktop],
]

const env = useSiteAndBrowser()

describe.each(widths)('axe at %s', (_width, options) => {
  let page: Page

  beforeAll(async () => {
    page = await (await env.browser.newContext(options)).newPage()
  })

  afterAll(async () => {
    await page?.context().close()
  })

  it.each(everyRoute)('%s has no WCAG A/AA violations', async (path) => {
    await gotoHydrated(page, `${env.site.url}${path}`)
    expect(formatViolations(await axeViolations(page))).toEqual([])
  })
})
