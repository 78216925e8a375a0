import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { paymentPaths } from '@app/core'
import { createApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { createPglite, createPgliteDatabase } from '../../server/src/db/database'
import { migrateToLatest } from '../../server/src/db/migrations'
import { listen, serverPort } from '../../server/src/lifecycle'
import { silentLogger } from '../../server/src/logger'
import { MailSender } from '../../server/src/mail/sender'
import { createOutboxTransport } from '../../server/src/mail/transport'
import { createPaymentGateway } from '../../server/src/payments/stripe'
import { StripeStandIn } from '../../tests/support/stripe-stand-in'
import { benchLearnerEnv, benchVisitor, formatLoadTest, loadTest, siteDir } from './support'

const requests = Number(process.env.BENCH_CHECKOUT_REQUESTS ?? 200)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10)

/**
 * POST /api/payment/create-checkout-session against the Stripe stand-in on loopback, on PGlite:
 * validation and pricing, the enrolment stored with its lines, the Checkout Session created
 * through the real Stripe SDK, the session id recorded. What a visitor waits for after Pay Now,
 * less the real Stripe's own time.
 */
export async function run() {
  console.log(
    `\nPOST ${paymentPaths.createCheckoutSession}: ${requests} enrolments, ${concurrency} at a time, Stripe stand-in, PGlite`,
  )
  const standIn = await StripeStandIn.start()
  const pglite = await createPglite()
  const db = createPgliteDatabase(pglite)
  await migrateToLatest(db)
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-checkout-'))
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-'.padEnd(64, 'x'),
    ...benchLearnerEnv,
    DATA_DIR: dataDir,
    ...standIn.env(),
  })
  const sender = new MailSender({
    db,
    transport: createOutboxTransport(dataDir, silentLogger),
    from: config.mailFrom,
    logger: silentLogger,
  })
  const app = createApp({
    config,
    db,
    siteDir,
    mail: sender,
    payments: await createPaymentGateway(config.stripe),
    logger: silentLogger,
    // The per-IP limit would turn this into a benchmark of 429 answers.
    rateLimits: { checkout: [{ windowMs: 60_000, limit: Number.MAX_SAFE_INTEGER }] },
  })
  const server: Server = await listen(app, 0, '127.0.0.1')
  const url = `http://127.0.0.1:${serverPort(server)}${paymentPaths.createCheckoutSession}`

  const result = await loadTest(url, {
    requests,
    concurrency,
    bodyOf: (n) => ({
      ...benchVisitor(n),
      lines: [
        { course: 'sap-basis', duration: '3-months' },
        { course: 'cybersecurity', duration: '1-month' },
      ],
      course: 'SAP BASIS (3 months), Cybersecurity (1 month)',
      amount: 260_000,
    }),
  })
  console.log(
    `${formatLoadTest('PGlite', result)}   sessions at the stand-in: ${standIn.sessions.size}`,
  )

  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await sender.stop()
  await pglite.close()
  await standIn.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
