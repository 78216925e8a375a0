import {
  ERASED_TEXT,
  type ErasureResult,
  inboxItemId,
  inboxSummary,
  type PrivacyFindings,
} from '@app/core'
import { type ExpressionBuilder, sql, type Transaction } from 'kysely'
import { addressHash } from '../acknowledgements'
import type { AppDatabase } from '../db/database'
import type { Database } from '../db/schema'
import { countInvoices, eraseInvoiceCustomer, invoicesForExport } from '../invoices/privacy'
import { eventTitles } from '../events/store'

/**
 * Privacy requests (docs/inbox.md#privacy-requests): what is held about an e-mail address,
 * matched regardless of case; all of it as one JSON document; and its erasure in one
 * transaction. Enquiries and registrations go with their notes and e-mails; enrolments are kept,
 * as tax law requires, without the person's details; the address's acknowledgement counters
 * and every other e-mail to it go.
 */

type Db = AppDatabase | Transaction<Database>

const sameAddress = (column: string, email: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = lower(${email})`

/** The records of the address: ids of its enquiries (and registrations) and enrolments. */
async function recordsOf(db: Db, email: string) {
  const enquiries = await db
    .selectFrom('enquiries')
    .selectAll()
    .where(sameAddress('email', email))
    .orderBy('id')
    .execute()
  const enrolments = await db
    .selectFrom('enrolments')
    .selectAll()
    .where(sameAddress('email', email))
    .orderBy('id')
    .execute()
  return { enquiries, enrolments }
}

type Records = Awaited<ReturnType<typeof recordsOf>>

/** Outbox rows to the address, from it (reply-to), or about one of its records. */
const mailOf =
  (email: string, records: Records) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
    eb.or([
      eb(sql`lower(to_address)`, '=', sql`lower(${email})`),
      eb(sql`lower(reply_to_address)`, '=', sql`lower(${email})`),
      ...(records.enquiries.length > 0
        ? [
            eb.and([
              eb('related_table', '=', 'enquiries'),
              eb(
                'related_id',
                'in',
                records.enquiries.map((row) => row.id),
              ),
            ]),
          ]
        : []),
      ...(records.enrolments.length > 0
        ? [
            eb.and([
              eb('related_table', '=', 'enrolments'),
              eb(
                'related_id',
                'in',
                records.enrolments.map((row) => row.id),
              ),
            ]),
          ]
        : []),
    ])

/** Notes on the address's records. */
const notesOf = (records: Records) => (eb: ExpressionBuilder<Database, 'inbox_notes'>) =>
  eb.or([
    ...(records.enquiries.length > 0
      ? [
          eb.and([
            eb('record_table', '=', 'enquiries'),
            eb(
              'record_id',
              'in',
              records.enquiries.map((row) => row.id),
            ),
          ]),
        ]
      : []),
    ...(records.enrolments.length > 0
      ? [
          eb.and([
            eb('record_table', '=', 'enrolments'),
            eb(
              'record_id',
              'in',
              records.enrolments.map((row) => row.id),
            ),
          ]),
        ]
      : []),
    // No records: no notes (an empty OR would be false anyway, but says so).
    eb.val(false),
  ])

const acknowledgementsOf =
  (email: string) => (eb: ExpressionBuilder<Database, 'acknowledgement_counts'>) =>
    eb('address_hash', '=', addressHash(email))

/** Everything held about an address, in full: the export's content. */
export async function collectPersonalData(db: Db, email: string) {
  const records = await recordsOf(db, email)
  const mail = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where(mailOf(email, records))
    .orderBy('id')
    .execute()
  const notes = await db
    .selectFrom('inbox_notes')
    .selectAll()
    .where(notesOf(records))
    .orderBy('id')
    .execute()
  const lines =
    records.enrolments.length === 0
      ? []
      : await db
          .selectFrom('enrolment_lines')
          .selectAll()
          .where(
            'enrolment_id',
            'in',
            records.enrolments.map((row) => row.id),
          )
          .orderBy('enrolment_id')
          .orderBy('position')
          .execute()
  const refunds =
    records.enrolments.length === 0
      ? []
      : await db
          .selectFrom('stripe_refunds')
          .selectAll()
          .where(
            'enrolment_id',
            'in',
            records.enrolments.map((row) => row.id),
          )
          .orderBy('id')
          .execute()
  const acknowledgements = await db
    .selectFrom('acknowledgement_counts')
    .select(['day', 'sent'])
    .where(acknowledgementsOf(email))
    .orderBy('day')
    .execute()
  // A learner's account (docs/learners.md#privacy): the account, its sign-ins and its access.
  const learner = await db
    .selectFrom('learner_users')
    .select(['id', 'name', 'email', 'created_at', 'last_sign_in_at', 'deactivated_at'])
    .where(sameAddress('email', email))
    .executeTakeFirst()
  const learnerAccess = learner
    ? await db
        .selectFrom('learner_access')
        .select(['enrolment_id', 'starts_at', 'duration', 'until_at', 'ended_at'])
        .where('learner_id', '=', learner.id)
        .orderBy('id')
        .execute()
    : []
  return { records, mail, notes, lines, refunds, acknowledgements, learner, learnerAccess }
}

/** What is held about an address, counted, with one line per record. */
export async function findPersonalData(db: Db, email: string): Promise<PrivacyFindings> {
  const { records, mail, notes, acknowledgements, learner } = await collectPersonalData(db, email)
  const registrations = records.enquiries.filter((row) => row.kind === 'event-registration')
  const titles = await eventTitles(
    db,
    registrations.flatMap((row) => (row.event_slug === null ? [] : [row.event_slug])),
  )
  return {
    email,
    enquiries: records.enquiries.length - registrations.length,
    registrations: registrations.length,
    enrolments: records.enrolments.length,
    mail: mail.length,
    notes: notes.length,
    acknowledgementDays: acknowledgements.length,
    invoices: await countInvoices(db, email),
    learnerAccount: learner !== undefined,
    records: [
      ...records.enquiries.map((row) =>
        row.kind === 'event-registration'
          ? {
              id: inboxItemId('enquiry', row.id),
              kind: 'registration' as const,
              receivedAt: row.created_at.toISOString(),
              summary: inboxSummary({
                kind: 'registration',
                eventTitle: titles.get(row.event_slug ?? '') ?? row.event_slug ?? '',
              }),
            }
          : {
              id: inboxItemId('enquiry', row.id),
              kind: 'enquiry' as const,
              receivedAt: row.created_at.toISOString(),
              summary: inboxSummary({ kind: 'enquiry', message: row.message }),
            },
      ),
      ...records.enrolments.map((row) => ({
        id: inboxItemId('enrolment', row.id),
        kind: 'enrolment' as const,
        receivedAt: row.created_at.toISOString(),
        summary: inboxSummary({
          kind: 'enrolment',
          courseText: row.course_text,
          amountPence: row.amount_pence,
        }),
      })),
    ].sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : 0)),
  }
}

const isoDay = (day: Date | string) =>
  typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10)

/** Everything held about an address as one JSON document, for a subject access request. */
export async function exportPersonalData(db: Db, email: string, now: Date) {
  const { records, mail, notes, lines, refunds, acknowledgements, learner, learnerAccess } =
    await collectPersonalData(db, email)
  const notesAbout = (table: 'enquiries' | 'enrolments', id: number) =>
    notes
      .filter((note) => note.record_table === table && note.record_id === id)
      .map((note) => ({ author: note.author, body: note.body, at: note.created_at }))
  return {
    email,
    exportedAt: now.toISOString(),
    enquiries: records.enquiries.map((row) => ({
      id: inboxItemId('enquiry', row.id),
      form: row.kind,
      event: row.event_slug,
      name: row.name,
      email: row.email,
      phone: row.contact,
      message: row.message,
      address: row.ip,
      browser: row.user_agent,
      receivedAt: row.created_at,
      status: row.inbox_status,
      notes: notesAbout('enquiries', row.id),
    })),
    enrolments: records.enrolments.map((row) => ({
      id: inboxItemId('enrolment', row.id),
      kind: row.kind,
      name: row.name,
      email: row.email,
      phone: row.contact,
      message: row.message,
      courses: lines
        .filter((line) => line.enrolment_id === row.id)
        .map((line) => ({
          course: line.course_title,
          duration: line.duration_label,
          pricePence: line.price_pence,
        })),
      listTotalPence: row.list_total_pence,
      customAmountPence: row.custom_amount_pence,
      amountPence: row.amount_pence,
      amountPaidPence: row.amount_paid_pence,
      refundedPence: row.refunded_pence,
      currency: row.currency,
      payment: row.status,
      stripePaymentIntent: row.stripe_payment_intent,
      refunds: refunds
        .filter((refund) => refund.enrolment_id === row.id)
        .map((refund) => ({
          id: refund.id,
          amountPence: refund.amount_pence,
          status: refund.status,
        })),
      address: row.ip,
      browser: row.user_agent,
      receivedAt: row.created_at,
      paidAt: row.paid_at,
      refundedAt: row.refunded_at,
      status: row.inbox_status,
      notes: notesAbout('enrolments', row.id),
    })),
    emails: mail.map((job) => ({
      kind: job.kind,
      to: job.to_address,
      replyTo: job.reply_to_address,
      subject: job.subject,
      text: job.text_body,
      queuedAt: job.created_at,
      sentAt: job.sent_at,
      failedAt: job.failed_at,
    })),
    acknowledgementDays: acknowledgements.map((row) => ({
      day: isoDay(row.day),
      sent: row.sent,
    })),
    invoices: await invoicesForExport(db, email),
    learnerAccount: learner
      ? {
          name: learner.name,
          email: learner.email,
          createdAt: learner.created_at,
          lastSignInAt: learner.last_sign_in_at,
          deactivatedAt: learner.deactivated_at,
          access: learnerAccess.map((grant) => ({
            enrolment:
              grant.enrolment_id === null ? null : inboxItemId('enrolment', grant.enrolment_id),
            from: grant.starts_at,
            duration: grant.duration,
            until: grant.until_at,
            endedAt: grant.ended_at,
          })),
        }
      : null,
  }
}

/**
 * Erases what is held about an address, in one transaction: a fault half-way leaves everything
 * as it was (docs/inbox.md#privacy-requests).
 */
export async function erasePersonalData(
  db: AppDatabase,
  email: string,
  /** Written in the same transaction, e.g. the audit entry. */
  record?: (trx: Transaction<Database>, result: ErasureResult) => Promise<void>,
): Promise<ErasureResult> {
  return db.transaction().execute(async (trx) => {
    const records = await recordsOf(trx, email)
    // Notes on every record of the address go: staff's words about a person are theirs too.
    const notes = await trx.deleteFrom('inbox_notes').where(notesOf(records)).executeTakeFirst()
    // Every e-mail to or about the person goes, except the enrolments' delivered ones: those are
    // kept, emptied of the person, as the record of what was sent. One not delivered (queued or
    // given up on) goes too, so it is never sent, nor sent again, to nobody.
    const enrolmentIds = records.enrolments.map((row) => row.id)
    const mail = await trx
      .deleteFrom('mail_outbox')
      .where(mailOf(email, records))
      .where((eb) =>
        enrolmentIds.length > 0
          ? eb.or([
              eb('sent_at', 'is', null),
              eb('related_table', 'is', null),
              eb('related_table', '!=', 'enrolments'),
              eb('related_id', 'is', null),
              eb('related_id', 'not in', enrolmentIds),
            ])
          : eb.val(true),
      )
      .executeTakeFirst()
    if (enrolmentIds.length > 0) {
      await trx
        .updateTable('mail_outbox')
        .set({
          to_address: sql`case when lower(to_address) = lower(${email}) then ${ERASED_TEXT} else to_address end`,
          reply_to_address: null,
          reply_to_name: null,
          subject: ERASED_TEXT,
          text_body: ERASED_TEXT,
          html_body: null,
          attachments: null,
        })
        .where('related_table', '=', 'enrolments')
        .where('related_id', 'in', enrolmentIds)
        .execute()
    }
    const enquiries =
      records.enquiries.length === 0
        ? []
        : await trx
            .deleteFrom('enquiries')
            .where(
              'id',
              'in',
              records.enquiries.map((row) => row.id),
            )
            .returning('kind')
            .execute()
    const anonymised =
      enrolmentIds.length === 0
        ? []
        : await trx
            .updateTable('enrolments')
            .set({
              name: ERASED_TEXT,
              email: ERASED_TEXT,
              contact: ERASED_TEXT,
              message: ERASED_TEXT,
              ip: null,
              user_agent: null,
              version: sql<number>`version + 1`,
              updated_at: sql`now()`,
            })
            .where('id', 'in', enrolmentIds)
            .returning('id')
            .execute()
    const acknowledgements = await trx
      .deleteFrom('acknowledgement_counts')
      .where(acknowledgementsOf(email))
      .executeTakeFirst()
    const invoices = await eraseInvoiceCustomer(trx, email)
    // The learner's account goes with its sessions, links and access (they reference it).
    const learners = await trx
      .deleteFrom('learner_users')
      .where(sameAddress('email', email))
      .executeTakeFirst()
    const registrations = enquiries.filter((row) => row.kind === 'event-registration').length
    const result: ErasureResult = {
      enquiriesDeleted: enquiries.length - registrations,
      registrationsDeleted: registrations,
      enrolmentsAnonymised: anonymised.length,
      mailDeleted: Number(mail.numDeletedRows),
      notesDeleted: Number(notes.numDeletedRows),
      acknowledgementDaysDeleted: Number(acknowledgements.numDeletedRows),
      invoiceDraftsDeleted: invoices.draftsDeleted,
      invoicesAnonymised: invoices.documentsAnonymised,
      learnerAccountsDeleted: Number(learners.numDeletedRows),
    }
    await record?.(trx, result)
    return result
  })
}
