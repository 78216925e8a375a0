import {
  addDays,
  findCourse,
  INBOX_PAGE_SIZE,
  type InboxFilter,
  type InboxItem,
  inboxItemId,
  inboxMessages,
  type InboxSource,
  type InboxStatus,
  inboxSummary,
  londonDateTimeIso,
  type MailState,
  type PaymentState,
  staffMailKinds,
} from '@app/core'
import { type Expression, type SqlBool, sql } from 'kysely'
import type { AppDatabase } from '../db/database'
import { HttpError } from '../http/errors'
import { escapeLike } from '../staff/audit'

/**
 * The inbox's list (docs/inbox.md#the-list): enquiries, event registrations and enrolments in
 * one list, newest first, paged by keyset. Both tables are read newest first through their
 * (created_at desc, id desc) indexes, each up to a page, and merged; a page costs the same at
 * the start and the end of 100,000 records.
 */

/* ------------------------------------------------------------------ cursors */

/**
 * Where a page ends, in the list's order (received time, then table, then id, all descending).
 * The time is PostgreSQL's own to the microsecond, as text, so rows received in the same
 * millisecond are neither skipped nor shown twice.
 */
export interface Position {
  at: string
  /** 0: enquiries, 1: enrolments. */
  table: 0 | 1
  id: number
}

const positionTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

/** The opaque `next` of a page: which list it belongs to and where it ended. */
export function encodeCursor(list: string, position: Position): string {
  return Buffer.from(
    JSON.stringify([list, position.at, position.table, position.id]),
    'utf8',
  ).toString('base64url')
}

/** The position in a cursor of this list; 400 for anything else (a cursor from elsewhere). */
export function decodeCursor(list: string, cursor: string | undefined): Position | undefined {
  if (cursor === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    parsed = undefined
  }
  if (Array.isArray(parsed) && parsed.length === 4) {
    const [name, at, table, id] = parsed as unknown[]
    if (
      name === list &&
      typeof at === 'string' &&
      positionTime.test(at) &&
      !Number.isNaN(Date.parse(at)) &&
      (table === 0 || table === 1) &&
      typeof id === 'number' &&
      Number.isSafeInteger(id) &&
      id > 0
    ) {
      return { at, table, id }
    }
  }
  throw new HttpError(400, {
    ok: false,
    error: inboxMessages.cursorInvalid,
    fields: { after: [inboxMessages.cursorInvalid] },
  })
}

/** A row's time as the cursor keeps it: UTC, to the microsecond. */
export const positionTimeSql = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/* ------------------------------------------------------------------ filters */

/**
 * The checks the shared schema cannot make: an event (in the database: docs/events.md) or course
 * the site does not have answers 400 naming it, like any other unknown filter value.
 */
export async function checkKnownValues(
  db: AppDatabase,
  filter: Pick<InboxFilter, 'event' | 'course'>,
): Promise<void> {
  const fields: Record<string, string[]> = {}
  const known =
    filter.event === undefined ||
    (await db
      .selectFrom('events')
      .select('id')
      .where('slug', '=', filter.event)
      .executeTakeFirst()) !== undefined
  if (filter.event !== undefined && !known) {
    fields.event = [inboxMessages.unknownValue('event', filter.event)]
  }
  if (filter.course !== undefined && !findCourse(filter.course)) {
    fields.course = [inboxMessages.unknownValue('course', filter.course)]
  }
  const messages = Object.values(fields).flat()
  if (messages.length > 0) throw new HttpError(400, { ok: false, error: messages[0]!, fields })
}

/** The instants a filter's UK days cover: from the start of `from` to the end of `to`. */
export function ukDayBounds(filter: Pick<InboxFilter, 'from' | 'to'>): {
  start: Date | undefined
  end: Date | undefined
} {
  return {
    start: filter.from === undefined ? undefined : ukMidnight(filter.from),
    end: filter.to === undefined ? undefined : ukMidnight(addDays(filter.to, 1)),
  }
}

/** The instant a UK calendar day (YYYY-MM-DD) begins. */
export function ukMidnight(day: string): Date {
  return new Date(londonDateTimeIso(day, '00:00'))
}

/** The UK calendar day of an instant, YYYY-MM-DD. */
export function ukDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)
}

/** The `ILIKE` pattern that finds the text as typed, anywhere: `%`, `_` and `\` find themselves. */
export function searchPattern(text: string): string {
  return `%${escapeLike(text)}%`
}

/** What the trigram index of both tables covers (migration 0009), searched as it is indexed. */
export const searchTextSql = sql<string>`lower(name || ' ' || email || ' ' || contact || ' ' || message)`

/** An enrolment's payment state: its status, or a refund made in Stripe's dashboard. */
export const paymentStateSql = sql<PaymentState>`case
  when status = 'paid' and refunded_pence > 0
    and refunded_pence >= coalesce(amount_paid_pence, amount_pence) then 'refunded'
  when status = 'paid' and refunded_pence > 0 then 'partly-refunded'
  else status end`

