import { staffSignInLimit } from '@app/core'
import { sql } from 'kysely'
import type { AppDatabase } from '../db/database'

/**
 * Failed staff sign-ins, counted per account and per address (docs/product.md#staff-area): five
 * in fifteen minutes and every further attempt for that account, or from that address, is
 * refused until the window has passed. The counters live in the rate-limit table, so they hold
 * whichever server process answers and across restarts.
 */
export interface SignInKeys {
  /** The client's address (an IPv6 client's /64). */
  address: string
  /** The e-mail address tried, normalised; absent when it is not known (a code step). */
  account?: string | undefined
  /** Whose sign-in: the staff area's, or the learners' (docs/learners.md). @default 'staff-sign-in' */
  scope?: 'staff-sign-in' | 'learner-sign-in'
}

const keysOf = ({ address, account, scope = 'staff-sign-in' }: SignInKeys): string[] => [
  `${scope}:address:${address}`,
  ...(account ? [`${scope}:account:${account.trim().toLowerCase()}`] : []),
]

/** Seconds until the attempts may start again, or 0 when they may now. */
export async function signInBlockedFor(
  db: AppDatabase,
  keys: SignInKeys,
  now: Date,
): Promise<number> {
  const rows = await db
    .selectFrom('rate_limits')
    .select(['hits', 'reset_at'])
    .where('key', 'in', keysOf(keys))
    .where('reset_at', '>', now)
    .where('hits', '>=', staffSignInLimit.failures)
    .execute()
  const until = Math.max(0, ...rows.map((row) => new Date(row.reset_at).getTime()))
  return until === 0 ? 0 : Math.max(1, Math.ceil((until - now.getTime()) / 1000))
}

/** Counts one failure against the address and the account; a window starts at its first one. */
export async function countSignInFailure(
  db: AppDatabase,
  keys: SignInKeys,
  now: Date,
): Promise<void> {
  const resetAt = new Date(now.getTime() + staffSignInLimit.windowMs)
  for (const key of keysOf(keys)) {
    await sql`
      insert into rate_limits (key, hits, reset_at) values (${key}, 1, ${resetAt})
      on conflict (key) do update set
        hits = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end,
        reset_at = case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`.execute(
      db,
    )
  }
}

/** A successful sign-in clears the account's count (the address keeps its own). */
export async function clearAccountFailures(
  db: AppDatabase,
  account: string,
  scope: NonNullable<SignInKeys['scope']> = 'staff-sign-in',
): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('key', '=', `${scope}:account:${account.trim().toLowerCase()}`)
    .execute()
}
