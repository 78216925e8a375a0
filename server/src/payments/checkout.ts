import {
  type EnrolmentQuote,
  type EnrolmentRequest,
  CANCELLED_ENROLMENT_PARAM,
  CHECKOUT_SESSION_PARAM,
  pages,
  PAYMENT_CURRENCY,
  paymentErrors,
  quoteEnrolment,
} from '@app/core'
import type Stripe from 'stripe'
import type { AppDatabase } from '../db/database'
import type { RequestOrigin } from '../enquiries'
import { HttpError } from '../http/errors'
import type { Logger } from '../logger'
import { attachCheckoutSession, markEnrolmentFailed, storePendingEnrolment } from './enrolments'
import type { PaymentGateway } from './stripe'

export interface CheckoutDeps {
  db: AppDatabase
  gateway: PaymentGateway
  logger: Logger
  /** Origin of the success and cancel links. */
  publicUrl: string
}

/**
 * The Checkout Session of an enrolment (docs/product.md#enrolment-and-payment): card only, in
 * pounds, one line per course with its duration in the name — or one "Custom payment" line
 * listing the courses — the e-mail prefilled, the enrolment's id in the metadata. Back to the
 * thank-you page after paying, to the form (or the test page) with the enrolment's reference
 * after cancelling.
 */
export function checkoutSessionParams(
  enrolment: { id: number; reference: string; kind: EnrolmentRequest['kind']; email: string },
  quote: EnrolmentQuote,
  publicUrl: string,
): Stripe.Checkout.SessionCreateParams {
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] =
    quote.customAmountPence === undefined
      ? quote.lines.map((line) => ({
          quantity: 1,
          price_data: {
            currency: PAYMENT_CURRENCY,
            unit_amount: line.pricePence,
            product_data: { name: `${line.course.title} (${line.duration.label})` },
          },
        }))
      : [
          {
            quantity: 1,
            price_data: {
              currency: PAYMENT_CURRENCY,
              unit_amount: quote.customAmountPence,
              product_data: { name: 'Custom payment', description: quote.courseText },
            },
          },
        ]
  const backTo = enrolment.kind === 'test' ? pages.payment.path : pages.enrolment.path
  const metadata = { enrolment_id: String(enrolment.id), kind: enrolment.kind }
  return {
    mode: 'payment',
    currency: PAYMENT_CURRENCY,
    // Cards settle at once: a completed session is a paid one, with no delayed bank debits.
    allowed_payment_method_types: ['card'],
    line_items: lineItems,
    customer_email: enrolment.email,
    client_reference_id: String(enrolment.id),
    metadata,
    payment_intent_data: { metadata, description: quote.courseText.slice(0, 1000) },
    // Stripe fills in {CHECKOUT_SESSION_ID} itself.
    success_url: `${publicUrl}${pages.thankYou.path}?${CHECKOUT_SESSION_PARAM}={CHECKOUT_SESSION_ID}`,
    cancel_url: `${publicUrl}${backTo}?${CANCELLED_ENROLMENT_PARAM}=${enrolment.reference}`,
  }
}

/** Why an answer from Stripe cannot be used, or undefined when it can. */
function sessionProblem(
  session: Stripe.Checkout.Session,
  quote: EnrolmentQuote,
): string | undefined {
  if (typeof session.id !== 'string' || !session.id.startsWith('cs_')) return 'no session id'
  if (typeof session.url !== 'string' || !/^https?:\/\//.test(session.url)) return 'no session url'
  if (session.amount_total !== quote.amountPence) {
    return `session total ${String(session.amount_total)} is not ${quote.amountPence}`
  }
  if (session.currency !== PAYMENT_CURRENCY) return `session currency ${String(session.currency)}`
  return undefined
}

function describeStripeError(error: unknown): string {
  if (error instanceof Error) {
    const { type, statusCode, code } = error as {
      type?: string
      statusCode?: number
      code?: string
    }
    return [type, statusCode, code, error.message].filter(Boolean).join(' · ')
  }
  return String(error)
}

/**
 * Starts paying for an enrolment: prices it from the catalogue, stores it as pending, and only
 * then asks Stripe for a Checkout Session, with an idempotency key derived from the enrolment so
 * that a retried call can never create a second charge. When Stripe fails, the enrolment is kept
 * as 'failed' and the caller answers 502.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  request: EnrolmentRequest,
  origin: RequestOrigin,
): Promise<{ id: string; url: string }> {
  const quote = quoteEnrolment(request.lines, request.customAmountPence)
  // The schema has compared them already; this line is what makes it impossible to charge
  // anything but the catalogue's figure, whatever a later change to the schema does.
  if (quote.amountPence !== request.amount) {
    throw new Error(`Amount ${request.amount} reached checkout; the figure is ${quote.amountPence}`)
  }
  const enrolment = await storePendingEnrolment(deps.db, request, quote, origin)
  const params = checkoutSessionParams(
    { ...enrolment, kind: request.kind, email: request.email },
    quote,
    deps.publicUrl,
  )

  let session: Stripe.Checkout.Session
  try {
    session = await deps.gateway.stripe.checkout.sessions.create(params, {
      idempotencyKey: `enrolment-checkout-${enrolment.reference}`,
    })
  } catch (error) {
    const problem = `Checkout Session not created: ${describeStripeError(error)}`
    await markEnrolmentFailed(deps.db, enrolment.id, problem)
    deps.logger.error('Stripe refused or did not answer a Checkout Session request', {
      enrolment: enrolment.id,
      error,
    })
    throw new HttpError(502, { ok: false, error: paymentErrors.provider })
  }

  const validId = typeof session.id === 'string' && session.id.startsWith('cs_')
  // Recorded whatever else is wrong, so that Stripe's later events about it find the enrolment.
  if (validId) await attachCheckoutSession(deps.db, enrolment.id, session.id)
  const problem = sessionProblem(session, quote)
  if (problem !== undefined || !session.url) {
    await markEnrolmentFailed(
      deps.db,
      enrolment.id,
      `Unusable Checkout Session: ${problem ?? 'no session url'}`,
    )
    deps.logger.error('Stripe answered with an unusable Checkout Session', {
      enrolment: enrolment.id,
      session: session.id,
      problem: problem ?? 'no session url',
    })
    // Whatever it is, nobody may pay it.
    if (validId) {
      await deps.gateway.stripe.checkout.sessions.expire(session.id).catch((error: unknown) => {
        deps.logger.error('Could not expire an unusable Checkout Session', {
          session: session.id,
          error,
        })
      })
    }
    throw new HttpError(502, { ok: false, error: paymentErrors.provider })
  }

  deps.logger.info('Checkout Session created', {
    enrolment: enrolment.id,
    session: session.id,
    amountPence: quote.amountPence,
    kind: request.kind,
  })
  return { id: session.id, url: session.url }
}
