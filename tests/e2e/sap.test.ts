import { pages, SAP_SESSION_COOKIE, sapMessages, sapPageText } from '@app/core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, formatViolations } from './support/axe'
import { launchBrowser, openPage } from './support/browser'
import { gotoHydrated } from './support/pages'
import { startSiteServer, type SiteServer } from './support/site-server'

/** The README's development pair, which a server outside production uses when none is set. */
const developmentPair = { username: 'learner', password: 'learner-dev' }

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
    await page.getByRole('textbox', { name: 'Username' }).fill(developmentPair.username)
    await page.getByLabel(/^Password/).fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await eventually(() =>
      page.getByRole('alert').filter({ hasText: sapMessages.invalidCredentials }).count(),
    ).toBe(1)
    expect(path()).toBe(pages.sapLogin.path)
    expect(await page.getByRole('textbox', { name: 'Username' }).inputValue()).toBe('learner')
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('not the password')
    expect(await context.cookies()).toEqual([])
  })

  it('signs in with the development pair and shows the 14 topics with previews and links', async () => {
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

    const frames = await page.locator('main iframe').evaluateAll((elements) =>
      elements.map((frame) => ({
        src: frame.getAttribute('src'),
        title: frame.getAttribute('title'),
        loading: frame.getAttribute('loading'),
      })),
    )
    expect(frames).toHaveLength(14)
    for (const [index, frame] of frames.entries()) {
      expect(frame.src).toMatch(/^https:\/\/drive\.google\.com\/file\/d\/[\w-]+\/preview$/)
      expect(frame.title).toMatch(new RegExp(`^Video ${index + 1}: `))
      expect(frame.loading).toBe('lazy')
    }
    const links = await watchLinks().evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    )
    expect(links).toHaveLength(14)
    for (const [index, link] of links.entries()) {
      expect(link.href).toBe(frames[index]!.src!.replace(/\/preview$/, '/view'))
      expect(link.target).toBe('_blank')
      expect(link.rel?.split(' ')).toContain('noopener')
    }
    // The frames in view load (from the stand-in): the page's CSP lets the video host in.
    await list.getByRole('listitem').first().scrollIntoViewIfNeeded()
    await eventually(() => videoRequests.length).toBeGreaterThan(0)
    expect(videoRequests.every((url) => url.startsWith('https://drive.google.com/file/d/'))).toBe(
      true,
    )
    // The refused attempt above is the only thing the console reported.
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([])
  })

  it('keeps the session in an HttpOnly, SameSite=Lax browser-session cookie scripts cannot read', async () => {
    const cookies = await context.cookies()
    expect(cookies).toHaveLength(1)
    expect(cookies[0]).toMatchObject({
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

  it('takes a signed-in learner from /sap-login straight to the topics', async () => {
    await page.goto(`${site.url}${pages.sapLogin.path}`)
    expect(path()).toBe(pages.sapTopics.path)
    await eventually(() => watchLinks().count()).toBe(14)
    // Client-side too: the header's Login link leads on to a real load of the topics page,
    // whose own CSP is the one that lets the video frames in.
    const topicsLoaded = page.waitForResponse(
      (response) =>
        response.url() === `${site.url}${pages.sapTopics.path}` &&
        response.request().isNavigationRequest(),
    )
    await page.getByRole('link', { name: 'Login' }).first().click()
    expect((await topicsLoaded).status()).toBe(200)
    await eventually(() => watchLinks().count()).toBe(14)
  })

  it('signs out to /sap-login, and the back button then shows no topics', async () => {
    await page.getByRole('button', { name: sapPageText.signOut }).click()
    await eventually(path).toBe(pages.sapLogin.path)
    expect(await context.cookies()).toEqual([])
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
    await page.getByRole('textbox', { name: 'Username' }).fill(developmentPair.username)
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
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([])
  })
})
