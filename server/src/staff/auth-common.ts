import { brand } from '@app/core'
import type { AppDatabase } from '../db/database'
import type { Logger } from '../logger'
import { hashPassword, verifyPassword } from './passwords'

/** The library's names for columns that this project writes in snake_case. */
export const snakeCase = <Name extends string>(names: readonly Name[]) =>
  Object.fromEntries(
    names.map((name) => [name, name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]),
  ) as Record<Name, string>

export interface PasswordAccountsOptions {
  db: AppDatabase
  /** Signs the session cookies. 32+ characters. */
  secret: string
  publicUrl: string
  /** Where the library thinks its endpoints are (they are not mounted: our API calls it). */
  basePath: string
  /** Names the log lines, e.g. "Staff authentication". */
  label: string
  logger: Logger
  /** The tables' prefix: `auth` (staff) or `learner`, in the project's own migrations. */
  tables: 'auth' | 'learner'
  passwordLimits: { min: number; max: number }
  /** Every session ends this long after sign-in, whatever happens in between. */
  sessionMs: number
}

/**
 * What the staff area's and the learners' better-auth instances share: password accounts that
 * nobody signs up for, Argon2id hashes, sessions that are never extended, the project's own
 * tables (snake_case, made by its migrations), a deactivated account never getting a session,
 * and failures counted by the project's own API in the database rather than by the library.
 */
export function passwordAccountsOptions(options: PasswordAccountsOptions) {
  const users = `${options.tables}_users` as const
  return {
    appName: brand.name,
    secret: options.secret,
    baseURL: options.publicUrl,
    basePath: options.basePath,
    trustedOrigins: [new URL(options.publicUrl).origin],
    database: { db: options.db, type: 'postgres' as const, transaction: true },
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    logger: {
      log: (level: string, message: string) => {
        if (level === 'error') options.logger.error(`${options.label}: ${message}`)
        else if (level === 'warn') options.logger.warn(`${options.label}: ${message}`)
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: options.passwordLimits.min,
      maxPasswordLength: options.passwordLimits.max,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      modelName: `${options.tables}_sessions`,
      fields: snakeCase([
        'expiresAt',
        'createdAt',
        'updatedAt',
        'ipAddress',
        'userAgent',
        'userId',
      ]),
      expiresIn: options.sessionMs / 1000,
      disableSessionRefresh: true,
    },
    account: {
      modelName: `${options.tables}_accounts`,
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
      modelName: `${options.tables}_verifications`,
      fields: snakeCase(['expiresAt', 'createdAt', 'updatedAt']),
    },
    databaseHooks: {
      session: {
        create: {
          // A deactivated account gets no session, whatever signed it in.
          before: async (session: { userId: string }) => {
            const user = await options.db
              .selectFrom(users)
              .select('deactivated_at')
              .where('id', '=', session.userId)
              .executeTakeFirst()
            return user !== undefined && user.deactivated_at === null
          },
        },
      },
    },
  }
}

/** The users table's fields and extra columns; `role` is required of staff only. */
export function passwordAccountUsers<RoleRequired extends boolean>(
  tables: 'auth' | 'learner',
  roleRequired: RoleRequired,
) {
  return {
    modelName: `${tables}_users`,
    fields: snakeCase(['emailVerified', 'createdAt', 'updatedAt']),
    additionalFields: {
      role: { type: 'string' as const, required: roleRequired, input: false },
      deactivatedAt: {
        type: 'date' as const,
        required: false,
        input: false,
        fieldName: 'deactivated_at',
      },
    },
  }
}
