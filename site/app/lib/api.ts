/**
 * The one client of the site's API. Every function sends a request, parses the answer with the
 * schema core/ declares for it, and returns its data — or a typed failure the page can act on
 * without looking at HTTP itself. The schemas, and the reading of answers that needs them
 * (read-answer.ts), load with the first request rather than with the page, and the endpoints of
 * each area have a module of their own (features/{feature}/api.ts), so that a
 * page downloads only its own (docs/product.md#speed).
 */
import type { AnswerSchema, ApiResult } from './answer'
import { loadSchemas, type Schemas } from './load-schemas'

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
