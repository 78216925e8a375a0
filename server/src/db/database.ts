import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, PostgresDialect, sql } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import type { Logger } from '../logger'
import { watchPool } from '../metrics'
import type { Database } from './schema'

export type AppDatabase = Kysely<Database>

/** An open database and how to close it. */
export interface Storage {
  db: AppDatabase
  kind: 'pglite' | 'postgres'
  /** For logs: the PGlite folder, or the PostgreSQL server without credentials. */
  location: string
  close(): Promise<void>
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite in `<dataDir>/pglite` (docs/product.md#configuration-and-operation).
 * Does not migrate; call `migrateToLatest` next.
 */
export async function openStorage(options: {
  databaseUrl: string | undefined
  dataDir: string
  logger: Logger
}): Promise<Storage> {
  if (options.databaseUrl !== undefined) {
    const db = createPostgresDatabase(options.databaseUrl, options.logger)
    return {
      db,
      kind: 'postgres',
      location: redactUrl(options.databaseUrl),
      close: () => db.destroy(),
    }
  }
  return openPgliteFolder(path.join(options.dataDir, 'pglite'))
}

/** int8 as a JavaScript number, as PGlite returns it, so both backends give the same types. */
const INT8_OID = 20
const poolTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
}

/**
 * How long one statement may take. The server cancels it after `statementMs` (a slow query);
 * the client gives up after `queryMs` (a server that stopped answering altogether). Either way
 * the request answers 503 instead of waiting forever.
 */
export const databaseTimeouts = { statementMs: 5_000, queryMs: 8_000, connectMs: 5_000 }

/** Kysely over a pg pool. Connection failures and hung queries fail fast, so requests can answer 503. */
export function createPostgresDatabase(
  connectionString: string,
  logger: Logger,
  poolOptions: pg.PoolConfig = {},
): AppDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: databaseTimeouts.connectMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: databaseTimeouts.statementMs,
    query_timeout: databaseTimeouts.queryMs,
    types: poolTypes,
    ...poolOptions,
  })
  // A client losing its connection (the database restarted or crashed) must not crash the
  // process: idle ones report through the pool, checked-out ones through themselves. The
  // query in flight on it fails, and the request answers 503.
  pool.on('error', (error) => logger.warn('PostgreSQL connection lost', { error }))
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn('PostgreSQL connection lost', { error }))
  })
  watchPool(pool)
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

/**
 * PGlite with the extensions the schema uses (pg_trgm for the inbox's search), in a folder or in
 * memory. Every PGlite the project opens goes through here, so the migrations run on each.
 */
export function createPglite(
  folder?: string,
  options: Omit<PGliteOptions, 'extensions'> = {},
): Promise<PGlite> {
  const withExtensions = { ...options, extensions: { pg_trgm } }
  return folder === undefined
    ? PGlite.create(withExtensions)
    : PGlite.create(folder, withExtensions)
}

/** Kysely over an existing PGlite instance (in-memory ones are handy in tests). */
export function createPgliteDatabase(pglite: PGlite): AppDatabase {
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
}

/**
 * PGlite in a folder, created if needed. PGlite supports one process per folder (a second one
 * silently loses writes), so a lock file next to it refuses a second server on the same folder.
 */
export async function openPgliteFolder(folder: string): Promise<Storage> {
  mkdirSync(folder, { recursive: true })
  const release = lockPgliteFolder(folder)
  try {
    const pglite = await createPglite(folder)
    const db = createPgliteDatabase(pglite)
    return {
      db,
      kind: 'pglite',
      location: folder,
      async close() {
        try {
          await db.destroy()
        } finally {
          release()
        }
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

/**
 * Claims the PGlite folder for this process (a lock file beside it); answers the release.
 * Throws, naming the holder, while another live process has it.
 */
export function lockPgliteFolder(folder: string): () => void {
  return lockFolder(`${folder}.lock`)
}

/** Lock files this process holds, so a stale one left by an earlier run with our pid is taken over. */
const heldLocks = new Set<string>()

function lockFolder(lockPath: string): () => void {
  const ours = String(process.pid)
  if (!createExclusively(lockPath, ours)) {
    const holder = Number(readFileSync(lockPath, 'utf8').trim())
    const heldHere = holder === process.pid && heldLocks.has(lockPath)
    if (heldHere || (holder !== process.pid && isRunning(holder))) {
      throw new Error(
        `The database folder ${lockPath.replace(/\.lock$/, '')} is in use by process ${holder}. ` +
          `PGlite allows one server process per data folder: stop the other one, use another ` +
          `DATA_DIR, or set DATABASE_URL to share a PostgreSQL server. If no such process ` +
          `exists, delete ${lockPath}.`,
      )
    }
    // Left behind by a process that has gone: take it over.
    writeFileSync(lockPath, ours)
  }
  heldLocks.add(lockPath)
  return () => {
    if (!heldLocks.delete(lockPath)) return
    try {
      if (readFileSync(lockPath, 'utf8').trim() === ours) unlinkSync(lockPath)
    } catch {
      // Already gone: nothing to release.
    }
  }
}

/** Writes the file unless it exists; false when it does. */
function createExclusively(file: string, content: string): boolean {
  try {
    writeFileSync(file, content, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function redactUrl(url: string): string {
  const parsed = new URL(url)
  parsed.username = ''
  parsed.password = ''
  return parsed.toString()
}

/** `SELECT 1` within a time limit: what /readyz asks (docs/product.md#configuration-and-operation). */
export async function pingDatabase(db: AppDatabase, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Database did not answer in time')), timeoutMs)
  })
  try {
    await Promise.race([sql`select 1`.execute(db), timeout])
  } finally {
    clearTimeout(timer)
  }
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])

/**
 * Whether an error means the database cannot be reached right now (answer 503), as opposed to
 * a bug (answer 500): network errors, PostgreSQL's connection (08), resource (53) and
 * shutdown (57P) classes, a statement timeout, a pool that cannot connect in time, a query the
 * server never answered, a closed PGlite.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    if (unavailableCodes.has(code)) return true
    // 08 connection, 53 resources, 57P shutdown, 57014 statement timeout (query cancelled).
    if (/^(08|53|57P|57014$)/.test(code)) return true
  }
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true
  if (
    /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Database did not answer in time|Cannot use a pool after calling end|PGLite not initialized|driver has already been destroyed/i.test(
      error.message,
    )
  ) {
    return true
  }
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause)
}

/** Whether PostgreSQL refused a value (SQLSTATE class 22, e.g. U+0000 in text): bad input. */
export function isDataException(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
  return error.cause !== undefined && error.cause !== error && isDataException(error.cause)
}
