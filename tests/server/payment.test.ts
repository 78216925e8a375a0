import {
  type ApiError,
  apiErrors,
  durations,
  enrolmentMessages,
  type EnrolmentRequestInput,
  formatPence,
  paymentErrors,
  paymentPaths,
  pricedCourses,
  samplePaymentRequest,
} from '@app/core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, validEnrolment } from '../support/app'
import { backendTitle, countRows, databaseBackends } from '../support/database'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp'
import { signWebhookPayload, type StandInEvent, StripeStandIn } from '../support/stripe-stand-in'

const staffEmail = 'enrolments@staff.test'
// Plain http: the test talks to the app directly, with no TLS-terminating proxy in front.
const publicUrl = 'http://www.northlight.test'

let visitors = 0
/** A visitor of their own per test, so that mail and rows can be told apart. */
function visitor() {
  visitors += 1
  return {
    name: `Student ${visitors}`,
    email: `student${visitors}-${Date.now()}@example.com`,
    contact: '+44 7700 900123',
  }
}

/** A request for SAP BASIS (3 months) and Cybersecurity (1 month) from a visitor of its own. */
function enrolment(overrides: Partial<EnrolmentRequestInput> = {}): EnrolmentRequestInput {
  return validEnrolment({ ...visitor(), ...overrides })
}

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`card payments on ${backendTitle(backend)}`, () => {
    let smtp: TestSmtpServer
    let standIn: StripeStandIn
    let app: TestApp

    beforeAll(async () => {
      smtp = await startSmtpServer()
      standIn = await StripeStandIn.start()
      app = await startTestApp({
        backend: backend.backend,
        env: {
          SMTP_URL: smtp.url,
          STAFF_EMAIL: staffEmail,
          PUBLIC_URL: publicUrl,
          ...standIn.env(),
        },
      })
      standIn.webhookUrl = `${app.url}${paymentPaths.webhook}`
    })

    afterAll(async () => {
      await app?.close()
      await standIn?.stop()
      await smtp?.stop()
    })

    beforeEach(async () => {
      standIn.failWith = undefined
      standIn.deliverWebhooks = true
      await standIn.restart()
    })

    const checkout = (body: unknown, init?: RequestInit) =>
      app.post(paymentPaths.createCheckoutSession, body, init)

    async function startEnrolment(body: EnrolmentRequestInput) {
      const response = await checkout(body)
      expect(response.status, await response.clone().text()).toBe(200)
      return (await response.json()) as { ok: true; id: string; url: string }
    }

    const stored = (sessionId: string) =>
      app.db
        .selectFrom('enrolments')
        .selectAll()
        .where('stripe_session_id', '=', sessionId)
        .executeTakeFirstOrThrow()

    const mailsAbout = (enrolmentId: number) =>
      app.db
        .selectFrom('mail_outbox')
        .select(['kind', 'to_address', 'reply_to_address', 'subject'])
        .where('related_table', '=', 'enrolments')
        .where('related_id', '=', enrolmentId)
        .orderBy('id')
        .execute()

    /** Everything the SMTP server received for a visitor: their confirmation and the staff mail. */
    const receivedFor = (email: string) =>
      smtp.messages.filter((m) => m.to.includes(email) || m.replyTo.includes(email))

    async function expectRefused(request: () => Promise<Response>, status: number) {
      const enrolments = await countRows(app.db, 'enrolments')
      const sessions = standIn.sessionRequests.length
      const response = await request()
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const body = (await response.json()) as ApiError
      expect(body.ok).toBe(false)
      expect(await countRows(app.db, 'enrolments')).toBe(enrolments)
      expect(standIn.sessionRequests.length).toBe(sessions)
      return body
    }

    it('says payments are available', async () => {
      const response = await fetch(`${app.url}${paymentPaths.status}`)
      expect(await response.json()).toEqual({ ok: true, available: true })
      expect(response.headers.get('cache-control')).toBe('no-store')
    })

    it('stores the enrolment, then creates a Checkout Session with one line per course', async () => {
      const request = enrolment()
      const answer = await startEnrolment(request)
      expect(answer.id).toMatch(/^cs_test_/)
      expect(answer.url).toBe(`${standIn.url}/pay/${answer.id}`)

      const row = await stored(answer.id)
      expect(row).toMatchObject({
        kind: 'enrolment',
        status: 'pending',
        name: request.name,
        email: request.email,
        contact: request.contact,
        message: 'Weekend classes, please.',
        course_text: 'SAP BASIS (3 months), Cybersecurity (1 month)',
        list_total_pence: 260_000,
        custom_amount_pence: null,
        amount_pence: 260_000,
        currency: 'gbp',
        paid_at: null,
      })
      expect(row.reference).toMatch(/^[A-Za-z0-9_-]{22}$/)
      const lines = await app.db
        .selectFrom('enrolment_lines')
        .select(['position', 'course_slug', 'duration_id', 'price_pence'])
        .where('enrolment_id', '=', row.id)
        .orderBy('position')
        .execute()
      expect(lines).toEqual([
        { position: 1, course_slug: 'sap-basis', duration_id: '3-months', price_pence: 120_000 },
        { position: 2, course_slug: 'cybersecurity', duration_id: '1-month', price_pence: 140_000 },
      ])

      const sent = standIn.sessionRequests.at(-1)!
      expect(sent.idempotencyKey).toBe(`enrolment-checkout-${row.reference}`)
      expect(sent.params).toMatchObject({
        mode: 'payment',
        currency: 'gbp',
        customer_email: request.email,
        client_reference_id: String(row.id),
        metadata: { enrolment_id: String(row.id), kind: 'enrolment' },
        allowed_payment_method_types: ['card'],
        success_url: `${publicUrl}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}/more-info-form?cancelled=${row.reference}`,
      })
      expect(standIn.lineItems.get(answer.id)).toEqual([
        {
          name: 'SAP BASIS (3 months)',
          description: undefined,
          unitAmount: 120_000,
          quantity: 1,
          currency: 'gbp',
        },
        {
          name: 'Cybersecurity (1 month)',
          description: undefined,
          unitAmount: 140_000,
          quantity: 1,
          currency: 'gbp',
        },
      ])
      expect(standIn.sessions.get(answer.id)?.amount_total).toBe(260_000)
    })

    it('charges the catalogue price of every course at every duration', async () => {
      for (const duration of durations) {
        const courses = pricedCourses()
        const lines = courses.map((course) => ({ course: course.slug, duration: duration.id }))
        const total = courses.reduce(
          (sum, course) => sum + Math.round((course.basePricePence ?? 0) * duration.multiplier),
          0,
        )
        const answer = await startEnrolment(enrolment({ lines, amount: total }))
        const items = standIn.lineItems.get(answer.id) ?? []
        expect(items).toHaveLength(12)
        for (const [index, course] of courses.entries()) {
          expect(items[index]).toMatchObject({
            name: `${course.title} (${duration.label})`,
            unitAmount: Math.round((course.basePricePence ?? 0) * duration.multiplier),
          })
        }
        expect(standIn.sessions.get(answer.id)?.amount_total).toBe(total)
        expect((await stored(answer.id)).amount_pence).toBe(total)
      }
    })

    it.each([
      ['a lower amount', { amount: 100 }],
      ['a higher amount', { amount: 260_001 }],
      ['a fraction of a penny', { amount: 259_999.5 }],
      ['no amount', { amount: undefined }],
      ['the total of other durations', { amount: 60_000 + 100_000 }],
    ])('refuses %s with 400 naming amount, and asks Stripe for nothing', async (_what, change) => {
      const body = await expectRefused(() => checkout({ ...enrolment(), ...change }), 400)
      expect(body.error).toBe(apiErrors.invalid)
      expect(Object.keys(body.fields ?? {})).toEqual(['amount'])
      expect(body.fields?.amount).toContain(enrolmentMessages.amountMismatch)
    })

    it.each([
      ['no course', { lines: [], amount: 0 }, 'lines', enrolmentMessages.selection],
      [
        'a course not sold online',
        { lines: [{ course: 'data-science', duration: '3-months' }], amount: 100_000 },
        'lines',
        enrolmentMessages.unknownCourse,
      ],
      [
        'the same course twice',
        {
          lines: [
            { course: 'sap-basis', duration: '3-months' },
            { course: 'sap-basis', duration: '15-days' },
          ],
          amount: 180_000,
        },
        'lines',
        enrolmentMessages.duplicateCourse,
      ],
      ['a line break in the name', { name: 'Ada\nBcc: x@example.com' }, 'name', undefined],
    ] satisfies Array<[string, Partial<EnrolmentRequestInput>, string, string | undefined]>)(
      'refuses %s with 400 and stores nothing',
      async (_what, change, field, message) => {
        const body = await expectRefused(() => checkout(enrolment(change)), 400)
        expect(Object.keys(body.fields ?? {})).toEqual([field])
        if (message) expect(body.fields?.[field]).toContain(message)
      },
    )

    it.each([
      ['30p', 30],
      ['£100,000.00', 10_000_000],
    ])('charges a custom amount of %s as one "Custom payment" line', async (_what, pence) => {
      const answer = await startEnrolment(enrolment({ customAmountPence: pence, amount: pence }))
      expect(standIn.lineItems.get(answer.id)).toEqual([
        {
          name: 'Custom payment',
          description: 'SAP BASIS (3 months), Cybersecurity (1 month)',
          unitAmount: pence,
          quantity: 1,
          currency: 'gbp',
        },
      ])
      expect(await stored(answer.id)).toMatchObject({
        list_total_pence: 260_000,
        custom_amount_pence: pence,
        amount_pence: pence,
      })
    })

    it.each([
      ['0', 0],
      ['29p', 29],
      ['£100,000.01', 10_000_001],
      ['12.5p', 12.5],
    ])('refuses a custom amount of %s, naming it', async (_what, pence) => {
      const body = await expectRefused(
        () => checkout(enrolment({ customAmountPence: pence, amount: Math.trunc(pence) })),
        400,
      )
      expect(body.fields?.customAmountPence).toEqual([enrolmentMessages.customAmountRange])
    })

    it('refuses a custom amount the page did not show as the amount to pay', async () => {
      const body = await expectRefused(
        () => checkout(enrolment({ customAmountPence: 5000, amount: 260_000 })),
        400,
      )
      expect(Object.keys(body.fields ?? {})).toEqual(['amount'])
    })

    it('refuses bodies that are not JSON (415) or over 16 KB (413)', async () => {
      await expectRefused(
        () =>
          checkout('name=Ada', {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
        415,
      )
      await expectRefused(() => checkout(enrolment({ message: 'x'.repeat(17 * 1024) })), 413)
    })

    it('keeps the enrolment as failed and answers 502 when Stripe cannot be reached', async () => {
      await standIn.stop()
      const request = enrolment()
      const before = await countRows(app.db, 'enrolments')
      const response = await checkout(request)
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ ok: false, error: paymentErrors.provider })
      expect(await countRows(app.db, 'enrolments')).toBe(before + 1)
      const row = await app.db
        .selectFrom('enrolments')
        .selectAll()
        .where('email', '=', request.email)
        .executeTakeFirstOrThrow()
      expect(row.status).toBe('failed')
      expect(row.stripe_session_id).toBeNull()
      expect(row.amount_pence).toBe(260_000)
      expect(row.problem).toMatch(/Checkout Session not created/)
      expect(app.logs.some((entry) => entry.level === 'error')).toBe(true)
    })

    it('keeps the enrolment as failed and answers 502 when Stripe answers with an error', async () => {
      standIn.failWith = { status: 500, type: 'api_error', message: 'Something went wrong.' }
      const request = enrolment()
      const response = await checkout(request)
      expect(response.status).toBe(502)
      const row = await app.db
        .selectFrom('enrolments')
        .select(['status', 'problem'])
        .where('email', '=', request.email)
        .executeTakeFirstOrThrow()
      expect(row.status).toBe('failed')
      expect(row.problem).toBe(
        'Checkout Session not created: StripeAPIError · 500 · Something went wrong.',
      )
    })

    it('never offers a session whose total is not the enrolment amount: it is expired at once', async () => {
      standIn.nextSessionOverrides = { amount_total: 100 }
      const request = enrolment()
      const response = await checkout(request)
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ ok: false, error: paymentErrors.provider })
      const row = await app.db
        .selectFrom('enrolments')
        .selectAll()
        .where('email', '=', request.email)
        .executeTakeFirstOrThrow()
      expect(row.status).toBe('failed')
      expect(row.problem).toBe('Unusable Checkout Session: session total 100 is not 260000')
      expect(standIn.sessions.get(row.stripe_session_id ?? '')?.status).toBe('expired')
    })

    describe('the webhook', () => {
      const postWebhook = (body: string, signature?: string) =>
        fetch(`${app.url}${paymentPaths.webhook}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(signature === undefined ? {} : { 'stripe-signature': signature }),
          },
          body,
        })

      it('refuses an unsigned or wrongly signed event with 400, and nothing changes', async () => {
        const answer = await startEnrolment(enrolment())
        const event = await standIn.pay(answer.id, { deliver: false })
        const payload = JSON.stringify(event)
        const now = Math.floor(Date.now() / 1000)
        for (const signature of [
          undefined,
          '',
          'garbage',
          signWebhookPayload(payload, 'whsec_someone_else'),
          // Signed correctly, but too long ago to be anything but a replay.
          signWebhookPayload(payload, standIn.webhookSecret, now - 3600),
        ]) {
          const response = await postWebhook(payload, signature)
          expect(response.status, String(signature)).toBe(400)
          expect(await response.json()).toEqual({ ok: false, error: paymentErrors.signature })
        }
        // Signed, then altered on the way.
        const tampered = payload.replace('"paid"', '"unpaid"')
        expect(
          (await postWebhook(tampered, signWebhookPayload(payload, standIn.webhookSecret))).status,
        ).toBe(400)

        expect((await stored(answer.id)).status).toBe('pending')
        expect(
          await app.db
            .selectFrom('stripe_events')
            .select('id')
            .where('id', '=', event.id)
            .execute(),
        ).toEqual([])
        expect(await mailsAbout((await stored(answer.id)).id)).toEqual([])
      })

      it('refuses a correctly signed event it cannot read with 400, and nothing changes', async () => {
        const answer = await startEnrolment(enrolment())
        const event = await standIn.pay(answer.id, { deliver: false })
        for (const payload of [
          'null',
          '[]',
          JSON.stringify({ ...event, id: 42 }),
          JSON.stringify({ ...event, data: '' }),
          JSON.stringify({ ...event, data: { object: { ...event.data.object, id: ['x'] } } }),
        ]) {
          const response = await postWebhook(
            payload,
            signWebhookPayload(payload, standIn.webhookSecret),
          )
          expect(response.status, payload.slice(0, 60)).toBe(400)
          expect(await response.json()).toEqual({ ok: false, error: apiErrors.invalid })
        }
        expect((await stored(answer.id)).status).toBe('pending')
        expect(await mailsAbout((await stored(answer.id)).id)).toEqual([])
      })

      it('marks the enrolment paid once and sends its two e-mails (and the learner one invitation) once, however often the event comes and whenever the visitor returns', async () => {
        const request = enrolment()
        const answer = await startEnrolment(request)
        const sessionAnswer = () =>
          fetch(`${app.url}${paymentPaths.session}${answer.id}`).then(async (response) => {
            expect(response.status).toBe(200)
            return (await response.json()) as Record<string, unknown>
          })

        // Paid at Stripe; the visitor reaches the thank-you page before the webhook does.
        const event = await standIn.pay(answer.id, { deliver: false })
        const first = await sessionAnswer()
        expect(first).toMatchObject({ ok: true, status: 'paid', amountPaidPence: 260_000 })

        // Then the webhook arrives, twice, and the visitor reloads the page.
        expect(await standIn.deliver(event)).toBe(200)
        expect(await standIn.deliver(event)).toBe(200)
        await Promise.all([sessionAnswer(), standIn.deliver(event), sessionAnswer()])

        const row = await stored(answer.id)
        expect(row.status).toBe('paid')
        expect(row.amount_paid_pence).toBe(260_000)
        expect(row.paid_at).toBeInstanceOf(Date)
        expect(row.stripe_payment_intent).toMatch(/^pi_/)

        const queued = await mailsAbout(row.id)
        expect(queued).toEqual([
          expect.objectContaining({ kind: 'enrolment-confirmation', to_address: request.email }),
          expect.objectContaining({
            kind: 'enrolment-staff',
            to_address: staffEmail,
            reply_to_address: request.email,
          }),
        ])
        await smtp.waitForMessage((m) => m.to.includes(request.email))
        await smtp.waitForMessage((m) => m.replyTo.includes(request.email))
        await smtp.waitForMessage((m) => m.to.includes(request.email) && /password/.test(m.subject))
        await app.sender.idle()
        const received = receivedFor(request.email)
        // The confirmation, the staff notification, and — for SAP BASIS — one invitation to the
        // learners' area (docs/learners.md).
        expect(received).toHaveLength(3)
        expect(received.filter((m) => /choose your password/.test(m.subject))).toHaveLength(1)

        const confirmation = received.find((m) => m.to.includes(request.email))!
        expect(confirmation.subject).toMatch(/^Your enrolment is confirmed — ENR-\d{6}$/)
        // The thank-you page shows the number the e-mail asks the student to quote.
        expect(confirmation.subject).toContain(` — ${String(first.enrolmentNumber)}`)
        expect(first.enrolmentNumber).toBe(`ENR-${String(row.id).padStart(6, '0')}`)
        expect(confirmation.replyTo).toEqual([staffEmail])
        expect(confirmation.text).toContain(`Dear ${request.name},`)
        expect(confirmation.text).toContain('SAP BASIS: 3 months — £1,200.00')
        expect(confirmation.text).toContain('Cybersecurity: 1 month — £1,400.00')
        expect(confirmation.text).toContain('Amount paid: £2,600.00')
        expect(confirmation.text).toContain('What happens next')
        // What the student wrote is for staff only.
        expect(confirmation.text).not.toContain('Weekend classes')

        const staff = received.find((m) => m.to.includes(staffEmail))!
        expect(staff.subject).toBe(`Enrolment paid: SAP BASIS, Cybersecurity — ${request.name}`)
        expect(staff.replyTo).toEqual([request.email])
        expect(staff.text).toContain(`Phone: ${request.contact}`)
        expect(staff.text).toContain('Weekend classes, please.')
        expect(staff.text).toContain(`Stripe Checkout Session: ${answer.id}`)

        const events = await app.db
          .selectFrom('stripe_events')
          .select(['id', 'outcome'])
          .where('stripe_session_id', '=', answer.id)
          .execute()
        // The page settled it first; the one event was recorded once, finding it paid.
        expect(events).toEqual([{ id: event.id, outcome: 'already-settled' }])
      })

      it('marks the enrolment paid from the webhook alone, and the page then reports it', async () => {
        const answer = await startEnrolment(enrolment())
        await standIn.pay(answer.id)
        expect(standIn.deliveries.at(-1)?.status).toBe(200)
        const row = await stored(answer.id)
        expect(row.status).toBe('paid')
        expect(await mailsAbout(row.id)).toHaveLength(2)
        const page = await fetch(`${app.url}${paymentPaths.session}${answer.id}`)
        expect(await page.json()).toEqual({
          ok: true,
          status: 'paid',
          enrolmentNumber: `ENR-${String(row.id).padStart(6, '0')}`,
          kind: 'enrolment',
          lines: [
            {
              course: 'sap-basis',
              title: 'SAP BASIS',
              duration: '3-months',
              durationLabel: '3 months',
              pricePence: 120_000,
            },
            {
              course: 'cybersecurity',
              title: 'Cybersecurity',
              duration: '1-month',
              durationLabel: '1 month',
              pricePence: 140_000,
            },
          ],
          listTotalPence: 260_000,
          customAmountPence: null,
          amountPence: 260_000,
          amountPaidPence: 260_000,
        })
      })

      it('does not confirm a payment of another amount: acknowledged, logged, kept for staff', async () => {
        const answer = await startEnrolment(enrolment())
        const event = await standIn.pay(answer.id, { deliver: false, amountTotal: 100 })
        const logged = app.logs.length
        expect(await standIn.deliver(event)).toBe(200)
        const row = await stored(answer.id)
        expect(row.status).toBe('pending')
        expect(row.paid_at).toBeNull()
        expect(row.problem).toMatch(/Payment not confirmed: paid 100 gbp, expected 260000 gbp/)
        expect(await mailsAbout(row.id)).toEqual([])
        expect(app.logs.slice(logged)).toContainEqual(
          expect.objectContaining({
            level: 'error',
            message: 'Checkout Session not confirmed: amount-mismatch',
          }),
        )
        // The thank-you page, asking Stripe again, does not confirm it either.
        const page = await fetch(`${app.url}${paymentPaths.session}${answer.id}`)
        expect(await page.json()).toMatchObject({ status: 'pending', amountPaidPence: null })
        expect(await mailsAbout(row.id)).toEqual([])
      })

      it('acknowledges an event about a session it does not know, logs it and changes nothing', async () => {
        const foreign: StandInEvent = {
          ...(await standIn.pay((await startEnrolment(enrolment())).id, { deliver: false })),
          id: `evt_foreign_${Date.now()}`,
        }
        foreign.data.object = { ...foreign.data.object, id: 'cs_test_not_ours' }
        const logged = app.logs.length
        const paidBefore = await app.db
          .selectFrom('enrolments')
          .select('id')
          .where('status', '=', 'paid')
          .execute()
        expect(await standIn.deliver(foreign)).toBe(200)
        expect(app.logs.slice(logged)).toContainEqual(
          expect.objectContaining({
            level: 'error',
            message: 'Checkout Session not confirmed: unknown-session',
          }),
        )
        expect(
          await app.db.selectFrom('enrolments').select('id').where('status', '=', 'paid').execute(),
        ).toEqual(paidBefore)
      })

      it('marks an expired session expired, without e-mail', async () => {
        const answer = await startEnrolment(enrolment())
        await standIn.expire(answer.id)
        const row = await stored(answer.id)
        expect(row.status).toBe('expired')
        expect(await mailsAbout(row.id)).toEqual([])
        const page = await fetch(`${app.url}${paymentPaths.session}${answer.id}`)
        expect(await page.json()).toMatchObject({ status: 'expired', amountPaidPence: null })
      })

      it('acknowledges events it does not act on', async () => {
        const payload = JSON.stringify({
          id: 'evt_other',
          object: 'event',
          type: 'customer.created',
          data: { object: { id: 'cus_1', object: 'customer' } },
        })
        const response = await postWebhook(
          payload,
          signWebhookPayload(payload, standIn.webhookSecret),
        )
        expect(response.status).toBe(200)
      })
    })

    describe('the thank-you page and the cancel link', () => {
      it('answers 404 for a session it does not know, without asking Stripe', async () => {
        const asked = standIn.requests.length
        for (const id of ['cs_test_unknown', 'not-a-session', '..%2F..%2Fetc']) {
          const response = await fetch(`${app.url}${paymentPaths.session}${id}`)
          expect(response.status, id).toBe(404)
        }
        expect(standIn.requests.length).toBe(asked)
      })

      it('reports an unpaid session as pending, and 502 when Stripe cannot say', async () => {
        const answer = await startEnrolment(enrolment())
        const page = await fetch(`${app.url}${paymentPaths.session}${answer.id}`)
        expect(await page.json()).toMatchObject({ status: 'pending', amountPaidPence: null })
        await standIn.stop()
        const down = await fetch(`${app.url}${paymentPaths.session}${answer.id}`)
        expect(down.status).toBe(502)
      })

      it('gives back an unpaid enrolment by its reference, to fill the form again', async () => {
        const request = enrolment({
          lines: [{ course: 'vlsi-design', duration: '6-months' }],
          customAmountPence: 25_050,
          amount: 25_050,
        })
        const answer = await startEnrolment(request)
        const { reference } = await stored(answer.id)
        const response = await fetch(`${app.url}${paymentPaths.enrolment}${reference}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(await response.json()).toEqual({
          ok: true,
          status: 'pending',
          name: request.name,
          email: request.email,
          contact: request.contact,
          message: 'Weekend classes, please.',
          lines: [{ course: 'vlsi-design', duration: '6-months' }],
          customAmountPence: 25_050,
        })

        // Once paid, the reference gives nothing back.
        await standIn.pay(answer.id)
        expect((await fetch(`${app.url}${paymentPaths.enrolment}${reference}`)).status).toBe(404)
        for (const guess of ['x', 'A'.repeat(22), `${reference}x`]) {
          expect((await fetch(`${app.url}${paymentPaths.enrolment}${guess}`)).status).toBe(404)
        }
      })

      it('sends the payment test page back to itself, stored as a test', async () => {
        const answer = await startEnrolment(samplePaymentRequest)
        const row = await stored(answer.id)
        expect(row).toMatchObject({ kind: 'test', amount_pence: 30, list_total_pence: 60_000 })
        expect(standIn.sessionRequests.at(-1)?.params).toMatchObject({
          cancel_url: `${publicUrl}/payment?cancelled=${row.reference}`,
          metadata: { kind: 'test' },
        })
        await standIn.pay(answer.id)
        const staff = await smtp.waitForMessage(
          (m) =>
            m.subject.startsWith('[Test] Enrolment paid') && m.text?.includes(answer.id) === true,
        )
        expect(staff.text).toContain(`Amount paid: ${formatPence(30)}`)
      })
    })
  })
}

