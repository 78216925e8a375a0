import { createHash, randomBytes } from 'node:crypto'
import { learnerTimings } from '@app/core'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema'

/**
 * Learners' accounts and their links (docs/learners.md). An account is made from a paid
 * enrolment or by staff, without a password; the learner chooses one from an invitation link.
 * A link holds a random token of which only the SHA-256 is stored; it works once and for a
 * while (72 hours for an invitation, one hour for a reset), and is used up by the form's POST
 * that sets the password, never by opening it.
 */

type Db = Kysely<Database> | Transaction<Database>

export type LinkPurpose = 'invitation' | 'reset'

export const linkLifetimeMs: Record<LinkPurpose, number> = {
  invitation: learnerTimings.invitationMs,
  reset: learnerTimings.resetMs,
}

/** SHA-256 of a link's token, as stored. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** An id like the authentication library's own: 32 random letters and digits. */
export function newLearnerId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join('')
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * The learner with this address, made now if there is none. Safe when two transactions ask at
 * the same moment: the address is unique, and the loser finds the winner's row.
 */
export async function findOrCreateLearner(
  db: Db,
  learner: { email: string; name: string },
  now: Date,
): Promise<{ id: string; created: boolean; hasPassword: boolean; deactivated: boolean }> {
  const email = normaliseEmail(learner.email)
  const inserted = await db
    .insertInto('learner_users')
    .values({
      id: newLearnerId(),
      name: learner.name.trim().slice(0, 200) || email,
      email,
      email_verified: false,
      image: null,
      deactivated_at: null,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted) return { id: inserted.id, created: true, hasPassword: false, deactivated: false }
  const existing = await db
    .selectFrom('learner_users')
    .select(['id', 'deactivated_at'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  return {
    id: existing.id,
    created: false,
    hasPassword: await hasPassword(db, existing.id),
    deactivated: existing.deactivated_at !== null,
  }
}

/** Whether the learner has chosen a password. */
export async function hasPassword(db: Db, learnerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('learner_accounts')
    .select('id')
    .where('user_id', '=', learnerId)
    .where('provider_id', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * A new link for the learner; the learner's earlier open links for the same purpose stop
 * working, so one link is live at a time.
 */
export async function createLearnerLink(
  db: Db,
  learnerId: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ id: number; token: string; expiresAt: Date }> {
  await db
    .updateTable('learner_links')
    .set({ expires_at: now })
    .where('learner_id', '=', learnerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute()
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + linkLifetimeMs[purpose])
  const row = await db
    .insertInto('learner_links')
    .values({
      learner_id: learnerId,
      purpose,
      token_hash: hashLinkToken(token),
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: Number(row.id), token, expiresAt }
}

export type LinkState =
  | { state: 'open'; id: number; learnerId: string; purpose: LinkPurpose }
  | { state: 'invalid' | 'expired' | 'used' }

/** What a link's token stands for, without using it up. A deactivated learner's link is invalid. */
export async function readLearnerLink(db: Db, token: string, now: Date): Promise<LinkState> {
  const row = await db
    .selectFrom('learner_links')
    .innerJoin('learner_users', 'learner_users.id', 'learner_links.learner_id')
    .select([
      'learner_links.id',
      'learner_links.learner_id',
      'learner_links.purpose',
      'learner_links.expires_at',
      'learner_links.used_at',
      'learner_users.deactivated_at',
    ])
    .where('learner_links.token_hash', '=', hashLinkToken(token))
    .executeTakeFirst()
  if (!row || row.deactivated_at !== null) return { state: 'invalid' }
  if (row.used_at !== null) return { state: 'used' }
  if (row.expires_at.getTime() <= now.getTime()) return { state: 'expired' }
  return { state: 'open', id: Number(row.id), learnerId: row.learner_id, purpose: row.purpose }
}

/**
 * Uses a link up, once, in the caller's transaction: of two requests with the same token, one
 * gets the link and the other its state ('used').
 */
export async function claimLearnerLink(
  trx: Transaction<Database>,
  token: string,
  now: Date,
): Promise<LinkState> {
  const claimed = await trx
    .updateTable('learner_links')
    .set({ used_at: now })
    .where('token_hash', '=', hashLinkToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('learner_users')
          .select('id')
          .whereRef('learner_users.id', '=', 'learner_links.learner_id')
          .where('deactivated_at', 'is', null),
      ),
    )
    .returning(['id', 'learner_id', 'purpose'])
    .executeTakeFirst()
  if (claimed) {
    return {
      state: 'open',
      id: Number(claimed.id),
      learnerId: claimed.learner_id,
      purpose: claimed.purpose,
    }
  }
  const state = await readLearnerLink(trx, token, now)
  return state.state === 'open' ? { state: 'used' } : state
}

/**
 * Sets a learner's password (its Argon2id hash), in the library's layout: the "credential"
 * account. Every session of the learner ends, so a reset locks out whoever knew the old one.
 */
export async function setLearnerPassword(
  trx: Transaction<Database>,
  learnerId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const updated = await trx
    .updateTable('learner_accounts')
    .set({ password: passwordHash, updated_at: now })
    .where('user_id', '=', learnerId)
    .where('provider_id', '=', 'credential')
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) {
    await trx
      .insertInto('learner_accounts')
      .values({
        id: newLearnerId(),
        account_id: learnerId,
        provider_id: 'credential',
        user_id: learnerId,
        password: passwordHash,
        created_at: now,
        updated_at: now,
      })
      .execute()
  }
  await trx
    .updateTable('learner_users')
    .set({ email_verified: true, updated_at: now })
    .where('id', '=', learnerId)
    .execute()
  // Every other link of the learner stops working too.
  await trx
    .updateTable('learner_links')
    .set({ expires_at: sql<Date>`least(expires_at, ${now})` })
    .where('learner_id', '=', learnerId)
    .where('used_at', 'is', null)
    .execute()
  await trx.deleteFrom('learner_sessions').where('user_id', '=', learnerId).execute()
}
