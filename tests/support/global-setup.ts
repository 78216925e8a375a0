import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildPgliteTemplate } from './pglite-template'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tar file), made once per run for every test file. */
    pgliteTemplateFile: string
  }
}

/** Migrates PGlite once (initdb takes seconds) so each test database is a fast copy of it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const file = path.join(tmpdir(), `server-tests-pglite-${process.pid}-${Date.now()}.tar`)
  const template = await buildPgliteTemplate()
  await writeFile(file, Buffer.from(await template.arrayBuffer()))
  project.provide('pgliteTemplateFile', file)
  return () => rm(file, { force: true })
}
