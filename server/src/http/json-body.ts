import { apiErrors } from '@app/core'
import express, { type RequestHandler } from 'express'
import { HttpError } from './errors'

/** Bodies above this are refused with 413 (docs/product.md#forms). */
export const MAX_JSON_BODY = '16kb'

const parseJson = express.json({ limit: MAX_JSON_BODY, strict: true })

/**
 * Per-route JSON body parsing: the request must say it is JSON (415 otherwise) and be at most
 * 16 KB (413). Mounted per route rather than app-wide, so routes that need the raw body (the
 * Stripe webhook) get it untouched.
 */
export const jsonBody: RequestHandler[] = [
  (req, _res, next) => {
    if (!req.is('application/json')) {
      throw new HttpError(415, { ok: false, error: apiErrors.malformed })
    }
    next()
  },
  parseJson,
]
