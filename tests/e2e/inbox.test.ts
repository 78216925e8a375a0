import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  auditActionLabels,
  inboxPageText,
  inboxStatusLabels,
  staffPages,
  staffPageText,
} from '@app/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp'
import { axeViolations, formatViolations } from './support/axe'
import { desktop, launchBrowser, openPage } from './support/browser'
import { startSiteServer, type SiteServer } from './support/site-server'
import { signInAsOwner } from './support/staff-browser'

/**
 * The inbox as an office manager uses it (docs/inbox.md): an enquiry sent on the public site
 * appears as new; it is marked done, gets a note, the filtered view is exported as CSV, and the
 * person's data is erased on request.
 */

const visitor = {
  name: 'Zoë Quinn-Ellis',
  email: `zoe.${Date.now()}@example.com`,
  phone: '07700 900123',
  message: '=SUM(A1:A9) Could you tell me about the SAP BASIS weekend class, please?',
}

/** Screenshots of each room at a laptop's width, for people to look at. */
const shots = join(process.cwd(), 'test-results', 'inbox')

let smtp: TestSmtpServer
let site: SiteServer
let browser: Browser

beforeAll(async () => {
  smtp = await startSmtpServer()
  site = await startSiteServer({ SMTP_URL: smtp.url })
  browser = await launchBrowser()
  await mkdir(shots, { recursive: true })
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await smtp?.stop()
})

