import { apiPaths, staffApiPaths } from '@app/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, isPostgresReachable, type TestDatabase } from '../support/database'
import { freePort, startSmtpServer, type TestSmtpServer } from '../support/smtp'
import { acceptAndSetUp, type StaffMember } from '../support/staff'
import {
  drillFigures,
  floodEnquiries,
  mailedNames,
  mailSettles,
  storedInPostgres,
} from './support/drill'
import { caddyUnavailable, type RunningCaddy, startCaddy } from './support/caddy'
import { startSiteServer, type SiteServer } from './support/site-server'
import { startUpLink } from './support/staff-browser'

/**
 * Three server processes on one PostgreSQL behind Caddy from Debian's package (`tls internal` on
 * the loopback), as deploy/Caddyfile runs them: sessions and rate limits hold whichever process
 * answers, the mail outbox sends each message once with three senders, and a rolling restart
 * under load answers every request — no connection error, no lost enquiry
 * (docs/product.md#several-processes).
 */
const skip =
  caddyUnavailable() ??
  ((await isPostgresReachable()) ? undefined : 'no PostgreSQL server at 127.0.0.1:5432')

// Caddy's own certificate authority signs the loopback certificate; this test's requests go to
// the loopback only, so they skip verifying it rather than install the authority system-wide.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'

describe.skipIf(skip)(`three processes behind Caddy${skip ? ` — skipped: ${skip}` : ''}`, () => {
  let database: TestDatabase
  let smtp: TestSmtpServer
  let caddy: RunningCaddy
  const servers: SiteServer[] = []
  const ports: number[] = []
  let site: string
  let env: Record<string, string>

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    smtp = await startSmtpServer()
    // The proxy's address is the public one: Caddy's https port, taken before the servers start.
    const httpsPort = await freePort()
    site = `https://localhost:${httpsPort}`
    env = {
      DATABASE_URL: database.url!,
      SMTP_URL: smtp.url,
      PUBLIC_URL: site,
      TRUST_PROXY: 'loopback',
      // Longer than Caddy's health interval below: out of rotation before the port closes.
      SHUTDOWN_DELAY_MS: '1500',
    }
    for (let index = 0; index < 3; index += 1) {
      const port = await freePort()
      ports.push(port)
      servers.push(await startSiteServer(env, { port }))
    }
    caddy = await startCaddy(ports, { httpsPort })
  }, 180_000)

  afterAll(async () => {
    await caddy?.stop()
    for (const server of servers) await server.stop()
    await smtp?.stop()
    await database?.close()
  })

  /** Lines each process logged for a path: which processes answered it. */
  const answeredBy = (path: string) =>
    servers.map(
      (server) =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes(`path: "${path}"`) || line.includes(`"path":"${path}"`))
          .length,
    )

  it('sends http to https, and the app sends HSTS through the proxy', async () => {
    const plain = await fetch(`http://localhost:${caddy.httpPort}/about`, { redirect: 'manual' })
    expect([301, 302, 307, 308]).toContain(plain.status)
    expect(plain.headers.get('location')).toBe(`${site}/about`)
    const page = await fetch(`${site}/about`)
    expect(page.status).toBe(200)
    // Only sent over https: the app believes Caddy's X-Forwarded-Proto (TRUST_PROXY=loopback).
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })

  let owner: StaffMember

  it('keeps a staff session whichever process answers', async () => {
    // Each start made a new link; the last one is the one that works.
    owner = await acceptAndSetUp(site, startUpLink(servers.at(-1)!), {
      email: 'owner@northlight.test',
      role: 'owner',
    })
    const before = answeredBy(staffApiPaths.session)
    for (let request = 0; request < 9; request += 1) {
      expect((await owner.client.get(staffApiPaths.session)).status).toBe(200)
    }
    const after = answeredBy(staffApiPaths.session)
    // Round robin: every process answered some of them, and knew the session.
    expect(after.map((count, index) => count - before[index]!).every((count) => count > 0)).toBe(
      true,
    )
  })

  it('holds the per-address limit across the three processes', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77', 'content-type': 'application/json' }
    const statuses: number[] = []
    for (let request = 0; request < 6; request += 1) {
      const response = await fetch(`${site}${apiPaths.contactSend}`, {
        method: 'POST',
        headers: from,
        body: JSON.stringify({
          name: `Limit ${request}`,
          email: 'limit@example.com',
          contact: '01604 000000',
          message: 'Rate limit drill',
        }),
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('restarts each process in turn under load: every request answered, nothing lost, each mailed once', async () => {
    const run = `proxy-${Date.now()}`
    const flood = floodEnquiries(() => site, { clients: 6, run })
    await expect.poll(() => flood.result.acknowledged.size, { timeout: 20_000 }).toBeGreaterThan(30)
    for (let index = 0; index < servers.length; index += 1) {
      const acknowledged = flood.result.acknowledged.size
      // SIGTERM: /readyz answers 503, Caddy stops sending to it, what is in flight finishes.
      await servers[index]!.stop()
      servers[index] = await startSiteServer(env, { port: ports[index]! })
      await expect
        .poll(() => flood.result.acknowledged.size, { timeout: 20_000 })
        .toBeGreaterThan(acknowledged + 20)
    }
    const result = await flood.stop()
    // The staff session outlived every process that ever held it.
    expect((await owner.client.get(staffApiPaths.session)).status).toBe(200)

    await mailSettles(smtp, { minimumMs: 2_000, quietMs: 3_000, timeoutMs: 60_000 })
    const stored = await storedInPostgres(database.url!, run)
    const mailed = mailedNames(smtp, run)
    const figures = drillFigures(result, stored, mailed, smtp)
    console.log(`Rolling restart behind Caddy: ${JSON.stringify(figures)}`)

    expect(result.outcomes.get('network') ?? 0).toBe(0)
    for (const status of result.outcomes.keys()) expect([200, 503]).toContain(status)
    const storedNames = new Set(stored.map((enquiry) => enquiry.name))
    for (const name of result.acknowledged) expect(storedNames.has(name), name).toBe(true)
    for (const name of storedNames) expect(mailed.get(name), name).toBe(1)
    expect(caddy.log()).not.toMatch(/"level":"error"/)
  }, 240_000)
})
