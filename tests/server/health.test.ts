import { PGlite } from '@electric-sql/pglite'
import { apiErrors, apiPaths } from '@app/core'
import { createPgliteDatabase, createPostgresDatabase } from '@app/server/src/db/database'
import { silentLogger } from '@app/server/src/logger'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, validEnquiry } from '../support/app'
import { backendTitle, databaseBackends, type TestDatabase } from '../support/database'
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
      const pglite = await PGlite.create()
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
    app = await startTestApp({ database })
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
