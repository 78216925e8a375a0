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
import { passwordAccountsOptions, passwordAccountUsers, snakeCase } from './auth-common'

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

export function createStaffAuth(options: StaffAuthOptions) {
  return betterAuth({
    ...passwordAccountsOptions({
      ...options,
      basePath: `${STAFF_BASE_PATH}/api/auth`,
      label: 'Staff authentication',
      tables: 'auth',
      passwordLimits: staffPasswordLimits,
      // The absolute limit; the idle limit is checked on every request (sessions.ts), where
      // `updated_at` is when the session was last seen.
      sessionMs: staffTimings.absoluteMs,
    }),
    user: passwordAccountUsers('auth', true),
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
