import { staffMessages } from '@app/core'
import type { Request, RequestHandler, Response } from 'express'
import type { AppDatabase } from '../db/database'
import { writeAudit, type AuditRecord } from '../staff/audit'
import type { StaffAuth } from '../staff/auth'
import { findStaffSession, type StaffSession } from '../staff/sessions'
import { HttpError } from './errors'
import { clientAddress } from './rate-limit'

export interface StaffGuardDeps {
  db: AppDatabase
  auth: StaffAuth
  publicUrl: string
  now: () => Date
}

/** What the guard leaves for the handlers. */
interface StaffLocals {
  staff: StaffSession
}

export const unauthorized = (error: string) => new HttpError(401, { ok: false, error })

/**
 * What every router of the staff API shares (docs/product.md#staff-area): the frame that keeps
 * answers out of caches and refuses changes from other origins, the session check, and the
 * audit log's entry for the request's address.
 */
export function staffGuard(deps: StaffGuardDeps) {
  const { db, auth } = deps
  const siteOrigin = new URL(deps.publicUrl).origin

  /** The headers the library reads: the cookies, the browser, and the client's address. */
  const authHeaders = (req: Request) => {
    const headers = new Headers()
    const cookie = req.get('cookie')
    if (cookie) headers.set('cookie', cookie)
    headers.set('user-agent', (req.get('user-agent') ?? '').slice(0, 500))
    headers.set('x-staff-client-address', clientAddress(req))
    return headers
  }

  /**
   * Mounted on the staff API's prefix before its routers: never cached, and every request that
   * changes something must come from the site's own origin (403 otherwise).
   */
  const frame: RequestHandler = (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
      next()
      return
    }
    // Changes only from the site's own pages: the Origin a browser sends must be the site's,
    // or the origin this request was addressed to (the same server under another name).
    const origin = req.get('origin')
    const ownOrigin = `${req.protocol}://${req.get('host') ?? ''}`
    if (origin === undefined || (origin !== siteOrigin && origin !== ownOrigin)) {
      throw new HttpError(403, { ok: false, error: staffMessages.otherOrigin })
    }
    next()
  }

  /** Requires a live session (and by default two-factor sign-in, and optionally an owner). */
  const requireStaff =
    (options: { twoFactor?: boolean; owner?: boolean } = {}): RequestHandler =>
    async (req, res, next) => {
      const found = await findStaffSession(auth, db, authHeaders(req), deps.now())
      if (found.state === 'none') throw unauthorized(staffMessages.signInRequired)
      const { session } = found
      if ((options.twoFactor ?? true) && !session.twoFactorEnabled) {
        throw new HttpError(403, { ok: false, error: staffMessages.twoFactorRequired })
      }
      if (options.owner && session.user.role !== 'owner') {
        throw new HttpError(403, { ok: false, error: staffMessages.forbidden })
      }
      ;(res.locals as StaffLocals).staff = session
      next()
    }

  /** The session `requireStaff` found. */
  const staffOf = (res: Response) => (res.locals as StaffLocals).staff

  /** An audit entry with the request's address. */
  const audit = (req: Request, record: Omit<AuditRecord, 'address'>) =>
    writeAudit(db, { ...record, address: clientAddress(req) }, deps.now())

  return { frame, requireStaff, staffOf, authHeaders, audit }
}

export type StaffGuard = ReturnType<typeof staffGuard>
