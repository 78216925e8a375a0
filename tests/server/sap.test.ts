import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import {
  type ApiError,
  apiErrors,
  pages,
  SAP_SESSION_COOKIE,
  SAP_SIGNED_IN_HINT_COOKIE,
  sapMessages,
  sapPaths,
  type SapTopicsAnswer,
} from '@app/core'
import type { AppDatabase } from '@app/server/src/db/database'
import { grantAccessUntil } from '@app/server/src/learners/access'
import { findOrCreateLearner, setLearnerPassword } from '@app/server/src/learners/accounts'
import { hashPassword } from '@app/server/src/staff/passwords'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app'
import {
  backendTitle,
  countRows,
  createTestDatabase,
  databaseBackends,
  type TestDatabase,
} from '../support/database'
import { createTestSite, type TestSite } from '../support/site'

/** A learner with access, as a payment or staff would have made them. */
const learner = { email: 'test-learner-4711@example.com', password: 'Correct horse 4711' }
const sessionSecret = 's'.repeat(64)

async function addLearner(db: AppDatabase) {
  const passwordHash = await hashPassword(learner.password)
  await db.transaction().execute(async (trx) => {
    const made = await findOrCreateLearner(trx, { ...learner, name: 'Test Learner' }, new Date())
    await setLearnerPassword(trx, made.id, passwordHash, new Date())
    await grantAccessUntil(trx, made.id, new Date(Date.now() + 365 * 86_400_000), new Date())
  })
}

let addressCount = 0
/** An address of its own per test (X-Forwarded-For through a trusted loopback proxy). */
function newAddress(): string {
  addressCount += 1
  return `198.51.100.${addressCount}`
}

