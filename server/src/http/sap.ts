import {
  pages,
  SAP_SESSION_COOKIE,
  SAP_SIGNED_IN_HINT_COOKIE,
  sapLoginRequestSchema,
  sapMessages,
  sapPaths,
  type SapSessionAnswer,
  type SapTopicsAnswer,
  sapVideoUrls,
} from '@app/core'
import { type CookieOptions, type Request, type Response, Router } from 'express'
import type { Logger } from '../logger'
import { checkLearnerLogin, type LearnerAccount } from '../sap/login'
import { readCookie, type SapSessions } from '../sap/sessions'
import type { SapTopicEntry } from '../sap/topics'
import { HttpError } from './errors'
import { jsonBody } from './json-body'
import {
  clientAddress,
  perIpRateLimit,
  type RateLimitStoreFactory,
  type RateLimitWindow,
} from './rate-limit'
import { parsePayload } from './validate'

/** Five failed sign-ins from one address in 15 minutes, then none at all until the window ends. */
export const defaultLoginRateLimits: readonly RateLimitWindow[] = [
  { windowMs: 15 * 60_000, limit: 5 },
]

export interface SapRouteDeps {
  account: LearnerAccount
  topics: readonly SapTopicEntry[]
  sessions: SapSessions
  /** PUBLIC_URL is https: the cookie is Secure. */
  https: boolean
  logger: Logger
  rateLimits: readonly RateLimitWindow[]
  /** Where the failed-attempt counters live. @default this process's memory */
  rateLimitStore?: RateLimitStoreFactory
}

/**
 * The SAP learners' area (docs/product.md#sap-learners-area):
 *
 * - `POST /api/sap/login` — JSON `{ username, password }`; right: a new session and its cookie,
 *   wrong or unknown: 401 "Invalid username or password."; five failures from one address in
 *   15 minutes and every attempt from it is a 429 until the window has passed;
 * - `POST /api/sap/logout` — ends the session on the server and clears the cookie;
 * - `GET /api/sap/session` — whether this browser is signed in;
 * - `GET /api/sap/topics` — the videos, to a live session only (401 otherwise);
 * - `GET /sap-topics` — without a live session, 302 to /sap-login before any page is served;
 *   `GET /sap-login` with one, 302 to /sap-topics.
 *
 * Every answer here is `Cache-Control: no-store`.
 */
export function sapRoutes(deps: SapRouteDeps): Router {
  const router = Router()
  const cookieOptions: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.https,
    path: '/',
    // No maxAge or expires: a browser-session cookie. The server ends the session after 12 hours.
  }
  const topics: SapTopicsAnswer['topics'] = deps.topics.map((topic, index) => ({
    number: index + 1,
    title: topic.title,
    ...sapVideoUrls(topic.fileId),
  }))

  // The header's hint: the same life, but readable by the page's scripts (it says nothing secret).
  const hintOptions: CookieOptions = { ...cookieOptions, httpOnly: false }
  const forget = (res: Response) => {
    res.clearCookie(SAP_SESSION_COOKIE, cookieOptions)
    res.clearCookie(SAP_SIGNED_IN_HINT_COOKIE, hintOptions)
  }
  const hinted = (req: Request) =>
    readCookie(req.get('cookie'), SAP_SIGNED_IN_HINT_COOKIE) !== undefined

  const cookieOf = (req: Request) => readCookie(req.get('cookie'), SAP_SESSION_COOKIE)
  const signedIn = (req: Request) => deps.sessions.isValid(cookieOf(req))
  const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-store')

  router.use(['/api/sap', pages.sapLogin.path, pages.sapTopics.path], (_req, res, next) => {
    noStore(res)
    next()
  })

  router.post(
    sapPaths.login,
    ...perIpRateLimit(deps.rateLimits, {
      name: 'sap-login',
      store: deps.rateLimitStore,
      countFailuresOnly: true,
      message: sapMessages.tooManyAttempts,
    }),
    ...jsonBody,
    async (req, res) => {
      const { username, password } = parsePayload(sapLoginRequestSchema, req.body)
      if (!(await checkLearnerLogin(deps.account, username, password))) {
        deps.logger.warn('SAP sign-in refused', { ip: clientAddress(req) })
        throw new HttpError(401, { ok: false, error: sapMessages.invalidCredentials })
      }
      // A session id that came with the request is never kept: a fresh one for every sign-in.
      await deps.sessions.end(cookieOf(req))
      res.cookie(SAP_SESSION_COOKIE, await deps.sessions.start(), cookieOptions)
      res.cookie(SAP_SIGNED_IN_HINT_COOKIE, '1', hintOptions)
      res.json({ ok: true })
    },
  )

  router.post(sapPaths.logout, async (req, res) => {
    await deps.sessions.end(cookieOf(req))
    forget(res)
    // The header's Sign out is a plain form: the browser goes on to the sign-in page.
    if (req.is('application/x-www-form-urlencoded')) return res.redirect(303, pages.sapLogin.path)
    res.json({ ok: true })
  })

  router.get(sapPaths.session, async (req, res) => {
    res.json({ ok: true, signedIn: await signedIn(req) } satisfies SapSessionAnswer)
  })

  router.get(sapPaths.topics, async (req, res) => {
    if (!(await signedIn(req))) {
      // An ended session's hint goes too, so the header says Login again.
      if (hinted(req)) forget(res)
      throw new HttpError(401, { ok: false, error: sapMessages.signInRequired })
    }
    res.json({ ok: true, topics } satisfies SapTopicsAnswer)
  })

  // The pages themselves: the guard answers before the static site serves anything.
  router.get(pages.sapTopics.path, async (req, res, next) => {
    if (req.path !== pages.sapTopics.path) return next()
    if (await signedIn(req)) return next()
    if (hinted(req)) forget(res)
    res.redirect(302, pages.sapLogin.path)
  })
  router.get(pages.sapLogin.path, async (req, res, next) => {
    if (req.path !== pages.sapLogin.path) return next()
    if (await signedIn(req)) return res.redirect(302, pages.sapTopics.path)
    next()
  })

  // The sign-in form posted before the page's scripts ran: nothing is read from it, and the
  // learner is sent back to the form, which then works.
  router.post(pages.sapLogin.path, (req, res, next) => {
    if (req.path !== pages.sapLogin.path) return next()
    res.redirect(303, pages.sapLogin.path)
  })

  return router
}
