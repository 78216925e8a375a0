import {
  enrolmentNumber,
  type InboxDetail,
  type InboxEnrolment,
  inboxItemId,
  type InboxItemId,
  type InboxKind,
  type InboxMessage,
  type InboxNote,
  type InboxRecordType,
  type InboxSource,
  type InboxStatus,
  type InboxStatusChange,
  inboxStatuses,
  inboxSummary,
  type MailState,
  type PaymentState,
  type StaffUser,
  staffMailKinds,
} from '@app/core'
import { sql, type Transaction } from 'kysely'
import type { AppDatabase } from '../db/database'
import type { Database, Enquiry, Enrolment, MailJob } from '../db/schema'
import { eventTitles } from '../events/store'
import { writeAudit } from '../staff/audit'

/**
 * One record of the staff inbox (docs/inbox.md#a-record): everything stored about an enquiry or
 * an enrolment, the e-mails sent about it, its notes and its status changes; and the changes
 * staff make to it.
 */

type Db = AppDatabase | Transaction<Database>

/** The table a record's id names. */
export const recordTables = { enquiry: 'enquiries', enrolment: 'enrolments' } as const
export type RecordTable = (typeof recordTables)[InboxRecordType]

/** What the audit log calls an inbox record: its id, never the visitor's name or address. */
export const auditTarget = (id: InboxItemId) => ({ type: 'inbox record', id, label: id })

/** The e-mails that tell staff about a record (the others go to the visitor). */
const staffMailKindList: readonly string[] = [
  ...staffMailKinds.enquiries,
  ...staffMailKinds.enrolments,
]

/** What a resend copies of the message it sends again: everything but its delivery state. */
const copiedColumns = [
  'kind',
  'to_address',
  'reply_to_address',
  'reply_to_name',
  'subject',
  'text_body',
  'html_body',
  'attachments',
  'related_table',
  'related_id',
] as const

/** A message queued this long ago and still not sent may be lost: staff may send it again. */
export const LOST_MAIL_MS = 60 * 60_000

export interface RecordRef {
  type: InboxRecordType
  id: number
}

/** The state of an outbox row. */
export function mailStateOf(job: Pick<MailJob, 'sent_at' | 'failed_at'>): MailState {
  if (job.sent_at) return 'sent'
  if (job.failed_at) return 'failed'
  return 'queued'
}

/** Where an enrolment's payment is, refunds included (docs/inbox.md#refunds). */
export function paymentStateOf(
  enrolment: Pick<Enrolment, 'status' | 'refunded_pence' | 'amount_paid_pence' | 'amount_pence'>,
): PaymentState {
  if (enrolment.refunded_pence > 0) {
    const paid = enrolment.amount_paid_pence ?? enrolment.amount_pence
    return enrolment.refunded_pence >= paid ? 'refunded' : 'partly-refunded'
  }
  return enrolment.status
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** The messages about a record, oldest first. */
async function messagesOf(db: Db, ref: RecordRef, now: Date): Promise<InboxMessage[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'to_address',
      'subject',
      'attempts',
      'created_at',
      'sent_at',
      'failed_at',
      'last_error',
      'resend_of',
    ])
    .where('related_table', '=', recordTables[ref.type])
    .where('related_id', '=', ref.id)
    .orderBy('id')
    .execute()
  // A message already sent again (by a copy not given up on) is not offered a second time.
  const resentOk = new Set(
    rows.filter((row) => row.resend_of !== null && !row.failed_at).map((row) => row.resend_of),
  )
  return rows.map((row) => {
    const state = mailStateOf(row)
    const lost = state === 'queued' && now.getTime() - row.created_at.getTime() > LOST_MAIL_MS
    return {
      id: Number(row.id),
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      state,
      attempts: row.attempts,
      queuedAt: row.created_at.toISOString(),
      sentAt: iso(row.sent_at),
      failedAt: iso(row.failed_at),
      lastError: state === 'failed' ? row.last_error : null,
      resendOf: row.resend_of === null ? null : Number(row.resend_of),
      canResend: (state === 'failed' || lost) && !resentOk.has(row.id),
    }
  })
}

