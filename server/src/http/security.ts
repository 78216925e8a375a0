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

/** The header value: the directives above, the given script hashes, and https-only parts. */
export function contentSecurityPolicy(options: {
  https: boolean
  scriptHashes?: readonly string[]
}): string {
  const directives = Object.entries(cspDirectives).map(([name, values]) =>
    name === 'script-src'
      ? [name, ...values, ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)]
      : [name, ...values],
  )
  if (options.https) directives.push(['upgrade-insecure-requests'])
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/**
 * helmet's headers (Referrer-Policy, X-Content-Type-Options, X-Frame-Options, COOP, CORP …),
 * HSTS only when the public URL is https, and the baseline CSP on every response; HTML pages
 * replace it with one that carries their own script hashes.
 */
export function securityHeaders(options: { https: boolean }): RequestHandler[] {
  const baselineCsp = contentSecurityPolicy({ https: options.https })
  return [
    helmet({
      contentSecurityPolicy: false,
      // The same as frame-ancestors 'none', for browsers that predate CSP.
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: options.https
        ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
        : false,
    }),
    (_req, res, next) => {
      res.setHeader('Content-Security-Policy', baselineCsp)
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
      next()
    },
  ]
}
