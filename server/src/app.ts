import path from 'node:path'
import {
  brand,
  feeds,
  pageList,
  type PageInfo,
  pages as sitePages,
  SAP_VIDEO_ORIGIN,
  STAFF_API_PREFIX,
} from '@app/core'
import compression from 'compression'
import express, { type Express } from 'express'
import type { Config } from './config'
import type { AppDatabase } from './db/database'
import { closeConnectionsWhileDraining, healthRoutes, type Readiness } from './http/health'
import { contactRoutes } from './http/contact'
import { discoveryRoutes } from './http/discovery'
import { enrolRoutes } from './http/enrol'
import { eventsApiRoutes, publishedApiRoutes } from './http/events-api'
import { newsEventsPage } from './http/news-events-page'
import { publishedContent } from './events/published'
import { inboxApiRoutes } from './http/inbox-api'
import { apiNotFound, errorHandler } from './http/errors'
import { apiOptions } from './http/api-options'
import { defaultCheckoutRateLimits, paymentRoutes } from './http/payment'
import {
  defaultFormRateLimits,
  type RateLimitStoreFactory,
  type RateLimitWindow,
} from './http/rate-limit'
import { requestLog } from './http/request-log'
import { httpsRedirect, securityHeaders } from './http/security'
import { sapRoutes } from './http/sap'
import { learnersApiRoutes } from './http/learners-api'
import { staffApiNotFound, staffApiRoutes } from './http/staff-api'
import { staffGuard } from './http/staff-guard'
import { inboxRecordApiRoutes } from './http/inbox-record-api'
import { invoicesApiRoutes } from './http/invoices-api'
import { privacyApiRoutes } from './http/privacy-api'
import { staffPageRoutes } from './http/staff-pages'
import { loadSite, staticSite } from './http/static-site'
import { createLogger, type Logger } from './logger'
import type { MailWaker } from './mail/sender'
import type { PaymentGateway } from './payments/stripe'
import { createLearnerAuth, type LearnerAuth } from './learners/auth'
import { createStaffAuth, type StaffAuth } from './staff/auth'

/** The parts of the configuration the HTTP app reads. */
export type AppConfig = Pick<
  Config,
  'nodeEnv' | 'https' | 'trustProxy' | 'staffEmail' | 'publicUrl' | 'sap' | 'sessionSecret'
>

export interface AppDeps {
  config: AppConfig
  db: AppDatabase
  /** The built site: site/build/client. Read once, here; throws SiteNotBuiltError if empty. */
  siteDir: string
  /** Woken after mail is queued; the MailSender in production. */
  mail: MailWaker
  /** The Stripe account, from `createPaymentGateway(config.stripe)`. @default none: card payments are off (503) */
  payments?: PaymentGateway
  /** @default a console logger (JSON lines in production) */
  logger?: Logger
  /** Which paths are pages, which are private or client-only, which go in the sitemap. @default core's pageList */
  pages?: readonly PageInfo[]
  /**
   * Per-IP limits of the form endpoints (@default defaultFormRateLimits: 5/min, 20/h) and of
   * starting a card payment (@default defaultCheckoutRateLimits: 10/min).
   */
  rateLimits?: {
    forms?: readonly RateLimitWindow[]
    checkout?: readonly RateLimitWindow[]
    /** Asking for learners' password reset links, per address. @default defaultFormRateLimits */
    passwordReset?: readonly RateLimitWindow[]
  }
  /**
   * Where rate-limit counters live: the database (`databaseRateLimitStore`) when several
   * processes share one PostgreSQL. @default this process's memory
   */
  rateLimitStore?: RateLimitStoreFactory
  /** The clock: which events are past, the day acknowledgements are counted in. @default the real clock */
  now?: () => Date
  /** The staff area's authentication. @default one signed with config.sessionSecret */
  staffAuth?: StaffAuth
  /** The learners' authentication. @default one signed with config.sessionSecret */
  learnerAuth?: LearnerAuth
  /** The staff pages' build. @default site/build/staff, beside siteDir */
  staffDir?: string
  /** Set to draining by the shutdown: /readyz turns 503. @default a fresh one */
  readiness?: Readiness
}

