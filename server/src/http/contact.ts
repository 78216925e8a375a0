import { type ApiSuccess, apiPaths, contactEnquirySchema, HONEYPOT_FIELD } from '@app/core'
import { Router } from 'express'
import type { AppDatabase } from '../db/database'
import { storeContactEnquiry } from '../enquiries'
import type { Logger } from '../logger'
import type { MailWaker } from '../mail/sender'
import { recordsReceived } from '../metrics'
import { jsonBody } from './json-body'
import {
  clientAddress,
  perIpRateLimit,
  type RateLimitStoreFactory,
  type RateLimitWindow,
} from './rate-limit'
import { parsePayload } from './validate'

export interface ContactRouteDeps {
  db: AppDatabase
  mail: MailWaker
  logger: Logger
  rateLimits: readonly RateLimitWindow[]
  /** Where the rate-limit counters live. @default this process's memory */
  rateLimitStore?: RateLimitStoreFactory
  staffEmail: string
  publicUrl: string
  /** The server's clock: which events are past, the acknowledgement limit's day. */
  now: () => Date
}

/** A filled honeypot means a bot: it is told "ok" and nothing happens (docs/product.md#forms). */
function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}

/**
 * POST /api/contact/send: validate with the shared schema (a registration must name a published event
 * with a place left: docs/events.md), store the enquiry and queue its e-mails in one
 * transaction, answer `{ ok: true }` once that is committed (docs/product.md#storage-and-mail),
 * then wake the mail sender.
 */
export function contactRoutes(deps: ContactRouteDeps): Router {
  const router = Router()
  router.post(
    apiPaths.contactSend,
    ...perIpRateLimit(deps.rateLimits, { name: 'forms', store: deps.rateLimitStore }),
    ...jsonBody,
    async (req, res) => {
      const body: unknown = req.body
      if (honeypotFilled(body)) {
        deps.logger.info('Contact enquiry dropped: honeypot field filled', {
          ip: clientAddress(req),
        })
        res.json({ ok: true } satisfies ApiSuccess)
        return
      }
      const enquiry = parsePayload(contactEnquirySchema, body)
      const now = deps.now()
      const { id, acknowledged } = await storeContactEnquiry(
        deps.db,
        enquiry,
        { ip: clientAddress(req), userAgent: req.get('user-agent') },
        { staffEmail: deps.staffEmail, publicUrl: deps.publicUrl, now },
      )
      recordsReceived.inc({
        kind: enquiry.source === 'event-registration' ? 'registration' : 'enquiry',
        outcome: 'stored',
      })
      deps.logger.info('Enquiry stored', { enquiry: id, source: enquiry.source, acknowledged })
      deps.mail.wake()
      res.json({ ok: true } satisfies ApiSuccess)
    },
  )
  return router
}
