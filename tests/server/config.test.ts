import path from 'node:path'
import { brand } from '@app/core'
import { ConfigError, createClock, loadConfig } from '@app/server/src/config'
import { describe, expect, it } from 'vitest'

/** The variables named by the ConfigError that loadConfig throws for `env`. */
function badVariables(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).problems.map((problem) => problem.variable)
  }
  throw new Error('loadConfig accepted the environment')
}

const productionSecret = 'a'.repeat(64)

describe('loadConfig', () => {
  it('runs with no configuration at all: port 3000, local data folder, outbox mail', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      https: false,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      staffEmail: brand.email,
      trustProxy: false,
    })
    expect(config.mailFrom).toBe(`"${brand.name} website" <no-reply@localhost>`)
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32)
  })

  it('derives the public URL from PORT and the sender domain from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    const config = loadConfig({ PUBLIC_URL: 'https://www.example.co.uk/' })
    expect(config.publicUrl).toBe('https://www.example.co.uk')
    expect(config.https).toBe(true)
    expect(config.mailFrom).toContain('<no-reply@www.example.co.uk>')
  })

  it('reads every variable it documents', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: '/var/lib/site',
      DATABASE_URL: 'postgres://site:secret@db.internal:5432/site',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Website <no-reply@example.co.uk>',
      STAFF_EMAIL: 'enquiries@example.co.uk',
      STRIPE_SECRET_KEY: 'sk_test_123abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
      SAP_USERNAME: 'learner',
      SAP_PASSWORD_HASH: 'scrypt$abc',
      SAP_TOPICS_FILE: 'topics.json',
      SESSION_SECRET: productionSecret,
      TRUST_PROXY: '1',
    })
    expect(config).toMatchObject({
      isProduction: true,
      port: 0,
      dataDir: '/var/lib/site',
      databaseUrl: 'postgres://site:secret@db.internal:5432/site',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'Website <no-reply@example.co.uk>',
      staffEmail: 'enquiries@example.co.uk',
      stripe: {
        secretKey: 'sk_test_123abc',
        webhookSecret: 'whsec_abc123',
        apiBase: 'http://127.0.0.1:12111',
      },
      sap: {
        username: 'learner',
        passwordHash: 'scrypt$abc',
        topicsFile: path.resolve('topics.json'),
      },
      sessionSecret: productionSecret,
      trustProxy: 1,
    })
  })

  it.each([
    ['false', false],
    ['2', 2],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ] as const)('reads TRUST_PROXY=%s for Express', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected)
  })

  it('treats empty values as unset, as .env files write them', () => {
    const config = loadConfig({ PORT: '', SMTP_URL: '', DATABASE_URL: ' ' })
    expect(config.port).toBe(3000)
    expect(config.smtpUrl).toBeUndefined()
    expect(config.databaseUrl).toBeUndefined()
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PUBLIC_URL', 'www.example.co.uk'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['SMTP_URL', 'http://smtp.example.com'],
    ['MAIL_FROM', 'not an address'],
    ['STAFF_EMAIL', 'staff@'],
    ['STRIPE_API_BASE', 'ftp://stripe'],
    ['SESSION_SECRET', 'short'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'yes please!'],
    ['TRUST_PROXY', 'true'],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    expect(badVariables({ [variable]: value })).toEqual([variable])
  })

  it('requires SESSION_SECRET in production, and says so in the message', () => {
    expect(badVariables({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET'])
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: is required when NODE_ENV=production/,
    )
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: productionSecret }).isProduction,
    ).toBe(true)
  })

  it('takes TEST_NOW, the start of a test clock, only when NODE_ENV=test', () => {
    const config = loadConfig({ NODE_ENV: 'test', TEST_NOW: '2025-04-01T09:00:00Z' })
    expect(config.testNow?.toISOString()).toBe('2025-04-01T09:00:00.000Z')
    expect(loadConfig({}).testNow).toBeUndefined()
    expect(badVariables({ TEST_NOW: '2025-04-01T09:00:00Z' })).toEqual(['TEST_NOW'])
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: productionSecret,
        TEST_NOW: '2025-04-01T09:00:00Z',
      }),
    ).toThrow(/TEST_NOW: is for tests only/)
    expect(badVariables({ NODE_ENV: 'test', TEST_NOW: 'next Tuesday' })).toEqual(['TEST_NOW'])
  })

  it('runs the test clock from TEST_NOW, and the real clock without it', async () => {
    const clock = createClock(new Date('2025-04-01T09:00:00Z'))
    const first = clock().getTime()
    expect(first - Date.parse('2025-04-01T09:00:00Z')).toBeLessThan(1_000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(clock().getTime()).toBeGreaterThan(first)
    expect(Math.abs(createClock(undefined)().getTime() - Date.now())).toBeLessThan(1_000)
  })

  it('wants the SAP username and password hash together', () => {
    expect(badVariables({ SAP_USERNAME: 'learner' })).toEqual(['SAP_PASSWORD_HASH'])
    expect(badVariables({ SAP_PASSWORD_HASH: 'scrypt$abc' })).toEqual(['SAP_USERNAME'])
  })

  it('refuses Stripe keys of the wrong kind, naming the variable', () => {
    const webhookSecret = 'whsec_abc123'
    expect(
      badVariables({ STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: webhookSecret }),
    ).toEqual(['STRIPE_SECRET_KEY'])
    expect(
      badVariables({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'secret' }),
    ).toEqual(['STRIPE_WEBHOOK_SECRET'])
  })

  it('wants the Stripe secret key and webhook secret together: payments need both', () => {
    expect(badVariables({ STRIPE_SECRET_KEY: 'sk_test_123' })).toEqual(['STRIPE_WEBHOOK_SECRET'])
    expect(badVariables({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toEqual(['STRIPE_SECRET_KEY'])
  })

  it('never sends a live key to another API origin', () => {
    const live = { STRIPE_SECRET_KEY: 'sk_live_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }
    const standIn = 'http://127.0.0.1:12111'
    expect(badVariables({ ...live, STRIPE_API_BASE: standIn })).toEqual(['STRIPE_API_BASE'])
    expect(loadConfig(live).stripe.apiBase).toBeUndefined()
    const test = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_a' }
    expect(loadConfig({ ...test, STRIPE_API_BASE: standIn }).stripe.apiBase).toBe(standIn)
  })

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', STAFF_EMAIL: 'nope' })).toThrow(
      /Invalid configuration:\n {2}PORT: .+\n {2}STAFF_EMAIL: .+/,
    )
  })
})
