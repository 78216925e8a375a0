import { apiErrors } from '@app/core'
import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'

export interface RateLimitWindow {
  windowMs: number
  /** Requests allowed per IP address within the window. */
  limit: number
}

/** Enough for a person sending a few messages; too few for a script (docs/product.md#forms). */
export const defaultFormRateLimits: readonly RateLimitWindow[] = [
  { windowMs: 60_000, limit: 5 },
  { windowMs: 60 * 60_000, limit: 20 },
]

/**
 * One limiter per window, counting per client IP (req.ip, so it depends on `trust proxy`).
 * Over the limit: 429 with a JSON error and Retry-After.
 */
export function perIpRateLimit(windows: readonly RateLimitWindow[]): RequestHandler[] {
  return windows.map((window) =>
    rateLimit({
      windowMs: window.windowMs,
      limit: window.limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: `${window.limit}-per-${Math.round(window.windowMs / 1000)}s`,
      handler: (_req, res) => {
        res.status(429).json({ ok: false, error: apiErrors.rateLimited })
      },
    }),
  )
}
