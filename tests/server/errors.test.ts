import { apiErrors, apiPaths } from '@app/core'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, validEnquiry } from '../support/app'
import { backendTitle, createTestDatabase, databaseBackends } from '../support/database'

/** What must never reach a client: a stack frame, an absolute path, a module or SQL detail. */
const internals = [
  /\bat .+:\d+:\d+/,
  /\/(work|home|root|usr|tmp)\//,
  /node_modules/,
  /relation|column|syntax/i,
]

function expectNoInternals(text: string) {
  for (const pattern of internals) expect(text).not.toMatch(pattern)
}

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`error answers on ${backendTitle(backend)}`, () => {
    let app: TestApp

    beforeAll(async () => {
      const database = await createTestDatabase(backend.backend)
      // Break the storage on purpose: a bug (missing table) and a value the column refuses.
      await sql`alter table mail_outbox rename to mail_outbox_gone`.execute(database.db)
      await sql`alter table enquiries alter column name type varchar(12)`.execute(database.db)
      app = await startTestApp({ database, env: { NODE_ENV: 'development' } })
      app.close = ((close) => async () => {
        await close()
        await database.close()
      })(app.close)
    })

    afterAll(async () => {
      await app?.close()
    })

    it('answers a failure of our own with the plain sentence only, even in development', async () => {
      const response = await app.post(apiPaths.contactSend, validEnquiry())
      expect(response.status).toBe(500)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({ ok: false, error: apiErrors.internal })
      expectNoInternals(text)
      // The log has what the answer leaves out.
      const logged = app.logs.find((entry) => entry.level === 'error')
      expect(logged?.message).toBe('Request failed')
      expect(String((logged?.fields?.error as Error | undefined)?.stack)).toMatch(/mail_outbox/)
    })

    it('answers 400, not 500, when the database refuses a value the schema let through', async () => {
      // A valid name for the schema, too long for the narrowed column.
      const response = await app.post(
        apiPaths.contactSend,
        validEnquiry({ name: 'Ada Lovelace-Byron' }),
      )
      expect(response.status).toBe(400)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({ ok: false, error: apiErrors.invalid })
      expectNoInternals(text)
    })
  })
}

describe('API answers', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: 'development' } })
  })

  afterAll(async () => {
    await app?.close()
  })

  it('answer OPTIONS with 204 and the methods of the path', async () => {
    const response = await fetch(`${app.url}${apiPaths.contactSend}`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe('OPTIONS, POST')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const unknown = await fetch(`${app.url}/api/nothing-here`, { method: 'OPTIONS' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ ok: false, error: apiErrors.notFound })
  })

  it.each([
    ['an unknown path', () => fetch(`${app.url}/api/nothing-here`), 404],
    ['the wrong method', () => fetch(`${app.url}${apiPaths.contactSend}`), 404],
    ['a body that is not JSON', () => app.post(apiPaths.contactSend, '{"name":', {}), 400],
    [
      'another content type',
      () =>
        app.post(apiPaths.contactSend, 'name=Ada', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      415,
    ],
    [
      'a body over 16 KB',
      () => app.post(apiPaths.contactSend, { message: 'x'.repeat(20_000) }),
      413,
    ],
  ])('carry a JSON content type and no internals for %s', async (_case, request, status) => {
    const response = await request()
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const text = await response.text()
    expect(JSON.parse(text)).toMatchObject({ ok: false, error: expect.any(String) })
    expectNoInternals(text)
  })
})
