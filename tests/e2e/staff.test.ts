import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  auditActionLabels,
  staffFormText,
  staffPages,
  staffPageText,
  staffInvitationMail,
  brand,
} from '@app/core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp'
import { totp } from '../support/staff'
import { axeViolations, formatViolations } from './support/axe'
import { desktop, launchBrowser, openPage, phone } from './support/browser'
import { siteDir } from './support/paths'
import { startSiteServer, type SiteServer } from './support/site-server'
import { startUpLink } from './support/staff-browser'

/**
 * The staff area in Chromium, the way a new company would start it: the first owner from the
 * start-up link in the server's log, two-factor sign-in set up; an invitation by e-mail to a
 * member of staff, who joins, sets up two-factor sign-in and signs in with a recovery code;
 * what staff may and may not open; the audit log; signing out. Screenshots of each page at
 * phone and desktop widths go to test-results/staff/.
 */

const shots = join(process.cwd(), 'test-results', 'staff')
const owner = {
  name: 'Grace Hopper',
  email: 'grace@northlight.example',
  password: 'correct horse battery staple',
}
const member = {
  name: 'Ada Lovelace',
  email: 'ada@northlight.example',
  password: 'analytical engine notes g',
}

let smtp: TestSmtpServer
let site: SiteServer
let browser: Browser

beforeAll(async () => {
  mkdirSync(shots, { recursive: true })
  smtp = await startSmtpServer()
  site = await startSiteServer({ SMTP_URL: smtp.url })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await smtp?.stop()
})

/** The start-up link the server logged, as an operator would copy it from the log. */
async function startUpLinkLogged(): Promise<string> {
  const prefix = staffInvitationMail.setupLog('')
  await expect.poll(() => site.output().includes(prefix), { timeout: 10_000 }).toBe(true)
  return startUpLink(site)
}

/** A screenshot at phone and desktop widths, the page left at the width it had. */
async function screenshots(page: Page, name: string) {
  const size = page.viewportSize() ?? desktop.viewport
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize(size)
}

async function expectNoAxeViolations(page: Page) {
  expect(formatViolations(await axeViolations(page))).toEqual([])
}

