import type { KyselyPlugin } from 'kysely'
import pg from 'pg'
import { apiErrors, apiPaths } from '@app/core'
import {
  createPglite,
  createPgliteDatabase,
  createPostgresDatabase,
} from '@app/server/src/db/database'
import { silentLogger } from '@app/server/src/logger'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, validEnquiry } from '../support/app'
import {
  backendTitle,
  createTestDatabase,
  databaseBackends,
  type TestDatabase,
} from '../support/database'
import { freePort } from '../support/smtp'

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`health checks on ${backendTitle(backend)}`, () => {
    let app: TestApp

    beforeAll(async () => {
      app = await startTestApp({ backend: backend.backend })
    })

    afterAll(async () => {
      await app?.close()
    })

    it('answers /livez and /readyz with 200 while the database answers', async () => {
      for (const path of ['/livez', '/readyz']) {
        const response = await fetch(`${app.url}${path}`)
        expect(response.status, path).toBe(200)
        expect(await response.json()).toEqual({ ok: true })
        expect(response.headers.get('cache-control')).toBe('no-store')
      }
    })
  })
}

/** A database that cannot be reached, made the two ways it happens in production. */
const unreachable: Array<[string, () => Promise<TestDatabase>]> = [
  [
    'PostgreSQL server not listening',
    async () => {
      const port = await freePort()
      const db = createPostgresDatabase(
        `postgres://postgres@127.0.0.1:${port}/gone`,
        silentLogger,
        {
          connectionTimeoutMillis: 1_000,
        },
      )
      return { backend: 'postgres', db, url: undefined, close: () => db.destroy() }
    },
  ],
  [
    'PGlite closed',
    async () => {
      const pglite = await createPglite()
      await pglite.close()
      return {
        backend: 'pglite',
        db: createPgliteDatabase(pglite),
        url: undefined,
        close: async () => {},
      }
    },
  ],
]

describe.each(unreachable)('when the database is down (%s)', (_name, makeDatabase) => {
  let app: TestApp
  let database: TestDatabase

  beforeAll(async () => {
    database = await makeDatabase()
    app = await startTestApp({ database, databaseDown: true })
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  afterEach(() => {
    // An outage is logged as a warning, not as a bug in our code.
    expect(app.logs.filter((entry) => entry.level === 'error')).toEqual([])
  })

  it('is alive but not ready: /livez 200, /readyz 503 JSON', async () => {
    expect((await fetch(`${app.url}/livez`)).status).toBe(200)
    const ready = await fetch(`${app.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ ok: false, error: apiErrors.unavailable })
  })

  it('answers an enquiry with 503 JSON instead of pretending it was sent', async () => {
    const response = await app.post(apiPaths.contactSend, validEnquiry())
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('10')
    expect(await response.json()).toEqual({ ok: false, error: apiErrors.unavailable })
  })

  it('still validates input first: bad input is a 400, not a 503', async () => {
    const response = await app.post(apiPaths.contactSend, validEnquiry({ email: 'nope' }))
    expect(response.status).toBe(400)
  })

  it('still serves the site', async () => {
    expect((await fetch(`${app.url}/`)).status).toBe(200)
  })
})

const postgres = (await databaseBackends()).find((backend) => backend.backend === 'postgres')

describe.skipIf(postgres?.skip !== false)('when PostgreSQL hangs on a statement', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres' })
  })

  afterAll(async () => {
    await app?.close()
  })

  it('gives up after the statement timeout and answers 503 JSON, not a request held forever', async () => {
    // Another session holds the table: the insert waits until the server cancels it.
    const blocker = new pg.Client({ connectionString: app.database.url })
    await blocker.connect()
    try {
      await blocker.query('begin')
      await blocker.query('lock table enquiries in access exclusive mode')
      const response = await app.post(apiPaths.contactSend, validEnquiry())
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ ok: false, error: apiErrors.unavailable })
    } finally {
      await blocker.query('rollback')
      await blocker.end()
    }
    // Released, it works again.
    expect((await app.post(apiPaths.contactSend, validEnquiry())).status).toBe(200)
  }, 20_000)
})

describe('/readyz under a flood', () => {
  let app: TestApp
  let base: TestDatabase
  let statements = 0

  beforeAll(async () => {
    base = await createTestDatabase('pglite')
    // Counts every statement the app sends to the real database.
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1
        return args.node
      },
      transformResult: async (args) => args.result,
    }
    app = await startTestApp({ database: { ...base, db: base.db.withPlugin(counting) } })
  })

  afterAll(async () => {
    await app?.close()
    await base?.close()
  })

  it('asks the database about once a second however often it is called', async () => {
    statements = 0
    const started = Date.now()
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => fetch(`${app.url}/readyz`).then((r) => r.status)),
    )
    const seconds = Math.ceil((Date.now() - started) / 1000)
    expect(answers.every((status) => status === 200)).toBe(true)
    // One check a second of the flood (a busy machine may take several), and the mail sender's
    // poll: not one per request.
    expect(statements).toBeGreaterThanOrEqual(1)
    expect(statements).toBeLessThanOrEqual(seconds + 4)
  })
})
