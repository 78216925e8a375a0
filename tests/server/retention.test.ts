import { findOrCreateLearner } from '@app/server/src/learners/accounts'
import { events, eventEndIso, retentionPeriods } from '@app/core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deleteExpiredRecords, lastExpiredFinancialYearEnd } from '@app/server/src/retention'
import { startTestApp, type TestApp } from '../support/app'
import { backendTitle, databaseBackends } from '../support/database'

/**
 * The daily retention sweep deletes what the privacy notice says we stop keeping, on the day it
 * says so, with the e-mails about it — and nothing a day younger.
 */
describe('the financial year whose enrolment records may go', () => {
  const years = retentionPeriods.enrolmentYearsAfterFinancialYear
  it('is the one that ended more than the retention years ago', () => {
    // With a year end of 31 March: on 24 November 2026 the year to 31 March 2020 has had its six
    // years; the year to 31 March 2021 has not.
    expect(retentionPeriods.financialYearEnd).toEqual({ month: 3, day: 31 })
    expect(lastExpiredFinancialYearEnd(new Date('2026-11-24T12:00:00Z')).toISOString()).toBe(
      `${2026 - years}-03-31T23:59:59.999Z`,
    )
    expect(lastExpiredFinancialYearEnd(new Date('2026-03-31T12:00:00Z')).toISOString()).toBe(
      `${2026 - years - 1}-03-31T23:59:59.999Z`,
    )
    expect(lastExpiredFinancialYearEnd(new Date('2026-04-01T00:00:00Z')).toISOString()).toBe(
      `${2026 - years}-03-31T23:59:59.999Z`,
    )
  })
})

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`the retention sweep on ${backendTitle(backend)}`, () => {
    let app: TestApp
    const now = new Date('2026-11-24T12:00:00Z')
    const monthsAgo = (months: number, days = 0) => {
      const then = new Date(now)
      then.setUTCMonth(then.getUTCMonth() - months)
      return new Date(then.getTime() - days * 86_400_000)
    }

    beforeAll(async () => {
      app = await startTestApp({ backend: backend.backend })
      await app.sender.stop()
    })
    afterAll(async () => {
      await app?.close()
    })
    beforeEach(async () => {
      await app.db.deleteFrom('mail_outbox').execute()
      await app.db.deleteFrom('enquiries').execute()
      await app.db.deleteFrom('stripe_events').execute()
      await app.db.deleteFrom('enrolments').execute()
    })

    async function enquiry(name: string, createdAt: Date, eventSlug: string | null = null) {
      const row = await app.db
        .insertInto('enquiries')
        .values({
          kind: eventSlug ? 'event-registration' : 'contact',
          event_slug: eventSlug,
          name,
          email: 'someone@example.com',
          contact: '+44 7700 900123',
          message: 'Hello',
          ip: '192.0.2.1',
          user_agent: 'Test',
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await mailAbout('enquiries', Number(row.id), createdAt)
      return Number(row.id)
    }

    async function mailAbout(table: string, id: number, createdAt: Date) {
      await app.db
        .insertInto('mail_outbox')
        .values({
          kind: 'test',
          to_address: 'staff@example.com',
          reply_to_address: null,
          reply_to_name: null,
          subject: `About ${table} ${id}`,
          text_body: 'Personal data',
          html_body: null,
          attachments: null,
          related_table: table,
          related_id: id,
          locked_until: null,
          claimed_by: null,
          sent_at: createdAt,
          failed_at: null,
          last_error: null,
          created_at: createdAt,
        })
        .execute()
    }

    async function enrolment(name: string, createdAt: Date) {
      const row = await app.db
        .insertInto('enrolments')
        .values({
          reference: `ref-${name}`,
          kind: 'enrolment',
          name,
          email: 'student@example.com',
          contact: '+44 7700 900123',
          message: '',
          course_text: 'SAP BASIS (3 months)',
          list_total_pence: 120_000,
          custom_amount_pence: null,
          amount_pence: 120_000,
          currency: 'gbp',
          stripe_session_id: `cs_test_${name}`,
          stripe_payment_intent: null,
          amount_paid_pence: 120_000,
          problem: null,
          ip: '192.0.2.1',
          user_agent: 'Test',
          paid_at: createdAt,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await app.db
        .insertInto('stripe_events')
        .values({
          id: `evt_${name}`,
          type: 'checkout.session.completed',
          stripe_session_id: `cs_test_${name}`,
          outcome: 'paid',
        })
        .execute()
      await mailAbout('enrolments', Number(row.id), createdAt)
    }

    const remaining = async () => ({
      enquiries: (
        await app.db.selectFrom('enquiries').select('name').orderBy('name').execute()
      ).map((row) => row.name),
      enrolments: (
        await app.db.selectFrom('enrolments').select('name').orderBy('name').execute()
      ).map((row) => row.name),
      mails: (await app.db.selectFrom('mail_outbox').select('subject').execute()).length,
      stripeEvents: (await app.db.selectFrom('stripe_events').select('id').execute()).length,
    })

    it('deletes enquiries after their months, with their e-mails, and keeps a day younger', async () => {
      await enquiry('old', monthsAgo(retentionPeriods.enquiryMonths, 1))
      await enquiry('recent', monthsAgo(retentionPeriods.enquiryMonths, -1))

      const swept = await deleteExpiredRecords(app.db, now)
      expect(swept).toMatchObject({ enquiries: 1, registrations: 0, enrolments: 0, mails: 1 })
      expect(await remaining()).toMatchObject({ enquiries: ['recent'], mails: 1 })
    })

    it("deletes staff's notes with the record they are about", async () => {
      const old = await enquiry('old', monthsAgo(retentionPeriods.enquiryMonths, 1))
      const recent = await enquiry('recent', monthsAgo(retentionPeriods.enquiryMonths, -1))
      for (const id of [old, recent]) {
        await app.db
          .insertInto('inbox_notes')
          .values({ record_table: 'enquiries', record_id: id, author: 'Staff', body: `On ${id}` })
          .execute()
      }

      await deleteExpiredRecords(app.db, now)
      const notes = await app.db.selectFrom('inbox_notes').select('record_id').execute()
      expect(notes.map((note) => Number(note.record_id))).toEqual([recent])
    })

    it('deletes event registrations that long after their event, however recently they came', async () => {
      const [event] = events
      if (!event) throw new Error('The catalogue lists no event')
      const end = new Date(eventEndIso(event))
      const justAfter = new Date(end)
      justAfter.setUTCMonth(justAfter.getUTCMonth() + retentionPeriods.registrationMonthsAfterEvent)

      await enquiry('registered', new Date(end.getTime() - 30 * 86_400_000), event.slug)
      // The day before the period ends, the registration stays.
      expect(
        await deleteExpiredRecords(app.db, new Date(justAfter.getTime() - 86_400_000)),
      ).toMatchObject({ registrations: 0 })
      expect((await remaining()).enquiries).toEqual(['registered'])

      expect(
        await deleteExpiredRecords(app.db, new Date(justAfter.getTime() + 86_400_000)),
      ).toMatchObject({ enquiries: 0, registrations: 1, enrolments: 0, mails: 1 })
      expect(await remaining()).toMatchObject({ enquiries: [], mails: 0 })
    })

    it('counts the months from the date an event staff made has in the database', async () => {
      // An event no constant in the code knows: only the database has its date.
      await app.db.deleteFrom('events').where('slug', '=', 'retention-evening').execute()
      await app.db
        .insertInto('events')
        .values({
          slug: 'retention-evening',
          title: 'Retention Evening',
          description: 'An evening.',
          date: '2025-06-10',
          start_time: '18:00',
          end_time: '20:00',
          location: 'London',
          places: null,
          state: 'published',
          published_at: new Date('2025-05-01T09:00:00Z'),
          cancelled_at: null,
        })
        .execute()
      const end = new Date(eventEndIso({ date: '2025-06-10', endTime: '20:00' }))
      const afterPeriod = new Date(end)
      afterPeriod.setUTCMonth(
        afterPeriod.getUTCMonth() + retentionPeriods.registrationMonthsAfterEvent,
      )
      // Registered the day before the event: far younger than an enquiry's period when swept.
      await enquiry('staff-made', new Date(end.getTime() - 86_400_000), 'retention-evening')

      expect(
        await deleteExpiredRecords(app.db, new Date(afterPeriod.getTime() - 86_400_000)),
      ).toMatchObject({ enquiries: 0, registrations: 0 })
      expect((await remaining()).enquiries).toEqual(['staff-made'])
      expect(
        await deleteExpiredRecords(app.db, new Date(afterPeriod.getTime() + 86_400_000)),
      ).toMatchObject({ enquiries: 0, registrations: 1, mails: 1 })
      expect((await remaining()).enquiries).toEqual([])
    })

    it('deletes learner sessions past their expiry, left by browsers closed without signing out', async () => {
      const learner = await findOrCreateLearner(
        app.db,
        { email: `retention-${Date.now()}@example.com`, name: 'Retained learner' },
        now,
      )
      const session = (id: string, expiresAt: Date) => ({
        id,
        token: `${id}-token`,
        user_id: learner.id,
        expires_at: expiresAt,
      })
      await app.db
        .insertInto('learner_sessions')
        .values([
          session('expired', new Date(now.getTime() - 60_000)),
          session('live', new Date(now.getTime() + 60_000)),
        ])
        .execute()
      expect(await deleteExpiredRecords(app.db, now)).toMatchObject({ sessions: 1 })
      expect(await app.db.selectFrom('learner_sessions').select('id').execute()).toEqual([
        { id: 'live' },
      ])
    })

    it('treats a registration for an event no longer listed as an enquiry', async () => {
      await enquiry('unlisted-old', monthsAgo(retentionPeriods.enquiryMonths, 1), 'gone-event')
      await enquiry('unlisted-new', monthsAgo(1), 'gone-event')
      expect(await deleteExpiredRecords(app.db, now)).toMatchObject({ enquiries: 1 })
      expect((await remaining()).enquiries).toEqual(['unlisted-new'])
    })

    it('deletes enrolments, their payment events and e-mails only after the years that follow their financial year', async () => {
      const yearEnd = lastExpiredFinancialYearEnd(now)
      await enrolment('expired', new Date(yearEnd.getTime() - 60_000))
      await enrolment('kept', new Date(yearEnd.getTime() + 60_000))

      expect(await deleteExpiredRecords(app.db, now)).toMatchObject({
        enquiries: 0,
        registrations: 0,
        enrolments: 1,
        mails: 1,
      })
      expect(await remaining()).toEqual({
        enquiries: [],
        enrolments: ['kept'],
        mails: 1,
        stripeEvents: 1,
      })
    })
  })
}
