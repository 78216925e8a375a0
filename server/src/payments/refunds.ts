import { sql, type Transaction } from 'kysely'
import { z } from 'zod'
import type { AppDatabase } from '../db/database'
import type { Database } from '../db/schema'
import { endEnrolmentAccess } from '../learners/access'
import type { Logger } from '../logger'

/**
 * Refunds made in Stripe's dashboard (docs/inbox.md#refunds), reported by signed webhooks:
 *
 * - `charge.refunded` carries the charge with `amount_refunded`, Stripe's own total of what has
 *   been refunded of it so far (and, in older API versions, the refunds themselves);
 * - `charge.refund.updated` carries one refund, e.g. one that failed or was cancelled after it
 *   was counted.
 *
 * Each event is acted on once: its id is recorded in stripe_events in the same transaction as
 * the change, as for Checkout Sessions, so a redelivery changes nothing and an event whose
 * handling failed is handled again when Stripe retries it. Every refund Stripe names is kept in
 * stripe_refunds by its id with its latest amount and status.
 */

/** The parts of a refund that are kept. */
const refundSchema = z.object({
  id: z.string().min(1).max(255),
  amount: z.number().int().nonnegative(),
  status: z.string().max(50).nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
})

/** The parts of a charge that refunds read. */
export const chargeRefundedEventSchema = z.object({
  id: z.string().min(1).max(255),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
      amount_refunded: z.number().int().nonnegative(),
      refunds: z
        .object({ data: z.array(refundSchema) })
        .nullish()
        .catch(null),
    }),
  }),
})

export const refundUpdatedEventSchema = z.object({
  id: z.string().min(1).max(255),
  created: z.number().int(),
  data: z.object({ object: refundSchema }),
})

/** What handling a refund event came to. */
export type RefundOutcome =
  /** The enrolment's refunded amount now says what Stripe says. */
  | 'refund-recorded'
  /** Handled before (a redelivery): nothing changed. */
  | 'duplicate-event'
  /** No enrolment has this payment: nothing changed, logged for a person to look at. */
  | 'unknown-payment'
  /** Older than what was already recorded: nothing changed. */
  | 'stale-event'

/** Refund statuses that no longer take money back. */
const undone = new Set(['failed', 'canceled'])

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

type ChargeRefundedEvent = z.infer<typeof chargeRefundedEventSchema>
type RefundUpdatedEvent = z.infer<typeof refundUpdatedEventSchema>

/**
 * Applies a refund event to the enrolment paid by its payment intent, exactly once per event.
 */
export async function recordRefundEvent(
  deps: { db: AppDatabase; logger: Logger },
  event:
    | { type: 'charge.refunded'; data: ChargeRefundedEvent }
    | { type: 'charge.refund.updated'; data: RefundUpdatedEvent },
): Promise<RefundOutcome> {
  const eventId = event.data.id
  const paymentIntent = idOf(event.data.data.object.payment_intent)
  const { outcome, enrolmentId } = await deps.db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('stripe_events')
      .values({ id: eventId, type: event.type, stripe_session_id: null, outcome: 'handling' })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!fresh) return { outcome: 'duplicate-event' as const, enrolmentId: undefined }
    const applied = await apply(trx, event, paymentIntent)
    await trx
      .updateTable('stripe_events')
      .set({ outcome: applied.outcome })
      .where('id', '=', eventId)
      .execute()
    return applied
  })
  const fields = { event: eventId, type: event.type, paymentIntent, enrolment: enrolmentId }
  if (outcome === 'unknown-payment') {
    deps.logger.error('Refund for a payment the site does not know: nothing changed', fields)
  } else if (outcome === 'refund-recorded') {
    deps.logger.info('Refund recorded', fields)
  }
  return outcome
}

async function apply(
  trx: Transaction<Database>,
  event:
    | { type: 'charge.refunded'; data: ChargeRefundedEvent }
    | { type: 'charge.refund.updated'; data: RefundUpdatedEvent },
  paymentIntent: string | null,
): Promise<{ outcome: RefundOutcome; enrolmentId?: number }> {
  const enrolment =
    paymentIntent === null
      ? undefined
      : await trx
          .selectFrom('enrolments')
          .select(['id', 'refunded_pence', 'refunded_at', 'amount_paid_pence'])
          .where('stripe_payment_intent', '=', paymentIntent)
          .orderBy('id')
          .forUpdate()
          .executeTakeFirst()
  if (!enrolment) return { outcome: 'unknown-payment' }
  const enrolmentId = enrolment.id
  const at = new Date(event.data.created * 1000)

  const keep = async (refund: z.infer<typeof refundSchema>) => {
    const before = await trx
      .selectFrom('stripe_refunds')
      .select(['status'])
      .where('id', '=', refund.id)
      .executeTakeFirst()
    const status = refund.status ?? 'succeeded'
    await trx
      .insertInto('stripe_refunds')
      .values({ id: refund.id, enrolment_id: enrolmentId, amount_pence: refund.amount, status })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet({ amount_pence: refund.amount, status, updated_at: sql`now()` }),
      )
      .execute()
    return before?.status
  }

  if (event.type === 'charge.refunded') {
    const charge = event.data.data.object
    for (const refund of charge.refunds?.data ?? []) await keep(refund)
    // An older total arriving after a newer one (Stripe does not promise order) changes nothing.
    if (enrolment.refunded_at && enrolment.refunded_at > at) {
      return { outcome: 'stale-event', enrolmentId }
    }
    await trx
      .updateTable('enrolments')
      .set({ refunded_pence: charge.amount_refunded, refunded_at: at, updated_at: sql`now()` })
      .where('id', '=', enrolmentId)
      .execute()
    // A full refund ends the learners' access this enrolment gave (docs/learners.md#access); a
    // partial one changes nothing by itself.
    const paid = enrolment.amount_paid_pence
    if (paid !== null && paid > 0 && charge.amount_refunded >= paid) {
      await endEnrolmentAccess(trx, enrolmentId, new Date())
    }
    return { outcome: 'refund-recorded', enrolmentId }
  }

  // A refund that failed or was cancelled gives its amount back to the total it was counted in
  // (charge.refunded counted it when it was made); other updates leave the total as it is.
  const refund = event.data.data.object
  const before = await keep(refund)
  const nowUndone = undone.has(refund.status ?? '')
  const wasUndone = before !== undefined && undone.has(before)
  if (nowUndone && !wasUndone) {
    await trx
      .updateTable('enrolments')
      .set({
        refunded_pence: sql<number>`greatest(0, refunded_pence - ${refund.amount})`,
        refunded_at: at,
        updated_at: sql`now()`,
      })
      .where('id', '=', enrolmentId)
      .execute()
  }
  return { outcome: 'refund-recorded', enrolmentId }
}
