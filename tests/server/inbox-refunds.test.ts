import { randomBytes } from 'node:crypto'
import {
  apiErrors,
  inboxApiPaths,
  inboxDetailAnswerSchema,
  paymentErrors,
  paymentPaths,
} from '@app/core'
import { createPaymentGateway, type PaymentGateway } from '@app/server/src/payments/stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backendTitle, countRows, databaseBackends } from '../support/database'
import { insertPaidEnrolment, startStaffTestApp, type StaffTestApp } from '../support/inbox-records'
import { StripeStandIn } from '../support/stripe-stand-in'

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`

let people = 0
function person() {
  people += 1
  return { name: `Refunded ${people}`, email: `refunded${people}-${Date.now()}@example.com` }
}

/** An event as Stripe sends it to a webhook endpoint. */
function stripeEvent(type: string, object: Record<string, unknown>, created = Date.now() / 1000) {
  return {
    id: id('evt'),
    object: 'event',
    type,
    created: Math.floor(created),
    api_version: '2026-10-28.endive',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  }
}

/** `charge.refunded`: the charge, with Stripe's total refunded so far. */
function chargeRefunded(
  paymentIntent: string,
  amountRefunded: number,
  options: {
    refunds?: Array<{ id: string; amount: number; status: string }>
    created?: number
  } = {},
) {
  return stripeEvent(
    'charge.refunded',
    {
      id: id('ch'),
      object: 'charge',
      amount: 120_000,
      amount_captured: 120_000,
      amount_refunded: amountRefunded,
      currency: 'gbp',
      paid: true,
      payment_intent: paymentIntent,
      refunded: amountRefunded >= 120_000,
      status: 'succeeded',
      ...(options.refunds
        ? {
            refunds: {
              object: 'list',
              data: options.refunds.map((refund) => ({
                object: 'refund',
                currency: 'gbp',
                payment_intent: paymentIntent,
                ...refund,
              })),
              has_more: false,
            },
          }
        : {}),
    },
    options.created,
  )
}

/** `charge.refund.updated`: one refund, e.g. one that failed. */
function refundUpdated(
  paymentIntent: string,
  refund: { id: string; amount: number; status: string },
) {
  return stripeEvent('charge.refund.updated', {
    object: 'refund',
    charge: id('ch'),
    currency: 'gbp',
    payment_intent: paymentIntent,
    ...refund,
  })
}

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`refunds on ${backendTitle(backend)}`, () => {
    let standIn: StripeStandIn
    let staff: StaffTestApp
    let gateway: PaymentGateway

    beforeAll(async () => {
      standIn = await StripeStandIn.start()
      staff = await startStaffTestApp(backend.backend, standIn.env())
      gateway = (await createPaymentGateway(staff.app.config.stripe))!
    })

    afterAll(async () => {
      await staff?.close()
      await standIn?.stop()
    })

    /** Posts an event signed by the Stripe SDK with the webhook secret, as Stripe would. */
    async function deliver(event: object, secret = standIn.webhookSecret) {
      const payload = JSON.stringify(event, null, 2)
      const signature = gateway.stripe.webhooks.generateTestHeaderString({ payload, secret })
      const response = await fetch(`${staff.app.url}${paymentPaths.webhook}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      })
      return { status: response.status, body: (await response.json()) as unknown }
    }

    const enrolment = (rowId: number) =>
      staff.app.db
        .selectFrom('enrolments')
        .select(['status', 'refunded_pence', 'refunded_at', 'name', 'amount_paid_pence'])
        .where('id', '=', rowId)
        .executeTakeFirstOrThrow()

    const refundsOf = (rowId: number) =>
      staff.app.db
        .selectFrom('stripe_refunds')
        .select(['id', 'amount_pence', 'status'])
        .where('enrolment_id', '=', rowId)
        .orderBy('id')
        .execute()

    async function paymentShown(rowId: number) {
      const answer = await staff.owner.client.get(inboxApiPaths.item(`enrolment-${rowId}`))
      expect(answer.status).toBe(200)
      const { item } = inboxDetailAnswerSchema.parse(await answer.json())
      return { payment: item.payment, refundedPence: item.enrolment?.refundedPence }
    }

    it('marks a full refund: the enrolment shows refunded, with the amount', async () => {
      const { id: rowId, paymentIntent } = await insertPaidEnrolment(staff.app.db, person())
      const refund = { id: id('re'), amount: 120_000, status: 'succeeded' }
      const event = chargeRefunded(paymentIntent, 120_000, { refunds: [refund] })
      expect(await deliver(event)).toEqual({ status: 200, body: { ok: true } })
      const row = await enrolment(rowId)
      expect(row).toMatchObject({
        status: 'paid',
        refunded_pence: 120_000,
        amount_paid_pence: 120_000,
      })
      expect(row.refunded_at).toEqual(new Date(event.created * 1000))
      expect(await refundsOf(rowId)).toEqual([
        { id: refund.id, amount_pence: 120_000, status: 'succeeded' },
      ])
      expect(await paymentShown(rowId)).toEqual({ payment: 'refunded', refundedPence: 120_000 })
      const recorded = await staff.app.db
        .selectFrom('stripe_events')
        .select(['type', 'outcome'])
        .where('id', '=', event.id)
        .executeTakeFirstOrThrow()
      expect(recorded).toEqual({ type: 'charge.refunded', outcome: 'refund-recorded' })
    })

    it('marks a partial refund, adds a second one, and gives back a refund that failed', async () => {
      const { id: rowId, paymentIntent } = await insertPaidEnrolment(staff.app.db, person())
      const t = Date.now() / 1000
      // Without the refunds themselves, as current API versions send the charge.
      expect(
        (await deliver(chargeRefunded(paymentIntent, 30_000, { created: t - 20 }))).status,
      ).toBe(200)
      expect(await enrolment(rowId)).toMatchObject({ refunded_pence: 30_000 })
      expect(await paymentShown(rowId)).toEqual({
        payment: 'partly-refunded',
        refundedPence: 30_000,
      })

      const second = { id: id('re'), amount: 20_000, status: 'pending' }
      expect(
        (
          await deliver(
            chargeRefunded(paymentIntent, 50_000, { refunds: [second], created: t - 10 }),
          )
        ).status,
      ).toBe(200)
      expect(await enrolment(rowId)).toMatchObject({ refunded_pence: 50_000 })

      // The second refund fails at the bank: its amount no longer counts.
      expect(
        (await deliver(refundUpdated(paymentIntent, { ...second, status: 'failed' }))).status,
      ).toBe(200)
      expect(await enrolment(rowId)).toMatchObject({ refunded_pence: 30_000 })
      expect(await refundsOf(rowId)).toEqual([
        { id: second.id, amount_pence: 20_000, status: 'failed' },
      ])
      expect(await paymentShown(rowId)).toEqual({
        payment: 'partly-refunded',
        refundedPence: 30_000,
      })

      // A total older than what is recorded (Stripe does not promise order) changes nothing.
      expect(
        (await deliver(chargeRefunded(paymentIntent, 50_000, { created: t - 15 }))).status,
      ).toBe(200)
      expect(await enrolment(rowId)).toMatchObject({ refunded_pence: 30_000 })
    })

    it('acts on a redelivered event once, however often and however close together it comes', async () => {
      const { id: rowId, paymentIntent } = await insertPaidEnrolment(staff.app.db, person())
      const refund = { id: id('re'), amount: 40_000, status: 'succeeded' }
      const made = chargeRefunded(paymentIntent, 60_000, {
        refunds: [refund],
        created: Date.now() / 1000 - 5,
      })
      const failed = refundUpdated(paymentIntent, { ...refund, status: 'failed' })
      expect((await deliver(made)).status).toBe(200)
      expect((await deliver(made)).status).toBe(200)
      expect(await enrolment(rowId)).toMatchObject({ refunded_pence: 60_000 })

      const answers = await Promise.all([deliver(failed), deliver(failed), deliver(failed)])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
      expect((await deliver(failed)).status).toBe(200)
      // Given back once: 60,000 less 40,000.
      expect(await enrolment(rowId)).toMatchObject({ refunded_pence: 20_000 })
      const events = await staff.app.db
        .selectFrom('stripe_events')
        .select(['id', 'outcome'])
        .where('id', 'in', [made.id, failed.id])
        .orderBy('id')
        .execute()
      expect(events).toHaveLength(2)
      expect(events.every((event) => event.outcome === 'refund-recorded')).toBe(true)
      expect(await refundsOf(rowId)).toEqual([
        { id: refund.id, amount_pence: 40_000, status: 'failed' },
      ])
      expect(await paymentShown(rowId)).toEqual({
        payment: 'partly-refunded',
        refundedPence: 20_000,
      })

      // Then all of it is refunded: Stripe's total is what shows.
      expect(
        (await deliver(chargeRefunded(paymentIntent, 120_000, { created: Date.now() / 1000 + 1 })))
          .status,
      ).toBe(200)
      expect(await enrolment(rowId)).toMatchObject({ refunded_pence: 120_000 })
    })

    it('answers 200 to a refund of a payment the site does not know, logs it and changes nothing', async () => {
      const { id: rowId } = await insertPaidEnrolment(staff.app.db, person())
      const before = await enrolment(rowId)
      const refunds = await countRows(staff.app.db, 'stripe_refunds')
      const unknown = 'pi_not_ours_0001'
      const event = chargeRefunded(unknown, 5_000, {
        refunds: [{ id: id('re'), amount: 5_000, status: 'succeeded' }],
      })
      expect(await deliver(event)).toEqual({ status: 200, body: { ok: true } })
      expect(
        (await deliver(refundUpdated(unknown, { id: id('re'), amount: 5_000, status: 'failed' })))
          .status,
      ).toBe(200)
      expect(await enrolment(rowId)).toEqual(before)
      expect(await countRows(staff.app.db, 'stripe_refunds')).toBe(refunds)
      const logged = staff.app.logs.filter(
        (entry) => entry.level === 'error' && entry.fields?.event === event.id,
      )
      expect(logged).toHaveLength(1)
      expect(logged[0]!.message).toMatch(/does not know/)
      expect(logged[0]!.fields).toMatchObject({ paymentIntent: unknown })
    })

    it('refuses a refund event signed with another secret, or one it cannot read, and changes nothing', async () => {
      const { id: rowId, paymentIntent } = await insertPaidEnrolment(staff.app.db, person())
      const forged = await deliver(chargeRefunded(paymentIntent, 120_000), 'whsec_someone_else')
      expect(forged).toEqual({ status: 400, body: { ok: false, error: paymentErrors.signature } })
      const unreadable = chargeRefunded(paymentIntent, 120_000)
      ;(unreadable.data.object as Record<string, unknown>).amount_refunded = 'all of it'
      expect(await deliver(unreadable)).toEqual({
        status: 400,
        body: { ok: false, error: apiErrors.invalid },
      })
      const noRefund = refundUpdated(paymentIntent, { id: id('re'), amount: 1, status: 'failed' })
      ;(noRefund.data.object as Record<string, unknown>).amount = -5
      expect((await deliver(noRefund)).status).toBe(400)
      expect(await enrolment(rowId)).toMatchObject({ refunded_pence: 0, refunded_at: null })
    })
  })
}
