import {
  type StaffRole,
  staffRoles,
  type StaffSessionInfo,
  staffTimings,
  type StaffUser,
} from '@app/core'
import type { AppDatabase } from '../db/database'
import type { StaffAuth } from './auth'

/**
 * Staff sessions (docs/product.md#staff-area): kept on the server, ended after 30 minutes
 * without a request and 12 hours after signing in, at once when the account is deactivated, and
 * listable and endable by their owner. The library checks the cookie's signature and finds the
 * session; the limits are checked here with the app's clock, where `updated_at` is when the
 * session was last seen.
 */
export interface StaffSession {
  user: StaffUser
  twoFactorEnabled: boolean
  sessionId: string
  token: string
}

export type SessionLookup =
  | { state: 'signed-in'; session: StaffSession }
  /** No cookie, a forged or unknown one, or a session that has ended (and is now deleted). */
  | { state: 'none' }

/** How often "last seen" is written: not on every request. */
const LAST_SEEN_STEP_MS = 60_000

/** The request's staff session, if it is live; a session past a limit is deleted on the way. */
export async function findStaffSession(
  auth: StaffAuth,
  db: AppDatabase,
  headers: Headers,
  now: Date,
): Promise<SessionLookup> {
  const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } })
  if (!found) return { state: 'none' }
  const { session, user } = found
  const role = (user as { role?: unknown }).role
  const deactivatedAt = (user as { deactivatedAt?: unknown }).deactivatedAt
  const idle = now.getTime() - new Date(session.updatedAt).getTime() > staffTimings.idleMs
  const tooOld = now.getTime() - new Date(session.createdAt).getTime() > staffTimings.absoluteMs
  if (idle || tooOld || deactivatedAt || !staffRoles.includes(role as StaffRole)) {
    await db.deleteFrom('auth_sessions').where('id', '=', session.id).execute()
    return { state: 'none' }
  }
  if (now.getTime() - new Date(session.updatedAt).getTime() > LAST_SEEN_STEP_MS) {
    await db
      .updateTable('auth_sessions')
      .set({ updated_at: now })
      .where('id', '=', session.id)
      .execute()
  }
  return {
    state: 'signed-in',
    session: {
      user: { id: user.id, name: user.name, email: user.email, role: role as StaffRole },
      twoFactorEnabled: Boolean((user as { twoFactorEnabled?: unknown }).twoFactorEnabled),
      sessionId: session.id,
      token: session.token,
    },
  }
}

/** A short name for a browser from its user agent: "Firefox on Windows", "Safari on iPhone". */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device'
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : undefined
  const system = /iPhone|iPad/.test(userAgent)
    ? /iPad/.test(userAgent)
      ? 'iPad'
      : 'iPhone'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? userAgent.slice(0, 60)
}

/** A staff member's live sessions, most recently seen first. */
export async function listStaffSessions(
  db: AppDatabase,
  userId: string,
  currentSessionId: string,
  now: Date,
): Promise<StaffSessionInfo[]> {
  const rows = await db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('updated_at', 'desc')
    .execute()
  return rows
    .filter(
      (row) =>
        now.getTime() - row.updated_at.getTime() <= staffTimings.idleMs &&
        now.getTime() - row.created_at.getTime() <= staffTimings.absoluteMs,
    )
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.user_agent),
      address: row.ip_address || 'unknown',
      signedInAt: row.created_at.toISOString(),
      lastSeenAt: row.updated_at.toISOString(),
      current: row.id === currentSessionId,
    }))
}

/** Ends one of a member's sessions; false when there is no such session of theirs. */
export async function endStaffSession(
  db: AppDatabase,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('auth_sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Ends every session of a member: sign out everywhere, or a deactivated account. */
export async function endAllStaffSessions(db: AppDatabase, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('auth_sessions')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
