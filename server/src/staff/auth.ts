import {
  brand,
  RECOVERY_CODE_COUNT,
  STAFF_BASE_PATH,
  staffPasswordLimits,
  staffTimings,
} from '@app/core'
import { betterAuth } from 'better-auth'
import { twoFactor } from 'better-auth/plugins'
import type { AppDatabase } from '../db/database'
import type { Logger } from '../logger'
import { hashPassword, verifyPassword } from './passwords'

/**
 * The staff area's authentication (docs/product.md#staff-area), on better-auth: its sessions,
 * password sign-in and two-factor sign-in (TOTP and recovery codes), on the project's own
 * database through Kysely — PGlite and PostgreSQL alike — in tables that the project's
 * migrations create (`auth_*`). Nobody signs up: accounts come from invitations
 * (invitations.ts). The library's own HTTP endpoints are not mounted; the staff API
 * (http/staff-api.ts) calls it, so every answer, limit and audit entry is the project's.
 */
export interface StaffAuthOptions {
  db: AppDatabase
  /** Signs the session cookies and encrypts the authenticator secrets. 32+ characters. */
  secret: string
  publicUrl: string
  /** PUBLIC_URL is https: the cookies are Secure (and get the __Secure- prefix). */
  https: boolean
  logger: Logger
}

/** The library's names for columns that this project writes in snake_case. */
const snakeCase = <Name extends string>(names: readonly Name[]) =>
  Object.fromEntries(
    names.map((name) => [name, name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]),
  ) as Record<Name, string>

export function createStaffAuth(options: StaffAuthOptions) {
  return betterAuth({
    appName: brand.name,
    secret: options.secret,
    baseURL: options.publicUrl,
    basePath: `${STAFF_BASE_PATH}/api/auth`,
    trustedOrigins: [new URL(options.publicUrl).origin],
    database: { db: options.db, type: 'postgres', transaction: true },
    telemetry: { enabled: false },
    // The staff API counts failures itself, in the database (sign-in-limits.ts).
    rateLimit: { enabled: false },
    logger: {
      log: (level, message) => {
        if (level === 'error') options.logger.error(`Staff authentication: ${message}`)
        else if (level === 'warn') options.logger.warn(`Staff authentication: ${message}`)
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: staffPasswordLimits.min,
      maxPasswordLength: staffPasswordLimits.max,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      modelName: 'auth_users',
      fields: snakeCase(['emailVerified', 'createdAt', 'updatedAt']),
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        deactivatedAt: {
          type: 'date',
          required: false,
          input: false,
          fieldName: 'deactivated_at',
        },
      },
    },
    session: {
      modelName: 'auth_sessions',
      fields: snakeCase([
        'expiresAt',
        'createdAt',
        'updatedAt',
        'ipAddress',
        'userAgent',
        'userId',
      ]),
      // The absolute limit; the idle limit is checked on every request (sessions.ts), where
      // `updated_at` is when the session was last seen.
      expiresIn: staffTimings.absoluteMs / 1000,
      disableSessionRefresh: true,
    },
    account: {
      modelName: 'auth_accounts',
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
      modelName: 'auth_verifications',
      fields: snakeCase(['expiresAt', 'createdAt', 'updatedAt']),
    },
    databaseHooks: {
      session: {
        create: {
          // A deactivated account gets no session, whatever signed it in.
          before: async (session) => {
            const user = await options.db
              .selectFrom('auth_users')
              .select('deactivated_at')
              .where('id', '=', session.userId)
              .executeTakeFirst()
            return user !== undefined && user.deactivated_at === null
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'northlight-staff',
      useSecureCookies: options.https,
      // The staff pages and the staff API only; Lax so that a link from an e-mail to a staff
      // page arrives signed in. Changes are guarded by the Origin check, not by the cookie.
      defaultCookieAttributes: { path: STAFF_BASE_PATH, sameSite: 'lax', httpOnly: true },
      ipAddress: { ipAddressHeaders: ['x-staff-client-address'] },
    },
    plugins: [
      twoFactor({
        issuer: brand.name,
        twoFactorTable: 'auth_two_factors',
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT },
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            fields: snakeCase(['backupCodes', 'userId', 'failedVerificationCount', 'lockedUntil']),
          },
        },
      }),
    ],
  })
}

export type StaffAuth = ReturnType<typeof createStaffAuth>