/** Builds the whole HTTP app (site + API) from its dependencies. Does not listen. */
export function createApp(deps: AppDeps): Express {
  const { config, db } = deps
  const logger = deps.logger ?? createLogger({ json: config.nodeEnv === 'production' })
  const pages = deps.pages ?? pageList
  const now = deps.now ?? (() => new Date())
  const readiness = deps.readiness ?? { draining: false }
  // What News & Events, its feed and the sitemap show (docs/events.md).
  const published = publishedContent(db)
  const site = staticSite(loadSite(deps.siteDir), {
    https: config.https,
    publicUrl: config.publicUrl,
    pages,
    otherPaths: Object.values(feeds).map((feed) => feed.path),
    // Only the learners' topics page may show the video host's frames, and no copy of it is kept.
    pageHeaders: {
      [sitePages.sapTopics.path]: { frameSources: [SAP_VIDEO_ORIGIN], cacheControl: 'no-store' },
      [sitePages.sapLogin.path]: { cacheControl: 'no-store' },
    },
  })

  const app = express()
  // Deliberate: req.ip and req.secure (rate limits, stored addresses, the https redirect) trust
  // X-Forwarded-* only as configured; see clientAddress for what is done with junk in them.
  app.set('trust proxy', config.trustProxy)
  app.disable('x-powered-by')

  app.use(requestLog(logger))
  app.use(securityHeaders({ https: config.https }))
  app.use(httpsRedirect({ https: config.https, publicUrl: config.publicUrl }))
  app.use(compression())

  app.use(closeConnectionsWhileDraining(readiness))
  app.use(healthRoutes(db, logger, readiness))
  // Before the API's routers: each would otherwise answer OPTIONS itself, as text.
  app.use('/api', apiOptions(app))
  // First among the API routes: its webhook reads the raw body, which no JSON parser may take.
  app.use(
    paymentRoutes({
      db,
      gateway: deps.payments,
      mail: deps.mail,
      logger,
      rateLimits: deps.rateLimits?.checkout ?? defaultCheckoutRateLimits,
      rateLimitStore: deps.rateLimitStore,
      staffEmail: config.staffEmail,
      publicUrl: config.publicUrl,
    }),
  )
  app.use(
    contactRoutes({
      db,
      mail: deps.mail,
      logger,
      rateLimits: deps.rateLimits?.forms ?? defaultFormRateLimits,
      rateLimitStore: deps.rateLimitStore,
      staffEmail: config.staffEmail,
      publicUrl: config.publicUrl,
      now,
    }),
  )
  const learnerAuth =
    deps.learnerAuth ??
    createLearnerAuth({
      db,
      secret: config.sessionSecret,
      publicUrl: config.publicUrl,
      https: config.https,
      logger,
    })
  app.use(
    sapRoutes({
      db,
      auth: learnerAuth,
      mail: deps.mail,
      publicUrl: config.publicUrl,
      staffEmail: config.staffEmail,
      https: config.https,
      logger,
      now,
      resetRateLimits: deps.rateLimits?.passwordReset ?? defaultFormRateLimits,
      rateLimitStore: deps.rateLimitStore,
    }),
  )
  app.use(publishedApiRoutes(published))
  app.use('/api', apiNotFound)

  const staffAuth =
    deps.staffAuth ??
    createStaffAuth({
      db,
      secret: config.sessionSecret,
      publicUrl: config.publicUrl,
      https: config.https,
      logger,
    })
  const guard = staffGuard({ db, auth: staffAuth, publicUrl: config.publicUrl, now })
  app.use(STAFF_API_PREFIX, guard.frame)
  app.use(
    staffApiRoutes({
      db,
      auth: staffAuth,
      guard,
      publicUrl: config.publicUrl,
      mail: deps.mail,
      staffEmail: config.staffEmail,
      now,
    }),
  )
  app.use(inboxApiRoutes({ db, guard, now }))
  app.use(inboxRecordApiRoutes({ db, guard, mail: deps.mail, now }))
  app.use(privacyApiRoutes({ db, guard, now }))
  app.use(invoicesApiRoutes({ db, guard, mail: deps.mail, replyTo: brand.email, logger, now }))
  app.use(
    learnersApiRoutes({
      db,
      guard,
      mail: deps.mail,
      publicUrl: config.publicUrl,
      staffEmail: config.staffEmail,
      now,
    }),
  )
  app.use(
    eventsApiRoutes({
      db,
      guard,
      mail: deps.mail,
      published,
      staffEmail: config.staffEmail,
      publicUrl: config.publicUrl,
      now,
    }),
  )
  app.use(STAFF_API_PREFIX, staffApiNotFound)
  app.use(
    staffPageRoutes({
      db,
      auth: staffAuth,
      staffDir: deps.staffDir ?? path.join(deps.siteDir, '..', 'staff'),
      https: config.https,
      now,
    }),
  )

  app.use(discoveryRoutes({ publicUrl: config.publicUrl, pages, published }))
  app.use(enrolRoutes())
  app.use(
    newsEventsPage({
      renderDir: path.join(deps.siteDir, '..', 'render'),
      published,
      publicUrl: config.publicUrl,
      https: config.https,
      logger,
    }),
  )
  app.use(site.pages)
  app.use(site.notFound)
  app.use(errorHandler({ logger }))
  return app
}
