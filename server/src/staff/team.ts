import {
  type PendingInvitation,
  type StaffRole,
  staffMessages,
  staffRoles,
  type TeamMember,
} from '@app/core'
import { sql, type Transaction } from 'kysely'
import type { AppDatabase } from '../db/database'
import type { Database } from '../db/schema'
import { HttpError } from '../http/errors'

/**
 * The team, as owners manage it (docs/product.md#staff-area): the members with their roles, the
 * open invitations, role changes and deactivation. The team always keeps one active owner: the
 * owners' rows are locked while a change is checked, so two owners demoting each other at the
 * same moment cannot leave it with none.
 */
export async function readTeam(
  db: AppDatabase,
): Promise<{ members: TeamMember[]; invitations: PendingInvitation[] }> {
  const members = await db
    .selectFrom('auth_users')
    .select([
      'id',
      'name',
      'email',
      'role',
      'deactivated_at',
      'two_factor_enabled',
      'last_sign_in_at',
    ])
    .where('role', 'in', [...staffRoles])
    .orderBy('deactivated_at', (order) => order.nullsFirst())
    .orderBy('name')
    .execute()
  const invitations = await db
    .selectFrom('staff_invitations as invitation')
    .leftJoin('auth_users as inviter', 'inviter.id', 'invitation.invited_by')
    .select([
      'invitation.id',
      'invitation.email',
      'invitation.role',
      'invitation.created_at',
      'invitation.expires_at',
      'inviter.name as inviter',
    ])
    .where('invitation.accepted_at', 'is', null)
    .where('invitation.first_owner', '=', false)
    .where('invitation.email', 'is not', null)
    .orderBy('invitation.created_at', 'desc')
    .execute()
  return {
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role as StaffRole,
      deactivatedAt: member.deactivated_at?.toISOString() ?? null,
      twoFactorEnabled: member.two_factor_enabled,
      lastSignInAt: member.last_sign_in_at?.toISOString() ?? null,
    })),
    invitations: invitations.map((invitation) => ({
      id: Number(invitation.id),
      email: invitation.email!,
      role: invitation.role as StaffRole,
      invitedAt: invitation.created_at.toISOString(),
      expiresAt: invitation.expires_at.toISOString(),
      invitedBy: invitation.inviter,
    })),
  }
}

/** A member as the audit log names them. */
export interface MemberChange {
  id: string
  email: string
  role: StaffRole
}

/**
 * Runs `change` on a member inside a transaction that holds the active owners' rows, after
 * checking that the team would keep an active owner (`staysActiveOwner` says whether the
 * member stays one). Throws 404 for no such member and 409 for the last owner.
 */
async function changeMember(
  db: AppDatabase,
  memberId: string,
  staysActiveOwner: (member: MemberChange) => boolean,
  change: (trx: Transaction<Database>, member: MemberChange) => Promise<void>,
): Promise<MemberChange> {
  return db.transaction().execute(async (trx) => {
    const owners = await trx
      .selectFrom('auth_users')
      .select('id')
      .where('role', '=', 'owner')
      .where('deactivated_at', 'is', null)
      .forUpdate()
      .execute()
    const row = await trx
      .selectFrom('auth_users')
      .select(['id', 'email', 'role'])
      .where('id', '=', memberId)
      .where('role', 'in', [...staffRoles])
      .forUpdate()
      .executeTakeFirst()
    if (!row) throw new HttpError(404, { ok: false, error: staffMessages.memberNotFound })
    const member: MemberChange = { id: row.id, email: row.email, role: row.role as StaffRole }
    const isActiveOwner = owners.some((owner) => owner.id === member.id)
    if (isActiveOwner && !staysActiveOwner(member) && owners.length <= 1) {
      throw new HttpError(409, { ok: false, error: staffMessages.lastOwner })
    }
    await change(trx, member)
    return member
  })
}

/** A member's new role; answers the member as they were. */
export function changeRole(
  db: AppDatabase,
  memberId: string,
  role: StaffRole,
  now: Date,
): Promise<MemberChange> {
  return changeMember(
    db,
    memberId,
    () => role === 'owner',
    async (trx, member) => {
      await trx
        .updateTable('auth_users')
        .set({ role, updated_at: now })
        .where('id', '=', member.id)
        .execute()
    },
  )
}

/** Deactivates a member and ends every session of theirs, in one change. */
export function deactivateMember(
  db: AppDatabase,
  memberId: string,
  now: Date,
): Promise<MemberChange> {
  return changeMember(
    db,
    memberId,
    () => false,
    async (trx, member) => {
      await trx
        .updateTable('auth_users')
        .set({ deactivated_at: sql`coalesce(deactivated_at, ${now})`, updated_at: now })
        .where('id', '=', member.id)
        .execute()
      await trx.deleteFrom('auth_sessions').where('user_id', '=', member.id).execute()
    },
  )
}
