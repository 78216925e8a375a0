import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../../support/smtp'

/**
 * A PostgreSQL cluster of the test's own, on a port of its own, to stop, crash and freeze in an
 * outage drill without touching the shared server. Built from the PostgreSQL binaries on the
 * machine (Debian: /usr/lib/postgresql/<version>/bin); as root, the cluster runs as `postgres`.
 */
export interface ThrowawayPostgres {
  /** postgres://… of the drill's database. */
  url: string
  /** Stops the server; 'immediate' is a crash (no checkpoint, connections cut). */
  stop(mode: 'fast' | 'immediate'): void
  start(): void
  /** SIGSTOP to the server and every backend: it accepts connections and answers nothing. */
  freeze(): void
  thaw(): void
  destroy(): void
}

/** Why the drill cannot run here, or undefined when it can. */
export function throwawayPostgresUnavailable(): string | undefined {
  if (!binDir()) return 'the PostgreSQL server binaries (initdb, pg_ctl) are not on this machine'
  if (isRoot() && !hasUser('postgres')) return 'running as root without a postgres user'
  return undefined
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  const found = versions.map((version) => path.join(root, version, 'bin'))
  return found.find((dir) => existsSync(path.join(dir, 'pg_ctl')))
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

function hasUser(name: string): boolean {
  try {
    execFileSync('id', [name], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir()
  if (!bin) throw new Error(throwawayPostgresUnavailable())
  const dir = mkdtempSync(path.join(tmpdir(), 'drill-pg-'))
  const run = (command: string, args: string[]) => {
    const file = path.join(bin, command)
    if (isRoot())
      execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' })
    else execFileSync(file, args, { stdio: 'pipe' })
  }
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const data = path.join(dir, 'data')
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-t',
      '30',
      'start',
    ])
  start()

  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  })
  await admin.connect()
  await admin.query('create database drill')
  await admin.end()

  const serverPids = (): number[] => {
    const postmaster = Number(
      readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0],
    )
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)])
      .toString()
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0)
    return [postmaster, ...children]
  }
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of serverPids()) {
      try {
        process.kill(pid, signal)
      } catch {
        // A backend that exited meanwhile.
      }
    }
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/drill`,
    stop: (mode) => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    start,
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    destroy: () => {
      try {
        signalAll('SIGCONT')
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
