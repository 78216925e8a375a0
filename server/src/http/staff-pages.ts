import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  FORMER_INVOICE_PATH,
  safeNextPath,
  STAFF_API_PREFIX,
  STAFF_BASE_PATH,
  STAFF_NEXT_PARAM,
  staffPages,
} from '@app/core'
import express, { type Request, type Response, Router } from 'express'
import type { AppDatabase } from '../db/database'
import type { StaffAuth } from '../staff/auth'
import { findStaffSession } from '../staff/sessions'
import { clientAddress } from './rate-limit'

/**
 * The staff area's pages (docs/product.md#staff-area): a single-page application of its own
 * (site/staff, built into site/build/staff), so that no public page loads any of it. Every
 * answer under /staff is private in every way a page can be: never cached, never indexed, a
 * Content Security Policy without any other origin, never framed. The server decides who sees
 * a page before any of it is sent: without a session, 302 to the sign-in page (which comes back
 * to the page); with one whose two-factor sign-in is not set up yet, 302 to setting it up.
 */
export interface StaffPagesDeps {
  db: AppDatabase
  auth: StaffAuth
  /** The staff application's build: index.html and assets/. */
  staffDir: string
  https: boolean
  now: () => Date
}

/** Nothing from anywhere else; no inline script or style. */
export function staffContentSecurityPolicy(https: boolean): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

export function staffPageRoutes(deps: StaffPagesDeps): Router {
  const router = Router()
  const csp = staffContentSecurityPolicy(deps.https)
  const indexFile = path.join(deps.staffDir, 'index.html')
  const html = existsSync(indexFile) ? readFileSync(indexFile) : undefined

  router.use(STAFF_BASE_PATH, (_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp)
    res.setHeader('X-Robots-Tag', 'noindex, nofollow')
    res.setHeader('Cache-Control', 'no-store')
    next()
  })

  // The application's files: named by their content, so kept a year (these alone may be cached).
  router.use(
    `${STAFF_BASE_PATH}/assets`,
    express.static(path.join(deps.staffDir, 'assets'), {
      fallthrough: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  )

  const headersOf = (req: Request) => {
    const headers = new Headers()
    const cookie = req.get('cookie')
    if (cookie) headers.set('cookie', cookie)
    headers.set('x-staff-client-address', clientAddress(req))
    return headers
  }

  const sendApp = (res: Response) => {
    if (!html) {
      res
        .status(503)
        .type('text/plain')
        .send('The staff pages have not been built: run `npm run build`.')
      return
    }
    res.status(200).type('html').send(html)
  }

  const redirect = (res: Response, location: string) => {
    res.redirect(302, location)
  }

  // The invoice builder's old address, now a new draft. The staff cookie is never sent to it (its path is /staff),
  // so it always goes by the sign-in page, which passes a signed-in member straight through.
  router.get(FORMER_INVOICE_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const query = new URLSearchParams({ [STAFF_NEXT_PARAM]: staffPages.newInvoice })
    redirect(res, `${staffPages.signIn}?${query}`)
  })

  router.get([STAFF_BASE_PATH, `${STAFF_BASE_PATH}/{*rest}`], async (req, res, next) => {
    if (req.path.startsWith(`${STAFF_API_PREFIX}/`) || req.path === STAFF_API_PREFIX) {
      next()
      return
    }
    const found = await findStaffSession(deps.auth, deps.db, headersOf(req), deps.now())
    const session = found.state === 'signed-in' ? found.session : undefined
    const here = req.originalUrl

    if (req.path === staffPages.signIn) {
      if (session?.twoFactorEnabled) {
        redirect(res, safeNextPath(req.query[STAFF_NEXT_PARAM]))
        return
      }
      sendApp(res)
      return
    }
    if (req.path.startsWith(staffPages.invitation(''))) {
      sendApp(res)
      return
    }
    if (!session) {
      const query = new URLSearchParams({ [STAFF_NEXT_PARAM]: safeNextPath(here) })
      redirect(res, `${staffPages.signIn}?${query}`)
      return
    }
    if (req.path === staffPages.twoFactorSetUp) {
      if (session.twoFactorEnabled) redirect(res, staffPages.overview)
      else sendApp(res)
      return
    }
    if (!session.twoFactorEnabled) {
      redirect(res, staffPages.twoFactorSetUp)
      return
    }
    sendApp(res)
  })

  return router
}
