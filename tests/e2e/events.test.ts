import {
  apiErrors,
  apiPaths,
  eventMessages,
  eventPageText,
  eventRegistrationPrefix,
  events,
  formNotices,
} from '@app/core'
import ICAL from 'ical.js'
import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, formatViolations } from './support/axe'
import { desktop, phone } from './support/browser'
import { describeFocus, gotoHydrated, holdsFocus, isFocused, openSitePage } from './support/pages'
import { useSiteAndBrowser } from './support/site-and-browser'

const visitor = {
  name: 'Katherine Johnson',
  email: 'katherine.johnson@example.com',
  phone: '+44 7700 900456',
}

const [firstEvent, secondEvent, thirdEvent] = events

/**
 * 1 April 2025, two weeks before the first event: the server's clock starts here (TEST_NOW) and
 * each page's clock is set to it, so registration is tested end to end whatever today's date.
 */
const beforeTheEvents = '2025-04-01T09:00:00Z'

/** The card of an event (an article named by its heading) and its Register Now button. */
function registerButton(page: Page, event: (typeof events)[number]): Locator {
  return page
    .getByRole('article', { name: event.title })
    .getByRole('button', { name: 'Register Now', exact: true })
}

function registrationDialog(page: Page, event: (typeof events)[number]): Locator {
  return page.getByRole('dialog', { name: `Register for ${event.title}` })
}

/**
 * Waits for the dialog to be open. Headless UI's dialog element is a zero-size wrapper of
 * fixed-position content, which Playwright counts as hidden; its Submit button is not.
 */
async function waitUntilOpen(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Submit', exact: true }).waitFor()
}

/** Waits for the dialog to be closed (gone, or nothing of it shown). */
async function waitUntilClosed(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Submit', exact: true }).waitFor({ state: 'hidden' })
}

function field(dialog: Locator, label: 'Name' | 'Email' | 'Phone' | 'Message'): Locator {
  return dialog.getByRole('textbox', { name: label, exact: true })
}

async function fill(
  dialog: Locator,
  values: { name: string; email: string; phone: string; message?: string },
) {
  await field(dialog, 'Name').fill(values.name)
  await field(dialog, 'Email').fill(values.email)
  await field(dialog, 'Phone').fill(values.phone)
  if (values.message !== undefined) await field(dialog, 'Message').fill(values.message)
}

async function fieldValues(dialog: Locator): Promise<string[]> {
  return Promise.all(
    (['Name', 'Email', 'Phone', 'Message'] as const).map((label) =>
      field(dialog, label).inputValue(),
    ),
  )
}