it('takes an enquiry from the contact page through the inbox to an erasure', async () => {
  // ------------------------------------------------------------- a visitor writes in
  const visitorTab = await openPage(browser, desktop)
  const page = visitorTab.page
  await page.goto(`${site.url}/contact`)
  await page.waitForSelector('html[data-hydrated]')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(visitor.name)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(visitor.email)
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(visitor.phone)
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(visitor.message)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await smtp.waitForMessage((mail) => mail.replyTo.includes(visitor.email), 15_000)

  // ------------------------------------------------- staff see it, new, in the inbox
  const staffTab = await openPage(browser, desktop)
  const staff = staffTab.page
  staff.setDefaultTimeout(10_000)
  await signInAsOwner(staffTab.context, site)
  await staff.goto(`${site.url}${staffPages.overview}`)
  await staff.getByRole('heading', { level: 1, name: staffPageText.overviewHeading }).waitFor()
  const nav = staff.getByRole('navigation', { name: staffPageText.areaName })
  await nav.getByText(inboxPageText.navNew(1)).waitFor()

  await nav.getByRole('link', { name: 'Inbox' }).click()
  await staff.getByRole('heading', { level: 1, name: inboxPageText.inboxHeading }).waitFor()
  const row = staff.getByRole('row').filter({ hasText: visitor.email })
  await row.waitFor()
  await expect.poll(() => row.textContent()).toContain(inboxPageText.unread)
  await expect.poll(() => row.textContent()).toContain(inboxStatusLabels.new)
  await staff.screenshot({ path: join(shots, 'inbox.png'), fullPage: true })
  expect(formatViolations(await axeViolations(staff))).toEqual([])

  // The filters live in the address: a search for part of the name finds it, and only it.
  await staff.getByRole('textbox', { name: inboxPageText.search }).fill('Quinn-El')
  await staff.getByRole('button', { name: inboxPageText.applyFilters }).click()
  await staff.waitForURL(/q=Quinn-El/)
  await expect.poll(() => staff.getByRole('row').count()).toBe(2)

  // ------------------------------------------------------ the record: done, and a note
  await row.getByRole('link', { name: visitor.name }).click()
  await staff.getByRole('heading', { level: 1, name: visitor.name }).waitFor()
  await staff.getByText(visitor.message).waitFor()
  await staff.getByRole('combobox', { name: inboxPageText.statusLabel }).selectOption('done')
  await staff.getByText(inboxPageText.statusSaved(inboxStatusLabels.done)).waitFor()
  const reply = staff.getByRole('link', { name: inboxPageText.reply })
  expect(await reply.getAttribute('href')).toMatch(
    new RegExp(`^mailto:${visitor.email.replace('.', '\\.')}\\?subject=`),
  )

  const note = 'Called back on Tuesday; sending the timetable.'
  await staff.getByRole('textbox', { name: inboxPageText.noteLabel }).fill(note)
  await staff.getByRole('button', { name: inboxPageText.addNote }).click()
  await staff.getByText(inboxPageText.noteAdded).waitFor()
  await staff.getByText(note).waitFor()
  await staff.screenshot({ path: join(shots, 'record.png'), fullPage: true })
  expect(formatViolations(await axeViolations(staff))).toEqual([])

  // The note never reaches the visitor: no mail to them holds it.
  const toVisitor = smtp.messages.filter((mail) => mail.to.includes(visitor.email))
  expect(toVisitor.some((mail) => mail.text?.includes(note))).toBe(false)

  // ------------------------------------------------------- the filtered view as CSV
  await staff.goto(`${site.url}${staffPages.inbox}?status=done&q=Quinn-El`)
  await staff.getByRole('row').filter({ hasText: visitor.email }).waitFor()
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('link', { name: inboxPageText.exportCsv }).click(),
  ])
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  const lines = csv.slice(1).trimEnd().split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(visitor.email)
  expect(lines[1]).toContain(inboxStatusLabels.done)
  // The message's formula is text in a spreadsheet, not a formula.
  expect(lines[1]).toContain("'=SUM(A1:A9)")

  // The Enrolments room filters the same way, from its address; the visitor enrolled in nothing.
  await staff.goto(`${site.url}${staffPages.enrolments}?payment=paid&q=Quinn-El`)
  await staff.getByRole('heading', { level: 1, name: inboxPageText.enrolmentsHeading }).waitFor()
  await staff.getByText(inboxPageText.noEnrolments).waitFor()
  expect(
    await staff.getByRole('combobox', { name: inboxPageText.columns.payment }).inputValue(),
  ).toBe('paid')
  expect(await staff.getByRole('combobox', { name: inboxPageText.columns.kind }).count()).toBe(0)

  // ----------------------------------------------------------- a privacy request: erase
  await nav.getByRole('link', { name: inboxPageText.privacyHeading }).click()
  await staff.getByRole('heading', { level: 1, name: inboxPageText.privacyHeading }).waitFor()
  await staff.getByRole('textbox', { name: inboxPageText.privacyEmail }).fill(visitor.email)
  await staff.getByRole('button', { name: inboxPageText.privacyFind }).click()
  await staff
    .getByRole('heading', { name: inboxPageText.privacyFindings(visitor.email), exact: true })
    .waitFor()
  await staff.getByRole('button', { name: inboxPageText.privacyErase }).click()
  const dialog = staff.getByRole('alertdialog', {
    name: inboxPageText.privacyEraseTitle(visitor.email),
  })
  await dialog.waitFor()
  await staff.screenshot({ path: join(shots, 'erase.png') })
  expect(formatViolations(await axeViolations(staff))).toEqual([])
  await dialog.getByRole('button', { name: inboxPageText.privacyErase }).click()
  await staff.getByText(/^Erased: 1 enquiry and 0 registrations deleted/).waitFor()

  // Nothing of the person is left to find, and the inbox no longer lists them.
  await staff.getByRole('textbox', { name: inboxPageText.privacyEmail }).fill(visitor.email)
  await staff.getByRole('button', { name: inboxPageText.privacyFind }).click()
  await staff.getByText(inboxPageText.privacyNothing(visitor.email)).waitFor()
  await staff.goto(`${site.url}${staffPages.inbox}?q=Quinn-El`)
  await staff.getByText(inboxPageText.empty).waitFor()

  // The audit log tells what was done, without the person's name or address.
  await staff.goto(`${site.url}${staffPages.audit}`)
  for (const action of ['status-changed', 'note-added', 'csv-exported', 'privacy-erased'] as const)
    await staff.getByRole('table').getByText(auditActionLabels[action]).first().waitFor()
  const audit = await staff.getByRole('main').innerText()
  expect(audit).not.toContain(visitor.email)
  expect(audit).not.toContain(visitor.name)

  await visitorTab.context.close()
  await staffTab.context.close()
}, 90_000)