/** The conditions both tables share: status, received days, search, position. */
function sharedConditions(
  filter: InboxFilter,
  position: Position | undefined,
  table: 0 | 1,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = []
  const { start, end } = ukDayBounds(filter)
  if (filter.status !== undefined) {
    conditions.push(sql<SqlBool>`inbox_status = ${filter.status}`)
  }
  if (start) conditions.push(sql<SqlBool>`created_at >= ${start}`)
  if (end) conditions.push(sql<SqlBool>`created_at < ${end}`)
  if (filter.q !== undefined && filter.q !== '') {
    conditions.push(sql<SqlBool>`${searchTextSql} ilike ${searchPattern(filter.q)}`)
  }
  if (position) {
    const at = sql`cast(${position.at} as timestamptz)`
    if (table < position.table) conditions.push(sql<SqlBool>`created_at <= ${at}`)
    else if (table > position.table) conditions.push(sql<SqlBool>`created_at < ${at}`)
    else conditions.push(sql<SqlBool>`(created_at, id) < (${at}, ${position.id})`)
  }
  return conditions
}

/* --------------------------------------------------------------------- rows */

/** A row of the list with everything the page and the CSV show. */
export interface InboxRow {
  table: 0 | 1
  id: number
  created_at: Date
  at: string
  source: InboxSource
  name: string
  email: string
  contact: string
  message: string
  event_slug: string | null
  /** The event's title as the database holds it (docs/events.md); null if it is gone. */
  event_title: string | null
  course_text: string | null
  amount_pence: number | null
  status: InboxStatus
  seen_at: Date | null
  version: number
  payment: PaymentState | null
  staffMail: MailState | 'none'
}

/**
 * Up to `limit` rows of the filtered list after `position`, newest first, and the position of
 * the last when more follow.
 */
export async function readInboxRows(
  db: AppDatabase,
  filter: InboxFilter,
  position: Position | undefined,
  limit: number,
): Promise<{ rows: InboxRow[]; more: boolean }> {
  const wantsEnquiries =
    (filter.kind === undefined || filter.kind === 'enquiry' || filter.kind === 'registration') &&
    filter.payment === undefined &&
    filter.course === undefined
  const wantsEnrolments =
    (filter.kind === undefined || filter.kind === 'enrolment') && filter.event === undefined

  const enquiries = db
    .selectFrom('enquiries')
    .select([
      sql<0 | 1>`0`.as('table'),
      'id',
      'created_at',
      positionTimeSql.as('at'),
      sql<string>`kind`.as('source'),
      'name',
      'email',
      'contact',
      'message',
      'event_slug',
      (eb) =>
        eb
          .selectFrom('events')
          .select('events.title')
          .whereRef('events.slug', '=', 'enquiries.event_slug')
          .as('event_title'),
      sql<string | null>`cast(null as text)`.as('course_text'),
      sql<number | null>`cast(null as integer)`.as('amount_pence'),
      sql<string>`inbox_status`.as('status'),
      'seen_at',
      'version',
      sql<string | null>`cast(null as text)`.as('payment'),
    ])
    .where((eb) => {
      const conditions = sharedConditions(filter, position, 0)
      if (filter.kind === 'enquiry') conditions.push(eb('event_slug', 'is', null))
      if (filter.kind === 'registration') conditions.push(eb('event_slug', 'is not', null))
      if (filter.event !== undefined) conditions.push(eb('event_slug', '=', filter.event))
      return eb.and(conditions)
    })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)

  const enrolments = db
    .selectFrom('enrolments')
    .select([
      sql<0 | 1>`1`.as('table'),
      'id',
      'created_at',
      positionTimeSql.as('at'),
      sql<string>`case when kind = 'test' then 'payment-test' else 'enrolment' end`.as('source'),
      'name',
      'email',
      'contact',
      'message',
      sql<string | null>`cast(null as text)`.as('event_slug'),
      sql<string | null>`cast(null as text)`.as('event_title'),
      sql<string | null>`course_text`.as('course_text'),
      sql<number | null>`amount_pence`.as('amount_pence'),
      sql<string>`inbox_status`.as('status'),
      'seen_at',
      'version',
      sql<string | null>`${paymentStateSql}`.as('payment'),
    ])
    .where((eb) => {
      const conditions = sharedConditions(filter, position, 1)
      // Payment-test enrolments are not enquiries: only the Enrolments room shows them.
      conditions.push(eb('kind', '=', 'enrolment'))
      if (filter.course !== undefined) conditions.push(hasCourse(filter.course))
      if (filter.payment !== undefined) {
        conditions.push(sql<SqlBool>`${paymentStateSql} = ${filter.payment}`)
      }
      return eb.and(conditions)
    })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)

  let found: Array<Omit<InboxRow, 'staffMail'>>
  if (!wantsEnquiries && !wantsEnrolments) return { rows: [], more: false }
  if (wantsEnquiries && wantsEnrolments) {
    found = (await db
      .selectFrom(
        db
          .selectFrom(enquiries.as('enquiry'))
          .selectAll()
          .unionAll(db.selectFrom(enrolments.as('enrolment')).selectAll())
          .as('page'),
      )
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('table', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute()) as Array<Omit<InboxRow, 'staffMail'>>
  } else {
    found = (await (wantsEnquiries ? enquiries : enrolments).execute()) as Array<
      Omit<InboxRow, 'staffMail'>
    >
  }
  const more = found.length > limit
  const page = found.slice(0, limit)
  const mail = await staffMailStates(db, page)
  return {
    rows: page.map((row) => ({
      ...row,
      id: Number(row.id),
      table: Number(row.table) as 0 | 1,
      staffMail: mail.get(`${row.table}-${row.id}`) ?? 'none',
    })),
    more,
  }
}

