import {
  apiPaths,
  learnersApiPaths,
  paymentPaths,
  SAP_SESSION_COOKIE,
  sapPaths,
  STAFF_API_PREFIX,
  staffApiPaths,
} from '@app/core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  generousRateLimits,
  startTestApp,
  type TestApp,
  validEnquiry,
  validEnrolment,
} from '../support/app'
import { backendTitle, countRows, databaseBackends, type CountedTable } from '../support/database'
import {
  defaultStandInSecrets,
  signWebhookPayload,
  StripeStandIn,
} from '../support/stripe-stand-in'

/**
 * A seeded property-based fuzz of every API endpoint that takes input: valid requests with fields
 * replaced by hostile values, random JSON, broken JSON, other content types, webhook deliveries
 * signed, unsigned, stale and forged, and lookups by hostile ids. The payment endpoints talk to
 * the Stripe stand-in. Whatever arrives, the answer
 * is never a 5xx, is always a JSON body with `ok`, and a refused request stores nothing.
 *
 * FUZZ_RUNS sets the number of requests on PGlite, shared out among the endpoints (default
 * 10,000); PostgreSQL gets a tenth of them. FUZZ_SEED replays a run.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 10_000)
const seed = Number(process.env.FUZZ_SEED ?? 20_261_124)

interface FuzzRequest {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

interface FuzzedEndpoint {
  method: 'GET' | 'POST'
  path: string
  requests: () => fc.Arbitrary<FuzzRequest>
  /** The tables a refused request must leave alone. */
  tables: readonly CountedTable[]
  /** Statuses the fuzz must reach in at least one request in 50, or it tested nothing. */
  reaches: readonly number[]
  /** Its share of the runs. @default 1 (a sign-in costs a deliberately slow hash: less) */
  share?: number
}

/** A Stripe event as the webhook receives it, for a session that may or may not be ours. */
const webhookEvent = (sessionId: string) => ({
  id: `evt_${sessionId}`,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
      amount_total: 260_000,
      currency: 'gbp',
      client_reference_id: '1',
      metadata: { enrolment: '1' },
    },
  },
})

