import { apiPaths } from '@app/core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, validEnquiry } from '../support/app'
import { backendTitle, countRows, databaseBackends, type CountedTable } from '../support/database'

/**
 * A seeded property-based fuzz of every API endpoint: valid requests with fields replaced by
 * hostile values, random JSON, broken JSON, other content types. Whatever arrives, the answer
 * is never a 5xx, is always a JSON body with `ok`, and a refused request stores nothing.
 *
 * FUZZ_RUNS sets the number of requests on PGlite, shared out among the endpoints (default
 * 10,000); PostgreSQL gets a tenth of them. FUZZ_SEED replays a run.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 10_000)
const seed = Number(process.env.FUZZ_SEED ?? 20_261_124)

interface FuzzedEndpoint {
  method: 'POST'
  path: string
  /** A request the endpoint accepts, to mutate. */
  valid: () => Record<string, unknown>
  /** The tables a refused request must leave alone. */
  tables: readonly CountedTable[]
}

const endpoints: readonly FuzzedEndpoint[] = [
  {
    method: 'POST',
    path: apiPaths.contactSend,
    valid: validEnquiry,
    tables: ['enquiries', 'mail_outbox'],
  },
]

/** Values that have broken servers before: control characters, odd types, sizes, prototypes. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\n', '\r', '\t', '\u2028', '\u001b', 'a', ' '),
    maxLength: 20,
  }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null',
    'undefined',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '%00',
    '\uFEFF',
    '\uD800',
  ),
  fc.string({ minLength: 1_000, maxLength: 6_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
)

/** A valid request with some fields replaced, dropped or added. */
function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid)
  return fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length }),
      drop: fc.subarray(keys, { maxLength: 2 }),
      extra: fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom('__proto__', 'constructor', 'website', 'source', 'event'),
        ),
        hostileValue,
        { maxKeys: 2 },
      ),
    })
    .map(({ replace, drop, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...replace }
      for (const key of drop) delete body[key]
      for (const [key, value] of Object.entries(extra)) {
        Object.defineProperty(body, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        })
      }
      return body
    })
}

/** Characters that have broken servers before, to slip into otherwise valid text. */
const awkwardCharacter = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\n',
    '\r',
    '\t',
    '\u000b',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u2028',
    '\uFEFF',
    '\uD800',
    '<',
    '"',
    "'",
    '\\',
    '%',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
)

/** A valid request with one text field carrying a few awkward characters: it must pass or be a 400. */
function injectedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const textKeys = Object.keys(valid).filter((key) => typeof valid[key] === 'string')
  return fc
    .record({
      key: fc.constantFrom(...textKeys),
      insertions: fc.array(fc.tuple(fc.nat(), awkwardCharacter), { minLength: 1, maxLength: 3 }),
    })
    .map(({ key, insertions }) => {
      let text = String(valid[key])
      for (const [at, character] of insertions) {
        const position = at % (text.length + 1)
        text = text.slice(0, position) + character + text.slice(position)
      }
      return { ...valid, [key]: text }
    })
}

interface FuzzRequest {
  contentType: string
  body: string
}

function requests(endpoint: FuzzedEndpoint): fc.Arbitrary<FuzzRequest> {
  const json = (value: unknown) => ({
    contentType: 'application/json',
    body: JSON.stringify(value) ?? 'null',
  })
  return fc.oneof(
    { weight: 4, arbitrary: injectedBody(endpoint.valid()).map(json) },
    { weight: 4, arbitrary: mutatedBody(endpoint.valid()).map(json) },
    { weight: 2, arbitrary: fc.jsonValue().map(json) },
    {
      weight: 1,
      arbitrary: fc
        .string({ maxLength: 200 })
        .map((body) => ({ contentType: 'application/json', body })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/json; charset=latin1',
          'application/xml',
        ),
        body: fc.string({ maxLength: 200 }),
      }),
    },
  )
}

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`fuzzing the API on ${backendTitle(backend)}`, () => {
    let app: TestApp
    const total = backend.backend === 'pglite' ? runs : Math.ceil(runs / 10)
    const numRuns = Math.ceil(total / endpoints.length)

    beforeAll(async () => {
      app = await startTestApp({ backend: backend.backend })
      // The requests are the subject here; the mail they queue stays queued.
      await app.sender.stop()
    })

    afterAll(async () => {
      await app?.close()
    })

    const counts = (tables: readonly CountedTable[]) =>
      Promise.all(tables.map((table) => countRows(app.db, table)))

    for (const endpoint of endpoints) {
      it(`${endpoint.method} ${endpoint.path}: ${numRuns} requests (seed ${seed}), no 5xx, JSON answers, nothing stored when refused`, async () => {
        const statuses = new Map<number, number>()
        await fc.assert(
          fc.asyncProperty(requests(endpoint), async (request) => {
            const before = await counts(endpoint.tables)
            const response = await fetch(`${app.url}${endpoint.path}`, {
              method: endpoint.method,
              headers: { 'content-type': request.contentType },
              body: request.body,
            })
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
            expect(response.status).toBeLessThan(500)
            expect(response.headers.get('content-type')).toMatch(/^application\/json/)
            const answer = (await response.json()) as { ok?: unknown; error?: unknown }
            expect(typeof answer.ok).toBe('boolean')
            if (response.status !== 200) {
              expect(answer.ok).toBe(false)
              expect(typeof answer.error).toBe('string')
              expect(await counts(endpoint.tables)).toEqual(before)
            }
          }),
          { seed, numRuns, endOnFailure: false },
        )
        // The fuzz reached both sides of the validation, or it tested nothing.
        expect(statuses.get(200) ?? 0).toBeGreaterThan(numRuns / 50)
        expect(statuses.get(400) ?? 0).toBeGreaterThan(numRuns / 10)
      }, 600_000)
    }
  })
}
