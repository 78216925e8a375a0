import { apiErrors } from '@app/core'
import { type RequestHandler, Router } from 'express'
import { type AppDatabase, pingDatabase } from '../db/database'
import type { Logger } from '../logger'

/**
 * Whether the process is shutting down. While it drains, /readyz answers 503 so a proxy stops
 * sending it requests, and every answer closes its connection so none is reused.
 */
export interface Readiness {
  draining: boolean
}

/** During the drain: `Connection: close` on every answer. */
export function closeConnectionsWhileDraining(readiness: Readiness): RequestHandler {
  return (_req, res, next) => {
    if (readiness.draining) res.setHeader('Connection', 'close')
    next()
  }
}

/** How long one answer of the database check is reused: a flood of /readyz costs one query a second. */
export const readinessCacheMs = 1_000

/**
 * /livez while the process runs; /readyz only while the database answers
 * (docs/product.md#configuration-and-operation). Concurrent and repeated /readyz requests share
 * one check for `readinessCacheMs`.
 */
export function healthRoutes(
  db: AppDatabase,
  logger: Logger,
  readiness: Readiness = { draining: false },
): Router {
  let lastCheck: { at: number; ready: Promise<boolean> } | undefined
  const isReady = (): Promise<boolean> => {
    const now = Date.now()
    if (lastCheck && now - lastCheck.at < readinessCacheMs) return lastCheck.ready
    const ready = pingDatabase(db).then(
      () => true,
      (error: unknown) => {
        logger.warn('Not ready: the database does not answer', { error })
        return false
      },
    )
    lastCheck = { at: now, ready }
    return ready
  }

  const router = Router()
  router.get('/livez', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ ok: true })
  })
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (readiness.draining) res.status(503).json({ ok: false, error: apiErrors.unavailable })
    else if (await isReady()) res.json({ ok: true })
    else res.status(503).json({ ok: false, error: apiErrors.unavailable })
  })
  return router
}
