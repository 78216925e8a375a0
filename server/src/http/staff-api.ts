import {
  acceptInvitationRequestSchema,
  apiErrors,
  auditQuerySchema,
  firstOwnerEmailSchema,
  inviteRequestSchema,
  roleChangeRequestSchema,
  STAFF_API_PREFIX,
  staffApiPaths,
  staffCodeRequestSchema,
  staffMessages,
  type StaffSessionAnswer,
  staffSignInRequestSchema,
  type StaffSignInNext,
  twoFactorSetUpRequestSchema,
} from '@app/core'
import { APIError } from 'better-auth/api'
import { type Request, type RequestHandler, type Response, Router } from 'express'
import type { AppDatabase } from '../db/database'
import { composeStaffInvitation } from '../mail/staff-invitation-mail'
import { enqueueMail } from '../mail/queue'
import type { MailWaker } from '../mail/sender'
import { rateLimitRefusals } from '../metrics'
import { createStaffAccount } from '../staff/accounts'
import { readAudit, writeAudit } from '../staff/audit'
import type { StaffAuth } from '../staff/auth'
import {
  claimInvitation,
  createInvitation,
  invitationError,
  invitationUrl,
  readInvitation,
  renewInvitation,
} from '../staff/invitations'
import { hashPassword, newPasswordProblem } from '../staff/passwords'
import {
  endAllStaffSessions,
  endStaffSession,
  findStaffSession,
  listStaffSessions,
} from '../staff/sessions'
import { clearAccountFailures, countSignInFailure, signInBlockedFor } from '../staff/sign-in-limits'
import { changeRole, deactivateMember, readTeam } from '../staff/team'
import { HttpError } from './errors'
import { type StaffGuard, unauthorized } from './staff-guard'
import { jsonBody } from './json-body'
import { clientAddress, rateLimitKey } from './rate-limit'
import { parsePayload } from './validate'

export interface StaffApiDeps {
  db: AppDatabase
  auth: StaffAuth
  guard: StaffGuard
  publicUrl: string
  mail: MailWaker
  /** Where replies to staff mail go. */
  staffEmail: string
  now: () => Date
}

/**
 * The staff API's sign-in, sessions and team (docs/product.md#staff-area), under /staff/api,
 * inside the guard's frame (same origin for changes, never cached). Without a live session:
 * 401; without two-factor sign-in set up: 403 except for setting it up; owners' endpoints: 403
 * for staff.
 */
