import type { Server } from 'node:http'
import { Writable } from 'node:stream'
import { apiPaths, staffApiPaths } from '@app/core'
import { loadConfig } from '@app/server/src/config'
import { createLogger } from '@app/server/src/logger'
import { startMetricsServer } from '@app/server/src/metrics'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, validEnquiry } from '../support/app'

/** What pino wrote, one parsed JSON object per line. */
function memoryLog() {
  const lines: Record<string, unknown>[] = []
  let text = ''
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString('utf8')
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>)
      }
      done()
    },
  })
  return { destination, lines, text: () => text }
}

describe('logs and metrics', () => {
  const log = memoryLog()
  let app: TestApp
  let metrics: Server
  let metricsUrl: string

  const visitor = {
    name: 'Winifred Quayle',
    email: 'winifred.quayle@example.org',
    contact: '+44 7700 900 417',
    message: 'Please ring me about the cybersecurity course next spring.',
  }
  const password = 'correct horse battery staple 42'

  beforeAll(async () => {
    app = await startTestApp({ logger: createLogger({ json: true, destination: log.destination }) })
    metrics = await startMetricsServer(0, '127.0.0.1')
    const address = metrics.address()
    metricsUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })

  afterAll(async () => {
    metrics?.close()
    await app?.close()
  })

  const scrape = async () => {
    const response = await fetch(`${metricsUrl}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    return response.text()
  }
  const sample = (text: string, series: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${series} `))
        ?.split(' ')[1] ?? 0,
    )

  it('logs each request once, with an id it also sends back, and the path without its query', async () => {
    const response = await fetch(`${app.url}/api/no-such-thing?email=winifred.quayle%40example.org`)
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const line = log.lines.find((entry) => entry.requestId === id && entry.message === 'Request')
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/no-such-thing',
      status: 404,
    })
    expect(line!.durationMs).toEqual(expect.any(Number))
    expect(line!.time).toMatch(/^\d{4}-\d\d-\d\dT/)

    // A proxy's own id is kept, so one request can be followed through both logs.
    const traced = await fetch(`${app.url}/api/no-such-thing`, {
      headers: { 'x-request-id': 'caddy-42' },
    })
    expect(traced.headers.get('x-request-id')).toBe('caddy-42')
    // Anything else in that header is not trusted.
    const junk = await fetch(`${app.url}/api/no-such-thing`, {
      headers: { 'x-request-id': 'a b\tc' },
    })
    expect(junk.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("puts the request's id on every line written while handling it", async () => {
    const response = await app.post(apiPaths.contactSend, validEnquiry(visitor))
    expect(response.status).toBe(200)
    const id = response.headers.get('x-request-id')
    const lines = log.lines.filter((entry) => entry.requestId === id)
    expect(lines.map((entry) => entry.message)).toEqual(
      expect.arrayContaining(['Enquiry stored', 'Request']),
    )
  })

  it('never writes a visitor’s details, a password or a link’s token', async () => {
    await app.post(staffApiPaths.signIn, { email: visitor.email, password })
    await fetch(`${app.url}/staff/invitation/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789`)
    // Let the staff notification and the acknowledgement go out.
    await expect.poll(() => log.text().includes('Mail written')).toBe(true)
    const text = log.text()
    for (const secret of [
      visitor.name,
      visitor.email,
      visitor.contact,
      visitor.message,
      password,
      'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
    ]) {
      expect(text, secret).not.toContain(secret)
    }
    expect(text).toContain('"path":"/staff/invitation/:token"')
  })

  it('serves Prometheus metrics on their own port: requests by route, records, mail, the outbox', async () => {
    const before = await scrape()
    const sent = await app.post(apiPaths.contactSend, validEnquiry())
    expect(sent.status).toBe(200)
    const after = await scrape()
    const series = `northlight_http_requests_total{method="POST",route="${apiPaths.contactSend}",status="200"}`
    expect(sample(after, series)).toBe(sample(before, series) + 1)
    const enquiries = 'northlight_records_total{kind="enquiry",outcome="stored"}'
    expect(sample(after, enquiries)).toBe(sample(before, enquiries) + 1)
    expect(after).toMatch(/^northlight_http_request_duration_seconds_bucket\{/m)
    expect(after).toMatch(/^northlight_mail_outbox_depth \d+$/m)
    expect(after).toMatch(/^northlight_mail_outbox_oldest_seconds [\d.e+-]+$/m)
    expect(after).toMatch(/^northlight_db_pool_connections\{state="idle"\} \d+$/m)
    expect(after).toMatch(/^northlight_process_cpu_seconds_total /m)
    await expect
      .poll(async () => sample(await scrape(), 'northlight_mail_deliveries_total{outcome="sent"}'))
      .toBeGreaterThan(0)

    // Nowhere on the site's own port.
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404)
    expect((await fetch(`${metricsUrl}/other`)).status).toBe(404)
  })

  it('counts requests refused by a rate limit', async () => {
    const limited = await startTestApp({ rateLimits: [{ windowMs: 60_000, limit: 1 }] })
    try {
      const before = sample(await scrape(), 'northlight_rate_limit_refusals_total{limit="forms"}')
      await limited.post(apiPaths.contactSend, validEnquiry())
      expect((await limited.post(apiPaths.contactSend, validEnquiry())).status).toBe(429)
      const after = sample(await scrape(), 'northlight_rate_limit_refusals_total{limit="forms"}')
      expect(after).toBe(before + 1)
    } finally {
      await limited.close()
    }
  })

  it('reads METRICS_PORT and METRICS_HOST, off unless set', () => {
    expect(loadConfig({}).metrics).toBeUndefined()
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    })
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics?.host).toBe(
      '0.0.0.0',
    )
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(
      'METRICS_PORT: must be a whole number from 1 to 65535',
    )
  })
})
