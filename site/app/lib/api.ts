/**
 * The one client of the site's API. Every function sends a request, parses the answer with the
 * schema core/ declares for it, and returns its data — or a typed failure the page can act on
 * without looking at HTTP itself. The schemas load with the first request rather than with the
 * page, and the endpoints of each area have a module of their own (payment-api.ts, sap-api.ts),
 * so that a page downloads only its own (docs/product.md#speed).
 */
import { apiPaths, type ContactEnquiryInput } from '@app/core'
import type * as ApiAnswersModule from './api-answers'

/** What the schemas of core/ offer (zod's `safeParse`), without the site depending on zod. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

/** The schemas of the answers, once loaded. */
export type ApiAnswers = typeof ApiAnswersModule

let answers: Promise<ApiAnswers> | undefined

/** Loads the answers' schemas once; a failed load is tried again with the next request. */
function loadAnswers(): Promise<ApiAnswers> {
  answers ??= import('./api-answers').catch((error: unknown) => {
    answers = undefined
    throw error
  })
  return answers
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

/**
 * Sends one request to the API and parses its answer with the schema `answer` picks. Never
 * throws for HTTP; schemas that cannot be loaded count as no connection.
 */
export async function requestApi<T>(
  path: string,
  answer: (schemas: ApiAnswers) => AnswerSchema<T>,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  // A question loads the schemas beside the request. A request that changes something waits for
  // them, so that it is never sent without a way to read what the server did.
  const loading = loaded(loadAnswers())
  if (method !== 'GET' && !(await loading)) return { ok: false, failure: { kind: 'network' } }
  let response: Response
  try {
    response = await fetch(path, {
      method,
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
  const schemas = await loading
  if (!schemas) return { ok: false, failure: { kind: 'network' } }
  if (response.ok) {
    const parsed = answer(schemas).safeParse(body)
    if (parsed.success) return { ok: true, data: parsed.data }
    return { ok: false, failure: { kind: 'other', status: response.status, error: undefined } }
  }
  return { ok: false, failure: failureOf(response, body, schemas) }
}

/** The schemas, or undefined when they could not be loaded (offline, or a build since replaced). */
async function loaded(loading: Promise<ApiAnswers>): Promise<ApiAnswers | undefined> {
  try {
    return await loading
  } catch {
    return undefined
  }
}

function failureOf(response: Response, body: unknown, schemas: ApiAnswers): ApiFailure {
  const parsed = schemas.apiErrorSchema.safeParse(body)
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
  return requestApi(apiPaths.contactSend, (schemas) => schemas.apiOkSchema, { body: enquiry })
}
