import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import { type Logger, requestContext } from '../logger'
import { httpDuration, httpRequests, routeLabel } from '../metrics'

/** A request id a proxy may pass on: short, and nothing that could break a log line. */
const givenRequestId = /^[\w.:-]{1,100}$/

/** A path segment that looks like a token or an id (an invitation link's, say): never logged. */
const tokenLike = /^[\w-]{20,}$/

/** The path as logged: without the query (which can hold personal data) and without tokens. */
export function loggedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (tokenLike.test(segment) ? ':token' : segment))
    .join('/')
}

/** Health checks that pass are not logged: a proxy asks every few seconds. */
const quietWhenHealthy = new Set(['/livez', '/readyz'])

/**
 * Gives every request an id (the proxy's X-Request-Id when it sent a sensible one), sends it back
 * in X-Request-Id, makes it part of every log line written while the request is handled, and
 * when the answer is sent logs one line — method, path, status, duration — and counts it in the
 * request metrics (docs/product.md#logs-and-metrics). Written here rather than with pino-http,
 * whose per-request child logger reaches only code that is handed the request.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.get('x-request-id')
    const requestId = given && givenRequestId.test(given) ? given : randomUUID()
    res.setHeader('X-Request-Id', requestId)
    const started = process.hrtime.bigint()
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const route = routeLabel(req.route, req.baseUrl, req.path, res.statusCode)
      httpRequests.inc({ method: req.method, route, status: String(res.statusCode) })
      httpDuration.observe({ method: req.method, route }, seconds)
      if (quietWhenHealthy.has(req.path) && res.statusCode < 400) return
      const fields = {
        requestId,
        method: req.method,
        path: loggedPath(req.path),
        status: res.statusCode,
        durationMs: Math.round(seconds * 10_000) / 10,
      }
      if (res.statusCode >= 500) logger.warn('Request', fields)
      else logger.info('Request', fields)
    })
    requestContext.run({ requestId }, next)
  }
}
