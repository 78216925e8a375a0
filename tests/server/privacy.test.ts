import { createHash } from 'node:crypto'
import {
  apiErrors,
  apiPaths,
  ERASED_TEXT,
  erasureAnswerSchema,
  events,
  inboxApiPaths,
  inboxMessages,
  privacyFindAnswerSchema,
  staffMessages,
} from '@app/core'
import type { AppDatabase } from '@app/server/src/db/database'
import { enqueueMail } from '@app/server/src/mail/queue'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validEnquiry } from '../support/app'
import { backendTitle, databaseBackends } from '../support/database'
import {
  eventually,
  insertPaidEnrolment,
  startStaffTestApp,
  type StaffTestApp,
} from '../support/inbox-records'
import { StaffClient } from '../support/staff'

let subjects = 0

/** The SHA-256 of an address's normalised form, as the audit log records it. */
const hashOf = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex')

/** Every row of the tables an erasure touches, to compare before and after. */
async function snapshot(db: AppDatabase) {
  return {
    enquiries: await db.selectFrom('enquiries').selectAll().orderBy('id').execute(),
    enrolments: await db.selectFrom('enrolments').selectAll().orderBy('id').execute(),
    lines: await db
      .selectFrom('enrolment_lines')
      .selectAll()
      .orderBy('enrolment_id')
      .orderBy('position')
      .execute(),
    mail: await db.selectFrom('mail_outbox').selectAll().orderBy('id').execute(),
    notes: await db.selectFrom('inbox_notes').selectAll().orderBy('id').execute(),
    acknowledgements: await db
      .selectFrom('acknowledgement_counts')
      .selectAll()
      .orderBy('address_hash')
      .orderBy('day')
      .execute(),
  }
}

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`privacy requests on ${backendTitle(backend)}`, () => {
    let staff: StaffTestApp
    let db: AppDatabase

    beforeAll(async () => {
      staff = await startStaffTestApp(backend.backend)
      db = staff.app.db
    })

    afterAll(async () => {
      await staff?.close()
    })

    const allMailSettled = () =>
      eventually('every e-mail to be sent', async () => {
        const pending = await db
          .selectFrom('mail_outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .execute()
        return pending.length === 0
      })

    /**
     * A person who wrote through the contact page, registered for an event and enrolled (with a
     * different spelling of their address each time), with notes on two records and an e-mail
     * to them about nothing on record.
     */
    async function subject() {
      subjects += 1
      const email = `pat.person${subjects}-${Date.now()}@example.com`
      const name = `Pat Person ${subjects} Smith`
      const contactAnswer = await staff.app.post(
        apiPaths.contactSend,
        validEnquiry({ name, email, message: `Please call me, says ${name}.` }),
      )
      expect(contactAnswer.status).toBe(200)
      const enquiry = await db
        .selectFrom('enquiries')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      const registration = await db
        .insertInto('enquiries')
        .values({
          kind: 'event-registration',
          event_slug: events[0].slug,
          name,
          email: email.toUpperCase(),
          contact: '+44 1632 960 999',
          message: 'See you there.',
          ip: '203.0.113.9',
          user_agent: 'Registration browser',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await enqueueMail(db, {
        kind: 'event-registration',
        to_address: 'office@staff.test',
        reply_to_address: email,
        reply_to_name: name,
        subject: `Event registration — ${name}`,
        text_body: `${name} registered.`,
        html_body: null,
        related_table: 'enquiries',
        related_id: registration.id,
      })
      const enrolment = await insertPaidEnrolment(db, {
        name,
        email: email.replace('pat', 'Pat'),
        message: `Enrolment message of ${name}`,
      })
      for (const [kind, to] of [
        ['enrolment-confirmation', email],
        ['enrolment-staff', 'office@staff.test'],
      ] as const) {
        await enqueueMail(db, {
          kind,
          to_address: to,
          reply_to_address: kind === 'enrolment-staff' ? email : null,
          reply_to_name: kind === 'enrolment-staff' ? name : null,
          subject: `Enrolment of ${name}`,
          text_body: `Dear ${name}, thank you.`,
          html_body: `<p>Dear ${name}</p>`,
          related_table: 'enrolments',
          related_id: enrolment.id,
        })
      }
      // A confirmation the mail server refused: never delivered.
      await db
        .insertInto('mail_outbox')
        .values({
          kind: 'enrolment-confirmation',
          to_address: email,
          subject: `Enrolment of ${name}, again`,
          text_body: `Dear ${name}, thank you.`,
          related_table: 'enrolments',
          related_id: enrolment.id,
          failed_at: new Date(),
          last_error: '550 No such mailbox',
        })
        .execute()
      await enqueueMail(db, {
        kind: 'other',
        to_address: email,
        reply_to_address: null,
        reply_to_name: null,
        subject: 'Something else',
        text_body: `Hello ${name}`,
        html_body: null,
        related_table: null,
        related_id: null,
      })
      for (const [id, body] of [
        [`enquiry-${enquiry.id}`, `Rang ${name} back.`],
        [`enrolment-${enrolment.id}`, `${name} asked for an invoice.`],
      ] as const) {
        const note = await staff.owner.client.post(inboxApiPaths.notes(id), { body })
        expect(note.status).toBe(200)
      }
      await allMailSettled()
      return {
        email,
        name,
        enquiryId: enquiry.id,
        registrationId: registration.id,
        enrolmentId: enrolment.id,
        paymentIntent: enrolment.paymentIntent,
      }
    }

    const post = (path: string, email: unknown) => staff.owner.client.post(path, { email })

    const auditEntries = (action: string) =>
      db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute()

    it('answers 401 when signed out and 400 naming the field for a bad address', async () => {
      const stranger = new StaffClient(staff.app.url)
      for (const path of [
        inboxApiPaths.privacyFind,
        inboxApiPaths.privacyExport,
        inboxApiPaths.privacyErase,
      ]) {
        const answer = await stranger.post(path, { email: 'someone@example.com' })
        expect(answer.status, path).toBe(401)
        expect(await answer.json()).toEqual({ ok: false, error: staffMessages.signInRequired })
        for (const bad of ['', 'not an address', 42, undefined]) {
          const refused = await post(path, bad)
          expect(refused.status, `${path} ${String(bad)}`).toBe(400)
          expect(await refused.json()).toEqual({
            ok: false,
            error: apiErrors.invalid,
            fields: { email: [inboxMessages.privacyEmailInvalid] },
          })
        }
      }
    })

    it('finds everything held about an address, whatever its case', async () => {
      const person = await subject()
      const other = await subject()
      const answer = await post(inboxApiPaths.privacyFind, person.email.toUpperCase())
      expect(answer.status, await answer.clone().text()).toBe(200)
      const { findings } = privacyFindAnswerSchema.parse(await answer.json())
      expect(findings).toMatchObject({
        enquiries: 1,
        registrations: 1,
        enrolments: 1,
        // Staff notification and acknowledgement; the registration's; the enrolment's three; the
        // other one.
        mail: 7,
        notes: 2,
        acknowledgementDays: 1,
        invoices: 0,
      })
      expect(findings.records.map((record) => [record.id, record.kind]).sort()).toEqual(
        [
          [`enquiry-${person.enquiryId}`, 'enquiry'],
          [`enquiry-${person.registrationId}`, 'registration'],
          [`enrolment-${person.enrolmentId}`, 'enrolment'],
        ].sort(),
      )
      expect(findings.records.find((r) => r.kind === 'registration')?.summary).toBe(events[0].title)
      expect(JSON.stringify(findings)).not.toContain(other.name)
      const nobody = await post(inboxApiPaths.privacyFind, 'nobody-at-all@example.com')
      expect((await nobody.json()).findings).toMatchObject({
        enquiries: 0,
        registrations: 0,
        enrolments: 0,
        mail: 0,
        notes: 0,
        acknowledgementDays: 0,
        records: [],
      })
    })

    it('exports all of it as one JSON file and audits it with a hash of the address', async () => {
      const person = await subject()
      const other = await subject()
      const answer = await post(inboxApiPaths.privacyExport, person.email)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
      expect(answer.headers.get('content-disposition')).toMatch(
        /^attachment; filename="privacy-export-\d{4}-\d{2}-\d{2}\.json"$/,
      )
      expect(answer.headers.get('cache-control')).toBe('no-store')
      const file = (await answer.json()) as Record<string, unknown[]> & { email: string }
      expect(file.email).toBe(person.email)
      expect(file.enquiries).toHaveLength(2)
      expect(file.enquiries).toContainEqual(
        expect.objectContaining({
          id: `enquiry-${person.enquiryId}`,
          form: 'contact',
          name: person.name,
          message: `Please call me, says ${person.name}.`,
          notes: [expect.objectContaining({ body: `Rang ${person.name} back.` })],
        }),
      )
      expect(file.enquiries).toContainEqual(
        expect.objectContaining({
          id: `enquiry-${person.registrationId}`,
          form: 'event-registration',
          event: events[0].slug,
          browser: 'Registration browser',
        }),
      )
      expect(file.enrolments).toEqual([
        expect.objectContaining({
          id: `enrolment-${person.enrolmentId}`,
          name: person.name,
          message: `Enrolment message of ${person.name}`,
          courses: [{ course: 'SAP BASIS', duration: '3 months', pricePence: 120_000 }],
          amountPaidPence: 120_000,
          stripePaymentIntent: person.paymentIntent,
          notes: [expect.objectContaining({ body: `${person.name} asked for an invoice.` })],
        }),
      ])
      expect(file.emails).toHaveLength(7)
      expect(file.emails).toContainEqual(
        expect.objectContaining({ kind: 'other', to: person.email, text: `Hello ${person.name}` }),
      )
      expect(file.acknowledgementDays).toEqual([
        { day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), sent: 1 },
      ])
      expect(JSON.stringify(file)).not.toContain(other.name)
      expect(JSON.stringify(file)).not.toContain(other.email)

      const [entry] = (await auditEntries('privacy-exported')).slice(-1)
      expect(entry).toMatchObject({ actor: staff.owner.email, target_id: hashOf(person.email) })
      const log = JSON.stringify(await db.selectFrom('audit_log').selectAll().execute())
      expect(log.toLowerCase()).not.toContain(person.email.toLowerCase())
    })

    it('erases: deletes enquiries and registrations with their mail and notes, and keeps enrolments without the person', async () => {
      const person = await subject()
      const other = await subject()
      const before = await snapshot(db)
      const enrolmentBefore = before.enrolments.find((row) => row.id === person.enrolmentId)!

      const answer = await post(inboxApiPaths.privacyErase, person.email.toUpperCase())
      expect(answer.status, await answer.clone().text()).toBe(200)
      expect(erasureAnswerSchema.parse(await answer.json()).erased).toEqual({
        enquiriesDeleted: 1,
        registrationsDeleted: 1,
        enrolmentsAnonymised: 1,
        // The enquiry's two, the registration's, the enrolment's undelivered one, and the one
        // about nothing on record.
        mailDeleted: 5,
        notesDeleted: 2,
        acknowledgementDaysDeleted: 1,
        invoiceDraftsDeleted: 0,
        invoicesAnonymised: 0,
        learnerAccountsDeleted: 0,
      })
      const after = await snapshot(db)

      // Row by row: the person's enquiries, notes, other mail and counters are gone.
      expect(
        after.enquiries.filter((row) => [person.enquiryId, person.registrationId].includes(row.id)),
      ).toEqual([])
      expect(
        after.notes.filter(
          (note) =>
            (note.record_table === 'enquiries' && note.record_id === person.enquiryId) ||
            (note.record_table === 'enrolments' && note.record_id === person.enrolmentId),
        ),
      ).toEqual([])
      expect(
        after.mail.filter(
          (job) =>
            (job.related_table === 'enquiries' &&
              [person.enquiryId, person.registrationId].includes(job.related_id ?? 0)) ||
            (job.kind === 'other' && job.to_address === person.email),
        ),
      ).toEqual([])
      const counted = (rows: typeof before.acknowledgements) =>
        rows.filter((row) => row.address_hash === hashOf(person.email))
      expect(counted(before.acknowledgements)).toHaveLength(1)
      expect(counted(after.acknowledgements)).toEqual([])
      expect(after.acknowledgements).toHaveLength(before.acknowledgements.length - 1)

      // The enrolment stays, without the person: amounts, dates, courses and Stripe's ids kept.
      const enrolment = after.enrolments.find((row) => row.id === person.enrolmentId)!
      expect(enrolment).toEqual({
        ...enrolmentBefore,
        name: ERASED_TEXT,
        email: ERASED_TEXT,
        contact: ERASED_TEXT,
        message: ERASED_TEXT,
        ip: null,
        user_agent: null,
        version: enrolmentBefore.version + 1,
        updated_at: enrolment.updated_at,
      })
      expect(after.lines).toEqual(before.lines)
      const enrolmentMail = after.mail.filter(
        (job) => job.related_table === 'enrolments' && job.related_id === person.enrolmentId,
      )
      expect(enrolmentMail).toHaveLength(2)
      for (const job of enrolmentMail) {
        expect(job).toMatchObject({
          reply_to_address: null,
          reply_to_name: null,
          subject: ERASED_TEXT,
          text_body: ERASED_TEXT,
          html_body: null,
        })
        expect(job.sent_at).toBeInstanceOf(Date)
        expect(job.to_address).toBe(
          job.kind === 'enrolment-confirmation' ? ERASED_TEXT : 'office@staff.test',
        )
      }
      expect(JSON.stringify(after).toLowerCase()).not.toContain(person.email.toLowerCase())
      expect(JSON.stringify(after)).not.toContain(person.name)

      // Nobody else's data changed.
      const othersOnly = <T>(rows: T[], keep: (row: T) => boolean) => rows.filter(keep)
      const isOther = (row: { email: string }) => row.email.toLowerCase() === other.email
      expect(othersOnly(after.enquiries, isOther)).toEqual(othersOnly(before.enquiries, isOther))
      expect(othersOnly(after.enrolments, isOther)).toEqual(othersOnly(before.enrolments, isOther))
      const otherMail = (job: { text_body: string }) => job.text_body.includes(other.name)
      expect(othersOnly(after.mail, otherMail)).toEqual(othersOnly(before.mail, otherMail))
      expect(othersOnly(after.mail, otherMail).length).toBeGreaterThan(0)

      // Found again: nothing left.
      const found = await post(inboxApiPaths.privacyFind, person.email)
      expect((await found.json()).findings).toMatchObject({
        enquiries: 0,
        registrations: 0,
        enrolments: 0,
        mail: 0,
        notes: 0,
        acknowledgementDays: 0,
      })
      // The erased enquiry is gone from the inbox too.
      const opened = await staff.owner.client.get(inboxApiPaths.item(`enquiry-${person.enquiryId}`))
      expect(opened.status).toBe(404)

      const [entry] = (await auditEntries('privacy-erased')).slice(-1)
      expect(entry).toMatchObject({ actor: staff.owner.email, target_id: hashOf(person.email) })
      expect(entry!.detail).toContain('1 enrolments anonymised')
      const log = JSON.stringify(await db.selectFrom('audit_log').selectAll().execute())
      expect(log.toLowerCase()).not.toContain(person.email.toLowerCase())
      expect(log).not.toContain(person.name)
    })

    it('erases in one transaction: a fault half-way leaves everything as it was', async () => {
      const person = await subject()
      const before = await snapshot(db)
      const audited = (await auditEntries('privacy-erased')).length
      // The enrolments are changed after the enquiries and mail are deleted: fail there.
      await sql`
        create function refuse_enrolment_change() returns trigger language plpgsql as $$
        begin
          raise exception 'injected fault';
        end
        $$`.execute(db)
      await sql`
        create trigger refuse_enrolment_change before update on enrolments
        for each row execute function refuse_enrolment_change()`.execute(db)
      try {
        const answer = await post(inboxApiPaths.privacyErase, person.email)
        expect(answer.status).toBe(500)
        expect(await answer.json()).toEqual({ ok: false, error: apiErrors.internal })
        expect(await snapshot(db)).toEqual(before)
        expect(await auditEntries('privacy-erased')).toHaveLength(audited)
      } finally {
        await sql`drop trigger refuse_enrolment_change on enrolments`.execute(db)
        await sql`drop function refuse_enrolment_change`.execute(db)
      }
      // Once the fault is gone, the same request does it all.
      const answer = await post(inboxApiPaths.privacyErase, person.email)
      expect(answer.status).toBe(200)
      expect((await answer.json()).erased).toMatchObject({
        enquiriesDeleted: 1,
        registrationsDeleted: 1,
        enrolmentsAnonymised: 1,
      })
    })
  })
}
