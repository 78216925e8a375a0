import {
  enrolmentNumber,
  type EnrolmentRow,
  INBOX_PAGE_SIZE,
  type InboxFilter,
  inboxItemId,
  type InboxStatus,
  type PaymentState,
} from '@app/core'
import { type Expression, type SqlBool, sql } from 'kysely'
import type { AppDatabase } from '../db/database'
import {
  checkKnownValues,
  decodeCursor,
  encodeCursor,
  hasCourse,
  paymentStateSql,
  type Position,
  positionOf,
  positionTimeSql,
  searchPattern,
  searchTextSql,
  ukDayBounds,
} from './list'

/**
 * The Enrolments room (docs/inbox.md): every enrolment with its courses, amount and payment,
 * newest first, payment tests included and marked; paged by keyset like the inbox.
 */

export type EnrolmentsFilter = Pick<
  InboxFilter,
  'status' | 'course' | 'payment' | 'from' | 'to' | 'q'
>

/** An enrolment with what the page and the CSV show. */
export interface EnrolmentRecord extends EnrolmentRow {
  at: string
  rowId: number
  phone: string
  status: InboxStatus
  courseLines: Array<{ title: string; duration: string; pricePence: number }>
}

/** Up to `limit` enrolments after `position`, newest first. */
export async function readEnrolmentRecords(
  db: AppDatabase,
  filter: EnrolmentsFilter,
  position: Position | undefined,
  limit: number,
): Promise<{ records: EnrolmentRecord[]; more: boolean }> {
  const { start, end } = ukDayBounds(filter)
  const found = await db
    .selectFrom('enrolments')
    .select([
      'id',
      'kind',
      'name',
      'email',
      'contact',
      'amount_pence',
      'amount_paid_pence',
      'refunded_pence',
      'currency',
      'stripe_payment_intent',
      'created_at',
      'paid_at',
      'inbox_status',
      positionTimeSql.as('at'),
      sql<PaymentState>`${paymentStateSql}`.as('payment'),
    ])
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = []
      if (filter.status !== undefined) conditions.push(eb('inbox_status', '=', filter.status))
      if (filter.course !== undefined) conditions.push(hasCourse(filter.course))
      if (filter.payment !== undefined) {
        conditions.push(sql<SqlBool>`${paymentStateSql} = ${filter.payment}`)
      }
      if (start) conditions.push(eb('created_at', '>=', start))
      if (end) conditions.push(eb('created_at', '<', end))
      if (filter.q !== undefined && filter.q !== '') {
        conditions.push(sql<SqlBool>`${searchTextSql} ilike ${searchPattern(filter.q)}`)
      }
      if (position) {
        conditions.push(
          sql<SqlBool>`(created_at, id) < (cast(${position.at} as timestamptz), ${position.id})`,
        )
      }
      return eb.and(conditions)
    })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute()
  const more = found.length > limit
  const page = found.slice(0, limit)
  const ids = page.map((row) => Number(row.id))
  const lines =
    ids.length === 0
      ? []
      : await db
          .selectFrom('enrolment_lines')
          .select(['enrolment_id', 'course_title', 'duration_label', 'price_pence'])
          .where('enrolment_id', 'in', ids)
          .orderBy('enrolment_id')
          .orderBy('position')
          .execute()
  const linesOf = new Map<number, EnrolmentRecord['courseLines']>()
  for (const line of lines) {
    const id = Number(line.enrolment_id)
    const list = linesOf.get(id) ?? []
    list.push({
      title: line.course_title,
      duration: line.duration_label,
      pricePence: line.price_pence,
    })
    linesOf.set(id, list)
  }
  return {
    records: page.map((row) => {
      const id = Number(row.id)
      const courseLines = linesOf.get(id) ?? []
      return {
        id: inboxItemId('enrolment', id),
        rowId: id,
        at: row.at,
        number: enrolmentNumber(id),
        name: row.name,
        email: row.email,
        phone: row.contact,
        status: row.inbox_status,
        courses: courseLines.map(({ title, duration }) => ({ title, duration })),
        courseLines,
        amountPence: row.amount_pence,
        amountPaidPence: row.amount_paid_pence,
        refundedPence: row.refunded_pence,
        currency: row.currency,
        payment: row.payment,
        stripePaymentIntent: row.stripe_payment_intent,
        createdAt: row.created_at.toISOString(),
        paidAt: row.paid_at?.toISOString() ?? null,
        test: row.kind === 'test',
      }
    }),
    more,
  }
}

/** A page of the Enrolments room and the cursor of the next one. */
export async function readEnrolmentsPage(
  db: AppDatabase,
  filter: EnrolmentsFilter,
  after: string | undefined,
): Promise<{ enrolments: EnrolmentRow[]; next: string | null }> {
  await checkKnownValues(db, filter)
  const position = decodeCursor('enrolments', after)
  const { records, more } = await readEnrolmentRecords(db, filter, position, INBOX_PAGE_SIZE)
  const last = records[records.length - 1]
  return {
    enrolments: records.map(toEnrolmentRow),
    next: more && last ? encodeCursor('enrolments', enrolmentPosition(last)) : null,
  }
}

function enrolmentPosition(record: EnrolmentRecord): Position {
  return positionOf({ at: record.at, table: 1, id: record.rowId })
}

/** The API's row: the contract's fields only. */
function toEnrolmentRow(record: EnrolmentRecord): EnrolmentRow {
  return {
    id: record.id,
    number: record.number,
    name: record.name,
    email: record.email,
    courses: record.courses,
    amountPence: record.amountPence,
    amountPaidPence: record.amountPaidPence,
    refundedPence: record.refundedPence,
    currency: record.currency,
    payment: record.payment,
    stripePaymentIntent: record.stripePaymentIntent,
    createdAt: record.createdAt,
    paidAt: record.paidAt,
    test: record.test,
  }
}

/** Every enrolment of the filtered view, in batches, newest first (the CSV export). */
export async function* enrolmentBatches(
  db: AppDatabase,
  filter: EnrolmentsFilter,
  batchSize = 1000,
): AsyncGenerator<EnrolmentRecord[]> {
  let position: Position | undefined
  for (;;) {
    const { records, more } = await readEnrolmentRecords(db, filter, position, batchSize)
    if (records.length > 0) yield records
    const last = records[records.length - 1]
    if (!more || !last) return
    position = enrolmentPosition(last)
  }
}
