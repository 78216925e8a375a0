import { brand, learnerPasswordLimits, learnerTimings, SAP_SESSION_COOKIE } from '@app/core'
import { betterAuth } from 'better-auth'
import type { AppDatabase } from '../db/database'
import type { Logger } from '../logger'
import { hashPassword, verifyPassword } from '../staff/passwords'

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

const snakeCase = <Name extends string>(names: readonly Name[]) =>
  Object.fromEntries(
    names.map((name) => [name, name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]),
  ) as Record<Name, string>

export function createLearnerAuth(options: LearnerAuthOptions) {
  return betterAuth({
    appName: brand.name,
    secret: options.secret,
    baseURL: options.publicUrl,
    basePath: '/api/sap/auth',
    trustedOrigins: [new URL(options.publicUrl).origin],
    database: { db: options.db, type: 'postgres', transaction: true },
    telemetry: { enabled: false },
    // The learners' API counts failures itself, in the database (learners/sign-in.ts).
    rateLimit: { enabled: false },
    logger: {
      log: (level, message) => {
        if (level === 'error') options.logger.error(`Learner authentication: ${message}`)
        else if (level === 'warn') options.logger.warn(`Learner authentication: ${message}`)
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: learnerPasswordLimits.min,
      maxPasswordLength: learnerPasswordLimits.max,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      modelName: 'learner_users',
      fields: snakeCase(['emailVerified', 'createdAt', 'updatedAt']),
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        deactivatedAt: {
          type: 'date',
          required: false,
          input: false,
          fieldName: 'deactivated_at',
        },
      },
    },
    session: {
      modelName: 'learner_sessions',
      fields: snakeCase([
        'expiresAt',
        'createdAt',
        'updatedAt',
        'ipAddress',
        'userAgent',
        'userId',
      ]),
      expiresIn: learnerTimings.sessionMs / 1000,
      disableSessionRefresh: true,
    },
    account: {
      modelName: 'learner_accounts',
      fields: snakeCase([
        'accountId',
        'providerId',
        'userId',
        'accessToken',
        'refreshToken',
        'idToken',
        'accessTokenExpiresAt',
        'refreshTokenExpiresAt',
        'createdAt',
        'updatedAt',
      ]),
    },
    verification: {
      modelName: 'learner_verifications',
      fields: snakeCase(['expiresAt', 'createdAt', 'updatedAt']),
    },
    databaseHooks: {
      session: {
        create: {
          // A deactivated learner gets no session.
          before: async (session) => {
            const user = await options.db
              .selectFrom('learner_users')
              .select('deactivated_at')
              .where('id', '=', session.userId)
              .executeTakeFirst()
            return user !== undefined && user.deactivated_at === null
          },
        },
      },
    },
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