const endpoints: readonly FuzzedEndpoint[] = [
  {
    method: 'POST',
    path: apiPaths.contactSend,
    requests: () => jsonRequests(apiPaths.contactSend, validEnquiry()),
    tables: ['enquiries', 'mail_outbox'],
    reaches: [200, 400],
  },
  {
    method: 'POST',
    path: paymentPaths.createCheckoutSession,
    requests: () => jsonRequests(paymentPaths.createCheckoutSession, { ...validEnrolment() }),
    tables: ['enrolments', 'enrolment_lines', 'mail_outbox'],
    reaches: [200, 400],
  },
  {
    method: 'POST',
    path: paymentPaths.webhook,
    requests: () =>
      fc
        .record({
          body: fc.oneof(
            mutatedBody(webhookEvent('cs_test_fuzz')).map((value) => JSON.stringify(value)),
            fc.string({ maxLength: 20 }).map((id) => JSON.stringify(webhookEvent(id))),
            fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
            fc.string({ maxLength: 200 }),
          ),
          signature: fc.constantFrom('none', 'valid', 'forged', 'stale'),
          forged: fc.string({ maxLength: 120 }),
        })
        .map(({ body, signature, forged }) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' }
          if (signature === 'valid') {
            headers['stripe-signature'] = signWebhookPayload(
              body,
              defaultStandInSecrets.webhookSecret,
            )
          } else if (signature === 'stale') {
            headers['stripe-signature'] = signWebhookPayload(
              body,
              defaultStandInSecrets.webhookSecret,
              Math.floor(Date.now() / 1000) - 3_600,
            )
          } else if (signature === 'forged') {
            headers['stripe-signature'] = forged
          }
          return { method: 'POST' as const, path: paymentPaths.webhook, headers, body }
        }),
    tables: ['enrolments', 'mail_outbox'],
    reaches: [200, 400],
  },
  {
    method: 'GET',
    path: `${paymentPaths.session}:id`,
    requests: () =>
      pathSuffixes().map((suffix) => ({
        method: 'GET' as const,
        path: `${paymentPaths.session}${suffix}`,
        headers: {},
      })),
    tables: ['enrolments'],
    reaches: [404],
  },
  {
    method: 'GET',
    path: `${paymentPaths.enrolment}:reference`,
    requests: () =>
      pathSuffixes().map((suffix) => ({
        method: 'GET' as const,
        path: `${paymentPaths.enrolment}${suffix}`,
        headers: {},
      })),
    tables: ['enrolments'],
    reaches: [404],
  },
  {
    method: 'POST',
    path: sapPaths.login,
    requests: () => jsonRequests(sapPaths.login, { ...developmentLearner }),
    tables: ['learner_sessions'],
    reaches: [400, 401],
    share: 0.05,
  },
  ...(
    [
      ['POST', sapPaths.logout, 200],
      ['POST', sapPaths.logoutEverywhere, 401],
      ['GET', sapPaths.session, 200],
      ['GET', sapPaths.topics, 401],
    ] as const
  ).map(([method, path, status]) => ({
    method,
    path,
    requests: () => cookieRequests(method, path),
    tables: ['learner_sessions'] as const,
    reaches: [status],
  })),
  {
    method: 'GET',
    path: `${sapPaths.passwordLink}?token=:token`,
    requests: () =>
      pathSuffixes().map((suffix) => ({
        method: 'GET' as const,
        path: `${sapPaths.passwordLink}?token=${suffix}`,
        headers: {},
      })),
    tables: ['learner_links'],
    reaches: [404],
  },
  {
    method: 'POST',
    path: sapPaths.setPassword,
    requests: () =>
      jsonRequests(sapPaths.setPassword, {
        token: 'x'.repeat(43),
        password: 'a long enough fuzz pass phrase',
      }),
    tables: ['learner_users', 'learner_accounts', 'learner_sessions', 'learner_links'],
    reaches: [400, 404],
    share: 0.3,
  },
  {
    method: 'POST',
    path: sapPaths.passwordReset,
    requests: () => jsonRequests(sapPaths.passwordReset, { email: 'fuzz@example.com' }),
    tables: ['learner_links', 'mail_outbox'],
    reaches: [400, 200],
  },
  {
    method: 'POST',
    path: staffApiPaths.signIn,
    requests: () =>
      jsonRequests(staffApiPaths.signIn, { email: 'fuzz@example.com', password: 'not a password' }),
    tables: ['auth_sessions'],
    reaches: [400, 401],
    share: 0.05,
  },
  {
    method: 'POST',
    path: staffApiPaths.signInCode,
    requests: () =>
      fc
        .tuple(jsonRequests(staffApiPaths.signInCode, { code: '123456' }), cookieValue())
        .map(([request, cookie]) => ({
          ...request,
          headers: {
            ...request.headers,
            cookie: `northlight-staff.two_factor=${encodeURIComponent(cookie)}`,
          },
        })),
    tables: ['auth_sessions'],
    reaches: [400, 401],
  },
  {
    method: 'POST',
    path: staffApiPaths.acceptInvitation,
    requests: () =>
      jsonRequests(staffApiPaths.acceptInvitation, {
        token: 'x'.repeat(43),
        name: 'Fuzz Tester',
        password: 'a long enough fuzz pass phrase',
      }),
    tables: ['auth_users', 'auth_accounts', 'auth_sessions'],
    reaches: [400, 404],
  },
  {
    method: 'GET',
    path: `${STAFF_API_PREFIX}/invitations/:token`,
    requests: () =>
      pathSuffixes().map((suffix) => ({
        method: 'GET' as const,
        path: `${STAFF_API_PREFIX}/invitations/${suffix}`,
        headers: {},
      })),
    tables: ['staff_invitations'],
    reaches: [404],
  },
  ...(
    [
      ['GET', staffApiPaths.session, 401],
      ['GET', staffApiPaths.team, 401],
      ['GET', `${staffApiPaths.audit}?action=sign-in`, 401],
      ['POST', staffApiPaths.signOutEverywhere, 401],
      ['POST', staffApiPaths.invitations, 401],
      ['GET', learnersApiPaths.learners, 401],
      ['POST', learnersApiPaths.learners, 401],
      ['POST', learnersApiPaths.end('x'), 401],
      ['GET', learnersApiPaths.videos, 401],
    ] as const
  ).map(([method, path, status]) => ({
    method,
    path,
    requests: () => cookieRequests(method, path, 'northlight-staff.session_token', true),
    tables: ['auth_sessions', 'staff_invitations'] as const,
    reaches: [status],
  })),
]

/** The development learner's e-mail address, with a wrong password. */
const developmentLearner = { email: 'learner@example.com', password: 'not-the-password' }

/** A session cookie's value: missing, malformed, forged (id.signature) or oversized. */
function cookieValue(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 100 }),
    fc
      .tuple(fc.base64String({ maxLength: 60 }), fc.base64String({ maxLength: 60 }))
      .map(([id, signature]) => `${id}.${signature}`),
    fc.constantFrom('', '.', '..', 'a.b.c', '%00', '\\', 'null', 'x'.repeat(4_000)),
  )
}

/**
 * Requests carrying session cookies that are missing, malformed, forged or oversized; with
 * `ownOrigin`, changes carry the site's Origin, so they reach the session check.
 */
function cookieRequests(
  method: 'GET' | 'POST',
  path: string,
  cookieName: string = SAP_SESSION_COOKIE,
  ownOrigin = false,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      cookie: fc.oneof(
        cookieValue().map((text) => `${cookieName}=${encodeURIComponent(text)}`),
        fc.constant(''),
      ),
      contentType: fc.constantFrom('application/json', 'text/plain'),
    })
    .map(({ cookie, contentType }) => ({
      method,
      path,
      headers: {
        ...(cookie === '' ? {} : { cookie }),
        ...(method === 'POST' ? { 'content-type': contentType } : {}),
        ...(method === 'POST' && ownOrigin ? { origin: ownOriginMarker } : {}),
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
    }))
}

