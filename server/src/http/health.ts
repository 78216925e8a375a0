import { apiErrors } from '@app/core'
import { Router } from 'express'
import { type AppDatabase, pingDatabase } from '../db/database'
import type { Logger } from '../logger'

/** How long one answer of the database check is reused: a flood of /readyz costs one query a second. */
export const readinessCacheMs = 1_000

/**
 * /livez while the process runs; /readyz only while the database answers
 * (docs/product.md#configuration-and-operation). Concurrent and repeated /readyz requests share
 * one check for `readinessCacheMs`.
 */
export function healthRoutes(db: AppDatabase, logger: Logger): Router {
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
    if (await isReady()) res.json({ ok: true })
    else res.status(503).json({ ok: false, error: apiErrors.unavailable })
  })
  return router
}
