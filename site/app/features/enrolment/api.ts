/** The payment endpoints of the API client (api.ts): enrolment, card payment and its outcome. */
import { type EnrolmentRequestInput, paymentPaths } from '@app/core'
import { requestApi } from '../../lib/api'

/** GET /api/payment/status: whether the site takes card payments. */
export function getPaymentStatus(signal?: AbortSignal) {
  return requestApi(paymentPaths.status, (schemas) => schemas.paymentStatusAnswerSchema, { signal })
}

/** POST /api/payment/create-checkout-session: stores the enrolment; answers the card page's URL. */
export function createCheckoutSession(request: EnrolmentRequestInput) {
  return requestApi(
    paymentPaths.createCheckoutSession,
    (schemas) => schemas.checkoutSessionAnswerSchema,
    {
      body: request,
    },
  )
}

/** GET /api/payment/session/{id}: what a Checkout Session paid for (the thank-you page). */
export function getPaymentSession(sessionId: string, signal?: AbortSignal) {
  return requestApi(
    `${paymentPaths.session}${encodeURIComponent(sessionId)}`,
    (schemas) => schemas.paymentSessionAnswerSchema,
    { signal },
  )
}

/** GET /api/payment/enrolment/{reference}: an unpaid enrolment, to fill the form again. */
export function getCancelledEnrolment(reference: string, signal?: AbortSignal) {
  return requestApi(
    `${paymentPaths.enrolment}${encodeURIComponent(reference)}`,
    (schemas) => schemas.enrolmentRestoreAnswerSchema,
    { signal },
  )
}
