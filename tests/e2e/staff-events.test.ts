import { eventEditorText, eventMessages, newsEditorText, staffPages } from '@app/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../support/smtp'
import { desktop, launchBrowser, openPage } from './support/browser'
import { startSiteServer, type SiteServer } from './support/site-server'
import { signInAsOwner } from './support/staff-browser'

/**
 * An event from the staff area to a visitor's calendar (docs/events.md): staff create and
 * publish it, a visitor sees it on News & Events with no rebuild and registers, staff move it by
 * a day, and the visitor's mail brings a calendar file that moves their entry. A news post goes
 * the same way, from its Markdown to the page and the feed.
 */

let smtp: TestSmtpServer
let site: SiteServer
let browser: Browser

beforeAll(async () => {
  smtp = await startSmtpServer()
  site = await startSiteServer({ SMTP_URL: smtp.url })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await smtp?.stop()
})

const words = eventEditorText
const title = `Autumn Open Evening ${Date.now()}`
const visitor = {
  name: 'Vera Visitor',
  email: `vera.${Date.now()}@example.com`,
  phone: '07700 900456',
}

function calendarOf(mail: ReceivedMail): string {
  const file = mail.parsed.attachments.find((attachment) => attachment.filename?.endsWith('.ics'))
  if (!file) throw new Error(`No calendar file in "${mail.subject}"`)
  const text = file.content.toString('utf8').replace(/\r\n /g, '')
  return text.slice(text.indexOf('BEGIN:VEVENT'))
}

const field = (ics: string, name: string) =>
  new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(ics)?.[1]?.trim()

it('publishes an event that a visitor registers for, and moves it in their calendar', async () => {
  // ----------------------------------------------------------- staff create and publish it
  const staffTab = await openPage(browser, desktop)
  const staff = staffTab.page
  staff.setDefaultTimeout(15_000)
  await signInAsOwner(staffTab.context, site)
  await staff.goto(`${site.url}${staffPages.events}`)
  await staff.getByRole('heading', { level: 1, name: words.heading }).waitFor()
  await staff.getByRole('button', { name: words.newEvent }).click()
  await staff.locator('input[name="title"]').fill(title)
  await staff.locator('textarea[name="description"]').fill('Tours, talks and tea.')
  await staff.locator('input[name="date"]').fill('2027-10-14')
  await staff.locator('input[name="startTime"]').fill('17:00')
  await staff.locator('input[name="endTime"]').fill('20:00')
  await staff.locator('input[name="location"]').fill('Northampton')
  await staff.locator('input[name="places"]').fill('25')
  // The card beside the form follows what is typed.
  const preview = staff.getByRole('region', { name: words.preview })
  await expect.poll(() => preview.textContent()).toContain(title)
  await staff.getByRole('button', { name: words.save }).click()
  await staff.getByText(words.saved).waitFor()
  const row = staff.getByRole('listitem').filter({ hasText: title })
  await row.getByRole('button', { name: words.publish }).click()
  await row.getByRole('button', { name: words.close }).waitFor()

  // ------------------------------------------- a visitor sees it at once and registers
  const visitorTab = await openPage(browser, desktop)
  const page = visitorTab.page
  await page.goto(`${site.url}/news-events`)
  await page.waitForSelector('html[data-hydrated]')
  const card = page.getByRole('article', { name: title })
  await card.waitFor()
  await card.getByRole('button', { name: 'Register Now', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Register for ${title}` })
  await dialog.getByRole('button', { name: 'Submit', exact: true }).waitFor()
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(visitor.name)
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(visitor.email)
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill(visitor.phone)
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click()
  await card.getByText(eventMessages.sent).waitFor()
  expect(visitorTab.problems).toEqual([])
  const acknowledgement = await smtp.waitForMessage(
    (mail) => mail.to.includes(visitor.email) && mail.subject.startsWith('Your registration'),
    15_000,
  )
  const first = calendarOf(acknowledgement)
  expect(field(first, 'DTSTART')).toBe('20271014T170000')

  // ---------------------------------------------------------- staff move it by a day
  await staff.reload()
  await row.getByRole('button', { name: `${words.edit}: ${title}` }).click()
  await staff.locator('input[name="date"]').fill('2027-10-15')
  await staff.getByRole('button', { name: words.save }).click()
  await staff.getByText(words.saved).waitFor()

  const change = await smtp.waitForMessage(
    (mail) => mail.to.includes(visitor.email) && mail.subject.startsWith('Changed'),
    15_000,
  )
  const moved = calendarOf(change)
  expect(field(moved, 'UID')).toBe(field(first, 'UID'))
  expect(Number(field(moved, 'SEQUENCE'))).toBeGreaterThan(Number(field(first, 'SEQUENCE')))
  expect(field(moved, 'DTSTART')).toBe('20271015T170000')

  // The public page shows the new date without a rebuild.
  await page.reload()
  await page.getByRole('article', { name: title }).getByText('Friday 15 October 2027').waitFor()
  expect(staffTab.problems).toEqual([])
}, 120_000)

it('publishes a news post written in Markdown, shown on News & Events and in the feed at once', async () => {
  const news = newsEditorText
  const headline = `Spring intake opens ${Date.now()}`
  const staffTab = await openPage(browser, desktop)
  const staff = staffTab.page
  staff.setDefaultTimeout(15_000)
  await signInAsOwner(staffTab.context, site)
  await staff.goto(`${site.url}${staffPages.events}`)
  await staff.getByRole('button', { name: news.newPost }).click()
  await staff.locator('input[name="title"]').fill(headline)
  await staff.locator('input[name="date"]').fill('2026-11-20')
  await staff.locator('textarea[name="summary"]').fill('Places for the spring are open.')
  await staff
    .locator('textarea[name="body"]')
    .fill('Our **spring intake** is open. <script>alert(1)</script>\n\n- Data Science\n- SAP BASIS')
  // The preview renders the Markdown as the page will, raw HTML as text.
  const preview = staff.getByRole('region', { name: news.preview })
  await preview.locator('strong', { hasText: 'spring intake' }).waitFor()
  await expect.poll(() => preview.textContent()).toContain('<script>alert(1)</script>')
  await staff.getByRole('button', { name: news.save }).click()
  await staff.getByText(news.saved).waitFor()

  // A draft is not on the public page; published, it is, with no rebuild.
  const visitorTab = await openPage(browser, desktop)
  const page = visitorTab.page
  await page.goto(`${site.url}/news-events`)
  await page.waitForSelector('html[data-hydrated]')
  expect(await page.getByText(headline).count()).toBe(0)
  const publish = staff.getByRole('button', { name: `${news.publish}: ${headline}` })
  await publish.click()
  await publish.waitFor({ state: 'detached' })

  await page.reload()
  const post = page.locator('#news article').filter({ hasText: headline })
  await post.getByText('20 November 2026').waitFor()
  await post.locator('strong', { hasText: 'spring intake' }).waitFor()
  await post.getByRole('listitem').filter({ hasText: 'SAP BASIS' }).waitFor()
  expect(await post.textContent()).toContain('<script>alert(1)</script>')
  expect(await post.locator('script').count()).toBe(0)
  const feed = await (await fetch(`${site.url}/rss`)).text()
  expect(feed).toContain(headline)
  expect(visitorTab.problems).toEqual([])
  expect(staffTab.problems).toEqual([])
}, 120_000)
