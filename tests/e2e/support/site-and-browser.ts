import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser'
import { startSiteServer, type SiteServer } from './site-server'

export interface SiteAndBrowser {
  /** The built site on the real server; read it inside a test or hook. */
  readonly site: SiteServer
  /** Chromium; read it inside a test or hook. */
  readonly browser: Browser
}

/**
 * The built site served by the real server, and Chromium: started before the tests of the file
 * or describe block that calls this, stopped after them.
 */
export function useSiteAndBrowser(): SiteAndBrowser {
  let site: SiteServer | undefined
  let browser: Browser | undefined

  beforeAll(async () => {
    site = await startSiteServer()
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started yet: read it inside a test`)
    return value
  }
  return {
    get site() {
      return started(site, 'The site server')
    },
    get browser() {
      return started(browser, 'The browser')
    },
  }
}
