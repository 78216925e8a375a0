import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { createApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { type AppDatabase, createPostgresDatabase } from '../../server/src/db/database'
import { migrateToLatest } from '../../server/src/db/migrations'
import { listen, serverPort } from '../../server/src/lifecycle'
import { silentLogger } from '../../server/src/logger'
import { firstOwnerLink } from '../../server/src/staff/invitations'
import { createTestSite } from '../../tests/support/site'
import { acceptAndSetUp, type StaffClient } from '../../tests/support/staff'
import { benchLearnerEnv, postgresUrl } from './support'

export interface StaffBench {
  /** The app's own database handle (its pool cancels statements after 5 s). */
  db: AppDatabase
  /** The benchmark's database, for a client of its own (e.g. a long seed). */
  databaseUrl: string
  /** http://127.0.0.1:<port> */
  url: string
  /** An owner, signed in. */
  client: StaffClient
}

/**
 * A production-configured server on a fresh PostgreSQL database of its own, with an owner signed
 * in, for the staff rooms' benchmarks; `seed` fills the database before the server starts. The
 * database, the site and the data folder are removed afterwards, whatever happens.
 */
export async function withStaffBench(
  label: string,
  seed: (databaseUrl: string) => Promise<void>,
  body: (bench: StaffBench) => Promise<void>,
): Promise<void> {
  const name = `bench_${label}_${process.pid}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const target = new URL(postgresUrl)
  target.pathname = `/${name}`
  const databaseUrl = target.toString()
  const db = createPostgresDatabase(databaseUrl, silentLogger)
  const site = await createTestSite()
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${label}-`))
  let server: Server | undefined
  try {
    await migrateToLatest(db)
    await seed(databaseUrl)
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-'.padEnd(64, 'x'),
      PUBLIC_URL: 'http://bench.example.test',
      ...benchLearnerEnv,
      DATA_DIR: dataDir,
    })
    const app = createApp({
      config,
      db,
      siteDir: site.dir,
      mail: { wake: () => {} },
      logger: silentLogger,
    })
    server = await listen(app, 0, '127.0.0.1')
    const url = `http://127.0.0.1:${serverPort(server)}`
    const link = await firstOwnerLink(db, config.publicUrl, new Date())
    const { client } = await acceptAndSetUp(url, link!, { email: 'bench.owner@example.com' })
    await body({ db, databaseUrl, url, client })
  } finally {
    if (server) {
      server.closeAllConnections()
      await new Promise((resolve) => server!.close(resolve))
    }
    await db.destroy()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
    await site.remove()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
