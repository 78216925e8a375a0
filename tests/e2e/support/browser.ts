import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
export const desktop = { viewport: { width: 1280, height: 900 } }

/** Debian's Chromium, headless, kept off the network beyond loopback. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}

/**
 * A fresh page that records what would worry a visitor's developer tools: uncaught errors and
 * console errors from our own origin (the Google map frame cannot load offline and is ignored).
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = desktop) {
  const context = await browser.newContext(options)
  const page: Page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const where = message.location().url
    if (where && !where.startsWith('http://127.0.0.1')) return
    if (/google\.com/.test(message.text())) return
    problems.push(`console: ${message.text()} (${where})`)
  })
  return { page, context, problems }
}
