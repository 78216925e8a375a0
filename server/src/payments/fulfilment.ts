import { sql, type Transaction } from 'kysely'
import type Stripe from 'stripe'
import type { AppDatabase } from '../db/database'
import type { Database } from '../db/schema'
import type { Logger } from '../logger'
import { composeEnrolmentConfirmation, composeEnrolmentStaffMail } from '../mail/enrolment-mail'
import { enqueueMail } from '../mail/queue'
import { recordsReceived } from '../metrics'
import { grantFromEnrolment } from '../learners/fulfilment'
import { linesOf } from './enrolments'

/** What applying a Checkout Session to its enrolment came to. */
export type SettlementOutcome =
  /** Marked paid just now; the two e-mails are queued. */
  | 'paid'
  /** Marked expired just now. */
  | 'expired'
  /** Paid or expired before: nothing changed. */
  | 'already-settled'
  /** The event was handled before (a redelivery): nothing changed. */
  | 'duplicate-event'
  /** Stripe says complete but not paid (yet): nothing changed. */
  | 'not-paid'
  /** Still open at Stripe: nothing changed. */
  | 'open'
  /** No enrolment has this session: nothing changed. */
  | 'unknown-session'
  /** The amount or currency paid is not what was stored: not confirmed, kept for staff. */
  | 'amount-mismatch'

export interface SettlementDeps {
  db: AppDatabase
  logger: Logger
  staffEmail: string
  publicUrl: string
}

/** Outcomes that mean money and records disagree: logged at error level for staff to look at. */
const alarming = new Set<SettlementOutcome>(['unknown-session', 'amount-mismatch'])

/**
 * Brings an enrolment in line with its Checkout Session (docs/product.md#enrolment-and-payment).
 * The webhook calls it with the event, the thank-you page without one; both take this path, so
 * an enrolment becomes paid exactly once, whichever comes first and however often Stripe
 * delivers:
 *
 * - an event id already recorded changes nothing (the id is recorded in the same transaction,
 *   so an event whose handling failed is handled again when Stripe retries it);
 * - the enrolment is marked paid only from 'pending', by a conditional update that a concurrent
 *   caller cannot also win, and the two e-mails are queued in that transaction;
 * - only an amount and currency equal to what was stored is confirmed.
 */
export async function settleCheckoutSession(
  deps: SettlementDeps,
  session: Stripe.Checkout.Session,
  event?: { id: string; type: string },
): Promise<SettlementOutcome> {
  const { outcome, enrolmentId, detail } = await deps.db.transaction().execute(async (trx) => {
    if (event) {
      const fresh = await trx
        .insertInto('stripe_events')
        .values({
          id: event.id,
          type: event.type,
          stripe_session_id: session.id,
          outcome: 'handling',
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!fresh) return { outcome: 'duplicate-event' as const }
    }
    const settled = await settle(trx, session, deps)
    if (event) {
      await trx
        .updateTable('stripe_events')
        .set({ outcome: settled.outcome })
        .where('id', '=', event.id)
        .execute()
    }
    return settled
  })

  const fields = { session: session.id, enrolment: enrolmentId, event: event?.id, detail }
  recordsReceived.inc({ kind: 'enrolment', outcome })
  if (alarming.has(outcome)) {
    deps.logger.error(`Checkout Session not confirmed: ${outcome}`, fields)
  } else if (outcome === 'paid' || outcome === 'expired') {
    deps.logger.info(`Enrolment ${outcome}`, fields)
  }
  return outcome
}

async function settle(
  trx: Transaction<Database>,
  session: Stripe.Checkout.Session,
  deps: SettlementDeps,
): Promise<{ outcome: SettlementOutcome; enrolmentId?: number; detail?: string }> {
  const enrolment = await trx
    .selectFrom('enrolments')
    .selectAll()
    .where('stripe_session_id', '=', session.id)
    .forUpdate()
    .executeTakeFirst()
  if (!enrolment) return { outcome: 'unknown-session' }
  const enrolmentId = enrolment.id

  if (session.status === 'expired') {
    const expired = await trx
      .updateTable('enrolments')
      .set({ status: 'expired', updated_at: sql`now()` })
      .where('id', '=', enrolment.id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst()
    return { outcome: expired ? 'expired' : 'already-settled', enrolmentId }
  }
  if (session.status !== 'complete') return { outcome: 'open', enrolmentId }
  if (session.payment_status !== 'paid') return { outcome: 'not-paid', enrolmentId }

  const paid = session.amount_total
  const mismatch =
    paid !== enrolment.amount_pence
      ? `paid ${String(paid)} ${String(session.currency)}, expected ${enrolment.amount_pence} ${enrolment.currency}`
      : session.currency !== enrolment.currency
        ? `paid in ${String(session.currency)}, expected ${enrolment.currency}`
        : session.metadata?.enrolment_id !== undefined &&
            session.metadata.enrolment_id !== String(enrolment.id)
          ? `session metadata names enrolment ${session.metadata.enrolment_id}`
          : undefined
  if (mismatch !== undefined) {
    await trx
      .updateTable('enrolments')
      .set({ problem: `Payment not confirmed: ${mismatch}`, updated_at: sql`now()` })
      .where('id', '=', enrolment.id)
      .where('status', '=', 'pending')
      .execute()
    return { outcome: 'amount-mismatch', enrolmentId, detail: mismatch }
  }

  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null)
  const marked = await trx
    .updateTable('enrolments')
    .set({
      status: 'paid',
      paid_at: sql`now()`,
      updated_at: sql`now()`,
      amount_paid_pence: enrolment.amount_pence,
      stripe_payment_intent: paymentIntent,
    })
    .where('id', '=', enrolment.id)
    .where('status', '=', 'pending')
    .returning(['paid_at', 'stripe_payment_intent'])
    .executeTakeFirst()
  if (!marked) return { outcome: 'already-settled', enrolmentId }

  const lines = await linesOf(trx, enrolment.id)
  const payment = { amountPaidPence: enrolment.amount_pence, paidAt: marked.paid_at ?? new Date() }
  const paidEnrolment = { ...enrolment, stripe_payment_intent: marked.stripe_payment_intent }
  const mail = { staffEmail: deps.staffEmail, publicUrl: deps.publicUrl }
  // The learner's account and access are made in this transaction (docs/learners.md).
  const learner = await grantFromEnrolment(trx, enrolment, lines, payment.paidAt, mail)
  const videos = learner?.invitation ? 'invited' : learner?.extended ? 'extended' : undefined
  await enqueueMail(
    trx,
    composeEnrolmentConfirmation(paidEnrolment, lines, payment, { ...mail, videos }),
  )
  await enqueueMail(trx, composeEnrolmentStaffMail(paidEnrolment, lines, payment, mail))
  if (learner?.invitation) await enqueueMail(trx, learner.invitation)
  return { outcome: 'paid', enrolmentId }
}
