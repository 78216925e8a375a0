import { type DurationId, learnerTimings, type LearnerAccessState } from '@app/core'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'

/**
 * How long a learner may watch (docs/learners.md#access). Each paid enrolment that includes SAP
 * BASIS gives its bought duration from its payment; enrolments add up (one bought while another
 * runs starts where that one ends), and 30 days follow the last. Staff may give access until a
 * date of their choosing. A full refund ends what its enrolment gave; staff may end everything.
 */
export interface AccessGrant {
  starts_at: Date
  duration: string | null
  until_at: Date | null
  ended_at: Date | null
}

const DAY_MS = 24 * 60 * 60_000

/** `date` plus a course duration: 15 days, or whole calendar months (the 31st → the month's last). */
export function addDuration(date: Date, duration: DurationId | string): Date {
  if (duration === '15-days') return new Date(date.getTime() + 15 * DAY_MS)
  const months = { '1-month': 1, '3-months': 3, '6-months': 6 }[duration]
  if (months === undefined) throw new Error(`Unknown duration ${duration}`)
  const result = new Date(date)
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

/** Until when the grants that have not been ended give access; null when none does. */
export function accessUntil(grants: readonly AccessGrant[]): Date | null {
  const live = grants
    .filter((grant) => grant.ended_at === null)
    .sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime())
  let courseEnd: Date | null = null
  let fixedEnd: Date | null = null
  for (const grant of live) {
    if (grant.duration !== null) {
      const start: Date =
        courseEnd !== null && courseEnd > grant.starts_at ? courseEnd : grant.starts_at
      courseEnd = addDuration(start, grant.duration)
    } else if (grant.until_at !== null && (fixedEnd === null || grant.until_at > fixedEnd)) {
      fixedEnd = grant.until_at
    }
  }
  const withGrace =
    courseEnd === null ? null : new Date(courseEnd.getTime() + learnerTimings.graceDays * DAY_MS)
  if (withGrace === null) return fixedEnd
  if (fixedEnd === null) return withGrace
  return withGrace > fixedEnd ? withGrace : fixedEnd
}

/** Whether the learner may watch now, and until when, or since when they may not. */
export function accessState(grants: readonly AccessGrant[], now: Date): LearnerAccessState {
  const until = accessUntil(grants)
  if (until !== null && until > now) return { state: 'active', until: until.toISOString() }
  const ends = [
    ...(until === null ? [] : [until]),
    ...grants.flatMap((grant) => (grant.ended_at === null ? [] : [grant.ended_at])),
  ].filter((date) => date <= now)
  const last = ends.sort((a, b) => b.getTime() - a.getTime())[0]
  return { state: 'ended', endedOn: last ? last.toISOString() : null }
}

type Db = Kysely<Database> | Transaction<Database>

/** A learner's grants, as stored. */
export function grantsOf(db: Db, learnerId: string): Promise<AccessGrant[]> {
  return db
    .selectFrom('learner_access')
    .select(['starts_at', 'duration', 'until_at', 'ended_at'])
    .where('learner_id', '=', learnerId)
    .orderBy('starts_at')
    .orderBy('id')
    .execute()
}

/** The learner's access now. */
export async function learnerAccess(
  db: Db,
  learnerId: string,
  now: Date,
): Promise<LearnerAccessState> {
  return accessState(await grantsOf(db, learnerId), now)
}

/** Ends every grant of a learner now: access ends at once (a later payment gives it again). */
export async function endLearnerAccess(db: Db, learnerId: string, now: Date): Promise<void> {
  await db
    .updateTable('learner_access')
    .set({ ended_at: now })
    .where('learner_id', '=', learnerId)
    .where('ended_at', 'is', null)
    .execute()
}

/** Access until a date that staff chose, on top of what the learner has. */
export async function grantAccessUntil(
  db: Db,
  learnerId: string,
  until: Date,
  now: Date,
): Promise<void> {
  await db
    .insertInto('learner_access')
    .values({ learner_id: learnerId, starts_at: now, duration: null, until_at: until })
    .execute()
}

/** A full refund ends what its enrolment gave; answers whether anything ended. */
export async function endEnrolmentAccess(db: Db, enrolmentId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('learner_access')
    .set({ ended_at: now })
    .where('enrolment_id', '=', enrolmentId)
    .where('ended_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
