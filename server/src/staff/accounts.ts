import { randomBytes } from 'node:crypto'
import { type StaffRole, staffMessages } from '@app/core'
import type { Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { HttpError } from '../http/errors'

/**
 * A new staff account from an accepted invitation (docs/product.md#staff-area), written in the
 * authentication library's layout (a user and its password "credential" account) in the
 * caller's transaction, so that the invitation is used up exactly when the account exists.
 */
export async function createStaffAccount(
  trx: Transaction<Database>,
  account: { email: string; name: string; role: StaffRole; passwordHash: string },
  now: Date,
): Promise<{ id: string }> {
  const email = account.email.trim().toLowerCase()
  const existing = await trx
    .selectFrom('auth_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst()
  if (existing) {
    throw new HttpError(409, {
      ok: false,
      error: staffMessages.alreadyMember,
      fields: { email: [staffMessages.alreadyMember] },
    })
  }
  const id = newId()
  await trx
    .insertInto('auth_users')
    .values({
      id,
      name: account.name,
      email,
      email_verified: true,
      image: null,
      role: account.role,
      deactivated_at: null,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await trx
    .insertInto('auth_accounts')
    .values({
      id: newId(),
      account_id: id,
      provider_id: 'credential',
      user_id: id,
      password: account.passwordHash,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return { id }
}

/** An id like the library's own: 32 random letters and digits. */
function newId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = randomBytes(32)
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}
