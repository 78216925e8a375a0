import { learnerPasswordLimits, learnerTimings, SAP_SESSION_COOKIE } from '@app/core'
import { betterAuth } from 'better-auth'
import type { AppDatabase } from '../db/database'
import type { Logger } from '../logger'
import { passwordAccountsOptions, passwordAccountUsers } from '../staff/auth-common'

/**
 * The SAP BASIS learners' authentication (docs/learners.md), on the same library as the staff
 * area (better-auth through Kysely, Argon2id passwords) but a separate instance on tables of its
 * own (`learner_*`): a learner's cookie is never a staff session, and the staff sign-in never
 * finds a learner. Nobody signs up: accounts come from payments and from staff. The library's
 * HTTP endpoints are not mounted; the learners' API (http/sap.ts) calls it.
 */
export interface LearnerAuthOptions {
  db: AppDatabase
  secret: string
  publicUrl: string
  https: boolean
  logger: Logger
}

export function createLearnerAuth(options: LearnerAuthOptions) {
  return betterAuth({
    ...passwordAccountsOptions({
      ...options,
      basePath: '/api/sap/auth',
      label: 'Learner authentication',
      tables: 'learner',
      passwordLimits: learnerPasswordLimits,
      sessionMs: learnerTimings.sessionMs,
    }),
    user: passwordAccountUsers('learner', false),
    advanced: {
      // The cookie keeps the name the cookie page gives it (no __Secure- prefix), and is Secure
      // whenever the public address is https.
      useSecureCookies: false,
      cookies: { session_token: { name: SAP_SESSION_COOKIE } },
      defaultCookieAttributes: {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: options.https,
      },
      ipAddress: { ipAddressHeaders: ['x-learner-client-address'] },
    },
  })
}

export type LearnerAuth = ReturnType<typeof createLearnerAuth>