/** Replaced by the app's own origin when the request is sent. */
const ownOriginMarker = 'own-origin'

/** The last segment of a lookup path: ids that look right, that do not, and hostile ones. */
function pathSuffixes(): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.stringMatching(/^cs_test_[A-Za-z0-9]{1,60}$/),
      fc.uuid(),
      fc.string({ minLength: 1, maxLength: 80 }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
      fc.constantFrom('..', '%00', '\\evil.example', '1 or 1=1', 'cs_test_'.padEnd(5_000, 'a')),
    )
    .map((segment) => encodeURIComponent(segment))
}

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
      drop: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
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

/** Requests to a JSON endpoint: mutated valid bodies, random JSON, broken JSON, other types. */
function jsonRequests(path: string, valid: Record<string, unknown>): fc.Arbitrary<FuzzRequest> {
  const request = (contentType: string, body: string): FuzzRequest => ({
    method: 'POST',
    path,
    headers: { 'content-type': contentType },
    body,
  })
  const json = (value: unknown) => request('application/json', JSON.stringify(value) ?? 'null')
  return fc.oneof(
    { weight: 4, arbitrary: injectedBody(valid).map(json) },
    { weight: 4, arbitrary: mutatedBody(valid).map(json) },
    { weight: 2, arbitrary: fc.jsonValue().map(json) },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 200 }).map((body) => request('application/json', body)),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          contentType: fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/json; charset=latin1',
            'application/xml',
          ),
          body: fc.string({ maxLength: 200 }),
        })
        .map(({ contentType, body }) => request(contentType, body)),
    },
  )
}

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`fuzzing the API on ${backendTitle(backend)}`, () => {
    let app: TestApp
    let standIn: StripeStandIn
    const total = backend.backend === 'pglite' ? runs : Math.ceil(runs / 10)
    const shares = endpoints.reduce((sum, endpoint) => sum + (endpoint.share ?? 1), 0)

    beforeAll(async () => {
      standIn = await StripeStandIn.start()
      app = await startTestApp({
        backend: backend.backend,
        env: { ...standIn.env(), TRUST_PROXY: 'loopback' },
        resetRateLimits: generousRateLimits,
      })
      // The requests are the subject here; the mail they queue stays queued.
      await app.sender.stop()
    })

    afterAll(async () => {
      await app?.close()
      await standIn?.stop()
    })

    let clientCount = 0
    const counts = (tables: readonly CountedTable[]) =>
      Promise.all(tables.map((table) => countRows(app.db, table)))

    for (const endpoint of endpoints) {
      const numRuns = Math.max(20, Math.ceil((total * (endpoint.share ?? 1)) / shares))
      it(`${endpoint.method} ${endpoint.path}: ${numRuns} requests (seed ${seed}), no 5xx, JSON answers, nothing stored when refused`, async () => {
        const statuses = new Map<number, number>()
        await fc.assert(
          fc.asyncProperty(endpoint.requests(), async (request) => {
            const before = await counts(endpoint.tables)
            const headers = { ...request.headers }
            if (headers.origin === ownOriginMarker) headers.origin = app.url
            // Staff endpoints that change something check the Origin first: send the site's.
            if (request.method === 'POST' && request.path.startsWith(STAFF_API_PREFIX)) {
              headers.origin ??= app.url
            }
            // Each staff request from an address of its own, so the sign-in limits count
            // accounts rather than this one client.
            if (request.path.startsWith(STAFF_API_PREFIX) || request.path.startsWith('/api/sap/')) {
              clientCount += 1
              headers['x-forwarded-for'] =
                `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`
            }
            const response = await fetch(`${app.url}${request.path}`, {
              method: request.method,
              headers,
              body: request.body,
            })
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
            expect(response.status).toBeLessThan(500)
            expect(response.headers.get('content-type')).toMatch(/^application\/json/)
            const answer = (await response.json()) as {
              ok?: unknown
              error?: unknown
              signedIn?: unknown
            }
            expect(typeof answer.ok).toBe('boolean')
            // No fuzzed cookie is ever a session: only a real sign-in makes one.
            expect(answer.signedIn).not.toBe(true)
            if (response.status !== 200) {
              expect(answer.ok).toBe(false)
              expect(typeof answer.error).toBe('string')
              expect(await counts(endpoint.tables)).toEqual(before)
            }
          }),
          { seed, numRuns, endOnFailure: false },
        )
        // The fuzz reached both sides of the validation, or it tested nothing.
        for (const status of endpoint.reaches) {
          expect(statuses.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(numRuns / 50)
        }
      }, 600_000)
    }
  })
}
