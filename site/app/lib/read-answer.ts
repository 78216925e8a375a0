import { apiErrorSchema } from '@app/core'
import type { AnswerSchema, ApiFailure, ApiResult } from './answer'

/**
 * Reads an answer of the API (api.ts): its data when it is a success its schema accepts,
 * otherwise why not. Loaded with the schemas (schemas.ts), as reading needs them and sending
 * does not (docs/product.md#speed).
 */
export async function readAnswer<T>(
  response: Response,
  answer: AnswerSchema<T>,
): Promise<ApiResult<T>> {
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
    case 401:
      return { kind: 'unauthorized', status: 401, error: error ?? '' }
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
