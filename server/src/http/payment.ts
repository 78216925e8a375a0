import {
  apiErrors,
  type CheckoutSessionAnswer,
  enrolmentNumber,
  enrolmentRequestSchema,
  type EnrolmentRestoreAnswer,
  type PaymentSessionAnswer,
  paymentErrors,
  paymentPaths,
  type PaymentStatusAnswer,
} from '@app/core'
import express, { type RequestHandler, type Response, Router } from 'express'
import { z } from 'zod'
import type { AppDatabase } from '../db/database'
import type { Logger } from '../logger'
import type { MailWaker } from '../mail/sender'
import { startCheckout } from '../payments/checkout'
import { findEnrolmentBySession, findRestorableEnrolment, linesOf } from '../payments/enrolments'
import { settleCheckoutSession, type SettlementDeps } from '../payments/fulfilment'
import {
  chargeRefundedEventSchema,
  recordRefundEvent,
  refundUpdatedEventSchema,
} from '../payments/refunds'
import type { PaymentGateway } from '../payments/stripe'
import { HttpError } from './errors'
import { jsonBody } from './json-body'
import {
  clientAddress,
  perIpRateLimit,
  type RateLimitStoreFactory,
  type RateLimitWindow,
} from './rate-limit'
import { parsePayload } from './validate'

/**
 * The parts of a Checkout Session event that settling reads. Stripe's own events always fit; a
 * validly signed one that does not (a leaked secret, a test tool) is refused with 400.
 */
const eventEnvelopeSchema = z.object({ id: z.string().min(1).max(255), type: z.string() })
const sessionEventSchema = z.object({
  id: z.string().min(1).max(255),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      status: z.string().nullish(),
      payment_status: z.string().nullish(),
      amount_total: z.number().int().nullish(),
      currency: z.string().max(10).nullish(),
      metadata: z.record(z.string(), z.string()).nullish(),
      payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
    }),
  }),
})

/** Ten checkouts a minute from one address: more than a person retrying, too few to abuse. */
export const defaultCheckoutRateLimits: readonly RateLimitWindow[] = [
  { windowMs: 60_000, limit: 10 },
]

export interface PaymentRouteDeps {
  db: AppDatabase
  /** Undefined when no Stripe keys are configured: the endpoints answer 503. */
  gateway: PaymentGateway | undefined
  mail: MailWaker
  logger: Logger
  rateLimits: readonly RateLimitWindow[]
  /** Where the rate-limit counters live. @default this process's memory */
  rateLimitStore?: RateLimitStoreFactory
  staffEmail: string
  publicUrl: string
}

/** Stripe's events are far smaller; anything bigger is not from Stripe. */
const WEBHOOK_BODY_LIMIT = '256kb'

const sessionIdPattern = /^cs_[A-Za-z0-9_]{1,250}$/

/** Personal or payment data: never stored by a browser or a proxy. */
function noStore(res: Response): Response {
  return res.setHeader('Cache-Control', 'no-store')
}

/**
 * Card payments (docs/product.md#enrolment-and-payment):
 *
 * - `GET /api/payment/status` — whether the site takes card payments (the enrolment page asks
 *   before anyone fills it in);
 * - `POST /api/payment/create-checkout-session` — validates and prices the enrolment, stores it,
 *   then creates the Stripe Checkout Session and answers `{ ok, id, url }`;
 * - `POST /api/payment/webhook` — Stripe's signed events, on the raw body: a Checkout Session
 *   completed or expired settles its enrolment, and a refund made in Stripe's dashboard is
 *   recorded on it (docs/inbox.md#refunds), exactly once per event;
 * - `GET /api/payment/session/{id}` — what a Checkout Session paid for, for the thank-you page,
 *   settling it first when Stripe says it is paid and the webhook has not arrived yet;
 * - `GET /api/payment/enrolment/{reference}` — an unpaid enrolment's details, so that the form
 *   can be filled again when the visitor comes back from the card page without paying.
 *
 * Without Stripe keys every one of them but the status answers 503.
 */
