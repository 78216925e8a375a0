import {
  pages,
  SAP_SESSION_COOKIE,
  SAP_SIGNED_IN_HINT_COOKIE,
  sapMessages,
  sapPageText,
} from '@app/core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, formatViolations } from './support/axe'
import { launchBrowser, openPage } from './support/browser'
import { gotoHydrated } from './support/pages'
import { startSiteServer, type SiteServer } from './support/site-server'

/** The README's development learner, made by a server outside production. */
const developmentPair = { email: 'learner@example.com', password: 'learner-dev-password' }

/** Stands in for the video host: the test never leaves this machine. */
/** A page load and an API call may take seconds on a busy machine with two cores. */
const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 10_000 })

const stubbedPreview = '<!doctype html><title>Preview</title><p>Video preview</p>'

describe("the SAP learners' area in Chromium", () => {
  let site: SiteServer
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let problems: string[]
  /** Requests for frames of the video host, answered by the stand-in above. */
  const videoRequests: string[] = []

  beforeAll(async () => {
    site = await startSiteServer()
    browser = await launchBrowser()
    ;({ page, context, problems } = await openPage(browser))
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => {
        videoRequests.push(route.request().url())
        return route.fulfill({ status: 200, contentType: 'text/html', body: stubbedPreview })
      },
    )
  })

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  const path = () => new URL(page.url()).pathname
  const watchLinks = () => page.getByRole('link', { name: /^Watch Fullscreen/ })

  it('sends a visitor without a session from /sap-topics to /sap-login before any page loads', async () => {
    const response = await gotoHydrated(page, `${site.url}${pages.sapTopics.path}`)
    const first = response?.request().redirectedFrom()
    expect((await first?.response())?.status()).toBe(302)
    expect(path()).toBe(pages.sapLogin.path)
    expect(response?.status()).toBe(200)
    await eventually(() => page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true)
  })

  it('shows "Invalid username or password." inline and keeps the fields after a failed sign-in', async () => {
    await page.getByRole('textbox', { name: sapPageText.emailLabel }).fill(developmentPair.email)
    await page.getByLabel(/^Password/).fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await eventually(() =>
      page.getByRole('alert').filter({ hasText: sapMessages.invalidCredentials }).count(),
    ).toBe(1)
    expect(path()).toBe(pages.sapLogin.path)
    expect(await page.getByRole('textbox', { name: sapPageText.emailLabel }).inputValue()).toBe(
      developmentPair.email,
    )
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('not the password')
    expect(await context.cookies()).toEqual([])
  })

  it('signs in as the development learner and shows the 14 topics, each loading its video only when played', async () => {
    await page.getByLabel(/^Password/).fill(developmentPair.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await eventually(path).toBe(pages.sapTopics.path)
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      sapPageText.topicsHeading,
    )
    const list = page.getByRole('list', { name: sapPageText.topicsHeading })
    await eventually(() => list.getByRole('listitem').count()).toBe(14)
    const headings = await list.getByRole('heading').allTextContents()
    expect(headings[0]).toMatch(/^1\s*1\. Introduction to SAP and ERP$/)
    expect(headings[13]).toMatch(/^14\s*14\. Start\/Stop SAP$/)
    expect(headings.filter((text) => text.endsWith('Work Processes Practice'))).toHaveLength(2)

    // Each topic is a play button standing in for its video: nothing is asked of the video host
    // while the learner only looks, however far they scroll.
    const plays = list.getByRole('button', { name: /^Play video \d+: / })
    expect(await plays.count()).toBe(14)
    expect(await plays.first().getAttribute('aria-label')).toBe(
      'Play video 1: Introduction to SAP and ERP',
    )
    expect(await page.locator('main iframe').count()).toBe(0)
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded()
    await page.waitForTimeout(1_500)
    expect(videoRequests).toEqual([])

    const links = await watchLinks().evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    )
    expect(links).toHaveLength(14)
    for (const link of links) {
      expect(link.href).toMatch(/^https:\/\/drive\.google\.com\/file\/d\/[\w-]+\/view$/)
      expect(link.target).toBe('_blank')
      expect(link.rel?.split(' ')).toContain('noopener')
    }

    // Play loads that one video's frame in its place (from the stand-in): the page's CSP lets
    // the video host in.
    const second = plays.nth(1)
    await second.scrollIntoViewIfNeeded()
    const box = await second.boundingBox()
    await second.click()
    const frame = page.locator('main iframe')
    await eventually(() => frame.count()).toBe(1)
    expect(await frame.getAttribute('title')).toMatch(/^Video 2: /)
    expect(await frame.getAttribute('src')).toBe(links[1]!.href!.replace(/\/view$/, '/preview'))
    expect(await frame.boundingBox()).toEqual(box)
    await eventually(() => videoRequests.length).toBe(1)
    expect(videoRequests[0]).toBe(links[1]!.href!.replace(/\/view$/, '/preview'))
    expect(await plays.count()).toBe(13)
    // The refused attempt above is the only thing the console reported.
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([])
  })

  it('keeps the session in an HttpOnly, SameSite=Lax browser-session cookie scripts cannot read', async () => {
    const cookies = await context.cookies()
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(
      [SAP_SESSION_COOKIE, SAP_SIGNED_IN_HINT_COOKIE].sort(),
    )
    // Beside it, the header's hint: readable, and it says nothing but "1".
    expect(cookies.find((cookie) => cookie.name === SAP_SIGNED_IN_HINT_COOKIE)).toMatchObject({
      value: '1',
      path: '/',
      httpOnly: false,
      sameSite: 'Lax',
      expires: -1,
    })
    expect(cookies.find((cookie) => cookie.name === SAP_SESSION_COOKIE)).toMatchObject({
      name: SAP_SESSION_COOKIE,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: false,
      expires: -1,
    })
    expect(await page.evaluate(() => document.cookie)).not.toContain(SAP_SESSION_COOKIE)
  })

  it('passes axe on the topics page, at a desktop and a phone width', async () => {
    expect(formatViolations(await axeViolations(page))).toEqual([])
    await page.setViewportSize({ width: 390, height: 844 })
    expect(formatViolations(await axeViolations(page))).toEqual([])
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  it('shows a signed-in learner "My videos" and "Sign out" in the header of every page, not Login', async () => {
    for (const where of [pages.sapTopics.path, pages.home.path, '/courses/sap-basis']) {
      await gotoHydrated(page, `${site.url}${where}`)
      const header = page.getByRole('banner')
      await eventually(() => header.getByRole('link', { name: 'My videos' }).count()).toBe(1)
      expect(await header.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
      expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0)
    }
  })

  it('takes a signed-in learner from /sap-login straight to the topics', async () => {
    await page.goto(`${site.url}${pages.sapLogin.path}`)
    expect(path()).toBe(pages.sapTopics.path)
    await eventually(() => watchLinks().count()).toBe(14)
    // Client-side too: from another page, the header's My videos link leads to a real load of
    // the topics page, whose own CSP is the one that lets the video frames in.
    await gotoHydrated(page, `${site.url}${pages.about.path}`)
    const topicsLoaded = page.waitForResponse(
      (response) =>
        response.url() === `${site.url}${pages.sapTopics.path}` &&
        response.request().isNavigationRequest(),
    )
    await page.getByRole('link', { name: 'My videos' }).first().click()
    expect((await topicsLoaded).status()).toBe(200)
    await eventually(() => watchLinks().count()).toBe(14)
  })

  it('signs out to /sap-login, and the back button then shows no topics', async () => {
    await page
      .getByRole('main')
      .getByRole('button', { name: sapPageText.signOut, exact: true })
      .click()
    await eventually(path).toBe(pages.sapLogin.path)
    expect(await context.cookies()).toEqual([])
    // The header says Login again.
    await eventually(() =>
      page.getByRole('banner').getByRole('link', { name: 'Login' }).count(),
    ).toBe(1)
    expect(await page.getByRole('banner').getByRole('link', { name: 'My videos' }).count()).toBe(0)
    await page.goBack()
    await eventually(path).toBe(pages.sapLogin.path)
    await eventually(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true)
    expect(await watchLinks().count()).toBe(0)
    // A fresh load of the topics is refused by the server as well.
    await gotoHydrated(page, `${site.url}${pages.sapTopics.path}`)
    expect(path()).toBe(pages.sapLogin.path)
    expect(await watchLinks().count()).toBe(0)
  })

  it('does not show topics from the back/forward cache after signing out elsewhere', async () => {
    // Sign in again, leave the topics with a full page load, sign out from there.
    await page.getByRole('textbox', { name: sapPageText.emailLabel }).fill(developmentPair.email)
    await page.getByLabel(/^Password/).fill(developmentPair.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await eventually(path).toBe(pages.sapTopics.path)
    await eventually(() => watchLinks().count()).toBe(14)
    await page.goto(`${site.url}${pages.about.path}`)
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/sap/logout', { method: 'POST' })
      return response.status
    })
    expect(status).toBe(200)
    await page.goBack()
    await eventually(path).toBe(pages.sapLogin.path)
    expect(await watchLinks().count()).toBe(0)

    // Signed in once more, the header's own Sign out ends the session from any page.
    await gotoHydrated(page, `${site.url}${pages.sapLogin.path}`)
    await eventually(() => page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true)
    await page.getByRole('textbox', { name: sapPageText.emailLabel }).fill(developmentPair.email)
    await page.getByLabel(/^Password/).fill(developmentPair.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await eventually(path).toBe(pages.sapTopics.path)
    await gotoHydrated(page, `${site.url}${pages.about.path}`)
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click()
    // A plain form: the browser goes on to the sign-in page.
    await eventually(path).toBe(pages.sapLogin.path)
    await eventually(() =>
      page.getByRole('banner').getByRole('link', { name: 'Login' }).count(),
    ).toBe(1)
    expect(await context.cookies()).toEqual([])
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([])
  })
})
