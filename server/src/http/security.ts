import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * The Content Security Policy: only what the pages use. Scripts come from our origin plus the
 * exact inline scripts React Router writes into each prerendered page, allowed by their SHA-256
 * hashes (never 'unsafe-inline'). The map on /contact is a Google Maps frame.
 */
export const cspDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.google.com'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
}

/**
 * The header value: the directives above, the given script hashes, extra frame sources (the
 * video host, on the one page that shows its frames), and https-only parts.
 */
export function contentSecurityPolicy(options: {
  https: boolean
  scriptHashes?: readonly string[]
  frameSources?: readonly string[]
}): string {
  const directives = Object.entries(cspDirectives).map(([name, values]) =>
    name === 'script-src'
      ? [name, ...values, ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)]
      : name === 'frame-src'
        ? [name, ...values, ...(options.frameSources ?? [])]
        : [name, ...values],
  )
  if (options.https) directives.push(['upgrade-insecure-requests'])
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/** Strict-Transport-Security: a year, subdomains included. */
export const hstsValue = 'max-age=31536000; includeSubDomains'

/**
 * helmet's headers (Referrer-Policy, X-Content-Type-Options, X-Frame-Options, COOP, CORP …) and
 * the baseline CSP on every response; HTML pages replace it with one that carries their own
 * script hashes. HSTS is sent only on answers that travelled over https (a browser ignores it
 * over http, and it must not be given to a plain-http local run).
 */
export function securityHeaders(options: { https: boolean }): RequestHandler[] {
  const baselineCsp = contentSecurityPolicy({ https: options.https })
  return [
    helmet({
      contentSecurityPolicy: false,
      // The same as frame-ancestors 'none', for browsers that predate CSP.
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    }),
    (req, res, next) => {
      if (options.https && req.secure) res.setHeader('Strict-Transport-Security', hstsValue)
      res.setHeader('Content-Security-Policy', baselineCsp)
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
      next()
    },
  ]
}

/** Paths a load balancer probes over plain http inside the network: never redirected. */
const probePaths = new Set(['/livez', '/readyz'])

/**
 * With an https public URL, a request that arrived over plain http (as the trusted proxy's
 * X-Forwarded-Proto says, or the connection itself) is sent to the same path on the public
 * origin with 301 (GET and HEAD) or 308 (anything else, so a POST is not turned into a GET).
 * The Location is the configured origin plus the request's path: the Host header is never used.
 */
export function httpsRedirect(options: { https: boolean; publicUrl: string }): RequestHandler {
  return (req, res, next) => {
    if (!options.https || req.secure || probePaths.has(req.path)) return next()
    const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308
    res.setHeader('Cache-Control', 'no-store')
    res.redirect(
      status,
      `${options.publicUrl}${req.originalUrl.startsWith('/') ? req.originalUrl : '/'}`,
    )
  }
}