export function paymentRoutes(deps: PaymentRouteDeps): Router {
  const router = Router()
  const settlement: SettlementDeps = {
    db: deps.db,
    logger: deps.logger,
    staffEmail: deps.staffEmail,
    publicUrl: deps.publicUrl,
  }

  const requireGateway = (): PaymentGateway => {
    if (!deps.gateway) throw new HttpError(503, { ok: false, error: paymentErrors.unavailable })
    return deps.gateway
  }
  const unreadableEvent = (error: z.ZodError) => {
    deps.logger.warn('Webhook refused: a signed event we cannot read', {
      issues: error.issues.map((issue) => issue.path.join('.') || '(the event)'),
    })
    return new HttpError(400, { ok: false, error: apiErrors.invalid })
  }
  const whenConfigured: RequestHandler = (_req, _res, next) => {
    requireGateway()
    next()
  }

  router.get(paymentPaths.status, (_req, res) => {
    noStore(res).json({
      ok: true,
      available: deps.gateway !== undefined,
    } satisfies PaymentStatusAnswer)
  })

  router.post(
    paymentPaths.createCheckoutSession,
    whenConfigured,
    ...perIpRateLimit(deps.rateLimits, { name: 'checkout', store: deps.rateLimitStore }),
    ...jsonBody,
    async (req, res) => {
      const gateway = requireGateway()
      const request = parsePayload(enrolmentRequestSchema, req.body)
      const session = await startCheckout(
        { db: deps.db, gateway, logger: deps.logger, publicUrl: deps.publicUrl },
        request,
        { ip: clientAddress(req), userAgent: req.get('user-agent') },
      )
      noStore(res).json({
        ok: true,
        id: session.id,
        url: session.url,
      } satisfies CheckoutSessionAnswer)
    },
  )

  router.post(
    paymentPaths.webhook,
    whenConfigured,
    // The signature is over the exact bytes Stripe sent: no JSON parser may touch them first.
    express.raw({ type: 'application/json', limit: WEBHOOK_BODY_LIMIT }),
    async (req, res) => {
      const gateway = requireGateway()
      const signature = req.get('stripe-signature')
      const body: unknown = req.body
      if (!signature || !Buffer.isBuffer(body)) {
        throw new HttpError(400, { ok: false, error: paymentErrors.signature })
      }
      let event
      try {
        event = gateway.stripe.webhooks.constructEvent(body, signature, gateway.webhookSecret)
      } catch (error) {
        deps.logger.warn('Webhook refused: bad signature', { ip: clientAddress(req), error })
        throw new HttpError(400, { ok: false, error: paymentErrors.signature })
      }
      // Signed is not the same as well formed: an event we cannot read is refused, not guessed at.
      const envelope = eventEnvelopeSchema.safeParse(event)
      if (!envelope.success) throw unreadableEvent(envelope.error)
      if (
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.expired'
      ) {
        const readable = sessionEventSchema.safeParse(event)
        if (!readable.success) throw unreadableEvent(readable.error)
        const outcome = await settleCheckoutSession(settlement, event.data.object, {
          id: readable.data.id,
          type: event.type,
        })
        if (outcome === 'paid') deps.mail.wake()
      } else if (event.type === 'charge.refunded') {
        // Refunds made in Stripe's dashboard (docs/inbox.md#refunds).
        const readable = chargeRefundedEventSchema.safeParse(event)
        if (!readable.success) throw unreadableEvent(readable.error)
        await recordRefundEvent(deps, { type: event.type, data: readable.data })
      } else if (event.type === 'charge.refund.updated') {
        const readable = refundUpdatedEventSchema.safeParse(event)
        if (!readable.success) throw unreadableEvent(readable.error)
        await recordRefundEvent(deps, { type: event.type, data: readable.data })
      }
      // Every verified event is acknowledged, even one that confirms nothing: Stripe would only
      // deliver it again, and what needs a person is logged.
      noStore(res).json({ ok: true })
    },
  )

  router.get(`${paymentPaths.session}:id`, whenConfigured, async (req, res) => {
    const gateway = requireGateway()
    const id = String(req.params.id)
    const notFound = new HttpError(404, { ok: false, error: paymentErrors.notFound })
    if (!sessionIdPattern.test(id)) throw notFound
    let enrolment = await findEnrolmentBySession(deps.db, id)
    if (!enrolment) throw notFound
    if (enrolment.status === 'pending') {
      let session
      try {
        session = await gateway.stripe.checkout.sessions.retrieve(id)
      } catch (error) {
        deps.logger.error('Could not look up a Checkout Session at Stripe', { session: id, error })
        throw new HttpError(502, { ok: false, error: paymentErrors.provider })
      }
      const outcome = await settleCheckoutSession(settlement, session)
      if (outcome === 'paid') deps.mail.wake()
      enrolment = (await findEnrolmentBySession(deps.db, id)) ?? enrolment
    }
    const lines = await linesOf(deps.db, enrolment.id)
    noStore(res).json({
      ok: true,
      status: enrolment.status,
      enrolmentNumber: enrolmentNumber(enrolment.id),
      kind: enrolment.kind,
      lines: lines.map((line) => ({
        course: line.course_slug,
        title: line.course_title,
        duration: line.duration_id,
        durationLabel: line.duration_label,
        pricePence: line.price_pence,
      })),
      listTotalPence: enrolment.list_total_pence,
      customAmountPence: enrolment.custom_amount_pence,
      amountPence: enrolment.amount_pence,
      amountPaidPence: enrolment.amount_paid_pence,
    } satisfies PaymentSessionAnswer)
  })

  router.get(`${paymentPaths.enrolment}:reference`, whenConfigured, async (req, res) => {
    const enrolment = await findRestorableEnrolment(deps.db, String(req.params.reference))
    if (!enrolment) throw new HttpError(404, { ok: false, error: paymentErrors.notFound })
    const lines = await linesOf(deps.db, enrolment.id)
    noStore(res).json({
      ok: true,
      status: enrolment.status,
      name: enrolment.name,
      email: enrolment.email,
      contact: enrolment.contact,
      message: enrolment.message,
      lines: lines.map((line) => ({
        course: line.course_slug,
        duration: line.duration_id as EnrolmentRestoreAnswer['lines'][number]['duration'],
      })),
      customAmountPence: enrolment.custom_amount_pence,
    } satisfies EnrolmentRestoreAnswer)
  })

  return router
}