async function notesOf(db: Db, ref: RecordRef): Promise<InboxNote[]> {
  const rows = await db
    .selectFrom('inbox_notes')
    .select(['id', 'author', 'body', 'created_at'])
    .where('record_table', '=', recordTables[ref.type])
    .where('record_id', '=', ref.id)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    author: row.author,
    body: row.body,
    at: row.created_at.toISOString(),
  }))
}

const statusChangePattern = /^(\S+) → (\S+)$/
const isStatus = (text: string | undefined): text is InboxStatus =>
  (inboxStatuses as readonly string[]).includes(text ?? '')

/** The record's status changes, from the audit log, oldest first. */
async function historyOf(db: Db, id: InboxItemId): Promise<InboxStatusChange[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['at', 'actor', 'detail'])
    .where('action', '=', 'status-changed')
    .where('target_id', '=', id)
    .orderBy('id')
    .execute()
  return rows.flatMap((row) => {
    const [, from, to] = statusChangePattern.exec(row.detail ?? '') ?? []
    if (!isStatus(to)) return []
    return [{ at: row.at.toISOString(), actor: row.actor, from: isStatus(from) ? from : null, to }]
  })
}

const enquiryKind = (row: Enquiry): InboxKind =>
  row.kind === 'event-registration' ? 'registration' : 'enquiry'

const enquirySource = (row: Enquiry): InboxSource =>
  row.kind === 'quick-contact' || row.kind === 'event-registration' ? row.kind : 'contact'

async function enrolmentOf(db: Db, row: Enrolment): Promise<InboxEnrolment> {
  const lines = await db
    .selectFrom('enrolment_lines')
    .select(['course_slug', 'course_title', 'duration_label', 'price_pence'])
    .where('enrolment_id', '=', row.id)
    .orderBy('position')
    .execute()
  return {
    number: enrolmentNumber(row.id),
    courses: lines.map((line) => ({
      slug: line.course_slug,
      title: line.course_title,
      duration: line.duration_label,
      pricePence: line.price_pence,
    })),
    listTotalPence: row.list_total_pence,
    customAmountPence: row.custom_amount_pence,
    amountPence: row.amount_pence,
    amountPaidPence: row.amount_paid_pence,
    refundedPence: row.refunded_pence,
    currency: row.currency,
    stripeSessionId: row.stripe_session_id,
    stripePaymentIntent: row.stripe_payment_intent,
    paidAt: iso(row.paid_at),
    refundedAt: iso(row.refunded_at),
    problem: row.problem,
    test: row.kind === 'test',
  }
}

/** Everything about one record, or undefined when there is no such record. */
export async function readRecord(
  db: Db,
  ref: RecordRef,
  now: Date,
): Promise<InboxDetail | undefined> {
  const id = inboxItemId(ref.type, ref.id)
  const base = await (ref.type === 'enquiry'
    ? db.selectFrom('enquiries').selectAll().where('id', '=', ref.id).executeTakeFirst()
    : db.selectFrom('enrolments').selectAll().where('id', '=', ref.id).executeTakeFirst())
  if (!base) return undefined
  const [messages, notes, history] = await Promise.all([
    messagesOf(db, ref, now),
    notesOf(db, ref),
    historyOf(db, id),
  ])
  const staffMail = [...messages]
    .reverse()
    .find((message) => staffMailKindList.includes(message.kind))
  const shared = {
    id,
    name: base.name,
    email: base.email,
    receivedAt: base.created_at.toISOString(),
    status: base.inbox_status,
    unread: base.seen_at === null,
    staffMail: staffMail?.state ?? ('none' as const),
    version: base.version,
    phone: base.contact,
    message: base.message,
    address: base.ip,
    browser: base.user_agent,
    messages,
    notes,
    history,
  }
  if (ref.type === 'enquiry') {
    const row = base as Enquiry
    const kind = enquiryKind(row)
    // The event's title as the database holds it; its address if it is gone (docs/events.md).
    const titles = await eventTitles(db, row.event_slug ? [row.event_slug] : [])
    const eventTitle = row.event_slug ? (titles.get(row.event_slug) ?? row.event_slug) : ''
    return {
      ...shared,
      kind,
      source: enquirySource(row),
      summary:
        kind === 'registration'
          ? inboxSummary({ kind, eventTitle })
          : inboxSummary({ kind: 'enquiry', message: row.message }),
      payment: null,
      event: row.event_slug ? { slug: row.event_slug, title: eventTitle } : null,
      enrolment: null,
    }
  }
  const row = base as Enrolment
  return {
    ...shared,
    kind: 'enrolment',
    source: row.kind === 'test' ? 'payment-test' : 'enrolment',
    summary: inboxSummary({
      kind: 'enrolment',
      courseText: row.course_text,
      amountPence: row.amount_pence,
    }),
    payment: paymentStateOf(row),
    event: null,
    enrolment: await enrolmentOf(db, row),
  }
}

