import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Express } from 'express'
import type { Logger } from './logger'

/** Starts listening; resolves with the server once the port is bound. */
export function listen(app: Express, port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => (error ? reject(error) : resolve(server))
    // Without a host Node listens on every address (IPv6 and IPv4 where available).
    const server = host === undefined ? app.listen(port, done) : app.listen(port, host, done)
    // A client that trickles its headers in (slowloris) is cut off after 10 s, a whole request
    // after 30 s; Node's defaults are 60 s and 5 minutes.
    server.headersTimeout = 10_000
    server.requestTimeout = 30_000
  })
}

export function serverPort(server: Server): number {
  return (server.address() as AddressInfo).port
}

export interface ShutdownDeps {
  server: Server
  /** Flushed after the last request: a message being sent is finished, not cut off. */
  mailSender?: { stop(): Promise<void> }
  mailTransport?: { close(): void }
  /** Background jobs (the retention sweep) to let finish before the database closes. */
  jobs?: readonly { stop(): Promise<void> }[]
  storage?: { close(): Promise<void> }
  logger: Logger
  /** How long in-flight requests may take before their connections are cut. @default 8000 */
  requestGraceMs?: number
  /** Set to draining at once, so /readyz answers 503 (see health.ts). */
  readiness?: { draining: boolean }
  /**
   * How long to keep serving after /readyz turns 503 and before the port closes, so a proxy's
   * health check takes the process out of rotation first. @default 0
   */
  drainMs?: number
}

/**
 * Graceful stop (docs/product.md#configuration-and-operation): /readyz turns 503 and, after the
 * drain delay, the port closes; in-flight requests finish (cut off after the grace period), the
 * mail sender flushes, the database closes.
 */
export async function shutdown(deps: ShutdownDeps): Promise<void> {
  const { server, logger } = deps
  const grace = deps.requestGraceMs ?? 8_000
  if (deps.readiness) deps.readiness.draining = true
  if (deps.drainMs) {
    logger.info(`Draining: /readyz answers 503; the port closes in ${deps.drainMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, deps.drainMs))
  }
  await new Promise<void>((resolve) => {
    // Keep-alive connections that go idle after their last response are closed as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100)
    const cut = setTimeout(() => {
      logger.warn('Requests still in flight after the grace period; closing their connections')
      server.closeAllConnections()
    }, grace)
    server.close(() => {
      clearInterval(sweep)
      clearTimeout(cut)
      resolve()
    })
    server.closeIdleConnections()
  })
  logger.info('HTTP server closed')
  await deps.mailSender?.stop()
  deps.mailTransport?.close()
  await Promise.all((deps.jobs ?? []).map((job) => job.stop()))
  await deps.storage?.close()
  logger.info('Shut down cleanly')
}

/**
 * Runs `stop` on the first SIGTERM or SIGINT, then exits: 0 when it finished, 1 when it
 * failed or took longer than `timeoutMs` (10 s, docs/product.md#configuration-and-operation). A second signal exits at once.
 */
export function exitOnSignals(
  stop: () => Promise<void>,
  options: { logger: Logger; timeoutMs?: number; exit?: (code: number) => void },
): void {
  const exit = options.exit ?? ((code: number) => process.exit(code))
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      options.logger.warn(`${signal} again: exiting now`)
      exit(1)
      return
    }
    stopping = true
    options.logger.info(`${signal} received: shutting down`)
    const hardStop = setTimeout(() => {
      options.logger.error('Shutdown took too long; exiting')
      exit(1)
    }, options.timeoutMs ?? 10_000)
    hardStop.unref()
    stop().then(
      () => {
        clearTimeout(hardStop)
        exit(0)
      },
      (error: unknown) => {
        clearTimeout(hardStop)
        options.logger.error('Shutdown failed', { error })
        exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