export function staffApiRoutes(deps: StaffApiDeps): Router {
  const { db, auth, guard } = deps
  const { requireStaff, staffOf, authHeaders, audit } = guard
  const router = Router()

  const forwardCookies = (res: Response, headers: Headers) => {
    for (const cookie of headers.getSetCookie()) res.append('Set-Cookie', cookie)
  }

  /** The session cookie's name, to clear it when the session has been ended here. */
  const clearSessionCookie = async (res: Response) => {
    const { authCookies } = await auth.$context
    const { name, attributes } = authCookies.sessionToken
    res.clearCookie(name, {
      path: attributes.path,
      sameSite: 'lax',
      httpOnly: true,
      secure: attributes.secure,
    })
  }

  /** Marks a full sign-in: the audit entry, the date shown to owners, the account's count. */
  const signedIn = async (req: Request, user: { id: string; email: string }, detail?: string) => {
    const now = deps.now()
    await db
      .updateTable('auth_users')
      .set({ last_sign_in_at: now })
      .where('id', '=', user.id)
      .execute()
    await clearAccountFailures(db, user.email)
    await audit(req, { action: 'sign-in', actor: user, detail })
  }

  const tooMany = (res: Response, seconds: number): never => {
    rateLimitRefusals.inc({ limit: 'staff-sign-in' })
    res.setHeader('Retry-After', String(seconds))
    throw new HttpError(429, { ok: false, error: staffMessages.tooManyAttempts })
  }

  router.get(staffApiPaths.session, requireStaff({ twoFactor: false }), (_req, res) => {
    const { user, twoFactorEnabled } = staffOf(res)
    const answer: StaffSessionAnswer = { ok: true, user, twoFactorEnabled }
    res.json(answer)
  })

  router.post(staffApiPaths.signIn, jsonBody, async (req: Request, res: Response) => {
    const { email, password } = parsePayload(staffSignInRequestSchema, req.body)
    const keys = { address: rateLimitKey(req), account: email }
    const blocked = await signInBlockedFor(db, keys, deps.now())
    if (blocked > 0) tooMany(res, blocked)
    let result
    try {
      result = await auth.api.signInEmail({
        body: { email, password },
        headers: authHeaders(req),
        returnHeaders: true,
      })
    } catch (error) {
      if (!(error instanceof APIError)) throw error
      await countSignInFailure(db, keys, deps.now())
      await audit(req, { action: 'sign-in-failed', actorText: email })
      throw unauthorized(staffMessages.invalidCredentials)
    }
    forwardCookies(res, result.headers)
    const answer = result.response as {
      twoFactorRedirect?: boolean
      user?: { id: string; email: string }
    }
    let next: StaffSignInNext = 'code'
    if (!answer.twoFactorRedirect && answer.user) {
      next = 'two-factor-set-up'
      await signedIn(req, answer.user, 'two-factor sign-in not yet set up')
    }
    res.json({ ok: true, next })
  })

  router.post(staffApiPaths.signInCode, jsonBody, async (req: Request, res: Response) => {
    const { code } = parsePayload(staffCodeRequestSchema, req.body)
    const keys = { address: rateLimitKey(req) }
    const blocked = await signInBlockedFor(db, keys, deps.now())
    if (blocked > 0) tooMany(res, blocked)
    const compact = code.replace(/\s+/g, '')
    const isAppCode = /^\d{6}$/.test(compact)
    let result
    try {
      result = isAppCode
        ? await auth.api.verifyTOTP({
            body: { code: compact },
            headers: authHeaders(req),
            returnHeaders: true,
          })
        : await auth.api.verifyBackupCode({
            body: { code: compact },
            headers: authHeaders(req),
            returnHeaders: true,
          })
    } catch (error) {
      if (!(error instanceof APIError)) throw error
      await countSignInFailure(db, keys, deps.now())
      await audit(req, {
        action: 'sign-in-failed',
        detail: isAppCode ? 'wrong code' : 'wrong recovery code',
      })
      throw unauthorized(
        /cookie|session/i.test(String(error.body?.code ?? ''))
          ? staffMessages.sessionEnded
          : staffMessages.codeInvalid,
      )
    }
    forwardCookies(res, result.headers)
    const user = (result.response as { user: { id: string; email: string } }).user
    if (!isAppCode) await audit(req, { action: 'recovery-code-used', actor: user })
    await signedIn(req, user)
    res.json({ ok: true, next: 'signed-in' satisfies StaffSignInNext })
  })

  router.post(staffApiPaths.signOut, async (req, res) => {
    const found = await findStaffSession(auth, db, authHeaders(req), deps.now())
    if (found.state === 'signed-in') {
      await db.deleteFrom('auth_sessions').where('id', '=', found.session.sessionId).execute()
      await audit(req, { action: 'sign-out', actor: found.session.user })
    }
    await clearSessionCookie(res)
    res.json({ ok: true })
  })

  router.post(
    staffApiPaths.signOutEverywhere,
    requireStaff({ twoFactor: false }),
    async (req, res) => {
      const { user } = staffOf(res)
      const ended = await endAllStaffSessions(db, user.id)
      await audit(req, {
        action: 'sign-out-everywhere',
        actor: user,
        detail: `${ended} sessions ended`,
      })
      await clearSessionCookie(res)
      res.json({ ok: true })
    },
  )

  router.get(staffApiPaths.sessions, requireStaff(), async (_req, res) => {
    const { user, sessionId } = staffOf(res)
    res.json({ ok: true, sessions: await listStaffSessions(db, user.id, sessionId, deps.now()) })
  })

  router.post(`${staffApiPaths.sessions}/:id/end`, requireStaff(), async (req, res) => {
    const { user, sessionId } = staffOf(res)
    const id = String(req.params.id)
    if (!(await endStaffSession(db, user.id, id))) {
      throw new HttpError(404, { ok: false, error: staffMessages.sessionNotFound })
    }
    await audit(req, { action: 'session-ended', actor: user, target: { type: 'session', id } })
    if (id === sessionId) await clearSessionCookie(res)
    res.json({ ok: true })
  })

  router.get(`${STAFF_API_PREFIX}/invitations/:token`, async (req, res) => {
    const invitation = await readInvitation(db, String(req.params.token), deps.now())
    if (invitation.state !== 'open') throw invitationError(invitation.state)
    res.json({
      ok: true,
      email: invitation.email,
      role: invitation.role,
      firstOwner: invitation.firstOwner,
    })
  })

  router.post(staffApiPaths.acceptInvitation, jsonBody, async (req: Request, res: Response) => {
    const request = parsePayload(acceptInvitationRequestSchema, req.body)
    const passwordProblem = newPasswordProblem(request.password)
    if (passwordProblem) {
      throw new HttpError(400, {
        ok: false,
        error: apiErrors.invalid,
        fields: { password: [passwordProblem] },
      })
    }
    const now = deps.now()
    const invitation = await readInvitation(db, request.token, now)
    if (invitation.state !== 'open') throw invitationError(invitation.state)
    // The first owner's link names nobody: they give their address on the form.
    const email = invitation.email ?? parsePayload(firstOwnerEmailSchema, req.body).email
    const passwordHash = await hashPassword(request.password)
    const user = await db.transaction().execute(async (trx) => {
      const claimed = await claimInvitation(trx, request.token, deps.now())
      const account = await createStaffAccount(
        trx,
        { email, name: request.name, role: claimed.role, passwordHash },
        deps.now(),
      )
      await writeAudit(
        trx,
        {
          action: 'invitation-accepted',
          actor: { id: account.id, email },
          target: { type: 'invitation', id: String(claimed.id), label: email },
          detail: claimed.firstOwner ? 'first owner' : `as ${claimed.role}`,
          address: clientAddress(req),
        },
        deps.now(),
      )
      return { id: account.id, email }
    })
    // Signed in with the new password, until two-factor sign-in is set up.
    const result = await auth.api.signInEmail({
      body: { email: user.email, password: request.password },
      headers: authHeaders(req),
      returnHeaders: true,
    })
    forwardCookies(res, result.headers)
    await signedIn(req, user, 'two-factor sign-in not yet set up')
    res.json({ ok: true, next: 'two-factor-set-up' satisfies StaffSignInNext })
  })

  router.post(
    staffApiPaths.twoFactorSetUp,
    jsonBody,
    requireStaff({ twoFactor: false }),
    async (req: Request, res: Response) => {
      const { password } = parsePayload(twoFactorSetUpRequestSchema, req.body)
      if (staffOf(res).twoFactorEnabled) {
        throw new HttpError(409, { ok: false, error: staffMessages.twoFactorAlreadySetUp })
      }
      const keys = { address: rateLimitKey(req), account: staffOf(res).user.email }
      const blocked = await signInBlockedFor(db, keys, deps.now())
      if (blocked > 0) tooMany(res, blocked)
      let enabled
      try {
        enabled = await auth.api.enableTwoFactor({ body: { password }, headers: authHeaders(req) })
      } catch (error) {
        if (!(error instanceof APIError)) throw error
        await countSignInFailure(db, keys, deps.now())
        throw unauthorized(staffMessages.invalidCredentials)
      }
      if (enabled.method !== 'totp')
        throw new Error('Two-factor sign-in answered without a TOTP secret')
      const secret = new URL(enabled.totpURI).searchParams.get('secret') ?? ''
      res.json({ ok: true, secret, uri: enabled.totpURI, recoveryCodes: enabled.backupCodes })
    },
  )

  router.post(
    staffApiPaths.twoFactorConfirm,
    jsonBody,
    requireStaff({ twoFactor: false }),
    async (req: Request, res: Response) => {
      const { code } = parsePayload(staffCodeRequestSchema, req.body)
      let result
      try {
        result = await auth.api.verifyTOTP({
          body: { code: code.replace(/\s+/g, '') },
          headers: authHeaders(req),
          returnHeaders: true,
        })
      } catch (error) {
        if (!(error instanceof APIError)) throw error
        throw unauthorized(staffMessages.codeInvalid)
      }
      forwardCookies(res, result.headers)
      await audit(req, { action: 'two-factor-enabled', actor: staffOf(res).user })
      res.json({ ok: true })
    },
  )

  // ---------------------------------------------------------------- owners

  router.get(staffApiPaths.team, requireStaff({ owner: true }), async (_req, res) => {
    res.json({ ok: true, ...(await readTeam(db)) })
  })

  router.post(
    staffApiPaths.invitations,
    jsonBody,
    requireStaff({ owner: true }),
    async (req: Request, res: Response) => {
      const { email, role } = parsePayload(inviteRequestSchema, req.body)
      const owner = staffOf(res).user
      const address = email.toLowerCase()
      const member = await db
        .selectFrom('auth_users')
        .select('id')
        .where('email', '=', address)
        .executeTakeFirst()
      if (member) {
        throw new HttpError(409, {
          ok: false,
          error: staffMessages.alreadyMember,
          fields: { email: [staffMessages.alreadyMember] },
        })
      }
      const now = deps.now()
      await db.transaction().execute(async (trx) => {
        const invitation = await createInvitation(
          trx,
          { email: address, role, invitedBy: owner.id },
          now,
        )
        await enqueueMail(
          trx,
          composeStaffInvitation({
            id: invitation.id,
            email: address,
            role,
            url: invitationUrl(deps.publicUrl, invitation.token),
            expiresAt: invitation.expiresAt,
            invitedBy: owner.name,
            staffEmail: deps.staffEmail,
          }),
        )
        await writeAudit(
          trx,
          {
            action: 'invitation-sent',
            actor: owner,
            target: { type: 'invitation', id: String(invitation.id), label: address },
            detail: `as ${role}`,
            address: clientAddress(req),
          },
          now,
        )
      })
      deps.mail.wake()
      res.json({ ok: true })
    },
  )

  router.post(
    `${staffApiPaths.invitations}/:id/resend`,
    requireStaff({ owner: true }),
    async (req, res) => {
      const id = Number(req.params.id)
      if (!Number.isSafeInteger(id) || id <= 0) {
        throw new HttpError(404, { ok: false, error: staffMessages.invitationNotFound })
      }
      const owner = staffOf(res).user
      const now = deps.now()
      await db.transaction().execute(async (trx) => {
        const renewed = await renewInvitation(trx, id, now)
        await enqueueMail(
          trx,
          composeStaffInvitation({
            id,
            email: renewed.email,
            role: renewed.role,
            url: invitationUrl(deps.publicUrl, renewed.token),
            expiresAt: renewed.expiresAt,
            invitedBy: owner.name,
            staffEmail: deps.staffEmail,
          }),
        )
        await writeAudit(
          trx,
          {
            action: 'invitation-resent',
            actor: owner,
            target: { type: 'invitation', id: String(id), label: renewed.email },
            address: clientAddress(req),
          },
          now,
        )
      })
      deps.mail.wake()
      res.json({ ok: true })
    },
  )

  router.post(
    `${STAFF_API_PREFIX}/team/members/:id/role`,
    jsonBody,
    requireStaff({ owner: true }),
    async (req: Request, res: Response) => {
      const { role } = parsePayload(roleChangeRequestSchema, req.body)
      const member = await changeRole(db, String(req.params.id), role, deps.now())
      await audit(req, {
        action: 'role-changed',
        actor: staffOf(res).user,
        target: { type: 'staff member', id: member.id, label: member.email },
        detail: `${member.role} → ${role}`,
      })
      res.json({ ok: true })
    },
  )

  router.post(
    `${STAFF_API_PREFIX}/team/members/:id/deactivate`,
    requireStaff({ owner: true }),
    async (req, res) => {
      const member = await deactivateMember(db, String(req.params.id), deps.now())
      await audit(req, {
        action: 'account-deactivated',
        actor: staffOf(res).user,
        target: { type: 'staff member', id: member.id, label: member.email },
        detail: 'every session ended',
      })
      res.json({ ok: true })
    },
  )

  router.get(staffApiPaths.audit, requireStaff({ owner: true }), async (req, res) => {
    const query = parsePayload(auditQuerySchema, req.query)
    res.json({ ok: true, ...(await readAudit(db, query)) })
  })

  return router
}

/** After every router of the staff API: anything else under its prefix is JSON 404. */
export const staffApiNotFound: RequestHandler = () => {
  throw new HttpError(404, { ok: false, error: apiErrors.notFound })
}
