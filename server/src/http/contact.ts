import {
  type ApiError,
  type ApiSuccess,
  apiErrors,
  apiPaths,
  contactEnquirySchema,
  HONEYPOT_FIELD,
} from '@app/core'
import { Router } from 'express'
import { z } from 'zod'
import type { AppDatabase } from '../db/database'
import { storeContactEnquiry } from '../enquiries'
import type { Logger } from '../logger'
import type { MailWaker } from '../mail/sender'
import { jsonBody } from './json-body'
import { perIpRateLimit, type RateLimitWindow } from './rate-limit'

export interface ContactRouteDeps {
  db: AppDatabase
  mail: MailWaker
  logger: Logger
  rateLimits: readonly RateLimitWindow[]
  staffEmail: string
  publicUrl: string
}

/** A filled honeypot means a bot: it is told "ok" and nothing happens (D10). */
function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}

/** Field name → messages, from a failed parse with the shared schema (D10). */
export function fieldErrors(error: Parameters<typeof z.flattenError>[0]): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(z.flattenError(error).fieldErrors)) {
    // A value can break two rules with the same message (e.g. a phone number with letters).
    if (Array.isArray(messages) && messages.length > 0) fields[field] = [...new Set(messages)]
  }
  return fields
}

/**
 * POST /api/contact/send (SPEC §7): validate with the shared schema, store the enquiry and
 * queue the staff e-mail in one transaction, answer `{ ok: true }` once that is committed (D9),
 * then wake the mail sender.
 */
export function contactRoutes(deps: ContactRouteDeps): Router {
  const router = Router()
  router.post(
    apiPaths.contactSend,
    ...perIpRateLimit(deps.rateLimits),
    ...jsonBody,
    async (req, res) => {
      const body: unknown = req.body
      if (honeypotFilled(body)) {
        deps.logger.info('Contact enquiry dropped: honeypot field filled', { ip: req.ip })
        res.json({ ok: true } satisfies ApiSuccess)
        return
      }
      const parsed = contactEnquirySchema.safeParse(body)
      if (!parsed.success) {
        const answer: ApiError = {
          ok: false,
          error: apiErrors.invalid,
          fields: fieldErrors(parsed.error),
        }
        res.status(400).json(answer)
        return
      }
      const { id } = await storeContactEnquiry(
        deps.db,
        parsed.data,
        { ip: req.ip, userAgent: req.get('user-agent') },
        { staffEmail: deps.staffEmail, publicUrl: deps.publicUrl },
      )
      deps.logger.info('Contact enquiry stored', { enquiry: id })
      deps.mail.wake()
      res.json({ ok: true } satisfies ApiSuccess)
    },
  )
  return router
}