describe('event registration on News & Events before the events, end to end', () => {
  const env = useSiteAndBrowser({
    smtp: true,
    env: { STAFF_EMAIL: 'events@staff.test', TEST_NOW: beforeTheEvents },
  })

  /** News & Events with the page's clock on 1 April 2025: every event takes registrations. */
  async function openNewsEvents(options: BrowserContextOptions = desktop) {
    const opened = await openSitePage(env.browser, options)
    await opened.page.clock.setFixedTime(new Date(beforeTheEvents))
    await gotoHydrated(opened.page, `${env.site.url}/news-events`)
    // The prerendered page shows the build's date; the visitor's clock takes over on hydration.
    await registerButton(opened.page, thirdEvent).waitFor()
    return opened
  }

  it("shows the three events as upcoming on the visitor's date, with no past events", async () => {
    const { page, context, problems } = await openNewsEvents()
    expect(await page.getByRole('button', { name: 'Register Now', exact: true }).count()).toBe(3)
    expect(await page.getByText(eventPageText.pastNotice).count()).toBe(0)
    expect(await page.getByRole('heading', { name: eventPageText.pastHeading }).count()).toBe(0)
    // Hydrating the build's date and then moving to the visitor's is not a mismatch.
    expect(problems).toEqual([])
    await context.close()
  })

  it('writes dates and times the UK way on the cards, at a phone width too', async () => {
    const { page, context } = await openNewsEvents(phone)
    const main = page.getByRole('main')
    const text = (await main.textContent()) ?? ''
    expect(text).toContain('Friday 25 April 2025')
    expect(text).toContain('11am–3pm')
    expect(text).toContain('Tuesday 15 April 2025')
    expect(text).not.toMatch(/\b(AM|PM)\b|April \d+, 2025/)
    await context.close()
  })

  it('registers: Register Now → dialog → Submit, thanks on the page, staff get the mail', async () => {
    const { page, context, problems } = await openNewsEvents()
    await registerButton(page, firstEvent).click()
    const dialog = registrationDialog(page, firstEvent)
    await waitUntilOpen(dialog)
    const message = 'I would like to bring a colleague, if there is room.'
    await fill(dialog, { ...visitor, message })
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click()

    await expect
      .poll(() => page.getByRole('status').filter({ hasText: eventMessages.sent }).count())
      .toBe(1)
    await waitUntilClosed(dialog)

    const mail = await env.smtp.waitForMessage(
      (m) => m.text?.includes(eventRegistrationPrefix(firstEvent)) ?? false,
    )
    expect(mail.subject).toBe(`Event registration: ${firstEvent.title} — ${visitor.name}`)
    expect(mail.to).toContain('events@staff.test')
    expect(mail.replyTo).toContain(visitor.email)
    expect(mail.text).toContain(`Phone: ${visitor.phone}`)
    // The message starts with the event, then a blank line and what the visitor wrote.
    expect(mail.text).toContain(
      `Message\n-------\n${eventRegistrationPrefix(firstEvent)}\n\n${message}\n`,
    )

    // The visitor's acknowledgement carries the event as a calendar file in UK time.
    const thanks = await env.smtp.waitForMessage((m) => m.envelope.to.includes(visitor.email))
    expect(thanks.subject).toBe(`Your registration: ${firstEvent.title}`)
    expect(thanks.text).not.toContain(message)
    const calendar = thanks.parsed.attachments.find((file) => file.filename?.endsWith('.ics'))
    expect(calendar?.contentType).toBe('text/calendar')
    const root = new ICAL.Component(ICAL.parse(calendar!.content.toString('utf8')))
    ICAL.TimezoneService.register(root.getFirstSubcomponent('vtimezone')!)
    const event = new ICAL.Event(root.getFirstSubcomponent('vevent')!)
    expect(event.summary).toBe(firstEvent.title)
    expect(event.location).toBe(firstEvent.location)
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-04-15T09:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-04-15T16:00:00.000Z')

    // Opening it again shows an empty form.
    await registerButton(page, firstEvent).click()
    await waitUntilOpen(dialog)
    expect(await fieldValues(dialog)).toEqual(['', '', '', ''])
    expect(problems).toEqual([])
    await context.close()
  })

  it('registers without a message (it is optional), on a phone, thanking where the visitor looks', async () => {
    const { page, context, problems } = await openNewsEvents(phone)
    const opener = registerButton(page, secondEvent)
    await opener.scrollIntoViewIfNeeded()
    await opener.click()
    const dialog = registrationDialog(page, secondEvent)
    await waitUntilOpen(dialog)
    expect(await dialog.getByText(formNotices.registration).count()).toBe(1)
    expect(await dialog.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe(
      '/privacy',
    )
    await fill(dialog, { ...visitor, name: 'Mary Jackson', email: 'mary.jackson@example.com' })
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click()
    const thanks = page
      .getByRole('article', { name: secondEvent.title })
      .getByRole('status')
      .filter({ hasText: eventMessages.sent })
    await thanks.waitFor()
    await waitUntilClosed(dialog)
    // On the card the visitor registered from, inside the phone's screen, beside the focus.
    const box = await thanks.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.y).toBeGreaterThanOrEqual(0)
    expect(box!.y + box!.height).toBeLessThanOrEqual(phone.viewport.height)
    await expect.poll(() => isFocused(opener)).toBe(true)
    const mail = await env.smtp.waitForMessage(
      (m) => m.text?.includes(eventRegistrationPrefix(secondEvent)) ?? false,
    )
    expect(mail.text).toContain(`Message\n-------\n${eventRegistrationPrefix(secondEvent)}`)
    expect(mail.text).toContain(`Event: ${secondEvent.title}`)
    expect(mail.text).toContain('Name: Mary Jackson')
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps the dialog open with what was typed and says so when registering fails', async () => {
    const { page, context } = await openNewsEvents()
    await page.route('**/api/contact/send', (route) => route.abort('internetdisconnected'))
    await registerButton(page, thirdEvent).click()
    const dialog = registrationDialog(page, thirdEvent)
    await waitUntilOpen(dialog)
    await fill(dialog, { ...visitor, message: 'Sent while offline' })
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click()

    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain(eventMessages.failed)
    expect(await dialog.getByRole('button', { name: 'Submit', exact: true }).isVisible()).toBe(true)
    expect(await fieldValues(dialog)).toEqual([
      visitor.name,
      visitor.email,
      visitor.phone,
      'Sent while offline',
    ])
    expect(await page.getByRole('status').filter({ hasText: eventMessages.sent }).count()).toBe(0)
    await context.close()
  })

  it('sends nothing and marks the required fields when they are empty', async () => {
    const { page, context } = await openNewsEvents()
    let requests = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact/send')) requests += 1
    })
    await registerButton(page, firstEvent).click()
    const dialog = registrationDialog(page, firstEvent)
    await waitUntilOpen(dialog)
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click()
    for (const label of ['Name', 'Email', 'Phone'] as const) {
      await expect
        .poll(() => field(dialog, label).getAttribute('aria-invalid'), { message: label })
        .toBe('true')
    }
    expect(await field(dialog, 'Message').getAttribute('aria-invalid')).not.toBe('true')
    expect(await dialog.getByRole('button', { name: 'Submit', exact: true }).isVisible()).toBe(true)
    expect(requests).toBe(0)
    await context.close()
  })

  it('Cancel closes the dialog, clears it and returns focus to Register Now', async () => {
    const { page, context } = await openNewsEvents()
    const opener = registerButton(page, secondEvent)
    await opener.click()
    const dialog = registrationDialog(page, secondEvent)
    await waitUntilOpen(dialog)
    await fill(dialog, { ...visitor, message: 'Never mind' })
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await waitUntilClosed(dialog)
    await expect.poll(() => isFocused(opener)).toBe(true)

    await opener.click()
    await waitUntilOpen(dialog)
    expect(await fieldValues(dialog)).toEqual(['', '', '', ''])
    await context.close()
  })

  it('opens from the keyboard, Escape closes it and clears it, focus returns to Register Now', async () => {
    const { page, context } = await openNewsEvents()
    const opener = registerButton(page, thirdEvent)
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = registrationDialog(page, thirdEvent)
    await waitUntilOpen(dialog)
    await expect.poll(() => holdsFocus(dialog)).toBe(true)
    await field(dialog, 'Name').fill('Dorothy Vaughan')

    await page.keyboard.press('Escape')
    await waitUntilClosed(dialog)
    await expect.poll(() => isFocused(opener)).toBe(true)
    await page.keyboard.press('Space')
    await waitUntilOpen(dialog)
    expect(await fieldValues(dialog)).toEqual(['', '', '', ''])
    await context.close()
  })

  it('keeps the focus inside the open dialog when tabbing either way, and passes axe', async () => {
    const { page, context } = await openNewsEvents()
    await registerButton(page, firstEvent).click()
    const dialog = registrationDialog(page, firstEvent)
    await waitUntilOpen(dialog)
    await expect.poll(() => holdsFocus(dialog)).toBe(true)
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 1; press <= 10; press += 1) {
        await page.keyboard.press(key)
        expect(await holdsFocus(dialog), `${key} ×${press}: ${await describeFocus(page)}`).toBe(
          true,
        )
      }
    }
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(formatViolations(await axeViolations(page))).toEqual([])
    await context.close()
  })
})

