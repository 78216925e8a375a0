/**
 * `npm run --silent backup -- [FILE or FOLDER/]` and `npm run --silent restore -- FILE`
 * (docs/product.md#backups): the database named by the environment, as the server would open
 * it — PostgreSQL (DATABASE_URL) with pg_dump's custom format at any time, or the embedded
 * database in DATA_DIR while the server is stopped. Prints the file written or restored.
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import { ConfigError, loadConfig } from '../server/src/config'
import {
  backUp,
  BackupError,
  type BackupTarget,
  defaultBackupFile,
  pgliteFolderOf,
  restore,
} from '../server/src/db/backup'

const usage = 'Usage: npm run --silent backup -- [FILE]  |  npm run --silent restore -- FILE'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main() {
  const [command, file, ...extra] = process.argv.slice(2)
  if ((command !== 'backup' && command !== 'restore') || extra.length > 0) fail(usage)
  if (command === 'restore' && file === undefined) fail(usage)
  let config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
  // Relative to where the command was typed, not to the project (npm run changes directory).
  const here = process.env.INIT_CWD ?? process.cwd()
  const target: BackupTarget =
    config.databaseUrl === undefined
      ? { kind: 'pglite', folder: pgliteFolderOf(config.dataDir) }
      : { kind: 'postgres', databaseUrl: config.databaseUrl }
  try {
    if (command === 'backup') {
      // A folder (existing, or written with a trailing slash) gets a file named by the time.
      const given = file === undefined ? undefined : path.resolve(here, file)
      const intoFolder =
        given !== undefined &&
        (file!.endsWith('/') || statSync(given, { throwIfNoEntry: false })?.isDirectory())
      const written = intoFolder
        ? path.join(given!, defaultBackupFile(target))
        : (given ?? path.resolve(here, defaultBackupFile(target)))
      await backUp(target, written)
      console.log(written)
    } else {
      await restore(target, path.resolve(here, file!))
      console.log(`Restored ${path.resolve(here, file!)}`)
    }
  } catch (error) {
    if (error instanceof BackupError) fail(error.message)
    if (/in use by process/.test(String(error))) {
      fail(
        `${(error as Error).message}\nThe embedded database can be backed up or restored only while the server is stopped.`,
      )
    }
    throw error
  }
}

await main()
