import { learnersRoomText, paymentPaths, sapPageText, staffPages } from '@app/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestSmtpServer } from '../support/smtp'
import { StripeStandIn } from '../support/stripe-stand-in'
import { launchBrowser, openPage } from './support/browser'
import { gotoHydrated } from './support/pages'
import { startSiteServer, type SiteServer } from './support/site-server'
import { signInAsOwner } from './support/staff-browser'

const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 15_000 })

/**
 * A learner's account from end to end: paying for SAP BASIS through the Stripe stand-in, the
 * invitation at the SMTP server, choosing a password, the 14 topics; then a member of staff ends
 * the access and the learner's next page load says so.
 */
describe('learner accounts in Chromium', () => {
  let smtp: TestSmtpServer
  let standIn: StripeStandIn
  let site: SiteServer
  let browser: Browser

  beforeAll(async () => {
    smtp = await TestSmtpServer.start()
    standIn = await StripeStandIn.start()
    site = await startSiteServer({ SMTP_URL: smtp.url, ...standIn.env() })
    standIn.webhookUrl = `${site.url}${paymentPaths.webhook}`
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
    await standIn?.stop()
    await smtp?.stop()
  })

  it('pays for SAP BASIS, chooses a password from the e-mailed link, watches; staff end the access', async () => {
    const email = `ada-${Date.now()}@example.com`
    const { page, context } = await openPage(browser)
    // The videos' frames stay on this machine.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Video</p>' }),
    )

    await gotoHydrated(page, `${site.url}/more-info-form?course=sap-basis`)
    await eventually(() => page.getByRole('button', { name: 'Pay Now' }).isEnabled()).toBe(true)
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Learner')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await page.getByRole('textbox', { name: 'Contact number' }).fill('+44 7700 900123')
    expect(await page.getByRole('checkbox', { name: 'SAP BASIS' }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await page.waitForURL(`${standIn.url}/pay/**`)
    await page.getByRole('button', { name: /^Pay £/ }).click()
    await page.waitForURL(`${site.url}/thank-you?session_id=cs_test_*`)

    const invitation = await smtp.waitForMessage(
      (mail) => mail.to.includes(email) && /choose your password/.test(mail.subject),
      20_000,
    )
    const link = /https?:\/\/\S+\/sap-password\?token=[\w%-]+/.exec(invitation.text ?? '')?.[0]
    expect(link).toBeDefined()
    const confirmation = smtp.messages.find(
      (mail) => mail.to.includes(email) && /enrolment is confirmed/.test(mail.subject),
    )
    expect(confirmation?.text).toContain('a separate e-mail follows')

    await gotoHydrated(page, link!)
    const password = page.getByLabel(new RegExp(`^${sapPageText.newPasswordLabel}`))
    await eventually(() => password.isVisible()).toBe(true)
    await password.fill('Learning SAP in 2026!')
    await page.getByRole('button', { name: sapPageText.savePassword }).click()
    await page.waitForURL(`${site.url}/sap-topics`)
    const list = page.getByRole('list', { name: sapPageText.topicsHeading })
    await eventually(() => list.getByRole('listitem').count()).toBe(14)

    // The link worked once: opened again, it says so.
    await gotoHydrated(page, link!)
    await eventually(() =>
      page.getByRole('alert').filter({ hasText: 'already been used' }).count(),
    ).toBe(1)

    // A member of staff ends the access in the Learners room.
    const staff = await openPage(browser)
    await signInAsOwner(staff.context, site)
    await gotoHydrated(staff.page, `${site.url}${staffPages.learners}`)
    const end = staff.page.getByRole('button', { name: learnersRoomText.endLabel('Ada Learner') })
    await eventually(() => end.isVisible()).toBe(true)
    await end.click()
    await staff.page
      .getByRole('alertdialog')
      .getByRole('button', { name: learnersRoomText.end })
      .click()
    await eventually(() => staff.page.getByRole('status').first().textContent()).toContain(
      learnersRoomText.ended('Ada Learner'),
    )

    // The learner's next page load shows that access ended, with the way to renew.
    await gotoHydrated(page, `${site.url}/sap-topics`)
    await eventually(() =>
      page.getByRole('heading', { name: sapPageText.accessEndedHeading }).isVisible(),
    ).toBe(true)
    expect(await page.getByRole('main').textContent()).toMatch(/ended on \d{1,2} \w+ \d{4}/)
    expect(await page.getByRole('link', { name: sapPageText.renew }).getAttribute('href')).toBe(
      '/more-info-form?course=sap-basis',
    )
    expect(await list.count()).toBe(0)
  }, 120_000)
})
