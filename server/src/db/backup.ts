import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { createPglite, lockPgliteFolder } from './database'

/**
 * Backups of the database (docs/product.md#backups): PostgreSQL with its own tools (pg_dump in
 * the custom format, pg_restore), the embedded database as PGlite's own dump of its data folder
 * (a gzipped tar), taken while no server has the folder open, so the copy is consistent.
 */
export type BackupTarget =
  { kind: 'postgres'; databaseUrl: string } | { kind: 'pglite'; folder: string }

export class BackupError extends Error {
  override name = 'BackupError'
}

/** The file name a backup gets when none is given: the kind and the time, sortable. */
export function defaultBackupFile(target: BackupTarget, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')
  return target.kind === 'postgres'
    ? `northlight-${stamp}.dump`
    : `northlight-${stamp}.pglite.tar.gz`
}

export async function backUp(target: BackupTarget, file: string): Promise<void> {
  if (target.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, target.databaseUrl])
    return
  }
  if (!existsSync(target.folder)) throw new BackupError(`There is no database in ${target.folder}.`)
  await withPglite(target.folder, undefined, async (pglite) => {
    const dump = await pglite.dumpDataDir('gzip')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' })
  })
}

/**
 * Restores a backup into an empty database: a PostgreSQL database without the site's tables, or
 * a data folder that does not exist yet or is empty. Never over data.
 */
export async function restore(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}.`)
  if (target.kind === 'postgres') {
    if (await hasTables(target.databaseUrl)) {
      throw new BackupError(
        'The database is not empty: restore into a new, empty database (createdb), then point DATABASE_URL at it.',
      )
    }
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      file,
    ])
    return
  }
  if (existsSync(target.folder) && readdirSync(target.folder).length > 0) {
    throw new BackupError(
      `${target.folder} already holds a database: restore into another DATA_DIR, or move it away first.`,
    )
  }
  const dump = new Blob([await readFile(file)])
  await withPglite(target.folder, dump, async (pglite) => {
    await pglite.query('select 1')
  })
}

async function withPglite(
  folder: string,
  loadDataDir: Blob | undefined,
  work: (pglite: PGlite) => Promise<void>,
): Promise<void> {
  mkdirSync(path.dirname(folder), { recursive: true })
  const release = lockPgliteFolder(folder)
  try {
    const pglite = await createPglite(folder, loadDataDir ? { loadDataDir } : {})
    try {
      await work(pglite)
    } finally {
      await pglite.close()
    }
  } finally {
    release()
  }
}

async function hasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from information_schema.tables where table_schema = 'public'",
    )
    return Number(rows[0]?.count ?? 0) > 0
  } finally {
    await client.end()
  }
}

function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', (error) =>
      reject(
        new BackupError(
          `${command} could not be started (${error.message}): install PostgreSQL's client tools (apt-get install postgresql-client).`,
        ),
      ),
    )
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} failed (${code}): ${errors.trim()}`)),
    )
  })
}

/** The data folder of the embedded database under DATA_DIR. */
export const pgliteFolderOf = (dataDir: string) => path.join(dataDir, 'pglite')