/** The session cookie's value in a Set-Cookie header, and the header's attributes. */
function sessionCookieOf(response: Response): { value: string; attributes: string[] } {
  const header = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SAP_SESSION_COOKIE}=`))
  if (!header) throw new Error(`no ${SAP_SESSION_COOKIE} cookie was set`)
  const [pair, ...attributes] = header.split(';').map((part) => part.trim())
  return { value: pair!.slice(SAP_SESSION_COOKIE.length + 1), attributes }
}

const mainTs = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url))

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`the SAP learners' area on ${backendTitle(backend)}`, () => {
    let site: TestSite
    let app: TestApp
    let env: Record<string, string>

    beforeAll(async () => {
      site = await createTestSite({ pagePaths: [pages.sapLogin.path, pages.sapTopics.path] })
      env = { SESSION_SECRET: sessionSecret, TRUST_PROXY: 'loopback' }
      app = await startTestApp({ backend: backend.backend, siteDir: site.dir, env })
      await addLearner(app.db)
    })

    afterAll(async () => {
      await app?.close()
      await site?.remove()
    })

    function login(body: unknown, address: string, init: RequestInit = {}): Promise<Response> {
      return fetch(`${app.url}${sapPaths.login}`, {
        method: 'POST',
        ...init,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address,
          ...(init.headers as Record<string, string>),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    }

    async function signIn(target: TestApp = app): Promise<string> {
      const response = await fetch(`${target.url}${sapPaths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
        body: JSON.stringify(learner),
      })
      expect(response.status).toBe(200)
      return sessionCookieOf(response).value
    }

    const get = (path: string, cookie?: string, target: TestApp = app) =>
      fetch(`${target.url}${path}`, {
        redirect: 'manual',
        headers: cookie === undefined ? {} : { cookie: `${SAP_SESSION_COOKIE}=${cookie}` },
      })

    async function expectJsonError(response: Response, status: number, error: string) {
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = (await response.json()) as ApiError
      expect(body).toMatchObject({ ok: false, error })
      expect(response.headers.getSetCookie()).toEqual([])
      return body
    }

    it('signs in with the right e-mail address and password: one HttpOnly, SameSite=Lax session cookie, and the header’s readable hint beside it', async () => {
      const sessions = await countRows(app.db, 'learner_sessions')
      const response = await login(learner, newAddress())
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ ok: true })
      const setCookies = response.headers.getSetCookie()
      expect(setCookies).toHaveLength(2)
      // The hint holds nothing but "1", lives as long, and scripts may read it.
      expect(setCookies).toContain(`${SAP_SIGNED_IN_HINT_COOKIE}=1; Path=/; SameSite=Lax`)
      const cookie = sessionCookieOf(response)
      // An opaque random token and its signature: nothing about the learner in it.
      expect(cookie.value).toMatch(/^[A-Za-z0-9]{32}\.[A-Za-z0-9%_-]{40,}$/)
      expect(cookie.value).not.toContain('learner')
      expect(cookie.attributes).toEqual(['Path=/', 'HttpOnly', 'SameSite=Lax'])
      // A browser-session cookie: no Expires or Max-Age; plain http here, so not Secure.
      expect(cookie.attributes.join(';')).not.toMatch(/expires|max-age|secure|domain/i)
      expect(await countRows(app.db, 'learner_sessions')).toBe(sessions + 1)
    })

    it('lets a session live 12 hours at most', async () => {
      await signIn()
      const row = await sql<{ lifetime_seconds: number }>`
        select cast(extract(epoch from expires_at - created_at) as integer) as lifetime_seconds
        from learner_sessions order by created_at desc limit 1`.execute(app.db)
      expect(Number(row.rows[0]!.lifetime_seconds)).toBe(12 * 60 * 60)
    })

    it('answers a wrong password and an unknown address alike, after the same hashing work', async () => {
      const address = newAddress()
      const started = performance.now()
      const wrong = await login({ ...learner, password: 'Correct horse 4712' }, address)
      const wrongMs = performance.now() - started
      await expectJsonError(wrong, 401, sapMessages.invalidCredentials)
      const unknownStarted = performance.now()
      const unknown = await login({ ...learner, email: 'someone-else@example.com' }, address)
      const unknownMs = performance.now() - unknownStarted
      await expectJsonError(unknown, 401, sapMessages.invalidCredentials)
      // The address is matched whatever its letter case.
      expect(
        await login(
          { email: learner.email.toUpperCase(), password: learner.password },
          newAddress(),
        ).then((r) => r.status),
      ).toBe(200)
      // Argon2 takes tens of milliseconds; a lookup that skipped it would take about one. The
      // bound is loose because this machine's timings are noisy.
      expect(unknownMs).toBeGreaterThan(Math.min(wrongMs / 4, 10))
    })

    it('refuses empty, missing and oversized fields with 400, naming each field', async () => {
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [
          { email: '', password: '' },
          { email: [sapMessages.emailMissing], password: [sapMessages.passwordMissing] },
        ],
        [{ email: '   ', password: learner.password }, { email: [sapMessages.emailMissing] }],
        [{}, { email: [sapMessages.emailMissing], password: [sapMessages.passwordMissing] }],
        [
          { email: 7, password: ['x'] },
          { email: [sapMessages.emailMissing], password: [sapMessages.passwordMissing] },
        ],
        [
          { email: 'u'.repeat(255), password: learner.password },
          { email: [sapMessages.emailInvalid] },
        ],
        [
          { email: learner.email, password: 'p'.repeat(201) },
          { password: [sapMessages.passwordTooLong] },
        ],
      ]
      for (const [body, fields] of cases) {
        const response = await login(body, newAddress())
        const answer = await expectJsonError(response, 400, apiErrors.invalid)
        expect(answer.fields).toEqual(fields)
      }
      await expectJsonError(
        await login(`email=${learner.email}&password=x`, newAddress(), {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        415,
        apiErrors.malformed,
      )
      await expectJsonError(await login('{"email":', newAddress()), 400, apiErrors.malformed)
      await expectJsonError(
        await login({ email: learner.email, password: 'x'.repeat(20_000) }, newAddress()),
        413,
        apiErrors.tooLarge,
      )
    })

    it('after 5 failures from one address refuses every attempt from it, right or wrong; other addresses are unaffected', async () => {
      const attacker = newAddress()
      // Guesses at other addresses' accounts: the attacker's address is what is counted here.
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const guess = { email: `guess${attempt}@example.com`, password: `guess ${attempt}` }
        const response = await login(guess, attacker)
        expect(response.status, `attempt ${attempt}`).toBe(401)
      }
      await expectJsonError(await login(learner, attacker), 429, sapMessages.tooManyAttempts)
      const refused = await login({ email: 'guess6@example.com', password: 'guess 6' }, attacker)
      await expectJsonError(refused, 429, sapMessages.tooManyAttempts)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
      // Another learner, elsewhere, signs in as usual.
      expect((await login(learner, newAddress())).status).toBe(200)
    })

    it('counts only failures: successful sign-ins never use up the allowance', async () => {
      const address = newAddress()
      for (let round = 0; round < 8; round += 1) {
        expect((await login(learner, address)).status).toBe(200)
      }
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await login({ ...learner, password: 'nope' }, address)).status).toBe(401)
      }
      expect((await login(learner, address)).status).toBe(200)
    })

    it('lets an address try again once the window has passed', async () => {
      // The app's clock moves on 15 minutes; nothing else changes.
      let offsetMs = 0
      const clocked = await startTestApp({
        database: app.database,
        siteDir: site.dir,
        env,
        now: () => new Date(Date.now() + offsetMs),
      })
      try {
        const address = newAddress()
        const attempt = (body: unknown) =>
          fetch(`${clocked.url}${sapPaths.login}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body: JSON.stringify(body),
          })
        for (let i = 0; i < 5; i += 1)
          expect((await attempt({ email: `nobody${i}@example.com`, password: 'x' })).status).toBe(
            401,
          )
        expect((await attempt(learner)).status).toBe(429)
        offsetMs = 15 * 60_000 + 1_000
        expect((await attempt(learner)).status).toBe(200)
      } finally {
        await clocked.close()
      }
    })

    it('answers the topics only to a signed-in session, never cached', async () => {
      await expectJsonError(await get(sapPaths.topics), 401, sapMessages.signInRequired)
      const response = await get(sapPaths.topics, await signIn())
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const answer = (await response.json()) as SapTopicsAnswer
      expect(answer.topics).toHaveLength(14)
      expect(answer.topics.map((topic) => topic.number)).toEqual(
        Array.from({ length: 14 }, (_, i) => i + 1),
      )
      expect(answer.topics[0]).toEqual({
        number: 1,
        title: 'Introduction to SAP and ERP',
        previewUrl: `https://drive.google.com/file/d/${app.config.sap.topics[0]!.fileId}/preview`,
        viewUrl: `https://drive.google.com/file/d/${app.config.sap.topics[0]!.fileId}/view`,
      })
      expect(
        answer.topics.filter((topic) => topic.title === 'Work Processes Practice'),
      ).toHaveLength(2)
      expect(answer.topics[13]!.title).toBe('Start/Stop SAP')
    })

    it('refuses a tampered, forged, foreign or expired cookie with 401', async () => {
      const cookie = await signIn()
      const [id, signature] = cookie.split('.') as [string, string]
      const flip = (text: string, at: number) =>
        text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)
      const bad = [
        `${flip(id, 5)}.${signature}`,
        `${id}.${flip(signature, 5)}`,
        id,
        `${id}.`,
        'learner',
        `${id}.${signature}.${signature}`,
        encodeURIComponent(`${id}.${signature}`).replace('.', '%2E') + 'x',
      ]
      for (const value of bad) {
        await expectJsonError(await get(sapPaths.topics, value), 401, sapMessages.signInRequired)
      }
      // A cookie signed with another SESSION_SECRET (another site, or a rotated secret).
      const foreignApp = await startTestApp({
        database: app.database,
        siteDir: site.dir,
        env: { ...env, SESSION_SECRET: 'f'.repeat(64) },
      })
      try {
        const foreign = await signIn(foreignApp)
        expect((await get(sapPaths.topics, foreign, foreignApp)).status).toBe(200)
        await expectJsonError(await get(sapPaths.topics, foreign), 401, sapMessages.signInRequired)
      } finally {
        await foreignApp.close()
      }
      // The same session, once the server has let it expire.
      expect((await get(sapPaths.topics, cookie)).status).toBe(200)
      await sql`update learner_sessions set expires_at = now() - interval '1 second'`.execute(
        app.db,
      )
      await expectJsonError(await get(sapPaths.topics, cookie), 401, sapMessages.signInRequired)
      expect((await get(pages.sapTopics.path, cookie)).status).toBe(302)
    })

    it('signs out: the session ends on the server, the cookie is cleared and refused afterwards', async () => {
      const cookie = await signIn()
      const sessions = await countRows(app.db, 'learner_sessions')
      const response = await fetch(`${app.url}${sapPaths.logout}`, {
        method: 'POST',
        headers: { cookie: `${SAP_SESSION_COOKIE}=${cookie}` },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const cleared = sessionCookieOf(response)
      expect(cleared.value).toBe('')
      expect(cleared.attributes).toEqual(
        expect.arrayContaining([
          'Path=/',
          'HttpOnly',
          'SameSite=Lax',
          'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        ]),
      )
      expect(await countRows(app.db, 'learner_sessions')).toBe(sessions - 1)
      // Replaying the old cookie gets nothing.
      await expectJsonError(await get(sapPaths.topics, cookie), 401, sapMessages.signInRequired)
      expect(await (await get(sapPaths.session, cookie)).json()).toEqual({
        ok: true,
        signedIn: false,
      })
      // Signing out twice, or without a session, is harmless.
      expect((await fetch(`${app.url}${sapPaths.logout}`, { method: 'POST' })).status).toBe(200)
    })

    it('gives a new session id on every sign-in and ends the one the browser had', async () => {
      const first = await signIn()
      const response = await login(learner, newAddress(), {
        headers: { cookie: `${SAP_SESSION_COOKIE}=${first}` },
      })
      const second = sessionCookieOf(response).value
      expect(second).not.toBe(first)
      expect((await get(sapPaths.topics, first)).status).toBe(401)
      expect((await get(sapPaths.topics, second)).status).toBe(200)
    })

    it('says whether the browser is signed in', async () => {
      expect(await (await get(sapPaths.session)).json()).toEqual({ ok: true, signedIn: false })
      expect(await (await get(sapPaths.session, await signIn())).json()).toEqual({
        ok: true,
        signedIn: true,
      })
    })

    it('guards /sap-topics on the server: 302 to /sap-login without a session, before any page', async () => {
      for (const cookie of [undefined, 'forged.cookie']) {
        const response = await get(pages.sapTopics.path, cookie)
        expect(response.status).toBe(302)
        expect(response.headers.get('location')).toBe(pages.sapLogin.path)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(await response.text()).not.toContain('<html')
      }
      // Other spellings lead to the guarded path first.
      const cased = await get('/SAP-Topics')
      expect(cased.status).toBe(301)
      expect(cased.headers.get('location')).toBe(pages.sapTopics.path)
      const slash = await get('/sap-topics/')
      expect(slash.headers.get('location')).toBe(pages.sapTopics.path)
    })

    it('serves /sap-topics to a session with no-store and the video host allowed in frames there only', async () => {
      const cookie = await signIn()
      const topics = await get(pages.sapTopics.path, cookie)
      expect(topics.status).toBe(200)
      expect(topics.headers.get('cache-control')).toBe('no-store')
      expect(topics.headers.get('x-robots-tag')).toBe('noindex')
      expect(topics.headers.get('content-security-policy')).toMatch(
        /frame-src https:\/\/www\.google\.com https:\/\/drive\.google\.com;/,
      )
      for (const path of ['/', '/contact', pages.sapLogin.path, sapPaths.topics]) {
        const other = await get(path)
        expect(other.headers.get('content-security-policy'), path).not.toContain('drive.google.com')
      }
      // Signed in, the sign-in page leads straight to the topics.
      const loginPage = await get(pages.sapLogin.path, cookie)
      expect(loginPage.status).toBe(302)
      expect(loginPage.headers.get('location')).toBe(pages.sapTopics.path)
      const anonymous = await get(pages.sapLogin.path)
      expect(anonymous.status).toBe(200)
      expect(anonymous.headers.get('cache-control')).toBe('no-store')
    })

    it('sends a form posted before the page scripts ran back to the form, signing nobody in', async () => {
      const response = await fetch(`${app.url}${pages.sapLogin.path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(learner).toString(),
      })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(pages.sapLogin.path)
      expect(response.headers.getSetCookie()).toEqual([])
    })

    it('sets the cookie Secure when the public URL is https', async () => {
      const secureApp = await startTestApp({
        database: app.database,
        siteDir: site.dir,
        env: { ...env, PUBLIC_URL: 'https://www.northlight.test' },
      })
      try {
        const response = await fetch(`${secureApp.url}${sapPaths.login}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': newAddress(),
            // As the TLS-terminating proxy in front reports it.
            'x-forwarded-proto': 'https',
          },
          body: JSON.stringify(learner),
        })
        expect(response.status).toBe(200)
        expect(sessionCookieOf(response).attributes).toEqual([
          'Path=/',
          'HttpOnly',
          'Secure',
          'SameSite=Lax',
        ])
      } finally {
        await secureApp.close()
      }
    })
  })
}

