import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { brand } from '@app/core'
import { z } from 'zod'
import { configuredTopics, type SapTopicEntry } from './sap/topics'

/**
 * Server configuration, read once at start from environment variables (docs/product.md#configuration-and-operation). Every
 * variable is optional except, in production, SESSION_SECRET; `.env.example` documents each.
 */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test'
  isProduction: boolean
  /** PORT; 0 picks a free port (tests). */
  port: number
  /** Origin used in e-mails and redirects, without a trailing slash. */
  publicUrl: string
  /** PUBLIC_URL is https: turns on HSTS and upgrade-insecure-requests. */
  https: boolean
  /** Absolute; PGlite files live in `<dataDir>/pglite`, the .eml outbox in `<dataDir>/outbox`. */
  dataDir: string
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | undefined
  /** Mail goes through this SMTP server when set, into the outbox folder otherwise (docs/product.md#storage-and-mail). */
  smtpUrl: string | undefined
  mailFrom: string
  staffEmail: string
  stripe: {
    secretKey: string | undefined
    webhookSecret: string | undefined
    apiBase: string | undefined
  }
  /** The SAP learners' area (docs/learners.md). */
  sap: {
    /** Outside production a development learner is made at start (README). */
    developmentLearner: boolean
    /** The file the video list is first seeded from: SAP_TOPICS_FILE, or the sample outside production. */
    topicsFile: string
    /** The videos, in display order, read and checked at start. */
    topics: SapTopicEntry[]
  }
  /** From SESSION_SECRET; outside production a random one per process when unset. */
  sessionSecret: string
  /** Whether SESSION_SECRET was set (else the staff area keeps a development secret of its own). */
  sessionSecretGiven: boolean
  /** Express's `trust proxy` setting, off unless TRUST_PROXY says otherwise. */
  trustProxy: false | number | string
  /**
   * Where Prometheus reads the metrics (docs/product.md#logs-and-metrics): METRICS_PORT on
   * METRICS_HOST (127.0.0.1 unless set); off when METRICS_PORT is unset.
   */
  metrics: { port: number; host: string } | undefined
  /**
   * SHUTDOWN_DELAY_MS: on SIGTERM, how long /readyz answers 503 before the port closes, so a
   * proxy's health check takes the process out of rotation first (0 without a proxy).
   */
  shutdownDelayMs: number
  /** Where the built site is; main.ts finds it next to the server when unset. */
  siteDir: string | undefined
  /**
   * From TEST_NOW, allowed only when NODE_ENV=test: the instant the server's clock starts at, so
   * end-to-end tests can register for an event before it takes place. Undefined: the real clock.
   */
  testNow: Date | undefined
}

/** A bad or missing variable; the message names each one. */
export class ConfigError extends Error {
  constructor(readonly problems: ReadonlyArray<{ variable: string; message: string }>) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    )
    this.name = 'ConfigError'
  }
}

const optionalText = z.string().optional()

/** "Name <address>" or a bare address, the forms nodemailer accepts for From. */
const mailboxPattern = /^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/

/**
 * TRUST_PROXY: how many proxies stand in front (e.g. 1), or their addresses or subnets
 * ("loopback", "10.0.0.0/8"), so X-Forwarded-For and X-Forwarded-Proto are believed only from
 * them. `true` would believe any client's claim about its own address, so it is refused.
 */
