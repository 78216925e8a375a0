import { createHash, randomBytes } from 'node:crypto'
import { type StaffRole, staffMessages, staffPages, staffTimings } from '@app/core'
import type { Transaction } from 'kysely'
import type { AppDatabase } from '../db/database'
import type { Database } from '../db/schema'
import { HttpError } from '../http/errors'

/**
 * Invitations to the staff area (docs/product.md#staff-area). Nobody signs up: an owner invites
 * (or an operator, with `npm run staff -- invite`), and while the team has no owner the server
 * makes a set-up link for the first one at every start. A link holds a random token; only its
 * SHA-256 hash is stored, so a copy of the database lets nobody in. A link works for 24 hours
 * and once: it is used up by the form's POST that creates the account, never by opening it.
 */

/** SHA-256 of a link's token, as stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** A new token: 32 random bytes, base64url. */
function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The page an invitation's link opens. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${staffPages.invitation(token)}`
}

export interface NewInvitation {
  /** Absent for the first owner's set-up link: they give their address on the form. */
  email: string | null
  role: StaffRole
  invitedBy: string | null
  firstOwner?: boolean
}

/**
 * Stores an invitation and answers its token. An open invitation to the same address is replaced
 * (its old link stops working), so an address has one live link at a time.
 */
export async function createInvitation(
  db: AppDatabase | Transaction<Database>,
  invitation: NewInvitation,
  now: Date,
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + staffTimings.invitationMs)
  if (invitation.email !== null) {
    const open = await db
      .updateTable('staff_invitations')
      .set({
        role: invitation.role,
        token_hash: hashToken(token),
        invited_by: invitation.invitedBy,
        created_at: now,
        expires_at: expiresAt,
      })
      .where('email', '=', invitation.email)
      .where('accepted_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
    if (open) return { id: Number(open.id), token, expiresAt }
  }
  const row = await db
    .insertInto('staff_invitations')
    .values({
      email: invitation.email,
      role: invitation.role,
      token_hash: hashToken(token),
      first_owner: invitation.firstOwner ?? false,
      invited_by: invitation.invitedBy,
      created_at: now,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: Number(row.id), token, expiresAt }
}

/** A new link for an open invitation: the old one stops working, the 24 hours start again. */
export async function renewInvitation(
  db: AppDatabase | Transaction<Database>,
  id: number,
  now: Date,
): Promise<{ token: string; email: string; role: StaffRole; expiresAt: Date }> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + staffTimings.invitationMs)
  const row = await db
    .updateTable('staff_invitations')
    .set({ token_hash: hashToken(token), expires_at: expiresAt, created_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('email', 'is not', null)
    .returning(['email', 'role'])
    .executeTakeFirst()
  if (!row) throw new HttpError(404, { ok: false, error: staffMessages.invitationNotFound })
  return { token, email: row.email!, role: row.role as StaffRole, expiresAt }
}

export type InvitationState =
  | {
      state: 'open'
      id: number
      email: string | null
      role: StaffRole
      firstOwner: boolean
      invitedBy: string | null
    }
  | { state: 'invalid' | 'expired' | 'used' }

/** What a link's token stands for, without using it up. */
export async function readInvitation(
  db: AppDatabase | Transaction<Database>,
  token: string,
  now: Date,
): Promise<InvitationState> {
  const row = await db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (!row) return { state: 'invalid' }
  if (row.accepted_at !== null) return { state: 'used' }
  if (row.expires_at.getTime() <= now.getTime()) return { state: 'expired' }
  return {
    state: 'open',
    id: Number(row.id),
    email: row.email,
    role: row.role as StaffRole,
    firstOwner: row.first_owner,
    invitedBy: row.invited_by,
  }
}

/** The answer for a link that cannot be used: 404 for one that never was, 410 for one that was. */
export function invitationError(state: 'invalid' | 'expired' | 'used'): HttpError {
  if (state === 'invalid') {
    return new HttpError(404, { ok: false, error: staffMessages.invitationInvalid })
  }
  return new HttpError(410, {
    ok: false,
    error: state === 'expired' ? staffMessages.invitationExpired : staffMessages.invitationUsed,
  })
}

/**
 * Uses a link up, once: of two requests with the same token, one gets the invitation and the
 * other the "already used" answer. Runs in the caller's transaction, so that the account it
 * creates and the link being used up are one change.
 */
export async function claimInvitation(
  trx: Transaction<Database>,
  token: string,
  now: Date,
): Promise<{
  id: number
  email: string | null
  role: StaffRole
  firstOwner: boolean
  invitedBy: string | null
}> {
  const claimed = await trx
    .updateTable('staff_invitations')
    .set({ accepted_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'email', 'role', 'first_owner', 'invited_by'])
    .executeTakeFirst()
  if (claimed) {
    return {
      id: Number(claimed.id),
      email: claimed.email,
      role: claimed.role as StaffRole,
      firstOwner: claimed.first_owner,
      invitedBy: claimed.invited_by,
    }
  }
  const state = await readInvitation(trx, token, now)
  throw invitationError(state.state === 'open' ? 'used' : state.state)
}

/** Whether the team has an active owner. */
export async function hasActiveOwner(db: AppDatabase): Promise<boolean> {
  const row = await db
    .selectFrom('auth_users')
    .select('id')
    .where('role', '=', 'owner')
    .where('deactivated_at', 'is', null)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * While the team has no owner: a new single-use set-up link for the first one (earlier ones stop
 * working). Answers its URL, or undefined when an owner exists.
 */
export async function firstOwnerLink(
  db: AppDatabase,
  publicUrl: string,
  now: Date,
): Promise<string | undefined> {
  if (await hasActiveOwner(db)) return undefined
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_invitations')
      .set({ expires_at: now })
      .where('first_owner', '=', true)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', now)
      .execute()
    const { token } = await createInvitation(
      trx,
      { email: null, role: 'owner', invitedBy: null, firstOwner: true },
      now,
    )
    return invitationUrl(publicUrl, token)
  })
}
