import { availableParallelism } from 'node:os'
import pg from 'pg'
import { apiPaths } from '@app/core'
import { caddyUnavailable, startCaddy } from '../../tests/e2e/support/caddy'
import { startSiteServer, type SiteServer } from '../../tests/e2e/support/site-server'
import { freePort } from '../../tests/support/smtp'
import {
  benchLearnerEnv,
  benchVisitor,
  formatLoadTest,
  loadTest,
  type LoadTestResult,
  postgresUrl,
  reachable,
} from './support'

const requests = Number(process.env.BENCH_REQUESTS ?? 1000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10)

/** The contact API through Caddy in front of `count` built server processes on `databaseUrl`. */
async function throughCaddy(count: number, databaseUrl: string): Promise<LoadTestResult> {
  const httpsPort = await freePort()
  const servers: SiteServer[] = []
  const ports: number[] = []
  const env = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-'.padEnd(64, 'x'),
    ...benchLearnerEnv,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `https://localhost:${httpsPort}`,
    TRUST_PROXY: 'loopback',
  }
  try {
    for (let index = 0; index < count; index += 1) {
      const port = await freePort()
      ports.push(port)
      servers.push(await startSiteServer(env, { port }))
    }
    const caddy = await startCaddy(ports, { httpsPort })
    try {
      return await loadTest(`${caddy.url}${apiPaths.contactSend}`, {
        requests,
        concurrency,
        bodyOf: (n) => ({ ...benchVisitor(n), message: 'Benchmark enquiry '.repeat(10) }),
        // A visitor of their own per request: the per-address limits stay on, as in production.
        headersOf: (n) => ({
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        }),
      })
    } finally {
      await caddy.stop()
    }
  } finally {
    for (const server of servers) await server.stop()
  }
}

/**
 * The contact API's throughput through Caddy with one server process and with three, on the same
 * PostgreSQL, in one run (docs/product.md#several-processes).
 */
export async function run() {
  console.log(
    `\nPOST ${apiPaths.contactSend} through Caddy (tls internal): ${requests} enquiries, ${concurrency} at a time, 1 vs 3 processes on one PostgreSQL`,
  )
  const missing =
    caddyUnavailable() ??
    ((await reachable(postgresUrl)) ? undefined : `nothing answers at ${postgresUrl}`)
  if (missing) {
    console.log(`skipped: ${missing}`)
    return
  }
  // Caddy's loopback certificate is signed by its own authority, which this process skips.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  const results: LoadTestResult[] = []
  for (const count of [1, 3]) {
    const name = `bench_processes_${process.pid}_${count}`
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const target = new URL(postgresUrl)
    target.pathname = `/${name}`
    try {
      const result = await throughCaddy(count, target.toString())
      results.push(result)
      console.log(formatLoadTest(`${count} process${count > 1 ? 'es' : ''}`, result))
    } finally {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`)
      await admin.end()
    }
  }
  const [one, three] = results as [LoadTestResult, LoadTestResult]
  console.log(
    `3 processes / 1: ${(three.requestsPerSecond / one.requestsPerSecond).toFixed(2)}× — bounded by this machine's ${availableParallelism()} cores, which Caddy, PostgreSQL, the load generator and the servers share`,
  )
}
