import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  apiErrors,
  brand,
  contactMessages,
  courseEnquiryTexts,
  enquiryCourse,
  formNotices,
  mapText,
} from '@app/core'
import { openPage, phone } from './support/browser'
import { gotoHydrated } from './support/pages'
import { useSiteAndBrowser } from './support/site-and-browser'

const visitor = {
  name: 'Grace Hopper',
  email: 'grace.hopper@example.com',
  phone: '+44 7700 900123',
}

async function fillContactForm(page: Page, values: typeof visitor & { message: string }) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(values.name)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(values.email)
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(values.phone)
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(values.message)
}

describe('contact forms, end to end', () => {
  const env = useSiteAndBrowser({ smtp: true, env: { STAFF_EMAIL: 'enquiries@staff.test' } })

  it('serves each page as HTML that already holds its heading and form', async () => {
    for (const [path, heading] of [
      ['/', 'Study abroad, learn in-demand IT skills'],
      ['/contact', 'Contact Us'],
    ]) {
      const response = await fetch(`${env.site.url}${path}`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`))
      expect(html).toContain('<form')
      expect(html).toMatch(/<title>[^<]+<\/title>/)
      expect(html).toContain('name="description"')
    }
  })

  it('requests nothing from Google until Show map is pressed, then loads the 300 px map in place', async () => {
    const { page, context } = await openPage(env.browser)
    const googleRequests: string[] = []
    context.on('request', (request) => {
      if (
        /(^|\.)(google|gstatic|googleapis|googleusercontent|ggpht)\.com$/.test(
          new URL(request.url()).hostname,
        )
      ) {
        googleRequests.push(request.url())
      }
    })
    await gotoHydrated(page, `${env.site.url}/contact`)
    const showMap = page.getByRole('button', { name: mapText.show })
    // Scrolled into view and left a while: a lazy frame would have loaded by now.
    await showMap.scrollIntoViewIfNeeded()
    await page.waitForTimeout(1_500)
    expect(googleRequests).toEqual([])
    expect(await page.locator('iframe').count()).toBe(0)
    expect(await page.getByText(brand.headOffice.streetAddress).count()).toBeGreaterThan(0)
    const open = page.getByRole('link', { name: /Open in Google Maps/ })
    expect(await open.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//)
    expect(await open.getAttribute('target')).toBe('_blank')

    await showMap.click()
    const frame = page.locator('iframe[title^="Map of our head office"]')
    await frame.waitFor({ state: 'attached' })
    expect(await frame.getAttribute('height')).toBe('300')
    expect((await frame.boundingBox())?.height).toBe(300)
    await expect.poll(() => googleRequests.length).toBeGreaterThan(0)
    expect(googleRequests[0]).toMatch(/^https:\/\/www\.google\.com\/maps\?q=/)
    await context.close()
  })

  it('says beside each form what the details are for, linking the privacy notice', async () => {
    const { page, context } = await openPage(env.browser)
    for (const path of ['/contact', '/']) {
      await gotoHydrated(page, `${env.site.url}${path}`)
      const form = page.locator('form').filter({ hasText: formNotices.enquiry })
      expect(await form.count(), path).toBe(1)
      expect(await form.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe(
        '/privacy',
      )
    }
    await context.close()
  })

  it('sends an enquiry from the Contact page to staff, with Reply-To the visitor', async () => {
    const { page, context, problems } = await openPage(env.browser)
    await gotoHydrated(page, `${env.site.url}/contact`)
    const message = 'Do you run the SAP BASIS course at weekends?'
    await fillContactForm(page, { ...visitor, message })
    await page.getByRole('button', { name: 'Send Message' }).click()

    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain(contactMessages.contactPage.sent)
    for (const label of ['Name', 'Email', 'Phone', 'Message']) {
      expect(await page.getByRole('textbox', { name: label, exact: true }).inputValue()).toBe('')
    }

    const mail = await env.smtp.waitForMessage((m) => m.text?.includes(message) ?? false)
    expect(mail.to).toContain('enquiries@staff.test')
    expect(mail.replyTo).toContain(visitor.email)
    expect(mail.text).toContain(visitor.phone)
    expect(problems).toEqual([])
    await context.close()
  })

  it.each([
    ['/services', 'Enroll Now about Artificial Intelligence', 'artificial-intelligence'],
    ['/ServiceDetail', 'Enroll Now about Data Science', 'data-science'],
    ['/ServiceDetail', 'Enroll Now about Mathematics & Science', 'math-science'],
    ['/courses/data-science', 'Ask about this course', 'data-science'],
  ])(
    'on %s, "%s" for a programme not paid online leads to an enquiry that names it and says how it is arranged',
    async (path, linkName, slug) => {
      const { page, context, problems } = await openPage(env.browser, phone)
      await gotoHydrated(page, `${env.site.url}${path}`)
      const title = enquiryCourse(slug)!.title
      await page.getByRole('link', { name: linkName, exact: true }).first().click()
      await page.waitForURL(`${env.site.url}/contact?course=${slug}`)
      await page.waitForSelector('html[data-hydrated]')
      const main = page.getByRole('main')
      const heading = main.getByRole('heading', { name: courseEnquiryTexts.heading(title) })
      await expect.poll(() => heading.count()).toBe(1)
      expect(await main.textContent()).toContain(courseEnquiryTexts.arranged(title))
      const send = page.getByRole('button', { name: courseEnquiryTexts.submit(title) })
      expect(await send.count()).toBe(1)
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('sends the enquiry about a programme not paid online in one click, its title first in the message', async () => {
    const { page, context, problems } = await openPage(env.browser)
    const slug = 'artificial-intelligence'
    const title = enquiryCourse(slug)!.title
    await gotoHydrated(page, `${env.site.url}/contact?course=${slug}`)
    const email = `enquiry-${slug}-${Date.now()}@example.com`
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(visitor.name)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(visitor.phone)
    await page.getByRole('button', { name: courseEnquiryTexts.submit(title) }).click()
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain(contactMessages.contactPage.sent)

    const mail = await env.smtp.waitForMessage((m) => m.replyTo.includes(email))
    expect(mail.text).toContain(courseEnquiryTexts.messagePrefix(title))
    expect(problems).toEqual([])
    await context.close()
  })

  it('sends the Quick Contact form from the home page with its heading before the message', async () => {
    const { page, context, problems } = await openPage(env.browser)
    await gotoHydrated(page, `${env.site.url}/`)
    const form = page.getByRole('form', { name: /quick contact/i })
    await expect.poll(() => form.getByPlaceholder('Name (required)').count()).toBe(1)
    await form.getByPlaceholder('Name (required)').fill(visitor.name)
    await form.getByPlaceholder('Email (required)').fill(visitor.email)
    await form.getByPlaceholder('Phone (required)').fill(visitor.phone)
    await form
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Please call me about a new website.')
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain(contactMessages.quickContact.sent)
    expect(await form.getByPlaceholder('Name (required)').inputValue()).toBe('')

    const mail = await env.smtp.waitForMessage(
      (m) => m.text?.includes('Please call me about a new website.') ?? false,
    )
    expect(mail.text).toContain('Quick Contact Form\n\nPlease call me about a new website.')
    expect(mail.replyTo).toContain(visitor.email)
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps what the visitor typed and says so when the network fails', async () => {
    const { page, context } = await openPage(env.browser)
    await gotoHydrated(page, `${env.site.url}/contact`)
    await page.route('**/api/contact/send', (route) => route.abort('internetdisconnected'))
    await fillContactForm(page, { ...visitor, message: 'Sent while offline' })
    await page.getByRole('button', { name: 'Send Message' }).click()

    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain(contactMessages.contactPage.failed)
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      visitor.name,
    )
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
      visitor.email,
    )
    expect(await page.getByRole('textbox', { name: 'Phone', exact: true }).inputValue()).toBe(
      visitor.phone,
    )
    expect(await page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).toBe(
      'Sent while offline',
    )
    await context.close()
  })

  it('keeps the Quick Contact fields and shows its failure text when the server refuses', async () => {
    const { page, context } = await openPage(env.browser)
    await gotoHydrated(page, `${env.site.url}/`)
    await page.route('**/api/contact/send', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false}' }),
    )
    const form = page.getByRole('form', { name: /quick contact/i })
    await form.getByPlaceholder('Name (required)').fill(visitor.name)
    await form.getByPlaceholder('Email (required)').fill(visitor.email)
    await form.getByPlaceholder('Phone (required)').fill(visitor.phone)
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello')
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain(contactMessages.quickContact.failed)
    expect(await form.getByPlaceholder('Email (required)').inputValue()).toBe(visitor.email)
    await context.close()
  })

  it("shows the server's own field errors next to the fields and keeps what was typed", async () => {
    const { page, context } = await openPage(env.browser)
    await gotoHydrated(page, `${env.site.url}/contact`)
    const refusal = 'This number is not one we can call.'
    await page.route('**/api/contact/send', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          ok: false,
          error: apiErrors.invalid,
          fields: { contact: [refusal] },
        }),
      }),
    )
    await fillContactForm(page, { ...visitor, message: 'Call me' })
    await page.getByRole('button', { name: 'Send Message' }).click()

    const phoneField = page.getByRole('textbox', { name: 'Phone', exact: true })
    await expect.poll(() => phoneField.getAttribute('aria-invalid')).toBe('true')
    await expect
      .poll(() => phoneField.evaluate((input) => input === document.activeElement))
      .toBe(true)
    expect(await page.getByText(refusal).count()).toBe(1)
    expect(await phoneField.inputValue()).toBe(visitor.phone)
    expect(await page.getByRole('alert').textContent()).toContain(
      contactMessages.contactPage.failed,
    )
    await context.close()
  })

  it('points out an invalid e-mail next to the field and sends nothing', async () => {
    const { page, context } = await openPage(env.browser)
    await gotoHydrated(page, `${env.site.url}/contact`)
    let requests = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact/send')) requests += 1
    })
    await fillContactForm(page, { ...visitor, email: 'grace@', message: '' })
    await page.getByRole('button', { name: 'Send Message' }).click()

    const email = page.getByRole('textbox', { name: 'Email', exact: true })
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await email.getAttribute('aria-describedby')) ?? ''
    const descriptions = await Promise.all(
      describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
    )
    expect(descriptions.join(' ')).toContain('Please enter a valid email address.')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email')
    expect(requests).toBe(0)
    await context.close()
  })

  it('opens and closes the menu on a phone', async () => {
    const { page, context } = await openPage(env.browser, phone)
    await gotoHydrated(page, `${env.site.url}/`)
    const nav = page.getByRole('navigation', { name: /main/i })
    const contactLink = nav.getByRole('link', { name: 'Contact Us' })
    expect(await contactLink.isVisible()).toBe(false)

    await page.getByRole('button', { name: 'Open menu' }).click()
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true')
    expect(await contactLink.isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Close menu' }).click()
    expect(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).toBe('false')
    expect(await contactLink.isVisible()).toBe(false)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await contactLink.click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Contact Us')
    expect(page.url()).toBe(`${env.site.url}/contact`)
    expect(await contactLink.isVisible()).toBe(false)
    await context.close()
  })

  it('answers an unknown path with 404 and the not-found page inside the site', async () => {
    const { page, context, problems } = await openPage(env.browser)
    const response = await gotoHydrated(page, `${env.site.url}/no-such-page`)
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found')
    expect(await page.title()).toContain('Page not found')
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await page.waitForURL(`${env.site.url}/`)
    expect(await page.getByRole('contentinfo').textContent()).toContain(brand.headOffice.locality)
    // The env.browser reports the 404 of the document itself; nothing else may go wrong.
    expect(
      problems.filter((problem) => !problem.endsWith(`(${env.site.url}/no-such-page)`)),
    ).toEqual([])
    await context.close()
  })
})
