import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../support/smtp'

/** Why Caddy cannot run here, or undefined when it can. */
export function caddyUnavailable(): string | undefined {
  return spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0
    ? undefined
    : 'Caddy is not installed (apt-get install caddy)'
}

export interface RunningCaddy {
  /** https://localhost:PORT, served with Caddy's own loopback certificate. */
  url: string
  /** The plain-http port, which redirects to `url`. */
  httpPort: number
  log: () => string
  stop: () => Promise<void>
}

/**
 * Caddy from Debian's package as deploy/Caddyfile runs it: `tls internal` on the loopback,
 * balancing `upstreams` round robin, each checked on /readyz. Visitors' X-Forwarded-For from the
 * loopback is kept (as from one more trusted proxy), so load from one machine can come from many
 * addresses. Requests to it must accept Caddy's own certificate authority.
 */
export async function startCaddy(
  upstreams: readonly number[],
  /** Its https port, when the servers behind it must know their public address first. */
  options: { httpsPort?: number } = {},
): Promise<RunningCaddy> {
  const dir = mkdtempSync(join(tmpdir(), 'caddy-'))
  const httpPort = await freePort()
  const httpsPort = options.httpsPort ?? (await freePort())
  const url = `https://localhost:${httpsPort}`
  writeFileSync(
    join(dir, 'Caddyfile'),
    `{
	admin off
	http_port ${httpPort}
	https_port ${httpsPort}
	local_certs
	skip_install_trust
}
# Caddy's own http → https redirect assumes port 443; on these ports it is written out.
http://localhost:${httpPort} {
	redir ${url}{uri} permanent
}
localhost {
	tls internal
	reverse_proxy ${upstreams.map((port) => `127.0.0.1:${port}`).join(' ')} {
		lb_policy round_robin
		trusted_proxies 127.0.0.0/8 ::1
		lb_try_duration 10s
		lb_try_interval 100ms
		health_uri /readyz
		health_interval 500ms
		health_timeout 2s
	}
}
`,
  )
  let log = ''
  const caddy: ChildProcess = spawn(
    'caddy',
    ['run', '--config', 'Caddyfile', '--adapter', 'caddyfile'],
    {
      cwd: dir,
      env: { ...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, HOME: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  caddy.stdout?.on('data', (chunk) => (log += chunk))
  caddy.stderr?.on('data', (chunk) => (log += chunk))
  const stop = async () => {
    if (caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve))
      caddy.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 30_000
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline || caddy.exitCode !== null) {
      await stop()
      throw new Error(`Caddy did not come up:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { url, httpPort, log: () => log, stop }
}
