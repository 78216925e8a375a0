import { LEARNER_MAX_SESSIONS, learnerTimings } from '@app/core'
import type { AppDatabase } from '../db/database'
import type { LearnerAuth } from './auth'

/**
 * Learners' sessions (docs/learners.md#signing-in): kept on the server by the authentication
 * library, ended 12 hours after signing in (by the app's clock), at sign-out, when the learner
 * is deactivated or chooses a new password, and when a fourth device signs in (the oldest goes).
 */
export interface LearnerSession {
  learnerId: string
  email: string
  name: string
  sessionId: string
}

export async function findLearnerSession(
  auth: LearnerAuth,
  db: AppDatabase,
  headers: Headers,
  now: Date,
): Promise<LearnerSession | undefined> {
  const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } })
  if (!found) return undefined
  const { session, user } = found
  const deactivatedAt = (user as { deactivatedAt?: unknown }).deactivatedAt
  const tooOld = now.getTime() - new Date(session.createdAt).getTime() > learnerTimings.sessionMs
  if (tooOld || deactivatedAt) {
    await db.deleteFrom('learner_sessions').where('id', '=', session.id).execute()
    return undefined
  }
  return { learnerId: user.id, email: user.email, name: user.name, sessionId: session.id }
}

/** Keeps the learner's newest sessions, at most three: a fourth sign-in ends the oldest. */
export async function keepNewestSessions(db: AppDatabase, learnerId: string): Promise<number> {
  const rows = await db
    .selectFrom('learner_sessions')
    .select('id')
    .where('user_id', '=', learnerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const ended = rows.slice(LEARNER_MAX_SESSIONS).map((row) => row.id)
  if (ended.length > 0) await db.deleteFrom('learner_sessions').where('id', 'in', ended).execute()
  return ended.length
}

/** Ends every session of a learner. */
export async function endLearnerSessions(db: AppDatabase, learnerId: string): Promise<number> {
  const result = await db
    .deleteFrom('learner_sessions')
    .where('user_id', '=', learnerId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
