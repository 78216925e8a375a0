import { brand, type PageInfo, pageList } from '@app/core'
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { desktop, openPage } from './browser'

/**
 * The document title of a page, as the site writes it (site/app/lib/meta.ts): the page first,
 * the company after; the home page the other way round.
 */
export function documentTitle(page: Pick<PageInfo, 'path' | 'title'>): string {
  return page.path === '/' ? `${brand.name} | ${page.title}` : `${page.title} | ${brand.name}`
}

/** A path no page has: the server answers it with the not-found page and HTTP 404. */
export const unknownPath = '/no-such-page'

/** Every page of the site and the not-found page: what the crawler and axe visit. */
export const everyRoute: readonly string[] = [...pageList.map((page) => page.path), unknownPath]

/**
 * openPage(...) whose actions give up after 10 s, so a missing control fails with the locator
 * it waited for rather than the test's overall time-out.
 */
export async function openSitePage(browser: Browser, options: BrowserContextOptions = desktop) {
  const opened = await openPage(browser, options)
  opened.context.setDefaultTimeout(10_000)
  return opened
}

/** Opens a page and waits until React has hydrated it (typing earlier would be lost). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  try {
    await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 })
  } catch (error) {
    throw new Error(`${url} did not hydrate`, { cause: error })
  }
  return response
}

/** Whether the element has the keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement)
}

/** Whether the keyboard focus is inside (or on) the element. */
export function holdsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement))
}

/**
 * Presses Tab (or Shift+Tab) until `reached()` says so, like a keyboard user looking for a
 * control; fails after `limit` presses.
 */
export async function tabUntil(
  page: Page,
  reached: () => Promise<boolean>,
  options: { backwards?: boolean; limit?: number; what?: string } = {},
): Promise<number> {
  const limit = options.limit ?? 80
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab')
    if (await reached()) return presses
  }
  throw new Error(`${options.what ?? 'The target'} was not reached in ${limit} presses of Tab`)
}

/** A short description of the focused element, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element) return 'nothing'
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)
    return `<${element.tagName.toLowerCase()}> ${name ?? ''}`
  })
}
