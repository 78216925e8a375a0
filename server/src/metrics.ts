import { createServer, type Server } from 'node:http'
import type pg from 'pg'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Kysely } from 'kysely'
import type { Database } from './db/schema'

/**
 * What the server measures while it runs (docs/product.md#logs-and-metrics), in Prometheus's
 * text format from the Prometheus client for Node. Served on a port of its own (METRICS_PORT),
 * never on the site's. The metrics are module-level, as the client library intends: each
 * process has one registry, which its parts add to.
 */
export const metricsRegistry = new Registry()
collectDefaultMetrics({ register: metricsRegistry, prefix: 'northlight_' })

export const httpRequests = new Counter({
  name: 'northlight_http_requests_total',
  help: 'HTTP requests answered, by method, route and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
})

export const httpDuration = new Histogram({
  name: 'northlight_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
})

export const mailDeliveries = new Counter({
  name: 'northlight_mail_deliveries_total',
  help: 'Attempts to hand a message to the mail server: sent, retry (will try again) or failed (given up).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
})

export const recordsReceived = new Counter({
  name: 'northlight_records_total',
  help: 'Enquiries and event registrations stored, and enrolments settled, by kind and outcome.',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
})

export const rateLimitRefusals = new Counter({
  name: 'northlight_rate_limit_refusals_total',
  help: 'Requests refused with 429, by limit.',
  labelNames: ['limit'] as const,
  registers: [metricsRegistry],
})

/** PostgreSQL pools of this process, summed in the pool gauges. */
const pools = new Set<pg.Pool>()

/** Counts `pool`'s connections in the pool gauges (an ended pool counts none). */
export function watchPool(pool: pg.Pool): void {
  pools.add(pool)
}

const sumOfPools = (read: (pool: pg.Pool) => number) =>
  [...pools].reduce((sum, pool) => sum + read(pool), 0)

new Gauge({
  name: 'northlight_db_pool_connections',
  help: 'PostgreSQL connections of this process, by state (in use, idle); 0 on PGlite.',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const total = sumOfPools((pool) => pool.totalCount)
    const idle = sumOfPools((pool) => pool.idleCount)
    this.set({ state: 'in_use' }, total - idle)
    this.set({ state: 'idle' }, idle)
  },
})

new Gauge({
  name: 'northlight_db_pool_waiting',
  help: 'Queries of this process waiting for a PostgreSQL connection.',
  registers: [metricsRegistry],
  collect() {
    this.set(sumOfPools((pool) => pool.waitingCount))
  },
})

/** The database whose mail outbox the outbox gauges read. */
let outboxDatabase: Kysely<Database> | undefined

/** Reads the outbox's depth and age from `db` when the metrics are asked for. */
export function watchOutbox(db: Kysely<Database>): void {
  outboxDatabase = db
}

/** Unsent, not given-up messages: how many, and how long the oldest has waited. */
async function outboxState(): Promise<{ depth: number; oldestSeconds: number } | undefined> {
  if (!outboxDatabase) return undefined
  try {
    const row = await outboxDatabase
      .selectFrom('mail_outbox')
      .select((eb) => [eb.fn.countAll<number>().as('depth'), eb.fn.min('created_at').as('oldest')])
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirstOrThrow()
    const oldest = row.oldest === null ? undefined : new Date(row.oldest as Date)
    return {
      depth: Number(row.depth),
      oldestSeconds: oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0,
    }
  } catch {
    // The database is away: the readiness check and the pool gauges say so; leave these unset.
    return undefined
  }
}

new Gauge({
  name: 'northlight_mail_outbox_depth',
  help: 'Messages waiting in the mail outbox (not yet sent, not given up).',
  registers: [metricsRegistry],
  async collect() {
    const state = await outboxState()
    if (state) this.set(state.depth)
  },
})

new Gauge({
  name: 'northlight_mail_outbox_oldest_seconds',
  help: 'How long the oldest waiting message has been in the outbox; 0 when it is empty.',
  registers: [metricsRegistry],
  async collect() {
    const state = await outboxState()
    if (state) this.set(state.oldestSeconds)
  },
})

/**
 * The route label of a request: Express's route pattern where one matched (never the path
 * itself, which would make a series per address), else what kind of answer it was.
 */
export function routeLabel(
  route: { path?: unknown } | undefined,
  baseUrl: string,
  path: string,
  status: number,
): string {
  if (route && typeof route.path === 'string') return `${baseUrl}${route.path}`
  if (path.startsWith('/assets/') || path.startsWith('/staff/assets/')) return 'asset'
  if (status === 404) return 'not-found'
  if (status >= 300 && status < 400) return 'redirect'
  return 'page'
}

/** Serves GET /metrics on its own port; everything else is 404. */
export function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n')
      return
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) =>
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    )
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