const postgres = (await databaseBackends()).find((candidate) => candidate.backend === 'postgres')!

describe.skipIf(postgres.skip)(
  `failed sign-ins across processes on ${backendTitle(postgres)}`,
  () => {
    let site: TestSite
    let env: Record<string, string>

    beforeAll(async () => {
      site = await createTestSite()
      env = { SESSION_SECRET: sessionSecret, TRUST_PROXY: 'loopback' }
    })
    afterAll(async () => {
      await site?.remove()
    })

    it('holds the failure limit across server processes sharing PostgreSQL', async () => {
      const shared: TestDatabase = await createTestDatabase('postgres')
      await addLearner(shared.db)
      const [first, second] = await Promise.all(
        [0, 1].map(() =>
          startTestApp({ database: shared, siteDir: site.dir, env, sharedRateLimits: true }),
        ),
      )
      try {
        const address = newAddress()
        const attempt = (target: TestApp, body: unknown) =>
          fetch(`${target.url}${sapPaths.login}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body: JSON.stringify(body),
          })
        for (const target of [first!, second!, first!, second!, first!]) {
          expect((await attempt(target, { ...learner, password: 'wrong' })).status).toBe(401)
        }
        expect((await attempt(second!, learner)).status).toBe(429)
        expect((await attempt(first!, learner)).status).toBe(429)
      } finally {
        await first?.close()
        await second?.close()
        await shared.close()
      }
    })
  },
)

describe('production start-up', () => {
  it('refuses to start while the shared learner username and password are still set, naming each', async () => {
    let output = ''
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', mainTs], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        SESSION_SECRET: sessionSecret,
        SAP_USERNAME: 'learner',
        SAP_PASSWORD_HASH: 'scrypt$N=32768,r=8,p=1$abc$def',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(output).toMatch(/SAP_USERNAME: is no longer used: every learner has their own account/)
    expect(output).toMatch(
      /SAP_PASSWORD_HASH: is no longer used: every learner has their own account/,
    )
    expect(output).not.toMatch(/Listening/)
  }, 20_000)
})
