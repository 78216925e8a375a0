import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { staffApiPaths } from '@app/core'
import { openPgliteFolder } from '@app/server/src/db/database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from '../support/app'
import { backendTitle, countRows, createTestDatabase, databaseBackends } from '../support/database'
import { createTestSite, type TestSite } from '../support/site'
import { StaffClient, tokenOf } from '../support/staff'

const root = fileURLToPath(new URL('../..', import.meta.url))
const mainTs = path.join(root, 'server/src/main.ts')
const staffCli = path.join(root, 'scripts/staff.ts')
const setUpLine = /Staff area: no owner yet — create one at (http:\/\/\S+)/

/** Runs a command to its end: its exit code and everything it printed, apart. */
function run(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    let stdout = ''
    let stderr = ''
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

/** Starts the server until it prints the first owner's set-up link; answers the link. */
async function startUntilSetUpLink(env: Record<string, string>): Promise<string> {
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  try {
    return await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        const match = setUpLine.exec(output)
        if (match) resolve(match[1]!)
      }
      child.stdout?.on('data', read)
      child.stderr?.on('data', read)
      child.once('exit', (code) => reject(new Error(`The server exited (${code}): ${output}`)))
    })
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    expect(output.match(new RegExp(setUpLine.source, 'g'))).toHaveLength(1)
  }
}

describe('the first owner at start-up', () => {
  let site: TestSite
  let dataDir: string

  beforeAll(async () => {
    site = await createTestSite()
    dataDir = await mkdtemp(path.join(tmpdir(), 'staff-start-'))
  })
  afterAll(async () => {
    await site?.remove()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('logs one set-up link per start while there is no owner; each start makes the last one stale', async () => {
    const env = { DATA_DIR: dataDir, PORT: '0', SITE_DIR: site.dir, NODE_ENV: 'test' }
    const first = await startUntilSetUpLink(env)
    const second = await startUntilSetUpLink(env)
    expect(first).not.toBe(second)
    expect(first).toMatch(/^http:\/\/localhost:\d+\/staff\/invitation\//)

    const storage = await openPgliteFolder(path.join(dataDir, 'pglite'))
    try {
      const { readInvitation } = await import('@app/server/src/staff/invitations')
      expect((await readInvitation(storage.db, tokenOf(first), new Date())).state).toBe('expired')
      expect((await readInvitation(storage.db, tokenOf(second), new Date())).state).toBe('open')
    } finally {
      await storage.close()
    }
  }, 60_000)
})

const postgres = (await databaseBackends()).find((candidate) => candidate.backend === 'postgres')!

describe('npm run staff -- invite', () => {
  it('says what it needs when the arguments are wrong', async () => {
    const noRole = await run(staffCli, ['invite', 'a@example.com', '--role', 'king'], {})
    expect(noRole.code).toBe(1)
    expect(noRole.stderr).toMatch(/role: Choose a role/)
    const noCommand = await run(staffCli, [], {})
    expect(noCommand.code).toBe(1)
    expect(noCommand.stderr).toMatch(
      /Usage: npm run --silent staff -- invite EMAIL --role owner\|staff/,
    )
  }, 30_000)

  it('on PGlite held by a running server, says to stop it or use its start-up link', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'staff-cli-'))
    const held = await openPgliteFolder(path.join(dataDir, 'pglite'))
    try {
      const result = await run(staffCli, ['invite', 'a@example.com', '--role', 'owner'], {
        DATA_DIR: dataDir,
      })
      expect(result.code).toBe(1)
      expect(result.stdout).toBe('')
      expect(result.stderr).toMatch(/Stop the server and run this again/)
      expect(result.stderr).toMatch(/set-up link/)
    } finally {
      await held.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 30_000)

  it.skipIf(postgres.skip)(
    `on ${backendTitle(postgres)}, prints one line, a link that works, while the server runs`,
    async () => {
      const database = await createTestDatabase('postgres')
      const app = await startTestApp({ database })
      try {
        const result = await run(staffCli, ['invite', 'New.Owner@Example.com', '--role', 'owner'], {
          DATABASE_URL: database.url!,
          PUBLIC_URL: app.url,
        })
        expect(result.code, result.stderr).toBe(0)
        const lines = result.stdout.trim().split('\n')
        expect(lines).toHaveLength(1)
        expect(lines[0]).toMatch(new RegExp(`^${app.url}/staff/invitation/[\\w-]{43}$`))
        const answer = await new StaffClient(app.url).get(
          staffApiPaths.invitation(tokenOf(lines[0]!)),
        )
        expect(await answer.json()).toEqual({
          ok: true,
          email: 'new.owner@example.com',
          role: 'owner',
          firstOwner: false,
        })
        expect(await countRows(database.db, 'audit_log')).toBe(1)
      } finally {
        await app.close()
        await database.close()
      }
    },
    30_000,
  )
})
