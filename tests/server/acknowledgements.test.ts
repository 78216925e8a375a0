import { apiErrors, apiPaths, brand, eventPageText, events, formatEventDate } from '@app/core'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, validEnquiry } from '../support/app'
import {
  backendTitle,
  countRows,
  createTestDatabase,
  databaseBackends,
  type TestDatabase,
} from '../support/database'
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../support/smtp'

const staffEmail = 'enquiries@staff.test'
const [startupMeet] = events
/** Before the first event: every registration is open. */
const beforeTheEvents = new Date('2025-04-01T09:00:00Z')

/** The acknowledgements a test's visitor received (not the staff copies). */
function acknowledgementsTo(smtp: TestSmtpServer, address: string): ReceivedMail[] {
  return smtp.messages.filter((mail) => mail.envelope.to.includes(address))
}

/** Rows of the outbox that acknowledge something to `address`. */
async function queuedAcknowledgements(app: TestApp, address: string): Promise<number> {
  const rows = await app.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', address)
    .where('kind', 'in', ['enquiry-acknowledgement', 'registration-acknowledgement'])
    .execute()
  return rows.length
}

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`acknowledgements on ${backendTitle(backend)}`, () => {
    let smtp: TestSmtpServer
    let database: TestDatabase
    let app: TestApp
    let clock = beforeTheEvents

    beforeAll(async () => {
      smtp = await startSmtpServer()
      database = await createTestDatabase(backend.backend)
      app = await startTestApp({
        database,
        env: { SMTP_URL: smtp.url, STAFF_EMAIL: staffEmail },
        now: () => clock,
      })
    })

    afterAll(async () => {
      await app?.close()
      await database?.close()
      await smtp?.stop()
    })

    const send = (body: unknown) => app.post(apiPaths.contactSend, body)

    it('thanks the visitor for an enquiry: received, what happens next, office hours, and none of their message', async () => {
      const message = 'Visit https://spam.example for CHEAP pills — call +44 7700 900999'
      const response = await send(
        validEnquiry({
          name: 'Grace <i>Hopper</i>',
          email: 'grace.ack@example.com',
          contact: '+44 7700 900999',
          message,
        }),
      )
      expect(response.status).toBe(200)

      const mail = await smtp.waitForMessage((m) => m.envelope.to.includes('grace.ack@example.com'))
      expect(mail.subject).toBe(`We have received your message — ${brand.name}`)
      expect(mail.replyTo).toEqual([staffEmail])
      expect(mail.from[0]).toMatch(/^no-reply@/)
      const text = mail.text ?? ''
      expect(text).toContain('Thank you for your message, Grace <i>Hopper</i>')
      expect(text).toContain('What happens next')
      expect(text).toContain('reply within one working day')
      expect(text).toContain('Monday to Friday: 9am to 5pm')
      // Nothing the visitor wrote beyond their name: no message, no phone number.
      for (const part of [mail.text ?? '', mail.html ?? '']) {
        expect(part).not.toContain('spam.example')
        expect(part).not.toContain('CHEAP')
        expect(part).not.toContain('900999')
      }
      expect(mail.html).toContain('Grace &lt;i&gt;Hopper&lt;/i&gt;')
      expect(mail.html).not.toContain('<i>')
      expect(mail.parsed.attachments).toEqual([])

      // The staff copy still carries the whole message.
      const staff = await smtp.waitForMessage(
        (m) => m.subject === 'Contact enquiry from Grace <i>Hopper</i>',
      )
      expect(staff.text).toContain(message)
    })

    it('confirms a registration with the event in an .ics file that a calendar reads in UK time', async () => {
      const response = await send(
        validEnquiry({
          name: 'Katherine Johnson',
          email: 'katherine.ack@example.com',
          source: 'event-registration',
          event: startupMeet.slug,
          message: `Event registration: ${startupMeet.title}\n\nPlease call me on 07700 900111`,
        }),
      )
      expect(response.status).toBe(200)

      const mail = await smtp.waitForMessage((m) =>
        m.envelope.to.includes('katherine.ack@example.com'),
      )
      expect(mail.subject).toBe(`Your registration: ${startupMeet.title}`)
      expect(mail.replyTo).toEqual([staffEmail])
      expect(mail.text).toContain('Thank you for registering, Katherine Johnson')
      expect(mail.text).toContain(`Event: ${startupMeet.title}`)
      expect(mail.text).toContain(`Date: ${formatEventDate(startupMeet)}`)
      expect(mail.text).toContain('Time: 10am–5pm (UK time)')
      expect(mail.text).toContain(`Location: ${startupMeet.location}`)
      expect(mail.text).not.toContain('07700 900111')

      const [calendar, ...others] = mail.parsed.attachments
      expect(others).toEqual([])
      expect(calendar?.filename).toBe(`${startupMeet.slug}.ics`)
      expect(calendar?.contentType).toBe('text/calendar')
      const ics = calendar!.content.toString('utf8')
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
      for (const line of ics.split('\r\n')) {
        expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
      }

      const root = new ICAL.Component(ICAL.parse(ics))
      expect(root.getFirstPropertyValue('version')).toBe('2.0')
      expect(root.getFirstPropertyValue('method')).toBe('PUBLISH')
      const zone = root.getFirstSubcomponent('vtimezone')!
      expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/London')
      ICAL.TimezoneService.register(zone)
      const vevent = root.getFirstSubcomponent('vevent')!
      const event = new ICAL.Event(vevent)
      expect(event.summary).toBe(startupMeet.title)
      expect(event.location).toBe(startupMeet.location)
      expect(event.description).toBe(startupMeet.description)
      expect(event.uid).toBe(`event-${startupMeet.slug}@${new URL(app.config.publicUrl).hostname}`)
      expect(event.startDate.zone?.tzid).toBe('Europe/London')
      // 10:00 to 17:00 British Summer Time is 09:00 to 16:00 UTC.
      expect(event.startDate.toJSDate().toISOString()).toBe('2025-04-15T09:00:00.000Z')
      expect(event.endDate.toJSDate().toISOString()).toBe('2025-04-15T16:00:00.000Z')
      expect(String(vevent.getFirstPropertyValue('url'))).toBe(
        `${app.config.publicUrl}/news-events#${startupMeet.slug}`,
      )
      expect(String(vevent.getFirstPropertyValue('organizer'))).toBe(`mailto:${brand.email}`)
    })

    it('sends at most three acknowledgements to one address a day, however it is spelt', async () => {
      const spellings = [
        'limit.test@example.com',
        'Limit.Test@Example.com',
        'limit.test+events@example.com',
        'LIMIT.TEST+again@example.com',
        'limit.test@example.com',
      ]
      const before = await countRows(app.db, 'enquiries')
      for (const email of spellings) {
        expect((await send(validEnquiry({ email }))).status).toBe(200)
      }
      // Every enquiry is stored and reaches staff; only three acknowledgements are queued.
      expect(await countRows(app.db, 'enquiries')).toBe(before + spellings.length)
      let acknowledged = 0
      for (const email of new Set(spellings))
        acknowledged += await queuedAcknowledgements(app, email)
      expect(acknowledged).toBe(3)
      const staffCopies = await app.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'contact-enquiry')
        .where('reply_to_address', 'in', spellings)
        .execute()
      expect(staffCopies).toHaveLength(spellings.length)
      // The address itself is not kept for the limit, only a hash of it.
      const counts = await app.db.selectFrom('acknowledgement_counts').selectAll().execute()
      expect(JSON.stringify(counts)).not.toContain('limit.test')
    })

    it('keeps the count across a restart, and starts again the next UK day', async () => {
      await app.close()
      app = await startTestApp({
        database,
        env: { SMTP_URL: smtp.url, STAFF_EMAIL: staffEmail },
        now: () => clock,
      })
      const before = await queuedAcknowledgements(app, 'limit.test@example.com')
      expect((await send(validEnquiry({ email: 'limit.test@example.com' }))).status).toBe(200)
      expect(await queuedAcknowledgements(app, 'limit.test@example.com')).toBe(before)

      // 00:30 BST the next day is 23:30 UTC: already another day in the UK.
      clock = new Date('2025-04-01T23:30:00Z')
      expect((await send(validEnquiry({ email: 'limit.test@example.com' }))).status).toBe(200)
      expect(await queuedAcknowledgements(app, 'limit.test@example.com')).toBe(before + 1)
      await app.sender.idle()
      await smtp.waitForMessage(
        (m) =>
          m.envelope.to.includes('limit.test@example.com') &&
          m.subject.startsWith('We have received your message'),
      )
      clock = beforeTheEvents
    })

    it('lets no fourth acknowledgement through when requests arrive at once', async () => {
      const address = 'burst@example.com'
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => send(validEnquiry({ email: address }))),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
      expect(await queuedAcknowledgements(app, address)).toBe(3)
      await app.sender.idle()
      await expect.poll(() => acknowledgementsTo(smtp, address).length, { timeout: 10_000 }).toBe(3)
    })

    it('refuses a registration for an event that has taken place, with 400 naming the event', async () => {
      clock = new Date('2025-04-15T16:00:00Z') // 17:00 BST: the Startup Meet has just ended
      const before = await countRows(app.db, 'enquiries')
      const response = await send(
        validEnquiry({ source: 'event-registration', event: startupMeet.slug }),
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        ok: false,
        error: apiErrors.invalid,
        fields: { event: [eventPageText.registrationClosed] },
      })
      expect(await countRows(app.db, 'enquiries')).toBe(before)

      // A later event is still open.
      const open = await send(validEnquiry({ source: 'event-registration', event: events[1].slug }))
      expect(open.status).toBe(200)
      clock = beforeTheEvents
    })
  })
}
