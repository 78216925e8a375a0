import { type ApiError, apiErrors } from '@app/core'
import type { ErrorRequestHandler, RequestHandler } from 'express'
import { isDatabaseUnavailable, isDataException } from '../db/database'
import type { Logger } from '../logger'

/** An error that already knows its answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.error)
    this.name = 'HttpError'
  }
}

/** Errors raised by express.json() (body-parser), by `type`. */
const bodyParserAnswers: Record<string, { status: number; error: string }> = {
  'entity.too.large': { status: 413, error: apiErrors.tooLarge },
  'entity.parse.failed': { status: 400, error: apiErrors.malformed },
  'entity.verify.failed': { status: 400, error: apiErrors.malformed },
  'encoding.unsupported': { status: 415, error: apiErrors.malformed },
  'charset.unsupported': { status: 415, error: apiErrors.malformed },
  'request.aborted': { status: 400, error: apiErrors.malformed },
  'request.size.invalid': { status: 400, error: apiErrors.malformed },
}

const messageForStatus: Record<number, string> = {
  404: apiErrors.notFound,
  413: apiErrors.tooLarge,
  429: apiErrors.rateLimited,
}

function answerFor(error: unknown): { status: number; body: ApiError } {
  if (error instanceof HttpError) return { status: error.status, body: error.body }
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown }
  const known = typeof type === 'string' ? bodyParserAnswers[type] : undefined
  if (known) return { status: known.status, body: { ok: false, error: known.error } }
  if (isDatabaseUnavailable(error))
    return { status: 503, body: { ok: false, error: apiErrors.unavailable } }
  // A value PostgreSQL refuses (SQLSTATE class 22: data exception) is bad input that slipped
  // past the schema: still the visitor's mistake, never a 500.
  if (isDataException(error)) return { status: 400, body: { ok: false, error: apiErrors.invalid } }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { ok: false, error: messageForStatus[status] ?? apiErrors.invalid } }
  }
  return { status: 500, body: { ok: false, error: apiErrors.internal } }
}

/**
 * The one error handler: every error becomes a JSON ApiError. Bad input is a 4xx, an
 * unreachable or hung database a 503, anything else a 500. The answer is only the sentence for
 * people, in every environment: stacks, messages and paths go to the log, never to the client.
 */
export function errorHandler(options: { logger: Logger }): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const { status, body } = answerFor(error)
    const about = { method: req.method, path: req.path, status, error }
    if (status === 503) options.logger.warn('Request failed: service unavailable', about)
    else if (status >= 500) options.logger.error('Request failed', about)
    if (res.headersSent) {
      next(error)
      return
    }
    if (status === 503) res.setHeader('Retry-After', '10')
    res.setHeader('Cache-Control', 'no-store')
    res.status(status).json(body)
  }
}

/** Unknown /api/* paths answer JSON, not the HTML not-found page. */
export const apiNotFound: RequestHandler = () => {
  throw new HttpError(404, { ok: false, error: apiErrors.notFound })
}