/** Enrolments that include a course. */
export function hasCourse(course: string) {
  return sql<SqlBool>`exists (select 1 from enrolment_lines
    where enrolment_lines.enrolment_id = enrolments.id and enrolment_lines.course_slug = ${course})`
}

/** The state of the latest staff e-mail of each row ("0-42" for enquiry 42). */
async function staffMailStates(
  db: AppDatabase,
  rows: ReadonlyArray<{ table: 0 | 1; id: number }>,
): Promise<Map<string, MailState>> {
  const states = new Map<string, MailState>()
  const enquiryIds = rows.filter((row) => Number(row.table) === 0).map((row) => row.id)
  const enrolmentIds = rows.filter((row) => Number(row.table) === 1).map((row) => row.id)
  if (enquiryIds.length === 0 && enrolmentIds.length === 0) return states
  const mail = await db
    .selectFrom('mail_outbox')
    .select(['related_table', 'related_id', 'sent_at', 'failed_at'])
    .where((eb) => {
      const either = []
      if (enquiryIds.length > 0) {
        either.push(
          eb.and([
            eb('related_table', '=', 'enquiries'),
            eb('related_id', 'in', enquiryIds),
            eb('kind', 'in', [...staffMailKinds.enquiries]),
          ]),
        )
      }
      if (enrolmentIds.length > 0) {
        either.push(
          eb.and([
            eb('related_table', '=', 'enrolments'),
            eb('related_id', 'in', enrolmentIds),
            eb('kind', 'in', [...staffMailKinds.enrolments]),
          ]),
        )
      }
      return eb.or(either)
    })
    .orderBy('id', 'asc')
    .execute()
  for (const message of mail) {
    const key = `${message.related_table === 'enquiries' ? 0 : 1}-${Number(message.related_id)}`
    states.set(key, mailState(message))
  }
  return states
}

/** Where a message of the outbox is. */
export function mailState(message: { sent_at: Date | null; failed_at: Date | null }): MailState {
  if (message.sent_at !== null) return 'sent'
  if (message.failed_at !== null) return 'failed'
  return 'queued'
}

/** The title of a row's event, or its address when the database no longer has it. */
export function eventTitle(row: Pick<InboxRow, 'event_slug' | 'event_title'>): string {
  return row.event_title ?? row.event_slug ?? ''
}

/** A row as the page shows it. */
export function toInboxItem(row: InboxRow): InboxItem {
  const kind = row.table === 1 ? 'enrolment' : row.event_slug !== null ? 'registration' : 'enquiry'
  const summary =
    kind === 'enrolment'
      ? inboxSummary({
          kind,
          courseText: row.course_text ?? '',
          amountPence: Number(row.amount_pence ?? 0),
        })
      : kind === 'registration'
        ? inboxSummary({ kind, eventTitle: eventTitle(row) })
        : inboxSummary({ kind, message: row.message })
  return {
    id: inboxItemId(row.table === 1 ? 'enrolment' : 'enquiry', row.id),
    kind,
    source: row.source,
    name: row.name,
    email: row.email,
    summary,
    receivedAt: row.created_at.toISOString(),
    status: row.status,
    unread: row.seen_at === null,
    staffMail: row.staffMail,
    payment: row.payment,
    version: Number(row.version),
  }
}

/** A page of the inbox and the cursor of the next one. */
export async function readInboxPage(
  db: AppDatabase,
  filter: InboxFilter,
  after: string | undefined,
): Promise<{ items: InboxItem[]; next: string | null }> {
  await checkKnownValues(db, filter)
  const position = decodeCursor('inbox', after)
  const { rows, more } = await readInboxRows(db, filter, position, INBOX_PAGE_SIZE)
  const last = rows[rows.length - 1]
  return {
    items: rows.map(toInboxItem),
    next: more && last ? encodeCursor('inbox', positionOf(last)) : null,
  }
}

/** Where a row stands in the list. */
export function positionOf(row: { at: string; table: 0 | 1; id: number }): Position {
  return { at: row.at, table: row.table, id: row.id }
}

/** Every row of the filtered list, in batches, newest first (the CSV export). */
export async function* inboxBatches(
  db: AppDatabase,
  filter: InboxFilter,
  batchSize = 1000,
): AsyncGenerator<InboxRow[]> {
  let position: Position | undefined
  for (;;) {
    const { rows, more } = await readInboxRows(db, filter, position, batchSize)
    if (rows.length > 0) yield rows
    const last = rows[rows.length - 1]
    if (!more || !last) return
    position = positionOf(last)
  }
}
