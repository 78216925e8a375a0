/**
 * The one client of the site's API. Every function sends a request, parses the answer with the
 * schema core/ declares for it, and returns its data — or a typed failure the page can act on
 * without looking at HTTP itself. The schemas, and the reading of answers that needs them
 * (api-reading.ts), load with the first request rather than with the page, and the endpoints of
 * each area have a module of their own (contact-api.ts, payment-api.ts, sap-api.ts), so that a
 * page downloads only its own (docs/product.md#speed).
 */
import type * as SchemasModule from './schemas'

/** What the schemas of core/ offer (zod's `safeParse`), without the site depending on zod. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

/** The answers' schemas and the forms' checks, once loaded. */
export type Schemas = typeof SchemasModule

let schemas: Promise<Schemas> | undefined

/**
 * Loads schemas.ts once, for a request's answer or a form's check; a failed load (no connection,
 * or a build since replaced) rejects and is tried again next time.
 */
export function loadSchemas(): Promise<Schemas> {
  schemas ??= import('./schemas').catch((error: unknown) => {
    schemas = undefined
    throw error
  })
  return schemas
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
 * Sends one request to the API and reads its answer with the schema `answer` picks. Never
 * throws for HTTP; schemas that cannot be loaded count as no connection.
 */
export async function requestApi<T>(
  path: string,
  answer: (schemas: Schemas) => AnswerSchema<T>,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  // A question loads the schemas beside the request. A request that changes something waits for
  // them, so that it is never sent without a way to read what the server did.
  const loading = loaded(loadSchemas())
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
  const loadedSchemas = await loading
  if (!loadedSchemas) return { ok: false, failure: { kind: 'network' } }
  return loadedSchemas.readAnswer(response, answer(loadedSchemas))
}

/** The schemas, or undefined when they could not be loaded (offline, or a build since replaced). */
async function loaded(loading: Promise<Schemas>): Promise<Schemas | undefined> {
  try {
    return await loading
  } catch {
    return undefined
  }
}
