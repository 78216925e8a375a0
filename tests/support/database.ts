import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { connect } from 'node:net'
import {
  type AppDatabase,
  createPglite,
  createPgliteDatabase,
  createPostgresDatabase,
} from '@app/server/src/db/database'
import { migrateToLatest } from '@app/server/src/db/migrations'
import type { Database } from '@app/server/src/db/schema'
import { silentLogger } from '@app/server/src/logger'
import pg from 'pg'
import { inject } from 'vitest'
import { buildPgliteTemplate } from './pglite-template'

export type Backend = 'pglite' | 'postgres'

/** The PostgreSQL server the tests use; each suite makes its own database on it. */
export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** Whether anything listens on the PostgreSQL port (the only reason to skip its tests). */
export async function isPostgresReachable(url = postgresAdminUrl): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) })
    const done = (reachable: boolean) => {
      socket.destroy()
      resolve(reachable)
    }
    socket.setTimeout(1_000, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

export interface BackendCase {
  backend: Backend
  label: string
  /** Why this backend's tests are skipped, or false. */
  skip: string | false
}

/** Both backends, PostgreSQL marked skipped (with the reason) only when its port is closed. */
export async function databaseBackends(): Promise<BackendCase[]> {
  const reachable = await isPostgresReachable()
  const where = new URL(postgresAdminUrl).host
  return [
    { backend: 'pglite', label: 'PGlite (in memory)', skip: false },
    {
      backend: 'postgres',
      label: `PostgreSQL (${where})`,
      skip: reachable ? false : `PostgreSQL is not reachable at ${where}`,
    },
  ]
}

/** The describe() title for a backend, carrying the skip reason into the report. */
export function backendTitle(backendCase: BackendCase): string {
  return backendCase.skip
    ? `${backendCase.label} — skipped: ${backendCase.skip}`
    : backendCase.label
}

export interface TestDatabase {
  backend: Backend
  db: AppDatabase
  /** PostgreSQL connection string of the test database (undefined for PGlite). */
  url: string | undefined
  /** Closes the connection and drops the test database. */
  close(): Promise<void>
}

let pgliteTemplate: Promise<Blob> | undefined

/**
 * A migrated PGlite data folder: loading it is ~5× faster than initdb. The 'server' project's
 * global setup makes it once per run; elsewhere it is made once per worker.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = (inject as (key: string) => string | undefined)('pgliteTemplateFile')
    return file ? new Blob([await readFile(file)]) : buildPgliteTemplate()
  })()
  return pgliteTemplate
}

/** A fresh, migrated database of the given kind, private to the caller. */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const pglite = await createPglite(undefined, { loadDataDir: await migratedPgliteTemplate() })
    const db = createPgliteDatabase(pglite)
    return {
      backend,
      db,
      url: undefined,
      close: async () => {
        if (!pglite.closed) await db.destroy()
      },
    }
  }

  const name = `server_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdmin((admin) => admin.query(`create database ${name}`))
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${name}`
  const db = createPostgresDatabase(url.toString(), silentLogger)
  await migrateToLatest(db)
  let closed = false
  return {
    backend,
    db,
    url: url.toString(),
    close: async () => {
      if (closed) return
      closed = true
      await db.destroy().catch(() => {})
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`))
    },
  }
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

/** The tables the tests count rows of. */
export type CountedTable = keyof Database

/** Rows in a table, as a number on both backends. */
export async function countRows(db: AppDatabase, table: CountedTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