/** Marks a record as opened by staff (the first time only). */
export async function markSeen(db: Db, ref: RecordRef, now: Date): Promise<void> {
  if (ref.type === 'enquiry') {
    await db
      .updateTable('enquiries')
      .set({ seen_at: now })
      .where('id', '=', ref.id)
      .where('seen_at', 'is', null)
      .execute()
  } else {
    await db
      .updateTable('enrolments')
      .set({ seen_at: now })
      .where('id', '=', ref.id)
      .where('seen_at', 'is', null)
      .execute()
  }
}

export type StatusChangeResult =
  | { outcome: 'changed' | 'unchanged'; item: InboxDetail }
  | { outcome: 'conflict'; item: InboxDetail }
  | { outcome: 'not-found' }

/**
 * Sets a record's status if it is still at `version` (docs/inbox.md#a-record), bumping the
 * version and writing the audit entry in the same transaction. The row is locked while it is
 * read and changed, so of two changes made on the same version exactly one wins; the other is
 * told of the conflict with the record as it is now.
 */
export async function changeStatus(
  db: AppDatabase,
  ref: RecordRef,
  change: { status: InboxStatus; version: number },
  actor: StaffUser,
  address: string | undefined,
  now: Date,
): Promise<StatusChangeResult> {
  return db.transaction().execute(async (trx) => {
    const table = recordTables[ref.type]
    const current = await trx
      .selectFrom(table)
      .select(['inbox_status', 'version'])
      .where('id', '=', ref.id)
      .forUpdate()
      .executeTakeFirst()
    if (!current) return { outcome: 'not-found' as const }
    const read = async () => (await readRecord(trx, ref, now))!
    if (current.version !== change.version)
      return { outcome: 'conflict' as const, item: await read() }
    if (current.inbox_status === change.status)
      return { outcome: 'unchanged' as const, item: await read() }
    await trx
      .updateTable(table)
      .set({ inbox_status: change.status, version: sql<number>`version + 1` })
      .where('id', '=', ref.id)
      .execute()
    await writeAudit(
      trx,
      {
        action: 'status-changed',
        actor,
        target: auditTarget(inboxItemId(ref.type, ref.id)),
        detail: `${current.inbox_status} → ${change.status}`,
        address,
      },
      now,
    )
    return { outcome: 'changed' as const, item: await read() }
  })
}

/** Adds an internal note (never mailed) and its audit entry, without the note's text. */
export async function addNote(
  db: AppDatabase,
  ref: RecordRef,
  body: string,
  actor: StaffUser,
  address: string | undefined,
  now: Date,
): Promise<InboxNote | undefined> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom(recordTables[ref.type])
      .select('id')
      .where('id', '=', ref.id)
      .forUpdate()
      .executeTakeFirst()
    if (!exists) return undefined
    const note = await trx
      .insertInto('inbox_notes')
      .values({
        record_table: recordTables[ref.type],
        record_id: ref.id,
        author_id: actor.id,
        author: actor.name,
        body,
        created_at: now,
      })
      .returning(['id', 'author', 'body', 'created_at'])
      .executeTakeFirstOrThrow()
    await writeAudit(
      trx,
      {
        action: 'note-added',
        actor,
        target: auditTarget(inboxItemId(ref.type, ref.id)),
        address,
      },
      now,
    )
    return {
      id: Number(note.id),
      author: note.author,
      body: note.body,
      at: note.created_at.toISOString(),
    }
  })
}

