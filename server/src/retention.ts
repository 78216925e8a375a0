import { eventEndIso, retentionPeriods } from '@app/core'
import type { Kysely } from 'kysely'
import type { Database } from './db/schema'
import type { Logger } from './logger'

/** What one sweep deleted. */
export interface RetentionSweep {
  enquiries: number
  registrations: number
  enrolments: number
  mails: number
  /** Learner sessions past their expiry, left by browsers that were closed without signing out. */
  sessions: number
}

const DAY_MS = 24 * 60 * 60 * 1000

function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now)
  then.setUTCMonth(then.getUTCMonth() - months)
  return then
}

/**
 * The end of the last financial year whose records may go: the latest year end that lies more
 * than the retention period before `now`. Records made on or before it are deleted.
 */
export function lastExpiredFinancialYearEnd(now: Date): Date {
  const { month, day } = retentionPeriods.financialYearEnd
  // The last instant of `day` (UTC; an hour either way is of no consequence here).
  const yearEndIn = (year: number) => new Date(Date.UTC(year, month - 1, day + 1) - 1)
  const passedThisYear = now > yearEndIn(now.getUTCFullYear())
  const years = retentionPeriods.enrolmentYearsAfterFinancialYear
  return yearEndIn(now.getUTCFullYear() - years - (passedThisYear ? 0 : 1))
}

/**
 * Deletes what the privacy notice says we no longer keep (docs/product.md#privacy-and-third-parties):
 * enquiries after their period, event registrations that long after their event as the database
 * holds it (docs/events.md; those of an event it no longer has count as enquiries), enrolments with their lines and payment events after the
 * retention years that follow their financial year, and every e-mail and staff note about a
 * deleted record. The
 * address and browser stored with a form go with it.
 */
export async function deleteExpiredRecords(
  db: Kysely<Database>,
  now: Date,
): Promise<RetentionSweep> {
  return db.transaction().execute(async (trx) => {
    const deleteMailAbout = async (table: string, ids: readonly number[]) => {
      if (ids.length === 0) return 0
      const deleted = await trx
        .deleteFrom('mail_outbox')
        .where('related_table', '=', table)
        .where('related_id', 'in', ids)
        .executeTakeFirst()
      return Number(deleted.numDeletedRows)
    }
    /** Staff's notes on a deleted record go with it (docs/inbox.md). */
    const deleteNotesAbout = async (table: 'enquiries' | 'enrolments', ids: readonly number[]) => {
      if (ids.length === 0) return
      await trx
        .deleteFrom('inbox_notes')
        .where('record_table', '=', table)
        .where('record_id', 'in', ids)
        .execute()
    }

    // Every event staff made, published or not, with its date and end time as they now are.
    const events = await trx
      .selectFrom('events')
      .select(['slug', 'date', 'end_time'])
      .orderBy('id')
      .execute()
    const listed = events.map((event) => event.slug)
    const enquiryCutoff = monthsBefore(now, retentionPeriods.enquiryMonths)
    const enquiries = await trx
      .deleteFrom('enquiries')
      .where('created_at', '<', enquiryCutoff)
      .where((eb) =>
        listed.length === 0
          ? eb.lit(true)
          : eb.or([eb('event_slug', 'is', null), eb('event_slug', 'not in', listed)]),
      )
      .returning('id')
      .execute()

    const registrationIds: number[] = []
    for (const event of events) {
      const end = new Date(eventEndIso({ date: event.date, endTime: event.end_time }))
      if (monthsBefore(now, retentionPeriods.registrationMonthsAfterEvent) <= end) continue
      const deleted = await trx
        .deleteFrom('enquiries')
        .where('event_slug', '=', event.slug)
        .returning('id')
        .execute()
      registrationIds.push(...deleted.map((row) => Number(row.id)))
    }

    const enrolments = await trx
      .deleteFrom('enrolments')
      .where('created_at', '<=', lastExpiredFinancialYearEnd(now))
      .returning(['id', 'stripe_session_id'])
      .execute()
    const checkoutSessions = enrolments.flatMap((row) =>
      row.stripe_session_id === null ? [] : [row.stripe_session_id],
    )
    if (checkoutSessions.length > 0) {
      await trx
        .deleteFrom('stripe_events')
        .where('stripe_session_id', 'in', checkoutSessions)
        .execute()
    }

    const enquiryIds = enquiries.map((row) => Number(row.id))
    const mails =
      (await deleteMailAbout('enquiries', [...enquiryIds, ...registrationIds])) +
      (await deleteMailAbout(
        'enrolments',
        enrolments.map((row) => Number(row.id)),
      ))
    await deleteNotesAbout('enquiries', [...enquiryIds, ...registrationIds])
    await deleteNotesAbout(
      'enrolments',
      enrolments.map((row) => Number(row.id)),
    )
    const sessions = await trx
      .deleteFrom('learner_sessions')
      .where('expires_at', '<', now)
      .executeTakeFirst()
    return {
      sessions: Number(sessions.numDeletedRows),
      enquiries: enquiryIds.length,
      registrations: registrationIds.length,
      enrolments: enrolments.length,
      mails,
    }
  })
}

/** Runs the sweep at start and then once a day, until stopped. */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined

  constructor(
    private readonly deps: {
      db: Kysely<Database>
      logger: Logger
      now: () => Date
      intervalMs?: number
    },
  ) {}

  start(): void {
    const run = () => {
      this.running ??= this.sweep().finally(() => {
        this.running = undefined
      })
    }
    run()
    this.timer = setInterval(run, this.deps.intervalMs ?? DAY_MS)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    await this.running
  }

  private async sweep(): Promise<void> {
    try {
      const swept = await deleteExpiredRecords(this.deps.db, this.deps.now())
      if (Object.values(swept).some((count) => count > 0)) {
        this.deps.logger.info('Retention: deleted records past their keeping period', { ...swept })
      }
    } catch (error) {
      // The next day's sweep tries again; nothing is lost by waiting.
      this.deps.logger.error('Retention sweep failed', { error })
    }
  }
}
