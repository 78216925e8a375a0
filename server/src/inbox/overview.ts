import { addDays, type StaffOverview } from '@app/core'
import { sql } from 'kysely'
import type { AppDatabase } from '../db/database'
import { readNextEvent } from './event-registrations'
import { ukDay, ukMidnight } from './list'

/**
 * The staff area's overview (docs/inbox.md#the-overview): what matters on a Monday morning, and
 * the navigation's count of new records.
 */
export async function readOverview(db: AppDatabase, now: Date): Promise<StaffOverview> {
  const newEnquiries = await db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('inbox_status', '=', 'new')
    .where('event_slug', 'is', null)
    .executeTakeFirstOrThrow()
  return {
    newEnquiries: Number(newEnquiries.count),
    newItems: await countNewItems(db),
    nextEvent: await readNextEvent(db, now),
    paidThisMonth: await paidInMonth(db, now),
    failedMail: await countFailedMail(db),
  }
}

/** Every record of the inbox with status new: the navigation's count. */
export async function countNewItems(db: AppDatabase): Promise<number> {
  const enquiries = await db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('inbox_status', '=', 'new')
    .executeTakeFirstOrThrow()
  // Payment tests are not in the inbox, so they are not new records either.
  const enrolments = await db
    .selectFrom('enrolments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('inbox_status', '=', 'new')
    .where('kind', '=', 'enrolment')
    .executeTakeFirstOrThrow()
  return Number(enquiries.count) + Number(enrolments.count)
}

/**
 * Enrolments paid in the UK calendar month of `now`, and what they brought in: what was paid,
 * less what has been refunded since. Payment tests are left out.
 */
async function paidInMonth(
  db: AppDatabase,
  now: Date,
): Promise<{ count: number; totalPence: number }> {
  const today = ukDay(now)
  const firstDay = `${today.slice(0, 8)}01`
  const nextFirstDay = `${addDays(`${today.slice(0, 8)}28`, 4).slice(0, 8)}01`
  const row = await db
    .selectFrom('enrolments')
    .select([
      (eb) => eb.fn.countAll<number>().as('count'),
      sql<number>`coalesce(sum(coalesce(amount_paid_pence, amount_pence) - refunded_pence), 0)`.as(
        'total',
      ),
    ])
    .where('kind', '=', 'enrolment')
    .where('status', '=', 'paid')
    .where('paid_at', '>=', ukMidnight(firstDay))
    .where('paid_at', '<', ukMidnight(nextFirstDay))
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), totalPence: Number(row.total) }
}

/**
 * E-mails the sender gave up on that nobody has sent again. A resend always carries the key of
 * the click that asked for it (unique, so indexed): the check reads that index, not the outbox.
 */
async function countFailedMail(db: AppDatabase): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox as failed')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('failed.failed_at', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('mail_outbox as again')
            .select('again.id')
            .where('again.request_key', 'is not', null)
            .whereRef('again.resend_of', '=', 'failed.id'),
        ),
      ),
    )
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
