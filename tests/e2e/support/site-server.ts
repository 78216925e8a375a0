import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../support/smtp'
import { serverEntry } from './paths'

export interface SiteServer {
  url: string
  dataDir: string
  /** The process id, e.g. to signal it. */
  pid: number | undefined
  output: () => string
  /** SIGTERM, then removes the data folder unless it was given. */
  stop: () => Promise<void>
  /** kill -9: no shutdown at all, the data folder kept, as after a crash. */
  kill: () => Promise<void>
}

/**
 * Starts the built server (`node server/dist/main.js`) exactly as `npm start` would, with its
 * own PGlite data folder (or `options.dataDir`, e.g. to restart on the folder of a killed one),
 * on a free port (or `options.port`, e.g. to restart behind a proxy), and waits until it is ready.
 */
export async function startSiteServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number } = {},
): Promise<SiteServer> {
  const port = options.port ?? (await freePort())
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'site-e2e-'))
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

  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(name)
    await exited
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    output: () => log,
    stop: async () => {
      await signal('SIGTERM')
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
    kill: () => signal('SIGKILL'),
  }
}
