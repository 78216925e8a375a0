import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { sql } from 'kysely'
import type { AppDatabase } from '../db/database'

/**
 * Signed-in SAP learners (docs/product.md#sap-learners-area). A session is a random 256-bit id
 * kept by the browser in a cookie, signed with SESSION_SECRET so that a forged or altered cookie
 * is refused before the database is asked; the database keeps only a SHA-256 hash of the id and
 * when it expires. Expiry and sign-out are decided here, on the server, never by the cookie.
 */

/** The longest a session lives, whatever the browser does. */
export const SAP_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000

const ID_BYTES = 32
const cookiePattern = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/

const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url')

export interface SapSessions {
  /** Starts a session; answers the cookie value that carries it. */
  start(): Promise<string>
  /** Whether a cookie value carries a live session: signed by us, known, not expired. */
  isValid(cookieValue: string | undefined): Promise<boolean>
  /** Ends the session of a cookie value, if any: the same cookie is refused from now on. */
  end(cookieValue: string | undefined): Promise<void>
}

export function sapSessions(db: AppDatabase, secret: string): SapSessions {
  const signatureOf = (id: string) =>
    createHmac('sha256', secret).update(`sap-session:${id}`).digest('base64url')

  /** The id inside a cookie value whose signature is ours; undefined for anything else. */
  const idFrom = (cookieValue: string | undefined): string | undefined => {
    const match = cookieValue === undefined ? null : cookiePattern.exec(cookieValue)
    if (!match) return undefined
    const [, id, signature] = match
    const expected = Buffer.from(signatureOf(id!))
    const given = Buffer.from(signature!)
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined
  }

  return {
    async start() {
      const id = randomBytes(ID_BYTES).toString('base64url')
      await db
        .insertInto('sap_sessions')
        .values({
          id_hash: hashOf(id),
          expires_at: sql<Date>`now() + cast(${SAP_SESSION_LIFETIME_MS} as integer) * interval '1 millisecond'`,
        })
        .execute()
      // Sessions nobody ended (a closed browser) are dropped once they have expired.
      await db
        .deleteFrom('sap_sessions')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute()
      return `${id}.${signatureOf(id)}`
    },
    async isValid(cookieValue) {
      const id = idFrom(cookieValue)
      if (id === undefined) return false
      const row = await db
        .selectFrom('sap_sessions')
        .select('id_hash')
        .where('id_hash', '=', hashOf(id))
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst()
      return row !== undefined
    },
    async end(cookieValue) {
      const id = idFrom(cookieValue)
      if (id === undefined) return
      await db.deleteFrom('sap_sessions').where('id_hash', '=', hashOf(id)).execute()
    },
  }
}

/** The value of one cookie of a request, or undefined; a malformed header counts as none. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index === -1 || part.slice(0, index).trim() !== name) continue
    const value = part.slice(index + 1).trim()
    return value.startsWith('"') && value.endsWith('"') && value.length >= 2
      ? value.slice(1, -1)
      : value
  }
  return undefined
}
