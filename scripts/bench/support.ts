import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sampleTopicsFile } from '../../server/src/sap/topics'

/** The built site every benchmark reads or serves (`npm run build` first). */
export const siteDir = new URL('../../site/build/client', import.meta.url).pathname

/** The PostgreSQL server the database benchmarks use when it answers. */
export const postgresUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** Whether something listens at the URL's host and port. */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) })
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)))
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** The value at quantile `q` (0–1) of sorted numbers. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export interface BuiltServer {
  url: string
  /** What it has logged so far. */
  output: () => string
  stop: () => Promise<void>
}

/**
 * The built server (`node server/dist/main.js`) as `npm start` runs it, on a free port with a
 * throwaway data folder; resolves once it answers /readyz.
 */
export async function startBuiltServer(): Promise<BuiltServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-site-'))
  const entry = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url))
  let log = ''
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-'.padEnd(64, 'x'),
      ...benchLearnerEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 45_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the built server exited:\n${log}`)
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) throw new Error(`the built server was not ready in time:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
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

/**
 * The SAP learners' area in a production-like benchmark: the sample topics file seeds the video
 * list (learners have accounts of their own; production makes none at start).
 */
export const benchLearnerEnv = {
  SAP_TOPICS_FILE: sampleTopicsFile,
}

/** The n-th visitor of a load test: the name, e-mail and phone every form sends. */
export function benchVisitor(n: number) {
  return { name: `Bench ${n}`, email: `bench${n}@example.com`, contact: '01604 000000' }
}

export interface LoadTestResult {
  requestsPerSecond: number
  /** Latency quantiles in milliseconds. */
  p50: number
  p99: number
  /** Answers other than 200. */
  failures: number
}

/**
 * POSTs `requests` JSON bodies to `url`, `concurrency` at a time, the n-th body from
 * `bodyOf(n)`: the throughput and latency a visitor would see over loopback.
 */
export async function loadTest(
  url: string,
  options: {
    requests: number
    concurrency: number
    bodyOf: (n: number) => unknown
    /** Extra headers of the n-th request, e.g. its own X-Forwarded-For. */
    headersOf?: (n: number) => Record<string, string>
  },
): Promise<LoadTestResult> {
  const latencies: number[] = []
  let failures = 0
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.requests) {
        const n = next++
        const sent = performance.now()
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...options.headersOf?.(n) },
          body: JSON.stringify(options.bodyOf(n)),
        })
        await response.arrayBuffer()
        latencies.push(performance.now() - sent)
        if (response.status !== 200) failures += 1
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requestsPerSecond: options.requests / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    failures,
  }
}

/** One line of a load test's figures, after its label. */
export function formatLoadTest(label: string, result: LoadTestResult): string {
  return `${label.padEnd(12)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   non-200: ${result.failures}`
}