const trustProxySchema = z
  .string()
  .regex(/^[\w.:/, -]+$/, {
    error: 'use false, a number of proxies, or a comma-separated list of addresses/subnets',
  })
  .refine((value) => value.trim() !== 'true', {
    error:
      'true would let any client choose its address: use the number of proxies in front (e.g. 1) or their addresses',
  })
  .transform((value): false | number | string => {
    const text = value.trim()
    if (text === 'false') return false
    if (/^\d+$/.test(text)) return Number(text)
    return text
  })

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'must be development, production or test',
      })
      .default('development'),
    PORT: z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number from 0 to 65535' })
      .transform(Number)
      .pipe(z.number().max(65535, { error: 'must be a whole number from 0 to 65535' }))
      .default(3000),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(mailboxPattern, { error: 'must be an address, e.g. "Name <no-reply@example.com>"' })
      .optional(),
    STAFF_EMAIL: z.email({ error: 'must be an e-mail address' }).default(brand.email),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, {
        error: 'must be a Stripe secret key (sk_test_… or sk_live_…)',
      })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
      .optional(),
    STRIPE_API_BASE: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    SAP_USERNAME: optionalText,
    SAP_PASSWORD_HASH: optionalText,
    SAP_TOPICS_FILE: optionalText,
    SESSION_SECRET: z
      .string()
      .min(32, { error: 'must be at least 32 characters (e.g. openssl rand -hex 32)' })
      .optional(),
    TRUST_PROXY: trustProxySchema.default(false),
    METRICS_PORT: z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number from 1 to 65535' })
      .transform(Number)
      .pipe(z.number().min(1).max(65535, { error: 'must be a whole number from 1 to 65535' }))
      .optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
    SHUTDOWN_DELAY_MS: z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of milliseconds from 0 to 5000' })
      .transform(Number)
      .pipe(
        z.number().max(5000, { error: 'must be a whole number of milliseconds from 0 to 5000' }),
      )
      .default(0),
    SITE_DIR: optionalText,
    TEST_NOW: z.iso
      .datetime({
        offset: true,
        error: 'must be an ISO 8601 date and time, e.g. 2025-04-01T09:00:00Z',
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production (e.g. openssl rand -hex 32)',
      })
    }
    if (env.TEST_NOW !== undefined && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_NOW'],
        message: 'is for tests only: it is refused unless NODE_ENV=test',
      })
    }
    // Taking payments needs both: the key to create Checkout Sessions, the secret to believe
    // Stripe's word that they were paid (docs/product.md#enrolment-and-payment).
    if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all',
      })
    }
    // A live key sent to a stand-in would be a leaked live key.
    if (env.STRIPE_API_BASE !== undefined && /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY ?? '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_API_BASE'],
        message: 'is for tests and local stand-ins; it cannot be used with a live key',
      })
    }
    // Learners have accounts of their own now (docs/learners.md): the shared pair is refused,
    // so that nobody believes it still lets anyone in.
    for (const variable of ['SAP_USERNAME', 'SAP_PASSWORD_HASH'] as const) {
      if (env[variable] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [variable],
          message:
            'is no longer used: every learner has their own account (see docs/learners.md); remove it from the environment',
        })
      }
    }
  })

/**
 * Parses the environment into a Config. Empty values count as unset (as in most .env files).
 * Throws a ConfigError naming every bad variable.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  )
  const result = envSchema.safeParse(present)
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment'),
        message: issue.message,
      }))
  // The topics file is read and checked now: a malformed one stops start-up with the reason.
  const configured = configuredTopics(present.SAP_TOPICS_FILE, present.NODE_ENV)
  if ('problem' in configured) {
    problems.push({ variable: 'SAP_TOPICS_FILE', message: configured.problem })
  }
  const { topicsFile, topics } = 'problem' in configured ? configured.fallback : configured
  if (!result.success || problems.length > 0) throw new ConfigError(problems)
  const e = result.data
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  const publicHost = new URL(publicUrl).hostname
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    publicUrl,
    https: publicUrl.startsWith('https:'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${brand.name} website" <no-reply@${publicHost}>`,
    staffEmail: e.STAFF_EMAIL,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE?.replace(/\/+$/, ''),
    },
    sap: {
      developmentLearner: e.NODE_ENV !== 'production',
      topicsFile,
      topics,
    },
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    sessionSecretGiven: e.SESSION_SECRET !== undefined,
    trustProxy: e.TRUST_PROXY,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    metrics:
      e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    siteDir: e.SITE_DIR === undefined ? undefined : path.resolve(e.SITE_DIR),
    testNow: e.TEST_NOW === undefined ? undefined : new Date(e.TEST_NOW),
  }
}