/** Two-factor set-up after the password: the key from the page into the "app", then the codes. */
async function setUpTwoFactor(page: Page, shotName?: string): Promise<string[]> {
  await expect
    .poll(() => page.getByRole('img', { name: staffFormText.twoFactor.qrAlt }).count(), {
      timeout: 10_000,
    })
    .toBe(1)
  const qr = await page
    .getByRole('img', { name: staffFormText.twoFactor.qrAlt })
    .getAttribute('src')
  expect(qr).toMatch(/^data:image\/svg\+xml,/)
  const secret = (await page.locator('code').innerText()).replace(/\s+/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  if (shotName) {
    await expectNoAxeViolations(page)
    await screenshots(page, shotName)
  }
  await page.getByRole('textbox', { name: staffFormText.twoFactor.code }).fill(totp(secret))
  await page.getByRole('button', { name: staffFormText.twoFactor.codeSubmit }).click()
  await page.getByRole('heading', { name: staffPageText.recoveryHeading }).waitFor()
  const codes = await page.getByRole('listitem').allInnerTexts()
  const recoveryCodes = codes.map((line) => line.replace(/^\d+\.\s*/, '').trim())
  expect(recoveryCodes).toHaveLength(10)
  await page.getByRole('button', { name: staffFormText.recovery.done }).click()
  await page.getByRole('heading', { level: 1, name: staffPageText.overviewHeading }).waitFor()
  return recoveryCodes
}

it('takes a new company from the start-up link to an owner and a member of staff, both with two-factor sign-in', async () => {
  // ------------------------------------------------------------------ the first owner
  const ownerTab = await openPage(browser, desktop)
  const page = ownerTab.page

  // Without a session, the staff area leads to its sign-in page, which comes back afterwards.
  await page.goto(`${site.url}${staffPages.team}`)
  expect(new URL(page.url()).pathname).toBe(staffPages.signIn)
  expect(new URL(page.url()).searchParams.get('next')).toBe(staffPages.team)
  await page.getByRole('heading', { name: staffPageText.signInHeading }).waitFor()
  await expectNoAxeViolations(page)
  await screenshots(page, 'sign-in')

  await page.goto(await startUpLinkLogged())
  await page.getByRole('heading', { name: staffPageText.invitationHeading }).waitFor()
  await page.getByText(staffFormText.invitation.firstOwnerLead).waitFor()
  await page.getByRole('textbox', { name: staffFormText.invitation.name }).fill(owner.name)
  await page.getByRole('textbox', { name: staffFormText.invitation.email }).fill(owner.email)
  const password = page.getByLabel(staffFormText.invitation.password)
  // A too-short password is refused beside the field before anything is sent.
  await password.fill('too short')
  await page.getByRole('button', { name: staffFormText.invitation.submit }).click()
  await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true')
  await password.fill(owner.password)
  await page.getByRole('button', { name: staffFormText.invitation.submit }).click()

  await page.waitForURL(`**${staffPages.twoFactorSetUp}`)
  await setUpTwoFactor(page, 'two-factor')
  expect(new URL(page.url()).pathname).toBe(staffPages.overview)
  const nav = page.getByRole('navigation', { name: staffPageText.areaName })
  await expect.poll(() => nav.getByRole('link').allInnerTexts()).toContain('Audit log')
  await expectNoAxeViolations(page)
  await screenshots(page, 'overview')

  // ---------------------------------------------------------- inviting a member of staff
  await nav.getByRole('link', { name: 'Team' }).click()
  await page.getByRole('heading', { level: 1, name: staffPageText.teamHeading }).waitFor()
  await page.getByRole('textbox', { name: staffFormText.team.email }).fill(member.email)
  await page.getByRole('button', { name: staffFormText.team.inviteSubmit }).click()
  await page.getByText(staffFormText.team.inviteSent(member.email)).waitFor()
  await page.getByRole('cell', { name: member.email, exact: true }).waitFor()
  await expectNoAxeViolations(page)
  await screenshots(page, 'team')

  const mail = await smtp.waitForMessage((message) => message.to.includes(member.email), 15_000)
  expect(mail.subject).toBe(staffInvitationMail.subject(brand.name))
  const link = /(http[^\s"<>]+\/staff\/invitation\/[^\s"<>]+)/.exec(mail.text ?? '')?.[1]
  expect(link).toBeDefined()

  // --------------------------------------------------------- the member joins, on a phone
  const memberTab = await openPage(browser, phone)
  const memberPage = memberTab.page
  await memberPage.goto(link!)
  await memberPage.getByText(member.email).waitFor()
  await memberPage.getByRole('textbox', { name: staffFormText.invitation.name }).fill(member.name)
  await memberPage.getByLabel(staffFormText.invitation.password).fill(member.password)
  await memberPage.getByRole('button', { name: staffFormText.invitation.submit }).click()
  await memberPage.waitForURL(`**${staffPages.twoFactorSetUp}`)
  const recoveryCodes = await setUpTwoFactor(memberPage)

  // Staff are not offered the owners' rooms, and are told so if they open one.
  await memberPage.getByRole('button', { name: 'Menu' }).click()
  const memberNav = memberPage.getByRole('navigation', { name: staffPageText.areaName })
  const rooms = await memberNav.getByRole('link').allInnerTexts()
  expect(rooms).toContain('Inbox')
  expect(rooms).not.toContain('Team')
  expect(rooms).not.toContain('Audit log')
  await memberPage.goto(`${site.url}${staffPages.audit}`)
  await memberPage.getByText(staffPageText.ownersOnly).waitFor()

  // Signing out, then in again with a recovery code, back to the page asked for.
  await memberPage.getByRole('button', { name: staffPageText.signOut }).click()
  await memberPage.waitForURL(`**${staffPages.signIn}`)
  await memberPage.goto(`${site.url}${staffPages.account}`)
  expect(new URL(memberPage.url()).searchParams.get('next')).toBe(staffPages.account)
  await memberPage.getByRole('textbox', { name: staffFormText.signIn.email }).fill(member.email)
  await memberPage.getByLabel(staffFormText.signIn.password).fill('not the password at all')
  await memberPage.getByRole('button', { name: staffFormText.signIn.submit }).click()
  await memberPage
    .getByRole('alert')
    .getByText('The e-mail address or password is not right.')
    .waitFor()
  await memberPage.getByLabel(staffFormText.signIn.password).fill(member.password)
  await memberPage.getByRole('button', { name: staffFormText.signIn.submit }).click()
  await memberPage.getByRole('heading', { name: staffPageText.codeHeading }).waitFor()
  await memberPage.getByRole('textbox', { name: staffFormText.signIn.code }).fill(recoveryCodes[0]!)
  await memberPage.getByRole('button', { name: staffFormText.signIn.codeSubmit }).click()
  await memberPage.getByRole('heading', { level: 1, name: staffPageText.accountHeading }).waitFor()
  expect(new URL(memberPage.url()).pathname).toBe(staffPages.account)
  await memberPage.getByText(staffFormText.sessions.thisDevice).waitFor()

  // ------------------------------------------- the invoices, and a new draft by its address
  await nav.getByRole('link', { name: 'Invoices' }).click()
  await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor()
  await page.goto(`${site.url}${staffPages.newInvoice}`)
  await page.waitForURL(/\/staff\/invoices\/\d+$/)
  await page.getByRole('group', { name: 'Item 1', exact: true }).waitFor()
  await screenshots(page, 'invoice-draft')
  await page.getByRole('button', { name: 'Menu' }).click()

  // ------------------------------------------------------------------- the audit log
  await nav.getByRole('link', { name: 'Audit log' }).click()
  await page.getByRole('heading', { level: 1, name: staffPageText.auditHeading }).waitFor()
  const search = page.getByRole('search')
  await search.getByRole('textbox', { name: staffFormText.audit.person }).fill(member.email)
  await search.getByRole('combobox', { name: staffFormText.audit.action }).selectOption('sign-in')
  await search.getByRole('button', { name: staffFormText.audit.filter }).click()
  const rows = page.locator('tbody tr')
  // The sign-in after accepting, and the one with the recovery code.
  await expect.poll(() => rows.count()).toBe(2)
  for (const row of await rows.allInnerTexts()) {
    expect(row).toContain(member.email)
    expect(row).toContain(auditActionLabels['sign-in'])
  }
  await search.getByRole('textbox', { name: staffFormText.audit.person }).fill('')
  await search.getByRole('combobox', { name: staffFormText.audit.action }).selectOption('')
  await search.getByRole('button', { name: staffFormText.audit.filter }).click()
  await expect.poll(() => rows.count()).toBeGreaterThan(2)
  const everything = (await rows.allInnerTexts()).join('\n')
  expect(everything).toContain(auditActionLabels['sign-in-failed'])
  expect(everything).toContain(auditActionLabels['recovery-code-used'])
  expect(everything).toContain(auditActionLabels['invitation-sent'])
  await expectNoAxeViolations(page)
  await screenshots(page, 'audit')

  // ---------------------------------------------------------------------- signing out
  await page.getByRole('button', { name: staffPageText.signOut }).click()
  await page.waitForURL(`**${staffPages.signIn}`)
  await page.goto(`${site.url}${staffPages.overview}`)
  expect(new URL(page.url()).pathname).toBe(staffPages.signIn)

  // Nothing in either browser broke the page's Content Security Policy or threw. (The refused
  // password and the 401s of pages opened signed out are logged by Chromium as failed loads.)
  const worrying = (problems: string[]) =>
    problems.filter((problem) => !/status of 401 \(Unauthorized\)/.test(problem))
  expect(worrying(ownerTab.problems)).toEqual([])
  expect(worrying(memberTab.problems)).toEqual([])
}, 120_000)

it('serves the staff pages without inline script or style, and no public page loads them', async () => {
  const html = await (await fetch(`${site.url}${staffPages.signIn}`)).text()
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
  expect(html).not.toMatch(/<style|style=/)
  expect(html).toMatch(/src="\/staff\/assets\//)
  // No page of the public build names the staff application's files.
  const publicPages = readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  )
  expect(publicPages.length).toBeGreaterThan(30)
  for (const file of publicPages) {
    expect(readFileSync(join(siteDir, file), 'utf8'), file).not.toContain('/staff/assets/')
  }
})
