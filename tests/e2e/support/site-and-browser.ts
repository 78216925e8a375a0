import { paymentPaths } from '@app/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { TestSmtpServer } from '../../support/smtp'
import { StripeStandIn } from '../../support/stripe-stand-in'
import { launchBrowser } from './browser'
import { startSiteServer, type SiteServer } from './site-server'

export interface SiteAndBrowserOptions {
  /** The server's environment beyond the defaults (e.g. STAFF_EMAIL, TEST_NOW). */
  env?: Record<string, string>
  /** A real SMTP server that the site sends its mail to (SMTP_URL). */
  smtp?: boolean
  /** The Stripe stand-in as the site's card payments, delivering its webhooks to the site. */
  stripe?: boolean
}

export interface SiteAndBrowser {
  /** The built site on the real server; read it inside a test or hook. */
  readonly site: SiteServer
  /** Chromium; read it inside a test or hook. */
  readonly browser: Browser
  /** The SMTP server, when asked for; read it inside a test or hook. */
  readonly smtp: TestSmtpServer
  /** The Stripe stand-in, when asked for; read it inside a test or hook. */
  readonly stripe: StripeStandIn
}

/**
 * The built site served by the real server, and Chromium (and, when asked for, the SMTP server
 * and the Stripe stand-in it talks to): started before the tests of the file or describe block
 * that calls this, stopped after them.
 */
export function useSiteAndBrowser(options: SiteAndBrowserOptions = {}): SiteAndBrowser {
  let site: SiteServer | undefined
  let browser: Browser | undefined
  let smtp: TestSmtpServer | undefined
  let stripe: StripeStandIn | undefined

  beforeAll(async () => {
    if (options.smtp) smtp = await TestSmtpServer.start()
    if (options.stripe) stripe = await StripeStandIn.start()
    site = await startSiteServer({
      ...(smtp ? { SMTP_URL: smtp.url } : {}),
      ...(stripe ? stripe.env() : {}),
      ...options.env,
    })
    if (stripe) stripe.webhookUrl = `${site.url}${paymentPaths.webhook}`
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
    await stripe?.stop()
    await smtp?.stop()
  })

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) {
      throw new Error(`${what} is not started: ask for it, and read it inside a test`)
    }
    return value
  }
  return {
    get site() {
      return started(site, 'The site server')
    },
    get browser() {
      return started(browser, 'The browser')
    },
    get smtp() {
      return started(smtp, 'The SMTP server')
    },
    get stripe() {
      return started(stripe, 'The Stripe stand-in')
    },
  }
}
