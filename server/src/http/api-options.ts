import type { Express, RequestHandler } from 'express'

/** The parts of Express's router this reads: each layer matches a path and may hold a route or a router. */
interface RouterLayer {
  match(path: string): boolean
  route?: { methods: Record<string, boolean> }
  handle?: { stack?: RouterLayer[] }
}

/** The methods the app's routes answer at `path`, found in its router as Express would match it. */
function methodsAt(stack: readonly RouterLayer[], path: string): Set<string> {
  const methods = new Set<string>()
  for (const layer of stack) {
    if (layer.route) {
      if (!layer.match(path)) continue
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') methods.add(method.toUpperCase())
      }
    } else if (layer.handle?.stack && layer.match(path)) {
      for (const method of methodsAt(layer.handle.stack, path)) methods.add(method)
    }
  }
  if (methods.has('GET')) methods.add('HEAD')
  return methods
}

/**
 * OPTIONS on an API path answers 204 with the path's `Allow` list (and a JSON content type, like
 * every API answer); a path no route answers falls through to the API's JSON 404. Cross-origin
 * requests are not invited: no CORS headers are sent.
 */
export function apiOptions(app: Express): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'OPTIONS') return next()
    const stack = (app as unknown as { router: { stack: RouterLayer[] } }).router.stack
    const methods = methodsAt(stack, req.originalUrl.split('?', 1)[0] ?? req.path)
    if (methods.size === 0) return next()
    res.setHeader('Allow', ['OPTIONS', ...[...methods].sort()].join(', '))
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('Cache-Control', 'no-store')
    res.status(204).end()
  }
}
