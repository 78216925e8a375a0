import {
  apiErrors,
  apiPaths,
  events,
  inboxApiPaths,
  inboxConflictAnswerSchema,
  inboxDetailAnswerSchema,
  type InboxDetail,
  type InboxMessage,
  inboxLimits,
  inboxMessages,
  noteAnswerSchema,
  resendAnswerSchema,
  staffMessages,
} from '@app/core'
import { recordIdInvalid } from '@app/server/src/http/inbox-record-api'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validEnquiry } from '../support/app'
import { backendTitle, databaseBackends } from '../support/database'
import {
  eventually,
  insertPaidEnrolment,
  startStaffTestApp,
  type StaffTestApp,
} from '../support/inbox-records'
import { StaffClient, type StaffMember } from '../support/staff'

let visitors = 0
/** A visitor of their own per test, so that rows and mail can be told apart. */
function visitor() {
  visitors += 1
  return {
    name: `Visitor ${visitors} Vance`,
    email: `visitor${visitors}-${Date.now()}@example.com`,
  }
}

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`an inbox record on ${backendTitle(backend)}`, () => {
    let staff: StaffTestApp
    let owner: StaffMember
    let colleague: StaffMember

    beforeAll(async () => {
      staff = await startStaffTestApp(backend.backend)
      owner = staff.owner
      colleague = await staff.colleague('cara.colleague@example.com')
    })

    afterAll(async () => {
      await staff?.close()
    })

    /** Sends the contact form as a visitor; answers the enquiry's id once both e-mails are sent. */
    async function sendEnquiry(person = visitor(), overrides: Record<string, unknown> = {}) {
      const answer = await staff.app.post(
        apiPaths.contactSend,
        validEnquiry({ ...person, ...overrides }),
      )
      expect(answer.status, await answer.clone().text()).toBe(200)
      const row = await staff.app.db
        .selectFrom('enquiries')
        .select('id')
        .where('email', '=', person.email)
        .executeTakeFirstOrThrow()
      return { id: `enquiry-${row.id}`, rowId: row.id, person }
    }

    const mailSettled = (rowId: number, table = 'enquiries') =>
      eventually('the e-mails to be sent or given up on', async () => {
        const rows = await staff.app.db
          .selectFrom('mail_outbox')
          .select(['sent_at', 'failed_at'])
          .where('related_table', '=', table)
          .where('related_id', '=', rowId)
          .execute()
        return rows.length > 0 && rows.every((row) => row.sent_at || row.failed_at)
      })

    async function open(member: StaffMember, id: string): Promise<InboxDetail> {
      const answer = await member.client.get(inboxApiPaths.item(id))
      expect(answer.status, await answer.clone().text()).toBe(200)
      return inboxDetailAnswerSchema.parse(await answer.json()).item as InboxDetail
    }

    const auditOf = (id: string) =>
      staff.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_id', '=', id)
        .orderBy('id')
        .execute()

    it('answers 401 to every endpoint when signed out, and changes nothing', async () => {
      const { id, rowId } = await sendEnquiry()
      const stranger = new StaffClient(staff.app.url)
      for (const answer of [
        await stranger.get(inboxApiPaths.item(id)),
        await stranger.post(inboxApiPaths.status(id), { status: 'done', version: 0 }),
        await stranger.post(inboxApiPaths.notes(id), { body: 'Hello' }),
        await stranger.post(inboxApiPaths.resend(id, 1), { key: 'a-key-of-one-click' }),
      ]) {
        expect(answer.status).toBe(401)
        expect(await answer.json()).toEqual({ ok: false, error: staffMessages.signInRequired })
      }
      const row = await staff.app.db
        .selectFrom('enquiries')
        .select(['seen_at', 'inbox_status', 'version'])
        .where('id', '=', rowId)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({ seen_at: null, inbox_status: 'new', version: 0 })
      expect(await auditOf(id)).toEqual([])
    })

    it('shows every stored field of an enquiry and its e-mails, and opening it marks it seen', async () => {
      const person = visitor()
      const { id, rowId } = await sendEnquiry(person, {
        message: 'Do you run the SAP BASIS course in the evenings?',
      })
      await mailSettled(rowId)
      const first = await open(owner, id)
      expect(first).toMatchObject({
        id,
        kind: 'enquiry',
        source: 'contact',
        name: person.name,
        email: person.email,
        phone: '+44 1632 960 123',
        message: 'Do you run the SAP BASIS course in the evenings?',
        summary: 'Do you run the SAP BASIS course in the evenings?',
        status: 'new',
        version: 0,
        staffMail: 'sent',
        payment: null,
        event: null,
        enrolment: null,
        address: '127.0.0.1',
        notes: [],
        history: [],
      })
      expect(first.browser).toBeTypeOf('string')
      // The first opening is the one that marks it seen: the answer already says so.
      expect(first.unread).toBe(false)
      expect(first.messages.map((m) => [m.kind, m.to, m.state])).toEqual([
        ['contact-enquiry', 'office@staff.test', 'sent'],
        ['enquiry-acknowledgement', person.email, 'sent'],
      ])
      for (const message of first.messages) {
        expect(message.sentAt).not.toBeNull()
        expect(message.attempts).toBe(1)
        expect(message.canResend).toBe(false)
        expect(message.lastError).toBeNull()
      }
      const row = await staff.app.db
        .selectFrom('enquiries')
        .select('seen_at')
        .where('id', '=', rowId)
        .executeTakeFirstOrThrow()
      expect(row.seen_at).toBeInstanceOf(Date)
      // Opened again, by someone else: still seen, the first time kept.
      await open(colleague, id)
      const again = await staff.app.db
        .selectFrom('enquiries')
        .select('seen_at')
        .where('id', '=', rowId)
        .executeTakeFirstOrThrow()
      expect(again.seen_at).toEqual(row.seen_at)
    })

    it('shows an enrolment with its courses, amounts and Stripe ids', async () => {
      const person = visitor()
      const { id: rowId, paymentIntent } = await insertPaidEnrolment(staff.app.db, person)
      const detail = await open(owner, `enrolment-${rowId}`)
      expect(detail).toMatchObject({
        id: `enrolment-${rowId}`,
        kind: 'enrolment',
        source: 'enrolment',
        name: person.name,
        email: person.email,
        summary: 'SAP BASIS (3 months) · £1,200.00',
        payment: 'paid',
        staffMail: 'none',
        address: '198.51.100.7',
        browser: 'Test browser',
        enrolment: {
          number: `ENR-${String(rowId).padStart(6, '0')}`,
          courses: [
            { slug: 'sap-basis', title: 'SAP BASIS', duration: '3 months', pricePence: 120_000 },
          ],
          listTotalPence: 120_000,
          customAmountPence: null,
          amountPence: 120_000,
          amountPaidPence: 120_000,
          refundedPence: 0,
          currency: 'gbp',
          stripePaymentIntent: paymentIntent,
          refundedAt: null,
          problem: null,
          test: false,
        },
      })
      expect(detail.enrolment?.stripeSessionId).toMatch(/^cs_test_/)
      expect(detail.enrolment?.paidAt).not.toBeNull()
      // Its status moves on a version of its own, like an enquiry's.
      const changed = await owner.client.post(inboxApiPaths.status(`enrolment-${rowId}`), {
        status: 'done',
        version: 0,
      })
      expect(changed.status).toBe(200)
      expect(inboxDetailAnswerSchema.parse(await changed.json()).item).toMatchObject({
        status: 'done',
        version: 1,
        payment: 'paid',
        history: [{ actor: owner.email, from: 'new', to: 'done' }],
      })
    })

    it('shows an event registration with its event', async () => {
      const person = visitor()
      const event = events[0]
      const { id: rowId } = await staff.app.db
        .insertInto('enquiries')
        .values({
          kind: 'event-registration',
          event_slug: event.slug,
          name: person.name,
          email: person.email,
          contact: '+44 1632 960 555',
          message: '',
          ip: null,
          user_agent: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const detail = await open(owner, `enquiry-${rowId}`)
      expect(detail).toMatchObject({
        kind: 'registration',
        source: 'event-registration',
        summary: event.title,
        event: { slug: event.slug, title: event.title },
        phone: '+44 1632 960 555',
        address: null,
        browser: null,
        staffMail: 'none',
        messages: [],
      })
    })

    it('answers 400 naming the id for a malformed one, and 404 for a record that does not exist', async () => {
      for (const bad of [
        'enquiry-abc',
        'enquiry-0',
        'enquiry-01',
        'customer-1',
        'enquiry-1-1',
        'x',
      ]) {
        const answer = await owner.client.get(inboxApiPaths.item(bad))
        expect(answer.status, bad).toBe(400)
        expect(await answer.json()).toEqual({
          ok: false,
          error: apiErrors.invalid,
          fields: { id: [recordIdInvalid] },
        })
      }
      for (const missing of ['enquiry-999999999', 'enrolment-999999999']) {
        for (const answer of [
          await owner.client.get(inboxApiPaths.item(missing)),
          await owner.client.post(inboxApiPaths.status(missing), { status: 'done', version: 0 }),
          await owner.client.post(inboxApiPaths.notes(missing), { body: 'A note' }),
        ]) {
          expect(answer.status, missing).toBe(404)
          expect(await answer.json()).toEqual({ ok: false, error: inboxMessages.notFound })
        }
      }
    })

    describe('status', () => {
      it('changes on the version shown, lists the change and audits it by id alone', async () => {
        const { id, person } = await sendEnquiry()
        const answer = await owner.client.post(inboxApiPaths.status(id), {
          status: 'in-progress',
          version: 0,
        })
        expect(answer.status, await answer.clone().text()).toBe(200)
        const changed = inboxDetailAnswerSchema.parse(await answer.json()).item
        expect(changed).toMatchObject({ status: 'in-progress', version: 1 })
        expect(changed.history).toMatchObject([
          { actor: owner.email, from: 'new', to: 'in-progress' },
        ])
        const done = await colleague.client.post(inboxApiPaths.status(id), {
          status: 'done',
          version: 1,
        })
        expect(done.status).toBe(200)
        const detail = await open(owner, id)
        expect(detail).toMatchObject({ status: 'done', version: 2 })
        expect(detail.history).toMatchObject([
          { actor: owner.email, from: 'new', to: 'in-progress' },
          { actor: 'cara.colleague@example.com', from: 'in-progress', to: 'done' },
        ])
        const audit = await auditOf(id)
        expect(audit.map((entry) => [entry.action, entry.actor, entry.detail])).toEqual([
          ['status-changed', owner.email, 'new → in-progress'],
          ['status-changed', 'cara.colleague@example.com', 'in-progress → done'],
        ])
        const logged = JSON.stringify(audit)
        expect(logged).not.toContain(person.email)
        expect(logged).not.toContain(person.name)
      })

      it('of two changes made on the same version, takes one and shows the other the record as it is now', async () => {
        const { id, rowId } = await sendEnquiry()
        const [first, second] = await Promise.all([
          owner.client.post(inboxApiPaths.status(id), { status: 'done', version: 0 }),
          colleague.client.post(inboxApiPaths.status(id), { status: 'spam', version: 0 }),
        ])
        const answers = [first, second]
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
        const winner = answers.find((answer) => answer.status === 200)!
        const loser = answers.find((answer) => answer.status === 409)!
        const won = inboxDetailAnswerSchema.parse(await winner.json()).item
        const conflict = inboxConflictAnswerSchema.parse(await loser.json())
        expect(conflict.error).toBe(inboxMessages.changedMeanwhile)
        expect(conflict.item).toMatchObject({ status: won.status, version: 1 })
        const row = await staff.app.db
          .selectFrom('enquiries')
          .select(['inbox_status', 'version'])
          .where('id', '=', rowId)
          .executeTakeFirstOrThrow()
        expect(row).toEqual({ inbox_status: won.status, version: 1 })
        expect((await auditOf(id)).filter((e) => e.action === 'status-changed')).toHaveLength(1)

        // A change made on the old copy later is refused too.
        const late = await owner.client.post(inboxApiPaths.status(id), {
          status: 'in-progress',
          version: 0,
        })
        expect(late.status).toBe(409)
      })

      it('refuses a bad body with 400 naming the field, and changes nothing', async () => {
        const { id, rowId } = await sendEnquiry()
        for (const [body, field] of [
          [{ status: 'urgent', version: 0 }, 'status'],
          [{ status: 'done' }, 'version'],
          [{ status: 'done', version: -1 }, 'version'],
          [{ status: 'done', version: 0.5 }, 'version'],
          [{ status: 'done', version: '0' }, 'version'],
          [{ version: 0 }, 'status'],
        ] as const) {
          const answer = await owner.client.post(inboxApiPaths.status(id), body)
          expect(answer.status, JSON.stringify(body)).toBe(400)
          const error = (await answer.json()) as { fields: Record<string, string[]> }
          expect(Object.keys(error.fields), JSON.stringify(body)).toContain(field)
        }
        const malformed = await owner.client.request(inboxApiPaths.status(id), {
          method: 'POST',
          body: undefined,
          headers: { 'content-type': 'application/json' },
        })
        expect(malformed.status).toBe(400)
        const row = await staff.app.db
          .selectFrom('enquiries')
          .select(['inbox_status', 'version'])
          .where('id', '=', rowId)
          .executeTakeFirstOrThrow()
        expect(row).toEqual({ inbox_status: 'new', version: 0 })
      })
    })

    describe('notes', () => {
      it('are kept with author and time, never mailed, and audited without their text', async () => {
        const { id, rowId } = await sendEnquiry()
        await mailSettled(rowId)
        const received = staff.smtp.messages.length
        const text = 'Called back on Tuesday; wants the evening class. Secret-word-42.'
        const answer = await colleague.client.post(inboxApiPaths.notes(id), { body: `  ${text}  ` })
        expect(answer.status, await answer.clone().text()).toBe(200)
        const { note } = noteAnswerSchema.parse(await answer.json())
        expect(note).toMatchObject({ author: 'cara.colleague', body: text })
        const detail = await open(owner, id)
        expect(detail.notes).toEqual([note])
        const audit = await auditOf(id)
        expect(audit.map((entry) => [entry.action, entry.actor])).toEqual([
          ['note-added', 'cara.colleague@example.com'],
        ])
        expect(JSON.stringify(audit)).not.toContain('Secret-word-42')
        const outbox = await staff.app.db.selectFrom('mail_outbox').select('text_body').execute()
        expect(outbox.some((mail) => mail.text_body.includes('Secret-word-42'))).toBe(false)
        await new Promise((resolve) => setTimeout(resolve, 300))
        expect(staff.smtp.messages.length).toBe(received)
      })

      it('refuses an empty or too long note with 400 naming the field', async () => {
        const { id } = await sendEnquiry()
        for (const [body, message] of [
          [{ body: '   ' }, inboxMessages.noteMissing],
          [{}, inboxMessages.noteMissing],
          [{ body: 'x'.repeat(inboxLimits.note + 1) }, inboxMessages.noteTooLong],
        ] as const) {
          const answer = await owner.client.post(inboxApiPaths.notes(id), body)
          expect(answer.status).toBe(400)
          expect(((await answer.json()) as { fields: { body: string[] } }).fields.body).toEqual([
            message,
          ])
        }
        expect((await open(owner, id)).notes).toEqual([])
      })
    })

    describe('sending an e-mail again', () => {
      it('queues one copy per key for a failed message, which is then delivered', async () => {
        staff.smtp.refuseRecipientsWith = { code: 550, message: 'No such mailbox here' }
        let id: string
        let rowId: number
        try {
          ;({ id, rowId } = await sendEnquiry())
          await mailSettled(rowId)
        } finally {
          staff.smtp.refuseRecipientsWith = undefined
        }
        const before = await open(owner, id)
        const failed = before.messages.find((m) => m.kind === 'contact-enquiry')!
        expect(failed).toMatchObject({ state: 'failed', canResend: true, sentAt: null })
        expect(failed.lastError).toContain('No such mailbox here')
        expect(failed.failedAt).not.toBeNull()
        expect(before.staffMail).toBe('failed')

        // A double click: two requests with the key at once, then a retry of the same click.
        const key = 'click-0001-abcdef'
        const answers = await Promise.all([
          owner.client.post(inboxApiPaths.resend(id, failed.id), { key }),
          owner.client.post(inboxApiPaths.resend(id, failed.id), { key }),
        ])
        answers.push(await owner.client.post(inboxApiPaths.resend(id, failed.id), { key }))
        const messages: InboxMessage[] = []
        for (const answer of answers) {
          expect(answer.status, await answer.clone().text()).toBe(200)
          messages.push(resendAnswerSchema.parse(await answer.json()).message)
        }
        expect(new Set(messages.map((m) => m.id)).size).toBe(1)
        expect(messages[0]).toMatchObject({
          kind: 'contact-enquiry',
          to: 'office@staff.test',
          resendOf: failed.id,
        })
        const copies = await staff.app.db
          .selectFrom('mail_outbox')
          .select(['id', 'resend_of', 'request_key', 'subject', 'text_body'])
          .where('resend_of', '=', failed.id)
          .execute()
        const original = await staff.app.db
          .selectFrom('mail_outbox')
          .select(['subject', 'text_body'])
          .where('id', '=', failed.id)
          .executeTakeFirstOrThrow()
        expect(copies).toEqual([
          { id: messages[0]!.id, resend_of: failed.id, request_key: key, ...original },
        ])
        const resent = (await auditOf(id)).filter((entry) => entry.action === 'mail-resent')
        expect(resent).toHaveLength(1)
        expect(resent[0]!.actor).toBe(owner.email)

        await staff.smtp.waitForMessage((mail) => mail.subject === original.subject)
        await mailSettled(rowId)
        const after = await open(owner, id)
        const copy = after.messages.find((m) => m.id === messages[0]!.id)!
        expect(copy).toMatchObject({ state: 'sent', resendOf: failed.id, canResend: false })
        expect(after.staffMail).toBe('sent')
        // The original was sent again: it is not offered a second time.
        expect(after.messages.find((m) => m.id === failed.id)?.canResend).toBe(false)
        const again = await owner.client.post(inboxApiPaths.resend(id, failed.id), {
          key: 'click-0002-abcdef',
        })
        expect(again.status).toBe(409)
      })

      it('offers a message queued for more than an hour as lost, and sends it again', async () => {
        const { id, rowId } = await sendEnquiry()
        await mailSettled(rowId)
        // A message that has waited two hours, its next attempt far off.
        const { id: lostId } = await staff.app.db
          .insertInto('mail_outbox')
          .values({
            kind: 'contact-enquiry',
            to_address: 'office@staff.test',
            subject: `Lost message ${rowId}`,
            text_body: 'Lost in the queue.',
            related_table: 'enquiries',
            related_id: rowId,
            attempts: 3,
            created_at: new Date(Date.now() - 2 * 60 * 60_000),
            next_attempt_at: new Date(Date.now() + 24 * 60 * 60_000),
            last_error: 'Connection timed out',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const lost = (await open(owner, id)).messages.find((m) => m.id === lostId)!
        expect(lost).toMatchObject({
          state: 'queued',
          attempts: 3,
          canResend: true,
          lastError: null,
        })
        const answer = await owner.client.post(inboxApiPaths.resend(id, lostId), {
          key: 'click-lost-00001',
        })
        expect(answer.status).toBe(200)
        const { message } = resendAnswerSchema.parse(await answer.json())
        expect(message).toMatchObject({ resendOf: lostId, attempts: 0 })
        await staff.smtp.waitForMessage((mail) => mail.subject === `Lost message ${rowId}`)
      })

      it('refuses a message that was sent, one of another record, and a missing key', async () => {
        const { id, rowId } = await sendEnquiry()
        const other = await sendEnquiry()
        await mailSettled(rowId)
        const sent = (await open(owner, id)).messages[0]!
        const refused = await owner.client.post(inboxApiPaths.resend(id, sent.id), {
          key: 'click-sent-0001',
        })
        expect(refused.status).toBe(409)
        expect(await refused.json()).toEqual({ ok: false, error: inboxMessages.cannotResend })
        const elsewhere = await owner.client.post(inboxApiPaths.resend(other.id, sent.id), {
          key: 'click-else-0001',
        })
        expect(elsewhere.status).toBe(404)
        expect(await elsewhere.json()).toEqual({ ok: false, error: inboxMessages.messageNotFound })
        for (const body of [{}, { key: 'short' }, { key: 42 }]) {
          const answer = await owner.client.post(inboxApiPaths.resend(id, sent.id), body)
          expect(answer.status, JSON.stringify(body)).toBe(400)
          expect(((await answer.json()) as { fields: { key: string[] } }).fields.key).toEqual([
            inboxMessages.resendKeyMissing,
          ])
        }
        const notANumber = await owner.client.post(`${inboxApiPaths.item(id)}/messages/x/resend`, {
          key: 'click-nan-00001',
        })
        expect(notANumber.status).toBe(404)
        expect((await auditOf(id)).filter((e) => e.action === 'mail-resent')).toEqual([])
      })
    })

    it('answers hostile ids and bodies, signed in, with JSON and never a 5xx', async () => {
      const { id } = await sendEnquiry()
      const hostile = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.constantFrom(-1, 2 ** 53, 1e300, '0', "' or 1=1 --", '\u0000', 'x'.repeat(6_000)),
        fc.array(fc.jsonValue(), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }),
      )
      const ids = fc.oneof(
        fc.constant(id),
        fc.stringMatching(/^(enquiry|enrolment)-\d{1,20}$/),
        fc.string({ minLength: 1, maxLength: 30 }),
      )
      const request = fc.oneof(
        ids.map((target) => ({ path: inboxApiPaths.item(target), body: undefined })),
        fc.tuple(ids, hostile, hostile).map(([target, status, version]) => ({
          path: inboxApiPaths.status(target),
          body: { status, version } as unknown,
        })),
        fc
          .tuple(ids, hostile)
          .map(([target, body]) => ({ path: inboxApiPaths.notes(target), body: { body } })),
        fc.tuple(ids, fc.integer({ min: 1, max: 2 ** 40 }), hostile).map(([target, n, key]) => ({
          path: inboxApiPaths.resend(target, n),
          body: { key },
        })),
        hostile.map((email) => ({ path: inboxApiPaths.privacyFind, body: { email } })),
        hostile.map((body) => ({ path: inboxApiPaths.privacyFind, body })),
      )
      await fc.assert(
        fc.asyncProperty(request, async ({ path, body }) => {
          const answer =
            body === undefined ? await owner.client.get(path) : await owner.client.post(path, body)
          expect(answer.status, path).toBeLessThan(500)
          expect(answer.headers.get('content-type'), path).toMatch(/^application\/json/)
          expect(((await answer.json()) as { ok: unknown }).ok, path).toBeTypeOf('boolean')
        }),
        { seed: 20_261_127, numRuns: 150 },
      )
    })
  })
}
