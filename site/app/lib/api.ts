/**
 * The one client of the site's API. Every function sends a request, parses the answer with the
 * schema core/ declares for it, and returns its data — or a typed failure the page can act on
 * without looking at HTTP itself.
 */
import {
  apiErrorSchema,
  apiOkSchema,
  apiPaths,
  checkoutSessionAnswerSchema,
  type ContactEnquiryInput,
  enrolmentRestoreAnswerSchema,
  type EnrolmentRequestInput,
  paymentPaths,
  paymentSessionAnswerSchema,
  paymentStatusAnswerSchema,
  type SapLoginRequest,
  sapPaths,
  sapSessionAnswerSchema,
  sapTopicsAnswerSchema,
} from '@app/core'

/** What the schemas of core/ offer (zod's `safeParse`), without the site depending on zod. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

/** Why a request did not succeed. */
export type ApiFailure =
  /** No answer at all: offline, DNS, connection reset. */
  | { kind: 'network' }
  /** 400: the server named the fields it refused (field name → messages). */
  | { kind: 'invalid'; status: 400; error: string; fields: Record<string, string[]> }
  /** 429: too many requests from this address; try again after the pause. */
  | { kind: 'rate-limited'; status: 429; error: string; retryAfterSeconds: number | undefined }
  /** 503: the service (database, payments) is unavailable for now. */
  | { kind: 'unavailable'; status: 503; error: string }
  /** Any other status, or a success whose body is not what the schema says. */
  | { kind: 'other'; status: number; error: string | undefined }

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure }

export interface RequestOptions {
  method?: 'GET' | 'POST'
  /** Sent as JSON. */
  body?: unknown
  signal?: AbortSignal
}

/** Sends one request to the API and parses its answer with `answer`. Never throws for HTTP. */
export async function requestApi<T>(
  path: string,
  answer: AnswerSchema<T>,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    return { ok: false, failure: { kind: 'network' } }
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (response.ok) {
    const parsed = answer.safeParse(body)
    if (parsed.success) return { ok: true, data: parsed.data }
    return { ok: false, failure: { kind: 'other', status: response.status, error: undefined } }
  }
  return { ok: false, failure: failureOf(response, body) }
}

function failureOf(response: Response, body: unknown): ApiFailure {
  const parsed = apiErrorSchema.safeParse(body)
  const error = parsed.success ? parsed.data.error : undefined
  switch (response.status) {
    case 400:
      return {
        kind: 'invalid',
        status: 400,
        error: error ?? '',
        fields: (parsed.success && parsed.data.fields) || {},
      }
    case 429: {
      const retryAfter = Number(response.headers.get('Retry-After'))
      return {
        kind: 'rate-limited',
        status: 429,
        error: error ?? '',
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      }
    }
    case 503:
      return { kind: 'unavailable', status: 503, error: error ?? '' }
    default:
      return { kind: 'other', status: response.status, error }
  }
}

/** POST /api/contact/send: a contact enquiry, Quick Contact or event registration. */
export function sendContactEnquiry(enquiry: ContactEnquiryInput) {
  return requestApi(apiPaths.contactSend, apiOkSchema, { body: enquiry })
}

/** GET /api/payment/status: whether the site takes card payments. */
export function getPaymentStatus(signal?: AbortSignal) {
  return requestApi(paymentPaths.status, paymentStatusAnswerSchema, { signal })
}

/** POST /api/payment/create-checkout-session: stores the enrolment; answers the card page's URL. */
export function createCheckoutSession(request: EnrolmentRequestInput) {
  return requestApi(paymentPaths.createCheckoutSession, checkoutSessionAnswerSchema, {
    body: request,
  })
}

/** GET /api/payment/session/{id}: what a Checkout Session paid for (the thank-you page). */
export function getPaymentSession(sessionId: string, signal?: AbortSignal) {
  return requestApi(
    `${paymentPaths.session}${encodeURIComponent(sessionId)}`,
    paymentSessionAnswerSchema,
    { signal },
  )
}

/** GET /api/payment/enrolment/{reference}: an unpaid enrolment, to fill the form again. */
export function getCancelledEnrolment(reference: string, signal?: AbortSignal) {
  return requestApi(
    `${paymentPaths.enrolment}${encodeURIComponent(reference)}`,
    enrolmentRestoreAnswerSchema,
    { signal },
  )
}

/** POST /api/sap/login: signs a learner in; the server sets the session cookie. */
export function signInLearner(request: SapLoginRequest) {
  return requestApi(sapPaths.login, apiOkSchema, { body: request })
}

/** POST /api/sap/logout: ends the learner's session on the server and clears its cookie. */
export function signOutLearner() {
  return requestApi(sapPaths.logout, apiOkSchema, { method: 'POST' })
}

/** GET /api/sap/session: whether this browser is signed in to the learners' area. */
export function getLearnerSession(signal?: AbortSignal) {
  return requestApi(sapPaths.session, sapSessionAnswerSchema, { signal })
}

/** GET /api/sap/topics: the videos, for a signed-in learner only (401 otherwise). */
export function getSapTopics(signal?: AbortSignal) {
  return requestApi(sapPaths.topics, sapTopicsAnswerSchema, { signal })
}
