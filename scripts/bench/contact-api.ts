import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { apiPaths } from '@app/core'
import { createApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import {
  createPglite,
  createPgliteDatabase,
  createPostgresDatabase,
  type AppDatabase,
} from '../../server/src/db/database'
import { migrateToLatest } from '../../server/src/db/migrations'
import { listen, serverPort } from '../../server/src/lifecycle'
import { silentLogger } from '../../server/src/logger'
import { MailSender } from '../../server/src/mail/sender'
import { createOutboxTransport } from '../../server/src/mail/transport'
import {
  benchLearnerEnv,
  benchVisitor,
  formatLoadTest,
  loadTest,
  postgresUrl,
  reachable,
  siteDir,
} from './support'

const requests = Number(process.env.BENCH_REQUESTS ?? 1000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10)

async function loadContactApi(label: string, db: AppDatabase) {
  await migrateToLatest(db)
  const outbox = mkdtempSync(join(tmpdir(), 'bench-outbox-'))
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-'.padEnd(64, 'x'),
    ...benchLearnerEnv,
    DATA_DIR: outbox,
  })
  const sender = new MailSender({
    db,
    transport: createOutboxTransport(outbox, silentLogger),
    from: config.mailFrom,
    logger: silentLogger,
  })
  sender.start()
  const app = createApp({
    config,
    db,
    siteDir,
    mail: sender,
    logger: silentLogger,
    // The per-IP limit would turn this into a benchmark of 429 answers.
    rateLimits: { forms: [{ windowMs: 60_000, limit: Number.MAX_SAFE_INTEGER }] },
  })
  const server: Server = await listen(app, 0, '127.0.0.1')
  const url = `http://127.0.0.1:${serverPort(server)}${apiPaths.contactSend}`

  const result = await loadTest(url, {
    requests,
    concurrency,
    bodyOf: (n) => ({
      ...benchVisitor(n),
      message: 'Benchmark enquiry '.repeat(10),
    }),
  })
  console.log(formatLoadTest(label, result))

  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await sender.stop()
  rmSync(outbox, { recursive: true, force: true })
}

/** The contact API's throughput and latency over loopback, on PGlite and (when it answers) PostgreSQL. */
export async function run() {
  console.log(
    `\nPOST ${apiPaths.contactSend}: ${requests} enquiries, ${concurrency} at a time, loopback, mail to .eml`,
  )
  const pglite = await createPglite()
  await loadContactApi('PGlite', createPgliteDatabase(pglite))
  await pglite.close()

  if (await reachable(postgresUrl)) {
    const name = `bench_${process.pid}`
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const target = new URL(postgresUrl)
    target.pathname = `/${name}`
    const db = createPostgresDatabase(target.toString(), silentLogger)
    await loadContactApi('PostgreSQL', db)
    await db.destroy()
    await admin.query(`DROP DATABASE ${name}`)
    await admin.end()
  } else {
    console.log(`PostgreSQL   skipped: nothing answers at ${postgresUrl}`)
  }
}
