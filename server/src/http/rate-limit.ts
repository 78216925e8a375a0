import { isIP } from 'node:net'
import { apiErrors } from '@app/core'
import type { Request, RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit, type Options, type Store } from 'express-rate-limit'
import { sql } from 'kysely'
import type { AppDatabase } from '../db/database'
import { rateLimitRefusals } from '../metrics'

export interface RateLimitWindow {
  windowMs: number
  /** Requests allowed per client address within the window. */
  limit: number
}

/** Enough for a person sending a few messages; too few for a script (docs/product.md#forms). */
export const defaultFormRateLimits: readonly RateLimitWindow[] = [
  { windowMs: 60_000, limit: 5 },
  { windowMs: 60 * 60_000, limit: 20 },
]

/**
 * The visitor's address: `req.ip` (which follows X-Forwarded-For only as far as `trust proxy`
 * allows) when it is a valid IP address, otherwise the address of the connection itself. A
 * header value such as `<script>` or `unknown` never becomes an address that is stored or
 * counted. IPv4-mapped IPv6 addresses are written as IPv4.
 */
export function clientAddress(req: Request): string {
  const fromProxy = req.ip
  const address = fromProxy && isIP(fromProxy) ? fromProxy : (req.socket.remoteAddress ?? '')
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return isIP(plain) ? plain : '0.0.0.0'
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 network of its IPv6 address
 * (one subscriber's whole allocation, which it can walk through freely).
 */
export function rateLimitKey(req: Request): string {
  return ipKeyGenerator(clientAddress(req), 64)
}

/** Makes the store of one limiter; `undefined` keeps counters in this process's memory. */
export type RateLimitStoreFactory = (prefix: string) => Store | undefined

/**
 * Counters in the database, shared by every server process on one PostgreSQL and kept across
 * restarts: one row per limiter and client, a fixed window that starts at the first hit.
 */
export function databaseRateLimitStore(db: AppDatabase): RateLimitStoreFactory {
  let lastSweep = 0
  return (prefix) => {
    let windowMs = 60_000
    const store: Store = {
      prefix,
      localKeys: false,
      init(options: Options) {
        windowMs = options.windowMs
      },
      async increment(key) {
        const row = await sql<{ hits: number; reset_at: Date }>`
          insert into rate_limits (key, hits, reset_at)
          values (${prefix + key}, 1, now() + cast(${windowMs} as integer) * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
            reset_at = case when rate_limits.reset_at <= now()
              then now() + cast(${windowMs} as integer) * interval '1 millisecond'
              else rate_limits.reset_at end
          returning hits, reset_at`.execute(db)
        const counted = row.rows[0]
        if (!counted) throw new Error('The rate-limit counter was not written')
        // Now and then, drop the counters whose window has long passed.
        if (Date.now() - lastSweep > 60_000) {
          lastSweep = Date.now()
          await sql`delete from rate_limits where reset_at < now() - interval '1 day'`.execute(db)
        }
        return { totalHits: Number(counted.hits), resetTime: new Date(counted.reset_at) }
      },
      async decrement(key) {
        await sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${prefix + key}`.execute(
          db,
        )
      },
      async resetKey(key) {
        await sql`delete from rate_limits where key = ${prefix + key}`.execute(db)
      },
    }
    return store
  }
}

export interface PerIpRateLimitOptions {
  /** Names the limiter, so counters of different endpoints never mix. @default 'forms' */
  name?: string
  /** Where the counters live. @default this process's memory */
  store?: RateLimitStoreFactory
  /**
   * Count only answers of 400 and above (a failed sign-in): every request is counted when it
   * arrives and given back when it succeeds, so a burst cannot slip past the limit.
   * @default false: every request counts
   */
  countFailuresOnly?: boolean
  /** The error sentence of the 429 answer. @default apiErrors.rateLimited */
  message?: string
}

/**
 * One limiter per window, counting per client address (see `rateLimitKey`). Over the limit:
 * 429 with a JSON error and Retry-After.
 */
export function perIpRateLimit(
  windows: readonly RateLimitWindow[],
  options: PerIpRateLimitOptions = {},
): RequestHandler[] {
  const name = options.name ?? 'forms'
  return windows.map((window) => {
    const identifier = `${name}:${window.limit}-per-${Math.round(window.windowMs / 1000)}s`
    const store = options.store?.(`${identifier}:`)
    return rateLimit({
      windowMs: window.windowMs,
      limit: window.limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier,
      keyGenerator: rateLimitKey,
      skipSuccessfulRequests: options.countFailuresOnly ?? false,
      ...(store ? { store } : {}),
      handler: (_req, res) => {
        rateLimitRefusals.inc({ limit: name })
        res.status(429).json({ ok: false, error: options.message ?? apiErrors.rateLimited })
      },
    })
  })
}
