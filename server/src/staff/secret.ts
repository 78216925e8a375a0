import { randomBytes } from 'node:crypto'
import type { AppDatabase } from '../db/database'

/**
 * The secret that signs staff session cookies and encrypts authenticator secrets. SESSION_SECRET
 * in production (required there). Outside production without it, a random one made once and
 * kept in the database, so that a restart — or a second process on one PostgreSQL — still reads
 * the two-factor secrets it encrypted (docs/product.md#staff-area).
 */
export async function staffSecret(
  db: AppDatabase,
  config: { sessionSecret: string; sessionSecretGiven: boolean },
): Promise<string> {
  if (config.sessionSecretGiven) return config.sessionSecret
  await db
    .insertInto('server_settings')
    .values({ key: 'development_secret', value: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
  const row = await db
    .selectFrom('server_settings')
    .select('value')
    .where('key', '=', 'development_secret')
    .executeTakeFirstOrThrow()
  return row.value
}