export type ResendResult =
  | { outcome: 'queued' | 'repeated'; message: InboxMessage }
  | { outcome: 'not-found' | 'message-not-found' | 'cannot-resend' | 'key-used' }

/**
 * Queues a copy of a failed or lost message through the outbox (docs/inbox.md#a-record). The
 * click's key is stored with the copy, unique: a second request with the same key (a double
 * click, a retry) queues nothing and is answered with the copy the first one queued.
 */
export async function resendMessage(
  db: AppDatabase,
  ref: RecordRef,
  messageId: number,
  key: string,
  actor: StaffUser,
  address: string | undefined,
  now: Date,
): Promise<ResendResult> {
  const table = recordTables[ref.type]
  const answer = async (copyId: number, outcome: 'queued' | 'repeated'): Promise<ResendResult> => {
    const message = (await messagesOf(db, ref, now)).find((m) => m.id === copyId)
    return message ? { outcome, message } : { outcome: 'message-not-found' }
  }
  const earlier = async (on: Db = db) =>
    on
      .selectFrom('mail_outbox')
      .select(['id', 'resend_of', 'related_table', 'related_id'])
      .where('request_key', '=', key)
      .executeTakeFirst()
  const repeat = async (
    row: NonNullable<Awaited<ReturnType<typeof earlier>>>,
  ): Promise<ResendResult> =>
    row.resend_of === messageId && row.related_table === table && row.related_id === ref.id
      ? answer(Number(row.id), 'repeated')
      : { outcome: 'key-used' }

  const result = await db.transaction().execute(async (trx) => {
    const record = await trx
      .selectFrom(table)
      .select('id')
      .where('id', '=', ref.id)
      .forUpdate()
      .executeTakeFirst()
    if (!record) return { outcome: 'not-found' as const }
    // Read under the record's lock: a request with the same key that got here first has
    // committed its copy by now.
    if (await earlier(trx)) return { outcome: 'lost-race' as const }
    const original = (await messagesOf(trx, ref, now)).find((m) => m.id === messageId)
    if (!original) return { outcome: 'message-not-found' as const }
    if (!original.canResend) return { outcome: 'cannot-resend' as const }
    const copy = await trx
      .insertInto('mail_outbox')
      .columns([...copiedColumns, 'resend_of', 'request_key'])
      .expression((eb) =>
        eb
          .selectFrom('mail_outbox')
          .select([
            ...copiedColumns,
            sql<number>`cast(${messageId} as bigint)`.as('resend_of'),
            sql<string>`cast(${key} as text)`.as('request_key'),
          ])
          .where('id', '=', messageId),
      )
      .onConflict((conflict) => conflict.column('request_key').doNothing())
      .returning('id')
      .executeTakeFirst()
    // Another request with this key won meanwhile.
    if (!copy) return { outcome: 'lost-race' as const }
    await writeAudit(
      trx,
      {
        action: 'mail-resent',
        actor,
        target: auditTarget(inboxItemId(ref.type, ref.id)),
        detail: `e-mail ${messageId} (${original.kind}) queued again as ${copy.id}`,
        address,
      },
      now,
    )
    return { outcome: 'queued' as const, copyId: Number(copy.id) }
  })
  if (result.outcome === 'queued') return answer(result.copyId, 'queued')
  if (result.outcome === 'lost-race') {
    const winner = await earlier()
    return winner ? repeat(winner) : { outcome: 'cannot-resend' }
  }
  return { outcome: result.outcome }
}
