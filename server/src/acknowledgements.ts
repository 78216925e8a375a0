import { createHash } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { Database } from './db/schema'

/**
 * At most this many acknowledgements go to one address on one UK calendar day
 * (docs/product.md#storage-and-mail), so the forms cannot be used to send mail to strangers.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3

/**
 * The form of an address that the limit counts: lower case, and without a `+tag` in the local
 * part, so that name+1@… and Name+2@… count as the one mailbox they reach.
 */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase()
  const at = trimmed.lastIndexOf('@')
  if (at <= 0) return trimmed
  const local = trimmed.slice(0, at).replace(/\+.*$/, '')
  return `${local || trimmed.slice(0, at)}${trimmed.slice(at)}`
}

/** The address as the limit stores it: a SHA-256 hash, never the address itself. */
export function addressHash(address: string): string {
  return createHash('sha256').update(normaliseAddress(address)).digest('hex')
}

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The UK calendar day of an instant, as YYYY-MM-DD. */
export function ukDay(instant: Date): string {
  return londonDay.format(instant)
}

/**
 * Counts one acknowledgement to `address` on the UK day of `now`, inside the caller's
 * transaction, and says whether it may be sent (false once the day's limit is reached). One
 * statement does the check and the count, so concurrent requests and several server processes
 * on one database never let a fourth through; the count is stored, so a restart does not reset
 * it. Counts of days before yesterday are deleted on the way.
 */
export async function claimAcknowledgement(
  trx: Transaction<Database>,
  address: string,
  now: Date,
): Promise<boolean> {
  const day = ukDay(now)
  await trx
    .deleteFrom('acknowledgement_counts')
    .where('day', '<', sql<Date>`cast(${day} as date) - 1`)
    .execute()
  const counted = await trx
    .insertInto('acknowledgement_counts')
    .values({ address_hash: addressHash(address), day, sent: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['address_hash', 'day'])
        .doUpdateSet({ sent: sql<number>`acknowledgement_counts.sent + 1` })
        .where('acknowledgement_counts.sent', '<', ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY),
    )
    .returning('sent')
    .executeTakeFirst()
  return counted !== undefined
}
