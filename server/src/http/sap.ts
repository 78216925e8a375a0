import {
  pages,
  SAP_PASSWORD_PAGE,
  SAP_SESSION_COOKIE,
  SAP_SIGNED_IN_HINT_COOKIE,
  sapLoginRequestSchema,
  sapMessages,
  type SapPasswordLinkAnswer,
  sapPasswordResetRequestSchema,
  sapPaths,
  type SapSessionAnswer,
  sapSetPasswordRequestSchema,
  type SapTopicsAnswer,
} from '@app/core'
import { APIError } from 'better-auth/api'
import { type CookieOptions, type Request, type Response, Router } from 'express'
import type { AppDatabase } from '../db/database'
import { learnerAccess } from '../learners/access'
import {
  claimLearnerLink,
  createLearnerLink,
  normaliseEmail,
  readLearnerLink,
  setLearnerPassword,
} from '../learners/accounts'
import type { LearnerAuth } from '../learners/auth'
import { composeLearnerReset } from '../learners/mail'
import {
  endLearnerSessions,
  findLearnerSession,
  keepNewestSessions,
  type LearnerSession,
} from '../learners/sessions'
import { learnerTopics } from '../learners/topics'
import type { Logger } from '../logger'
import { enqueueMail } from '../mail/queue'
import type { MailWaker } from '../mail/sender'
import { rateLimitRefusals } from '../metrics'
import { hashPassword, isCommonPassword } from '../staff/passwords'
import { clearAccountFailures, countSignInFailure, signInBlockedFor } from '../staff/sign-in-limits'
import { HttpError } from './errors'
import { jsonBody } from './json-body'
import {
  clientAddress,
  perIpRateLimit,
  type RateLimitStoreFactory,
  type RateLimitWindow,
  rateLimitKey,
} from './rate-limit'
import { parsePayload } from './validate'

export interface SapRouteDeps {
  db: AppDatabase
  auth: LearnerAuth
  mail: MailWaker
  publicUrl: string
  staffEmail: string
  /** PUBLIC_URL is https: the cookies are Secure. */
  https: boolean
  logger: Logger
  now: () => Date
  /** Per-address limit of asking for reset links. */
  resetRateLimits: readonly RateLimitWindow[]
  rateLimitStore?: RateLimitStoreFactory | undefined
}

/**
 * The SAP learners' area (docs/learners.md):
 *
 * - `POST /api/sap/login` — `{ email, password }`; a learner's account: a session and its cookie
 *   (a fourth device ends the oldest session); anything else: 401 "Invalid username or
 *   password."; five failures for one address or account in 15 minutes: 429 until the window
 *   has passed (counted in the database, whichever process answers);
 * - `POST /api/sap/logout`, `POST /api/sap/logout-everywhere`;
 * - `GET /api/sap/session`, `GET /api/sap/topics` (the videos and the learner's access);
 * - `GET /api/sap/password-link?token=`, `POST /api/sap/password` — a link's state, and setting
 *   the password with it (which uses it up);
 * - `POST /api/sap/password-reset` — the same answer for any address;
 * - the pages' guards: /sap-topics needs a session, /sap-login with one goes to the topics.
 *
 * Every answer here is `Cache-Control: no-store`.
 */
