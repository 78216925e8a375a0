import { createPglite, createPgliteDatabase } from '@app/server/src/db/database'
import { migrateToLatest } from '@app/server/src/db/migrations'

/** An in-memory PGlite with every migration applied, dumped as a data folder to load from. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const pglite = await createPglite()
  await migrateToLatest(createPgliteDatabase(pglite))
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  return dump
}
