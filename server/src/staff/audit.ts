import type { AuditAction, AuditEntry } from '@app/core'
import type { Transaction } from 'kysely'
import type { AppDatabase } from '../db/database'
import type { Database } from '../db/schema'

/**
 * The audit log (docs/product.md#staff-area): who did what to which record, when and from where.
 * Entries are only ever added; the database itself refuses to change or delete one.
 */
export interface AuditRecord {
  action: AuditAction
  /** The staff member who acted, when one did. */
  actor?: { id: string; email: string } | undefined
  /** What was typed, when nobody is known (a failed sign-in). */
  actorText?: string | undefined
  target?: { type: string; id: string; label?: string | undefined } | undefined
  detail?: string | undefined
  address?: string | undefined
}

/** Adds an entry, in the caller's transaction when it has one. */
export async function writeAudit(
  db: AppDatabase | Transaction<Database>,
  record: AuditRecord,
  at?: Date,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      ...(at ? { at } : {}),
      actor_id: record.actor?.id ?? null,
      actor: record.actor?.email ?? record.actorText?.slice(0, 254) ?? null,
      action: record.action,
      target_type: record.target?.type ?? null,
      target_id: record.target?.id ?? null,
      target: record.target?.label ?? null,
      detail: record.detail ?? null,
      address: record.address ?? null,
    })
    .execute()
}

export interface AuditQuery {
  /** Entries of one person: their e-mail, or part of it. */
  actor?: string | undefined
  action?: AuditAction | undefined
  /** The id of the last entry of the page before. */
  before?: number | undefined
  limit?: number
}

/** A page of the log, newest first, and the cursor of the next page when there is one. */
export async function readAudit(
  db: AppDatabase,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  const limit = query.limit ?? 50
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .$if(query.actor !== undefined && query.actor !== '', (q) =>
      q.where('actor', 'ilike', `%${escapeLike(query.actor!)}%`),
    )
    .$if(query.action !== undefined, (q) => q.where('action', '=', query.action!))
    .$if(query.before !== undefined, (q) => q.where('id', '<', query.before!))
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute()
  const page = rows.slice(0, limit)
  return {
    entries: page.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      actor: row.actor,
      action: row.action as AuditAction,
      target:
        row.target ?? (row.target_type ? `${row.target_type} ${row.target_id ?? ''}`.trim() : null),
      detail: row.detail,
      address: row.address,
    })),
    nextBefore: rows.length > limit ? Number(page[page.length - 1]!.id) : null,
  }
}

/** A text for LIKE that finds itself: `%`, `_` and `\` lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}