describe('card payments without Stripe keys', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp()
  })

  afterAll(async () => {
    await app?.close()
  })

  it('says so, and every payment endpoint answers 503 with a clear JSON error', async () => {
    const status = await fetch(`${app.url}${paymentPaths.status}`)
    expect(await status.json()).toEqual({ ok: true, available: false })
    for (const response of [
      await app.post(paymentPaths.createCheckoutSession, enrolment()),
      await app.post(paymentPaths.webhook, '{}', { headers: { 'stripe-signature': 't=1,v1=0' } }),
      await fetch(`${app.url}${paymentPaths.session}cs_test_anything`),
    ]) {
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ ok: false, error: paymentErrors.unavailable })
    }
    expect(await countRows(app.db, 'enrolments')).toBe(0)
  })
})

describe('the checkout rate limit', () => {
  let app: TestApp
  let standIn: StripeStandIn

  beforeAll(async () => {
    standIn = await StripeStandIn.start()
    app = await startTestApp({
      env: standIn.env(),
      checkoutRateLimits: [{ windowMs: 60_000, limit: 10 }],
    })
  })

  afterAll(async () => {
    await app?.close()
    await standIn?.stop()
  })

  it('allows ten checkouts a minute from one address, then answers 429', async () => {
    const statuses: number[] = []
    for (let n = 0; n < 11; n += 1) {
      statuses.push((await app.post(paymentPaths.createCheckoutSession, enrolment())).status)
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429])
    expect(standIn.sessionRequests).toHaveLength(10)
  })
})
