import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { apiPaths, paymentPaths } from '@app/core'
import { openStorage } from '@app/server/src/db/database'
import { migrateToLatest } from '@app/server/src/db/migrations'
import { silentLogger } from '@app/server/src/logger'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, validEnquiry, validEnrolment } from '../support/app'
import { countRows, createTestDatabase, isPostgresReachable } from '../support/database'
import { StripeStandIn } from '../support/stripe-stand-in'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** `npm run --silent backup|restore -- FILE` as an operator types it, with this environment. */
function npmRun(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const result = spawnSync('npm', ['run', '--silent', command, '--', file], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() }
}

/** What a restore must bring back, row for row. */
async function contents(db: Parameters<typeof countRows>[0]) {
  const enquiries = await db
    .selectFrom('enquiries')
    .select(['id', 'email', 'message'])
    .orderBy('id')
    .execute()
  const enrolments = await db
    .selectFrom('enrolments')
    .select(['id', 'reference', 'email', 'amount_pence', 'status'])
    .orderBy('id')
    .execute()
  return { enquiries, enrolments, outbox: await countRows(db, 'mail_outbox') }
}

/** A site that has taken one enquiry and one enrolment (its card payment started). */
async function siteWithRecords(app: TestApp) {
  expect((await app.post(apiPaths.contactSend, validEnquiry())).status).toBe(200)
  const started = await app.post(paymentPaths.createCheckoutSession, validEnrolment())
  expect(started.status).toBe(200)
}

describe('backups', () => {
  let folder: string
  let standIn: StripeStandIn

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'backup-test-'))
    standIn = await StripeStandIn.start()
  })

  afterAll(async () => {
    await standIn?.stop()
    await rm(folder, { recursive: true, force: true })
  })

  it('of PostgreSQL: pg_dump, then restored into an empty database with every record', async (context) => {
    if (!(await isPostgresReachable())) context.skip('no PostgreSQL server at 127.0.0.1:5432')
    const source = await createTestDatabase('postgres')
    const target = await createTestDatabase('postgres')
    const app = await startTestApp({ database: source, env: standIn.env() })
    try {
      await siteWithRecords(app)
      const before = await contents(source.db)
      expect(before.enquiries).toHaveLength(1)
      expect(before.enrolments).toHaveLength(1)

      const file = path.join(folder, 'site.dump')
      const backup = npmRun('backup', file, { DATABASE_URL: source.url! })
      expect(backup, backup.err).toMatchObject({ status: 0, out: file })
      expect((await stat(file)).size).toBeGreaterThan(0)

      // Never over data: the source database has the site's tables.
      const over = npmRun('restore', file, { DATABASE_URL: source.url! })
      expect(over.status).toBe(1)
      expect(over.err).toContain('The database is not empty')

      // An empty database (the test's one is migrated: empty it first, as createdb would give).
      await sql`drop schema public cascade`.execute(target.db)
      await sql`create schema public`.execute(target.db)
      const restored = npmRun('restore', file, { DATABASE_URL: target.url! })
      expect(restored, restored.err).toMatchObject({ status: 0 })
      expect(await contents(target.db)).toEqual(before)
    } finally {
      await app.close()
      await target.close()
    }
  }, 180_000)

  it('of the embedded database: a copy while the server is stopped, restored into a new DATA_DIR', async () => {
    const dataDir = path.join(folder, 'data')
    const storage = await openStorage({ databaseUrl: undefined, dataDir, logger: silentLogger })
    await migrateToLatest(storage.db)
    const app = await startTestApp({
      database: { backend: 'pglite', db: storage.db, url: undefined, close: async () => {} },
      env: standIn.env(),
    })
    const file = path.join(folder, 'site.pglite.tar.gz')
    let before
    try {
      await siteWithRecords(app)
      before = await contents(storage.db)
      // While the server has the folder, a backup is refused with the reason.
      const busy = npmRun('backup', file, { DATA_DIR: dataDir })
      expect(busy.status).toBe(1)
      expect(busy.err).toMatch(/in use by process[\s\S]*only while the server is stopped/)
    } finally {
      await app.close()
      await storage.close()
    }

    const backup = npmRun('backup', file, { DATA_DIR: dataDir })
    expect(backup, backup.err).toMatchObject({ status: 0, out: file })

    const over = npmRun('restore', file, { DATA_DIR: dataDir })
    expect(over.status).toBe(1)
    expect(over.err).toContain('already holds a database')

    const newDataDir = path.join(folder, 'restored')
    const restored = npmRun('restore', file, { DATA_DIR: newDataDir })
    expect(restored, restored.err).toMatchObject({ status: 0 })
    const reopened = await openStorage({
      databaseUrl: undefined,
      dataDir: newDataDir,
      logger: silentLogger,
    })
    try {
      expect(await contents(reopened.db)).toEqual(before)
    } finally {
      await reopened.close()
    }
  }, 180_000)
})
