import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { paymentPaths, placeholdersInPlace, staffInvitationMail } from '@app/core'
import { createApp } from './app'
import { createClock } from './clock'
import { type Config, ConfigError, loadConfig } from './config'
import { openStorage } from './db/database'
import { migrateToLatest } from './db/migrations'
import { databaseRateLimitStore } from './http/rate-limit'
import { loadSite, SiteNotBuiltError } from './http/static-site'
import { exitOnSignals, listen, serverPort, shutdown } from './lifecycle'
import { createLogger } from './logger'
import { startMetricsServer, watchOutbox } from './metrics'
import { MailSender } from './mail/sender'
import { createMailTransport } from './mail/transport'
import { createPaymentGateway } from './payments/stripe'
import { RetentionSweeper } from './retention'
import { createLearnerAuth } from './learners/auth'
import { prepareLearnersArea } from './learners/start'
import { createStaffAuth } from './staff/auth'
import { firstOwnerLink } from './staff/invitations'
import { staffSecret } from './staff/secret'

/**
 * The built site sits at site/build/client beside the server workspace; this file is
 * server/src/main.ts (tsx) or server/dist/main.js (bundle), two levels below the repository.
 */
function defaultSiteDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site/build/client')
}

async function main(): Promise<void> {
  let config: Config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  const logger = createLogger({ json: config.isProduction })

  const siteDir = config.siteDir ?? defaultSiteDir()
  try {
    loadSite(siteDir)
  } catch (error) {
    if (!(error instanceof SiteNotBuiltError)) throw error
    logger.error(error.message)
    process.exit(1)
  }

  const storage = await openStorage({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
  })
  logger.info(
    `Database: ${storage.kind === 'pglite' ? 'PGlite in' : 'PostgreSQL at'} ${storage.location}`,
  )
  const mailTransport = createMailTransport(config, logger)
  const mailSender = new MailSender({
    db: storage.db,
    transport: mailTransport,
    from: config.mailFrom,
    logger,
  })
  const now = createClock(config.testNow)
  const retention = new RetentionSweeper({ db: storage.db, logger, now })
  try {
    const applied = await migrateToLatest(storage.db)
    if (applied.length > 0) logger.info('Database migrated', { applied })
    mailSender.start()
    logger.info(`Mail: ${mailTransport.description}; staff e-mail goes to ${config.staffEmail}`)
    logger.info(
      config.stripe.secretKey === undefined
        ? 'Card payments: not configured (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); the enrolment form says online payment is not available'
        : `Card payments: Stripe${config.stripe.apiBase ? ` at ${config.stripe.apiBase}` : ''}, ${config.stripe.secretKey.includes('_live_') ? 'live' : 'test'} mode; webhook at ${config.publicUrl}${paymentPaths.webhook}`,
    )

    await prepareLearnersArea(
      storage.db,
      {
        topics: config.sap.topics,
        developmentLearner: config.sap.developmentLearner,
        logger,
      },
      now(),
    )
    logger.info(
      `SAP learners' area: the video list is kept in the database (first seeded from ${config.sap.topicsFile})`,
    )
    // Until the registered details replace the shipped placeholders, every start says so.
    if (config.isProduction) {
      for (const placeholder of placeholdersInPlace()) {
        logger.warn(
          `Before going live: the ${placeholder.fact} is still a placeholder; set it in ${placeholder.where} (see README, Before going live)`,
        )
      }
    }
    if (config.testNow)
      logger.warn(`Test clock: the server's time starts at ${config.testNow.toISOString()}`)
    retention.start()
    const payments = await createPaymentGateway(config.stripe)
    const secret = await staffSecret(storage.db, config)
    const learnerAuth = createLearnerAuth({
      db: storage.db,
      secret,
      publicUrl: config.publicUrl,
      https: config.https,
      logger,
    })
    const staffAuth = createStaffAuth({
      db: storage.db,
      secret,
      publicUrl: config.publicUrl,
      https: config.https,
      logger,
    })
    // Until the team has an owner, each start prints a new single-use link to create one.
    const setUpLink = await firstOwnerLink(storage.db, config.publicUrl, now())
    if (setUpLink) logger.info(staffInvitationMail.setupLog(setUpLink))
    const readiness = { draining: false }
    const app = createApp({
      readiness,
      staffAuth,
      learnerAuth,
      config,
      db: storage.db,
      siteDir,
      mail: mailSender,
      payments,
      logger,
      now,
      // PGlite serves one process, whose memory is the right place for its counters.
      rateLimitStore: storage.kind === 'postgres' ? databaseRateLimitStore(storage.db) : undefined,
    })
    const server = await listen(app, config.port)
    logger.info(`Listening on port ${serverPort(server)}: ${config.publicUrl}`)
    watchOutbox(storage.db)
    const metricsServer = config.metrics
      ? await startMetricsServer(config.metrics.port, config.metrics.host)
      : undefined
    if (config.metrics) {
      logger.info(
        `Metrics: http://${config.metrics.host}:${serverPort(metricsServer!)}/metrics (Prometheus text format)`,
      )
    }

    exitOnSignals(
      () => {
        metricsServer?.close()
        return shutdown({
          server,
          mailSender,
          mailTransport,
          jobs: [retention],
          storage,
          logger,
          readiness,
          drainMs: config.shutdownDelayMs,
          // Within the 10 s a shutdown may take: the drain, then the requests' grace.
          requestGraceMs: 8_000 - config.shutdownDelayMs,
        })
      },
      {
        logger,
        timeoutMs: 10_000,
      },
    )
  } catch (error) {
    // Release the database (and PGlite's folder lock) before reporting.
    await retention.stop()
    await mailSender.stop()
    mailTransport.close()
    await storage.close()
    throw error
  }
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error)
  if (error instanceof Error && error.stack) console.error(error.stack)
  process.exit(1)
})
