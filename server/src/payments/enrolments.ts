import { randomBytes } from 'node:crypto'
import { type EnrolmentQuote, type EnrolmentRequest, PAYMENT_CURRENCY } from '@app/core'
import { sql } from 'kysely'
import type { AppDatabase } from '../db/database'
import type { Enrolment, EnrolmentLine } from '../db/schema'
import type { RequestOrigin } from '../enquiries'

/** 128 random bits, URL-safe: the enrolment's name in its cancel link. */
export function newEnrolmentReference(): string {
  return randomBytes(16).toString('base64url')
}

/** What a reference looks like; anything else is not looked up. */
export const enrolmentReferencePattern = /^[A-Za-z0-9_-]{22}$/

/**
 * Stores an enrolment as 'pending' with its lines, its list total and the amount to charge, in
 * one transaction, before anyone is asked to pay (docs/product.md#enrolment-and-payment).
 */
export async function storePendingEnrolment(
  db: AppDatabase,
  request: EnrolmentRequest,
  quote: EnrolmentQuote,
  origin: RequestOrigin,
): Promise<{ id: number; reference: string }> {
  const reference = newEnrolmentReference()
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('enrolments')
      .values({
        reference,
        kind: request.kind,
        name: request.name,
        email: request.email,
        contact: request.contact,
        message: request.message,
        course_text: quote.courseText,
        list_total_pence: quote.listTotalPence,
        custom_amount_pence: quote.customAmountPence ?? null,
        amount_pence: quote.amountPence,
        currency: PAYMENT_CURRENCY,
        stripe_session_id: null,
        stripe_payment_intent: null,
        amount_paid_pence: null,
        problem: null,
        ip: origin.ip ?? null,
        user_agent: origin.userAgent?.slice(0, 500) ?? null,
        paid_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('enrolment_lines')
      .values(
        quote.lines.map((line, index) => ({
          enrolment_id: id,
          position: index + 1,
          course_slug: line.course.slug,
          course_title: line.course.title,
          duration_id: line.duration.id,
          duration_label: line.duration.label,
          price_pence: line.pricePence,
        })),
      )
      .execute()
    return { id, reference }
  })
}

/** Records the Checkout Session that charges a pending enrolment. */
export async function attachCheckoutSession(
  db: AppDatabase,
  id: number,
  sessionId: string,
): Promise<void> {
  await db
    .updateTable('enrolments')
    .set({ stripe_session_id: sessionId, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute()
}

/** A pending enrolment whose Checkout Session could not be created: kept, marked failed. */
export async function markEnrolmentFailed(
  db: AppDatabase,
  id: number,
  problem: string,
): Promise<void> {
  await db
    .updateTable('enrolments')
    .set({ status: 'failed', problem: problem.slice(0, 1000), updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute()
}

export async function findEnrolmentBySession(
  db: AppDatabase,
  sessionId: string,
): Promise<Enrolment | undefined> {
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('stripe_session_id', '=', sessionId)
    .executeTakeFirst()
}

/** How long the cancel link can fill the form again; a Checkout Session lasts at most a day. */
const restorableForHours = 24

/** An enrolment not yet paid, created within the last day, by its reference. */
export async function findRestorableEnrolment(
  db: AppDatabase,
  reference: string,
): Promise<Enrolment | undefined> {
  if (!enrolmentReferencePattern.test(reference)) return undefined
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('reference', '=', reference)
    .where('status', '<>', 'paid')
    .where(
      'created_at',
      '>',
      sql<Date>`now() - cast(${restorableForHours} as integer) * interval '1 hour'`,
    )
    .executeTakeFirst()
}

/** The lines of an enrolment, in order. */
export async function linesOf(
  db: Pick<AppDatabase, 'selectFrom'>,
  enrolmentId: number,
): Promise<EnrolmentLine[]> {
  return db
    .selectFrom('enrolment_lines')
    .selectAll()
    .where('enrolment_id', '=', enrolmentId)
    .orderBy('position')
    .execute()
}
