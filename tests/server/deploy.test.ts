import { readFileSync } from 'node:fs'
import { loadConfig } from '@app/server/src/config'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * The deployment files in deploy/, checked by what can run here without Docker: the compose file
 * parsed and its health checks and dependencies read, the image's start command and environment
 * compared with the systemd unit's, the Caddyfiles' upstreams and health checks, and every
 * variable they set known to the server's configuration and documented in the README.
 */
const read = (file: string) =>
  readFileSync(new URL(`../../deploy/${file}`, import.meta.url), 'utf8')
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

interface Service {
  image?: string
  build?: { context: string; dockerfile: string }
  depends_on?: Record<string, { condition: string }>
  environment?: Record<string, string>
  healthcheck?: { test: string[] }
  ports?: string[]
  logging?: { driver: string; options: Record<string, string> }
  stop_grace_period?: string
}

const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>
}
const { db, app, caddy } = compose.services as Record<'db' | 'app' | 'caddy', Service>
const dockerfile = read('Dockerfile')
const unit = read('systemd/northlight@.service')

/** The value of `Environment=NAME=value` lines, and the one command, of a systemd unit. */
const unitEnvironment = Object.fromEntries(
  [...unit.matchAll(/^Environment=(\w+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]),
)

describe('deploy/', () => {
  it('compose: PostgreSQL checked with pg_isready, the app waits for it and is checked on /readyz', () => {
    expect(db.image).toMatch(/^postgres:1[5-9]/)
    expect(db.healthcheck?.test.join(' ')).toContain('pg_isready')
    expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' } })
    expect(app.healthcheck?.test.join(' ')).toContain('/readyz')
    expect(app.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' })
    // Longer than the server's own 10 s shutdown, so SIGKILL never cuts a graceful one short.
    expect(Number.parseInt(app.stop_grace_period ?? '10', 10)).toBeGreaterThan(10)
    expect(app.environment?.DATABASE_URL).toMatch(/@db:5432\//)
  })

  it('compose: Caddy holds 80 and 443 once the app is healthy; only Caddy is published', () => {
    expect(caddy.depends_on).toEqual({ app: { condition: 'service_healthy' } })
    expect(caddy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']))
    expect(app.ports).toBeUndefined()
    expect(db.ports).toBeUndefined()
    expect(read('Caddyfile.compose')).toMatch(/reverse_proxy app:3000[\s\S]*health_uri \/readyz/)
  })

  it('compose: every service rotates its logs', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.logging, name).toEqual({
        driver: 'json-file',
        options: { 'max-size': '10m', 'max-file': '5' },
      })
    }
  })

  it('the image and the systemd unit start the server the same way, in production, not as root', () => {
    expect(dockerfile).toMatch(/^FROM node:24-[\w-]+ AS run$/m)
    expect(dockerfile).toMatch(/^CMD \["node", "server\/dist\/main\.js"\]$/m)
    expect(dockerfile).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/m)
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toMatch(/NODE_ENV=production/)
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node server\/dist\/main\.js$/m)
    expect(unit).toMatch(/^User=northlight$/m)
    expect(unitEnvironment.NODE_ENV).toBe('production')
    expect(app.environment?.NODE_ENV).toBe('production')
    expect(unitEnvironment.PORT).toBe('%i')
  })

  it('the Caddyfile balances the instances the units run, checked on /readyz', () => {
    const caddyfile = read('Caddyfile')
    expect(caddyfile).toMatch(/reverse_proxy 127\.0\.0\.1:3001 127\.0\.0\.1:3002 127\.0\.0\.1:3003/)
    expect(caddyfile).toMatch(/health_uri \/readyz/)
    expect(caddyfile).toMatch(/lb_try_duration/)
    // Caddy on the same machine: the units trust exactly that proxy.
    expect(unitEnvironment.TRUST_PROXY).toBe('loopback')
    expect(read('systemd/northlight-backup.timer')).toMatch(/^OnCalendar=/m)
    expect(read('systemd/northlight-backup.service')).toMatch(/npm run --silent backup/)
  })

  it('sets only variables the server reads, each documented in the README, and valid together', () => {
    const variables = { ...app.environment, ...unitEnvironment }
    for (const name of Object.keys(variables)) {
      expect(readme, name).toContain(`\`${name}\``)
    }
    // The compose environment with its placeholders filled in is a valid production configuration.
    const filled = Object.fromEntries(
      Object.entries(app.environment ?? {}).map(([name, value]) => [
        name,
        value
          .replace(/\$\{SITE_HOST[^}]*\}/, 'www.example.co.uk')
          .replace(/\$\{POSTGRES_PASSWORD[^}]*\}/, 'secret')
          .replace(/\$\{SESSION_SECRET[^}]*\}/, 'x'.repeat(64))
          .replace(/\$\{SMTP_URL[^}]*\}/, 'smtps://u:p@smtp.example.com:465')
          .replace(/\$\{STAFF_EMAIL[^}]*\}/, 'hello@example.co.uk')
          .replace(/\$\{\w+:-\}/, ''),
      ]),
    )
    const config = loadConfig({
      ...filled,
      SAP_TOPICS_FILE: new URL('../../server/sap-topics.sample.json', import.meta.url).pathname,
    })
    expect(config).toMatchObject({
      isProduction: true,
      publicUrl: 'https://www.example.co.uk',
      https: true,
      trustProxy: 'uniquelocal',
      metrics: { port: 9464, host: '0.0.0.0' },
    })
  })
})
