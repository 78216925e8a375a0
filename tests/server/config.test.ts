import path from 'node:path'
import { brand } from '@app/core'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { createClock } from '@app/server/src/clock'
import { ConfigError, loadConfig } from '@app/server/src/config'
import { sampleTopicsFile } from '@app/server/src/sap/topics'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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

/** The SAP learners' area, as production may configure it: the file its video list is seeded from. */
let productionSap: Record<string, string>
let topicsDir: string

beforeAll(async () => {
  topicsDir = await mkdtemp(path.join(tmpdir(), 'sap-topics-'))
  productionSap = { SAP_TOPICS_FILE: sampleTopicsFile }
})
afterAll(async () => {
  await rm(topicsDir, { recursive: true, force: true })
})

/** A topics file with the given content, in a temporary folder. */
async function topicsFile(name: string, content: string): Promise<string> {
  const file = path.join(topicsDir, name)
  await writeFile(file, content)
  return file
}

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
      ...productionSap,
      SESSION_SECRET: productionSecret,
      TRUST_PROXY: '1',
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
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
        developmentLearner: false,
        topicsFile: sampleTopicsFile,
      },
      sessionSecret: productionSecret,
      trustProxy: 1,
      metrics: { port: 9464, host: '0.0.0.0' },
    })
  })

  it('reads the topics file that seeds the video list at start; production makes no learner', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: productionSecret,
      ...productionSap,
    })
    expect(config.sap.topics).toHaveLength(14)
    expect(config.sap.developmentLearner).toBe(false)
    const bare = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: productionSecret })
    expect(bare.sap.topics).toEqual([])
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

  it('requires SESSION_SECRET in production, naming it', () => {
    expect(badVariables({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET'])
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: is required when NODE_ENV=production/,
    )
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: productionSecret, ...productionSap })
        .isProduction,
    ).toBe(true)
  })

  it('makes the development learner and uses the sample topics outside production', () => {
    for (const nodeEnv of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV: nodeEnv })
      expect(config.sap.developmentLearner).toBe(true)
      expect(config.sap.topicsFile).toBe(sampleTopicsFile)
      expect(config.sap.topics.map((topic) => topic.title)).toEqual([
        'Introduction to SAP and ERP',
        'SAP System Architecture',
        'Work Process Introduction',
        'Update Work process',
        'BackGround Work Process',
        'GUI Installation',
        'Message Server',
        'Parameters',
        'Operational Modes',
        'Windows linux difference',
        'SAP Instances',
        'Work Processes Practice',
        'Work Processes Practice',
        'Start/Stop SAP',
      ])
      // Both practice videos are there, as two different videos.
      expect(new Set(config.sap.topics.map((topic) => topic.fileId)).size).toBe(14)
    }
  })

  it('stops on a topics file it cannot use, saying why', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['broken.json', '[{"title": "Intro"', /is not valid JSON/],
      ['object.json', '{"title": "Intro", "fileId": "abc"}', /must be a JSON array/],
      ['empty.json', '[]', /must list at least one topic/],
      ['no-id.json', '[{"title": "Intro"}]', /fileId must be a string \(entry 1\)/],
      [
        'bad-id.json',
        '[{"title": "A", "fileId": "abc"}, {"title": "B", "fileId": "a/../b"}]',
        /fileId must be .* \(entry 2\)/,
      ],
      ['blank-title.json', '[{"title": " ", "fileId": "abc"}]', /title must not be empty/],
    ]
    for (const [name, content, reason] of cases) {
      const file = await topicsFile(name, content)
      expect(badVariables({ SAP_TOPICS_FILE: file })).toEqual(['SAP_TOPICS_FILE'])
      expect(() => loadConfig({ SAP_TOPICS_FILE: file })).toThrow(reason)
    }
    expect(() => loadConfig({ SAP_TOPICS_FILE: path.join(topicsDir, 'missing.json') })).toThrow(
      /SAP_TOPICS_FILE: .*missing\.json: no such file/,
    )
    const good = await topicsFile('good.json', '[{"title": "Intro", "fileId": "1AbC-d_E"}]')
    expect(loadConfig({ SAP_TOPICS_FILE: good }).sap.topics).toEqual([
      { title: 'Intro', fileId: '1AbC-d_E' },
    ])
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
        ...productionSap,
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

  it('refuses the shared learner username and password hash, saying they are no longer used', () => {
    const cases: Record<string, string>[] = [
      { SAP_USERNAME: 'learner' },
      { SAP_PASSWORD_HASH: 'scrypt$N=32768,r=8,p=1$abc$def' },
    ]
    for (const env of cases) {
      const [variable] = Object.keys(env)
      expect(badVariables(env)).toEqual([variable])
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`${variable}: is no longer used: every learner has their own account`),
      )
    }
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