export function sapRoutes(deps: SapRouteDeps): Router {
  const { db, auth } = deps
  const router = Router()
  const cookieOptions: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.https,
    path: '/',
  }
  const sessionCookie = SAP_SESSION_COOKIE
  const hintOptions: CookieOptions = { ...cookieOptions, httpOnly: false }
  const forget = (res: Response) => {
    res.clearCookie(sessionCookie, cookieOptions)
    res.clearCookie(SAP_SIGNED_IN_HINT_COOKIE, hintOptions)
  }
  const hinted = (req: Request) =>
    (req.get('cookie') ?? '')
      .split(';')
      .some((part) => part.trim().startsWith(`${SAP_SIGNED_IN_HINT_COOKIE}=`))

  const authHeaders = (req: Request) => {
    const headers = new Headers()
    const cookie = req.get('cookie')
    if (cookie) headers.set('cookie', cookie)
    headers.set('user-agent', (req.get('user-agent') ?? '').slice(0, 500))
    headers.set('x-learner-client-address', clientAddress(req))
    return headers
  }
  const sessionOf = (req: Request): Promise<LearnerSession | undefined> =>
    findLearnerSession(auth, db, authHeaders(req), deps.now())

  /**
   * The library's session cookie, set again as a browser-session cookie (no expiry: the browser
   * forgets it when it closes; the server ends it after 12 hours), with the header's hint.
   */
  const setSessionCookies = (res: Response, headers: Headers) => {
    for (const header of headers.getSetCookie()) {
      const [pair] = header.split(';')
      const index = pair!.indexOf('=')
      if (pair!.slice(0, index) !== sessionCookie) continue
      res.cookie(sessionCookie, pair!.slice(index + 1), { ...cookieOptions, encode: String })
      res.cookie(SAP_SIGNED_IN_HINT_COOKIE, '1', hintOptions)
    }
  }

  /** Signs a learner in with a password they just gave; the session cookies on `res`. */
  const startSession = async (req: Request, res: Response, email: string, password: string) => {
    const result = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: authHeaders(req),
      returnHeaders: true,
    })
    const user = (result.response as { user: { id: string } }).user
    // A session id that came with the request is never kept: a fresh one for every sign-in.
    const previous = await auth.api.getSession({ headers: authHeaders(req) }).catch(() => null)
    if (previous)
      await db.deleteFrom('learner_sessions').where('id', '=', previous.session.id).execute()
    await keepNewestSessions(db, user.id)
    await db
      .updateTable('learner_users')
      .set({ last_sign_in_at: deps.now() })
      .where('id', '=', user.id)
      .execute()
    setSessionCookies(res, result.headers)
    return user
  }

  router.use(
    ['/api/sap', pages.sapLogin.path, pages.sapTopics.path, SAP_PASSWORD_PAGE],
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store')
      next()
    },
  )

  router.post(sapPaths.login, ...jsonBody, async (req: Request, res: Response) => {
    const { email, password } = parsePayload(sapLoginRequestSchema, req.body)
    const keys = {
      address: rateLimitKey(req),
      account: normaliseEmail(email),
      scope: 'learner-sign-in' as const,
    }
    const blocked = await signInBlockedFor(db, keys, deps.now())
    if (blocked > 0) {
      rateLimitRefusals.inc({ limit: 'learner-sign-in' })
      res.setHeader('Retry-After', String(blocked))
      throw new HttpError(429, { ok: false, error: sapMessages.tooManyAttempts })
    }
    try {
      await startSession(req, res, normaliseEmail(email), password)
    } catch (error) {
      if (!(error instanceof APIError)) throw error
      await countSignInFailure(db, keys, deps.now())
      deps.logger.warn('Learner sign-in refused', { ip: clientAddress(req) })
      throw new HttpError(401, { ok: false, error: sapMessages.invalidCredentials })
    }
    await clearAccountFailures(db, keys.account, 'learner-sign-in')
    res.json({ ok: true })
  })

  router.post(sapPaths.logout, async (req, res) => {
    const session = await sessionOf(req)
    if (session)
      await db.deleteFrom('learner_sessions').where('id', '=', session.sessionId).execute()
    forget(res)
    // The header's Sign out is a plain form: the browser goes on to the sign-in page.
    if (req.is('application/x-www-form-urlencoded')) return res.redirect(303, pages.sapLogin.path)
    res.json({ ok: true })
  })

  router.post(sapPaths.logoutEverywhere, async (req, res) => {
    const session = await sessionOf(req)
    if (!session) {
      forget(res)
      throw new HttpError(401, { ok: false, error: sapMessages.signInRequired })
    }
    await endLearnerSessions(db, session.learnerId)
    forget(res)
    res.json({ ok: true })
  })

  router.get(sapPaths.session, async (req, res) => {
    res.json({
      ok: true,
      signedIn: (await sessionOf(req)) !== undefined,
    } satisfies SapSessionAnswer)
  })

  router.get(sapPaths.topics, async (req, res) => {
    const session = await sessionOf(req)
    if (!session) {
      // An ended session's hint goes too, so the header says Login again.
      if (hinted(req)) forget(res)
      throw new HttpError(401, { ok: false, error: sapMessages.signInRequired })
    }
    const access = await learnerAccess(db, session.learnerId, deps.now())
    const topics = access.state === 'active' ? await learnerTopics(db) : []
    res.json({ ok: true, topics, access } satisfies SapTopicsAnswer)
  })

  const linkRefused = (state: 'invalid' | 'expired' | 'used') =>
    state === 'invalid'
      ? new HttpError(404, { ok: false, error: sapMessages.linkInvalid })
      : new HttpError(410, {
          ok: false,
          error: state === 'expired' ? sapMessages.linkExpired : sapMessages.linkUsed,
        })

  router.get(sapPaths.passwordLink, async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token.slice(0, 200) : ''
    const link = await readLearnerLink(db, token, deps.now())
    if (link.state !== 'open') throw linkRefused(link.state)
    res.json({ ok: true, purpose: link.purpose } satisfies SapPasswordLinkAnswer)
  })

  router.post(sapPaths.setPassword, ...jsonBody, async (req: Request, res: Response) => {
    const { token, password } = parsePayload(sapSetPasswordRequestSchema, req.body)
    if (isCommonPassword(password)) {
      throw new HttpError(400, {
        ok: false,
        error: sapMessages.passwordCommon,
        fields: { password: [sapMessages.passwordCommon] },
      })
    }
    const before = await readLearnerLink(db, token, deps.now())
    if (before.state !== 'open') throw linkRefused(before.state)
    const passwordHash = await hashPassword(password)
    const learner = await db.transaction().execute(async (trx) => {
      const link = await claimLearnerLink(trx, token, deps.now())
      if (link.state !== 'open') throw linkRefused(link.state)
      await setLearnerPassword(trx, link.learnerId, passwordHash, deps.now())
      return trx
        .selectFrom('learner_users')
        .select(['id', 'email'])
        .where('id', '=', link.learnerId)
        .executeTakeFirstOrThrow()
    })
    deps.logger.info('Learner password set', { learner: learner.id, purpose: before.purpose })
    // Signed in with the new password on this device; every other session has ended.
    await startSession(req, res, learner.email, password)
    res.json({ ok: true })
  })

  router.post(
    sapPaths.passwordReset,
    ...perIpRateLimit(deps.resetRateLimits, {
      name: 'learner-password-reset',
      store: deps.rateLimitStore,
    }),
    ...jsonBody,
    async (req: Request, res: Response) => {
      const { email } = parsePayload(sapPasswordResetRequestSchema, req.body)
      const now = deps.now()
      const learner = await db
        .selectFrom('learner_users')
        .select(['id', 'email'])
        .where('email', '=', normaliseEmail(email))
        .where('deactivated_at', 'is', null)
        .executeTakeFirst()
      if (learner) {
        await db.transaction().execute(async (trx) => {
          const link = await createLearnerLink(trx, learner.id, 'reset', now)
          await enqueueMail(
            trx,
            composeLearnerReset({
              linkId: link.id,
              email: learner.email,
              token: link.token,
              expiresAt: link.expiresAt,
              publicUrl: deps.publicUrl,
              staffEmail: deps.staffEmail,
            }),
          )
        })
        deps.mail.wake()
      }
      // The same answer whether or not the address has an account.
      res.json({ ok: true })
    },
  )

  // The pages themselves: the guard answers before the static site serves anything.
  router.get(pages.sapTopics.path, async (req, res, next) => {
    if (req.path !== pages.sapTopics.path) return next()
    if (await sessionOf(req)) return next()
    if (hinted(req)) forget(res)
    res.redirect(302, pages.sapLogin.path)
  })
  router.get(pages.sapLogin.path, async (req, res, next) => {
    if (req.path !== pages.sapLogin.path) return next()
    if (await sessionOf(req)) return res.redirect(302, pages.sapTopics.path)
    next()
  })

  // A form posted before the page's scripts ran: nothing is read from it, and the learner is
  // sent back to the form, which then works.
  for (const path of [pages.sapLogin.path, SAP_PASSWORD_PAGE]) {
    router.post(path, (req, res, next) => {
      if (req.path !== path) return next()
      res.redirect(303, req.originalUrl)
    })
  }

  return router
}
