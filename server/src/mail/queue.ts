import { sql, type Transaction } from 'kysely'
import type { AppDatabase } from '../db/database'
import type { Database, MailAttachment, MailJob, NewMailJob } from '../db/schema'

/** What a service queues: the message and the record it is about. */
export type MailToQueue = Pick<
  NewMailJob,
  | 'kind'
  | 'to_address'
  | 'reply_to_address'
  | 'reply_to_name'
  | 'subject'
  | 'text_body'
  | 'html_body'
  | 'related_table'
  | 'related_id'
> & {
  /** Files to send with the message. @default none */
  attachments?: readonly MailAttachment[]
}

/** Queues a message inside the caller's transaction, so it exists exactly when the record does (docs/product.md#storage-and-mail). */
export async function enqueueMail(
  trx: Transaction<Database> | AppDatabase,
  mail: MailToQueue,
): Promise<number> {
  const { attachments, ...message } = mail
  const row = await trx
    .insertInto('mail_outbox')
    .values({
      ...message,
      // JSON text: both drivers would send a JavaScript array as a PostgreSQL array.
      attachments: attachments && attachments.length > 0 ? JSON.stringify(attachments) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const pending = sql<boolean>`sent_at is null and failed_at is null`

/**
 * Takes the oldest due job and marks it as being worked on by `claimant` until `lockMs` from
 * now, counting the attempt. `FOR UPDATE SKIP LOCKED` lets several server processes share one
 * PostgreSQL queue without sending a message twice.
 */
export async function claimNextMail(
  db: AppDatabase,
  lockMs: number,
  claimant: string,
  /** Jobs this sender is still busy with (e.g. marking them sent), never to be claimed again. */
  busyIds: readonly number[] = [],
): Promise<MailJob | undefined> {
  return db
    .updateTable('mail_outbox')
    .set({
      attempts: sql`attempts + 1`,
      locked_until: sql`now() + cast(${lockMs} as integer) * interval '1 millisecond'`,
      claimed_by: claimant,
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where(pending)
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .where((w) =>
          w.or([w('locked_until', 'is', null), w('locked_until', '<=', sql<Date>`now()`)]),
        )
        .$if(busyIds.length > 0, (query) => query.where('id', 'not in', busyIds))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst()
}

/** Extends `claimant`'s claim on a job whose send is still in flight; a lost claim is left alone. */
export async function renewMailClaim(
  db: AppDatabase,
  id: number,
  claimant: string,
  lockMs: number,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ locked_until: sql`now() + cast(${lockMs} as integer) * interval '1 millisecond'` })
    .where('id', '=', id)
    .where('claimed_by', '=', claimant)
    .where('sent_at', 'is', null)
    .execute()
}

export async function markMailSent(db: AppDatabase, id: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: sql`now()`, locked_until: null, claimed_by: null, last_error: null })
    .where('id', '=', id)
    .execute()
}

/** Releases a job after a failed attempt, to be tried again `delayMs` from now. */
export async function rescheduleMail(
  db: AppDatabase,
  id: number,
  delayMs: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      next_attempt_at: sql`now() + cast(${Math.round(delayMs)} as integer) * interval '1 millisecond'`,
      locked_until: null,
      claimed_by: null,
      last_error: error,
    })
    .where('id', '=', id)
    .execute()
}

/** Gives up on a job: it stays in the table, marked failed, for staff to look at. */
export async function markMailFailed(db: AppDatabase, id: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ failed_at: sql`now()`, locked_until: null, claimed_by: null, last_error: error })
    .where('id', '=', id)
    .execute()
}

/**
 * Milliseconds until the next pending job can be claimed (0 if one is due now), or undefined
 * when nothing is pending.
 */
export async function msUntilNextMail(db: AppDatabase): Promise<number | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(
      sql<
        number | null
      >`cast(extract(epoch from (min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now())) * 1000 as double precision)`.as(
        'ms',
      ),
    )
    .where(pending)
    .executeTakeFirst()
  const ms = row?.ms
  return ms === null || ms === undefined ? undefined : Math.max(0, ms)
}