describe("News & Events on today's date", () => {
  const env = useSiteAndBrowser()

  it('shows the three events as past, with no way to register, and points to the feed and contact', async () => {
    const { page, context, problems } = await openSitePage(env.browser, desktop)
    await gotoHydrated(page, `${env.site.url}/news-events`)
    const past = page.getByRole('region', { name: eventPageText.pastHeading })
    for (const event of events) {
      const card = past.getByRole('article', { name: event.title })
      expect(await card.getByText(eventPageText.pastNotice).count(), event.title).toBe(1)
    }
    expect(await page.getByRole('button', { name: 'Register Now' }).count()).toBe(0)
    const upcoming = page.getByRole('region', { name: 'Upcoming events' })
    expect(
      await upcoming.getByRole('heading', { name: eventPageText.noUpcomingTitle }).count(),
    ).toBe(1)
    expect(await upcoming.getByRole('link', { name: 'Follow by RSS' }).getAttribute('href')).toBe(
      '/rss',
    )
    expect(await upcoming.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact',
    )
    expect(problems).toEqual([])
    await context.close()
  })

  it('has the past events in the HTML before any script runs', async () => {
    const html = await (await fetch(`${env.site.url}/news-events`)).text()
    expect(html).toContain(eventPageText.pastNotice)
    expect(html).toContain(eventPageText.noUpcomingTitle)
    expect(html).not.toContain('Register Now')
  })

  it('refuses a registration for a past event with 400 naming the event', async () => {
    const response = await fetch(`${env.site.url}${apiPaths.contactSend}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: visitor.name,
        email: visitor.email,
        contact: visitor.phone,
        message: eventRegistrationPrefix(thirdEvent),
        source: 'event-registration',
        event: thirdEvent.slug,
      }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      ok: false,
      error: apiErrors.invalid,
      fields: { event: [eventPageText.registrationClosed] },
    })
  })
})
