import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openPgliteFolder, openStorage } from '@app/server/src/db/database'
import { migrateToLatest } from '@app/server/src/db/migrations'
import { storeContactEnquiry } from '@app/server/src/enquiries'
import { silentLogger } from '@app/server/src/logger'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  backendTitle,
  countRows,
  createTestDatabase,
  databaseBackends,
  postgresAdminUrl,
  type TestDatabase,
} from '../support/database'

const enquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  contact: '+44 1632 960 123',
  message: 'Hello',
  source: 'contact',
} as const
const mailSettings = {
  staffEmail: 'staff@example.com',
  publicUrl: 'http://localhost:3000',
  now: new Date(),
}
const origin = { ip: '127.0.0.1', userAgent: 'test' }

const backends = await databaseBackends()
const postgres = backends.find((backend) => backend.backend === 'postgres')

for (const backend of backends) {
  describe.skipIf(backend.skip)(`storage on ${backendTitle(backend)}`, () => {
    let database: TestDatabase

    beforeAll(async () => {
      database = await createTestDatabase(backend.backend)
    })

    afterAll(async () => {
      await database?.close()
    })

    it('migrates once: a second run has nothing to do', async () => {
      expect(await migrateToLatest(database.db)).toEqual([])
    })

    it('stores an enquiry and its staff e-mail together, with the same types on both backends', async () => {
      const { id } = await storeContactEnquiry(database.db, enquiry, origin, mailSettings)
      expect(typeof id).toBe('number')
      const job = await database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('related_id', '=', id)
        .where('kind', '=', 'contact-enquiry')
        .executeTakeFirstOrThrow()
      expect(job).toMatchObject({
        kind: 'contact-enquiry',
        to_address: 'staff@example.com',
        reply_to_address: 'ada@example.com',
        reply_to_name: 'Ada Lovelace',
        related_table: 'enquiries',
        attempts: 0,
        sent_at: null,
      })
      expect(typeof job.id).toBe('number')
      expect(job.next_attempt_at).toBeInstanceOf(Date)
      expect(job.created_at).toBeInstanceOf(Date)
    })

    it('stores neither when the mail cannot be queued (one transaction)', async () => {
      const enquiries = await countRows(database.db, 'enquiries')
      const jobs = await countRows(database.db, 'mail_outbox')
      // A staff address the column refuses (NOT NULL) makes the second insert fail.
      await expect(
        storeContactEnquiry(database.db, enquiry, origin, {
          ...mailSettings,
          staffEmail: null as unknown as string,
        }),
      ).rejects.toThrow()
      expect(await countRows(database.db, 'enquiries')).toBe(enquiries)
      expect(await countRows(database.db, 'mail_outbox')).toBe(jobs)
    })
  })
}

describe('openStorage', () => {
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'server-test-storage-'))
  })

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps PGlite data in DATA_DIR/pglite, creating missing folders, across restarts', async () => {
    const nested = path.join(dataDir, 'does', 'not', 'exist')
    const first = await openStorage({
      databaseUrl: undefined,
      dataDir: nested,
      logger: silentLogger,
    })
    expect(first.kind).toBe('pglite')
    expect(first.location).toBe(path.join(nested, 'pglite'))
    await migrateToLatest(first.db)
    await storeContactEnquiry(first.db, enquiry, origin, mailSettings)

    // PGlite allows one process per folder: a second opener is refused while the first is open.
    await expect(openPgliteFolder(path.join(nested, 'pglite'))).rejects.toThrow(
      /is in use by process \d+\. PGlite allows one server process per data folder/,
    )
    await first.close()
    expect(existsSync(path.join(nested, 'pglite.lock'))).toBe(false)

    const again = await openStorage({
      databaseUrl: undefined,
      dataDir: nested,
      logger: silentLogger,
    })
    try {
      expect(await migrateToLatest(again.db)).toEqual([])
      expect(await countRows(again.db, 'enquiries')).toBe(1)
    } finally {
      await again.close()
    }
  })

  it.skipIf(postgres?.skip)(
    'uses PostgreSQL when DATABASE_URL is set, without logging the password',
    async () => {
      const url = new URL(postgresAdminUrl)
      url.password = 'not-logged'
      const storage = await openStorage({
        databaseUrl: url.toString(),
        dataDir,
        logger: silentLogger,
      })
      try {
        expect(storage.kind).toBe('postgres')
        expect(storage.location).not.toContain('not-logged')
      } finally {
        await storage.close()
      }
    },
  )
})
