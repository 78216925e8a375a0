import { apiErrors } from '@app/core'
import { Router } from 'express'
import { type AppDatabase, pingDatabase } from '../db/database'
import type { Logger } from '../logger'

/** /livez while the process runs; /readyz only while the database answers (docs/product.md#configuration-and-operation). */
export function healthRoutes(db: AppDatabase, logger: Logger): Router {
  const router = Router()
  router.get('/livez', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ ok: true })
  })
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    try {
      await pingDatabase(db)
      res.json({ ok: true })
    } catch (error) {
      logger.warn('Not ready: the database does not answer', { error })
      res.status(503).json({ ok: false, error: apiErrors.unavailable })
    }
  })
  return router
}
