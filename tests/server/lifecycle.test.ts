import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { apiPaths } from '@app/core'
import { shutdown } from '@app/server/src/lifecycle'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, validEnquiry } from '../support/app'
import { createTestSite, type TestSite } from '../support/site'

const mainTs = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url))

describe('shutdown', () => {
  it('lets the request in flight finish, refuses new ones, then stops mail and closes the database', async () => {
    let release: () => void = () => {}
    let arrived: () => void = () => {}
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve))
    const app = await startTestApp({
      routesInFront: (front) =>
        front.get('/slow', (_req, res) => {
          release = () => res.send('finished')
          arrived()
        }),
    })

    const inFlight = fetch(`${app.url}/slow`)
    // Shut down only once the server is holding the request.
    await requestArrived
    let done = false
    const stopping = shutdown({
      server: app.server,
      mailSender: app.sender,
      mailTransport: app.transport,
      storage: app.database,
      logger: { info() {}, warn() {}, error() {} },
    }).then(() => {
      done = true
    })

    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(done).toBe(false)
    await expect(fetch(`${app.url}/livez`)).rejects.toThrow()

    release()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('finished')
    await stopping
    expect(done).toBe(true)
    await expect(sql`select 1`.execute(app.db)).rejects.toThrow()
    await app.close() // removes the fixture site and data folder; the rest is already closed
  })
})

/** The server as `npm run dev` runs it (server/src/main.ts through tsx), with its output. */
function runMain(env: Record<string, string>): {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
} {
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  return { child, output: () => output, exited }
}

describe('server/src/main.ts', () => {
  let site: TestSite
  let dataDir: string

  beforeAll(async () => {
    site = await createTestSite()
    dataDir = await mkdtemp(path.join(tmpdir(), 'server-test-main-'))
  })

  afterAll(async () => {
    await site?.remove()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('stops with a message naming a bad variable', async () => {
    const run = runMain({ PORT: 'eighty' })
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain('PORT: must be a whole number from 0 to 65535')
  })

  it('stops with a clear message when the site is not built', async () => {
    const run = runMain({ SITE_DIR: path.join(dataDir, 'no-site'), DATA_DIR: dataDir })
    expect(await run.exited).toBe(1)
    expect(run.output()).toMatch(/The site is not built: .*no-site\/index\.html does not exist/)
  })

  it('serves with the embedded defaults and exits cleanly on SIGTERM, keeping what it stored', async () => {
    const run = runMain({ SITE_DIR: site.dir, DATA_DIR: dataDir, PORT: '0' })
    let port: string | undefined
    await expect
      .poll(() => (port = /Listening on port (\d+)/.exec(run.output())?.[1]), { timeout: 45_000 })
      .toBeDefined()
    const url = `http://127.0.0.1:${port}`
    expect((await fetch(`${url}/readyz`)).status).toBe(200)
    expect((await fetch(`${url}/`)).status).toBe(200)
    const sent = await fetch(`${url}${apiPaths.contactSend}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validEnquiry()),
    })
    expect(sent.status).toBe(200)

    const signalled = Date.now()
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(10_000)
    expect(run.output()).toContain('Shut down cleanly')
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false)
    // The staff e-mail went to the outbox folder (no SMTP_URL) before the process exited.
    expect(run.output()).toMatch(/Mail written to the outbox folder/)
    // Its waits allow 45 s to start (a first PGlite initdb, slow on a busy machine) and 10 s to
    // stop: the test's time limit is their sum with a margin.
  }, 70_000)
})
