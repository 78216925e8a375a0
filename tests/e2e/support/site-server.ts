import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../support/smtp'
import { serverEntry } from './paths'

export interface SiteServer {
  url: string
  dataDir: string
  output: () => string
  stop: () => Promise<void>
}

/**
 * Starts the built server (`node server/dist/main.js`) exactly as `npm start` would, with its
 * own PGlite data folder, and waits until it is ready.
 */
export async function startSiteServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'))
  let log = ''
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Links in e-mails and payment redirects lead back to where the browser found the site.
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))

  const deadline = Date.now() + 45_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`)
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  return {
    url,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
