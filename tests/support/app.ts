import { mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { EnrolmentRequestInput, PageInfo } from '@app/core'
import express, { type Express } from 'express'
import { createApp } from '@app/server/src/app'
import { type Config, loadConfig } from '@app/server/src/config'
import type { AppDatabase } from '@app/server/src/db/database'
import { databaseRateLimitStore, type RateLimitWindow } from '@app/server/src/http/rate-limit'
import { listen, serverPort } from '@app/server/src/lifecycle'
import type { LogFields, Logger, LogLevel } from '@app/server/src/logger'
import { MailSender, type RetryPolicy } from '@app/server/src/mail/sender'
import {
  createMailTransport,
  createSmtpTransport,
  type MailTransport,
} from '@app/server/src/mail/transport'
import { prepareLearnersArea } from '@app/server/src/learners/start'
import { createPaymentGateway } from '@app/server/src/payments/stripe'
import { type Backend, createTestDatabase, type TestDatabase } from './database'
import { createTestSite, type TestSite } from './site'

export interface LogEntry {
  level: LogLevel
  message: string
  fields: LogFields | undefined
}

/** A logger that keeps what it is told, for assertions, and prints nothing. */
export function recordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = []
  const record = (level: LogLevel) => (message: string, fields?: LogFields) => {
    entries.push({ level, message, fields })
  }
  return { entries, info: record('info'), warn: record('warn'), error: record('error') }
}

/** Retries after 100 ms, doubling up to 400 ms: an outage test takes a second, not an hour. */
export const fastRetry: RetryPolicy = { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 50 }

/** Short nodemailer timeouts: a dead SMTP port fails in milliseconds anyway. */
const testSmtpTimeouts = { connectionTimeout: 2_000, greetingTimeout: 2_000, socketTimeout: 5_000 }

/** No limit worth mentioning, for suites that send many requests. */
export const generousRateLimits: readonly RateLimitWindow[] = [{ windowMs: 60_000, limit: 10_000 }]

export interface TestAppOptions {
  /** The app's logger. @default a recording logger, read back as `logs` */
  logger?: Logger
  /** A database to use; otherwise a fresh one of `backend` (PGlite by default). */
  database?: TestDatabase
  /**
   * The database went down after the server started: skip what the server writes at start
   * (the seeded video list, the development learner), which it did while the database was up.
   * @default false
   */
  databaseDown?: boolean
  backend?: Backend
  /** Environment for loadConfig, on top of NODE_ENV=test and a temporary DATA_DIR (removed on close). */
  env?: Record<string, string>
  /** Where mail goes: SMTP_URL in `env` sends through it (fast timeouts), else the .eml outbox. */
  retry?: Partial<RetryPolicy>
  rateLimits?: readonly RateLimitWindow[]
  /** Keep rate-limit counters in the database, as the server does on PostgreSQL. @default false */
  sharedRateLimits?: boolean
  /** Per-IP limit of starting a card payment. @default generousRateLimits */
  checkoutRateLimits?: readonly RateLimitWindow[]
  /** Per-IP limit of asking for learners' reset links. @default generousRateLimits */
  resetRateLimits?: readonly RateLimitWindow[]
  pages?: readonly PageInfo[]
  siteDir?: string
  /** Routes served in front of the app (e.g. a deliberately slow one). */
  routesInFront?: (front: Express) => void
  /** The app's clock. @default the real clock */
  now?: () => Date
}

export interface TestApp {
  /** http://127.0.0.1:<port> */
  url: string
  config: Config
  db: AppDatabase
  database: TestDatabase
  sender: MailSender
  transport: MailTransport
  server: Server
  logs: LogEntry[]
  /** POST a JSON value (or raw text with its own content type). */
  post(path: string, body: unknown, init?: RequestInit): Promise<Response>
  /** Stops everything it started, including the database and site it created. */
  close(): Promise<void>
}

/**
 * createApp(...) with real dependencies, listening on a free port: a real database, the real
 * mail sender and transport, a fixture site unless one is given.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(options.backend ?? 'pglite'))
  const ownSite: TestSite | undefined = options.siteDir ? undefined : await createTestSite()
  const siteDir = options.siteDir ?? ownSite!.dir
  const dataDir = await mkdtemp(path.join(tmpdir(), 'server-test-data-'))
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env })
  const recording = recordingLogger()
  const logger = options.logger ?? recording
  const transport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, testSmtpTimeouts)
    : createMailTransport(config, logger)
  const sender = new MailSender({
    db: database.db,
    transport,
    from: config.mailFrom,
    logger,
    retry: { ...fastRetry, ...options.retry },
    pollIntervalMs: 1_000,
  })
  sender.start()
  const app = createApp({
    config,
    db: database.db,
    siteDir,
    mail: sender,
    payments: await createPaymentGateway(config.stripe),
    logger,
    ...(options.pages ? { pages: options.pages } : {}),
    rateLimits: {
      forms: options.rateLimits ?? generousRateLimits,
      checkout: options.checkoutRateLimits ?? generousRateLimits,
      passwordReset: options.resetRateLimits ?? generousRateLimits,
    },
    ...(options.sharedRateLimits ? { rateLimitStore: databaseRateLimitStore(database.db) } : {}),
    ...(options.now ? { now: options.now } : {}),
  })
  // The video list is seeded from the topics file, and the development learner made, as the
  // server does at start.
  if (!options.databaseDown)
    await prepareLearnersArea(
      database.db,
      { topics: config.sap.topics, developmentLearner: config.sap.developmentLearner, logger },
      new Date(),
    )
  let served = app
  if (options.routesInFront) {
    served = express()
    options.routesInFront(served)
    served.use(app)
  }
  const server = await listen(served, 0, '127.0.0.1')
  const url = `http://127.0.0.1:${serverPort(server)}`

  return {
    url,
    config,
    db: database.db,
    database,
    sender,
    transport,
    server,
    logs: recording.entries,
    post: (path, body, init) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...init,
      }),
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await sender.stop()
      transport.close()
      if (!options.database) await database.close()
      await ownSite?.remove()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** A valid contact enquiry; override fields per test. */
export function validEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    contact: '+44 1632 960 123',
    message: 'I would like to know more about the SAP BASIS course.',
    ...overrides,
  }
}

/** An enrolment for SAP BASIS (3 months) and Cybersecurity (1 month), priced as the page would. */
export function validEnrolment(
  overrides: Partial<EnrolmentRequestInput> = {},
): EnrolmentRequestInput {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    contact: '+44 7700 900123',
    message: 'Weekend classes, please.',
    lines: [
      { course: 'sap-basis', duration: '3-months' },
      { course: 'cybersecurity', duration: '1-month' },
    ],
    course: 'SAP BASIS (3 months), Cybersecurity (1 month)',
    amount: 120_000 + 140_000,
    ...overrides,
  }
}
