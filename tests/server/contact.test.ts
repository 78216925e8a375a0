import {
  type ApiError,
  apiErrors,
  apiPaths,
  contactFieldErrors,
  contactLimits,
  events,
  HONEYPOT_FIELD,
  textErrors,
} from '@app/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, validEnquiry } from '../support/app'
import { backendTitle, countRows, createTestDatabase, databaseBackends } from '../support/database'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp'

const staffEmail = 'enquiries@staff.test'

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`POST ${apiPaths.contactSend} on ${backendTitle(backend)}`, () => {
    let smtp: TestSmtpServer
    let app: TestApp

    beforeAll(async () => {
      smtp = await startSmtpServer()
      app = await startTestApp({
        backend: backend.backend,
        env: { SMTP_URL: smtp.url, STAFF_EMAIL: staffEmail },
        // Before the first event, so registrations for any of them are accepted.
        now: () => new Date('2025-04-01T09:00:00Z'),
      })
    })

    afterAll(async () => {
      await app?.close()
      await smtp?.stop()
    })

    const send = (body: unknown, init?: RequestInit) => app.post(apiPaths.contactSend, body, init)

    /** Sends a request that must be refused and checks nothing was stored or queued. */
    async function expectRefused(
      request: () => Promise<Response>,
      status: number,
    ): Promise<ApiError> {
      const before = await countRows(app.db, 'enquiries')
      const response = await request()
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const body = (await response.json()) as ApiError
      expect(body.ok).toBe(false)
      expect(await countRows(app.db, 'enquiries')).toBe(before)
      return body
    }

    it('stores a valid enquiry, answers { ok: true } and mails staff with Reply-To the visitor', async () => {
      const message = 'Is there a <script>alert("x")</script> weekend class?\nThanks & regards'
      const response = await send(
        validEnquiry({ name: '  Grace <b>Hopper</b> ', email: 'grace@example.com', message }),
      )
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true })

      const stored = await app.db
        .selectFrom('enquiries')
        .selectAll()
        .where('email', '=', 'grace@example.com')
        .executeTakeFirstOrThrow()
      expect(stored).toMatchObject({
        kind: 'contact',
        name: 'Grace <b>Hopper</b>',
        contact: '+44 1632 960 123',
        message,
        ip: '127.0.0.1',
      })
      expect(typeof stored.id).toBe('number')
      expect(stored.created_at).toBeInstanceOf(Date)

      const mail = await smtp.waitForMessage((m) => m.replyTo.includes('grace@example.com'))
      expect(mail.envelope.to).toEqual([staffEmail])
      expect(mail.to).toEqual([staffEmail])
      expect(mail.parsed.replyTo?.value).toEqual([
        { address: 'grace@example.com', name: 'Grace <b>Hopper</b>' },
      ])
      expect(mail.subject).toBe('Contact enquiry from Grace <b>Hopper</b>')
      expect(mail.text).toContain(message)
      expect(mail.text).toContain('+44 1632 960 123')
      expect(mail.html).toContain(
        'Is there a &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; weekend class?\nThanks &amp; regards',
      )
      expect(mail.html).toContain('Grace &lt;b&gt;Hopper&lt;/b&gt;')
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('<b>')

      await app.sender.idle()
      const job = await app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('related_table', '=', 'enquiries')
        .where('related_id', '=', stored.id)
        .executeTakeFirstOrThrow()
      expect(job.sent_at).toBeInstanceOf(Date)
      expect(job.attempts).toBe(1)
    })

    it('labels a Quick Contact message and an event registration in the staff subject', async () => {
      const event = events[2]
      expect(
        (await send(validEnquiry({ name: 'Quick Quentin', source: 'quick-contact' }))).status,
      ).toBe(200)
      expect(
        (
          await send(
            validEnquiry({ name: 'Eve Entrant', source: 'event-registration', event: event.slug }),
          )
        ).status,
      ).toBe(200)
      const quick = await smtp.waitForMessage((m) => m.subject.includes('Quick Quentin'))
      expect(quick.subject).toBe('Quick contact from Quick Quentin')
      const registration = await smtp.waitForMessage((m) => m.subject.includes('Eve Entrant'))
      expect(registration.subject).toBe(`Event registration: ${event.title} — Eve Entrant`)
      expect(registration.text).toContain(`Event: ${event.title}`)
      expect(registration.text).toContain(`Where: ${event.location}`)
      const stored = await app.db
        .selectFrom('enquiries')
        .select(['kind', 'event_slug'])
        .where('name', 'in', ['Quick Quentin', 'Eve Entrant'])
        .orderBy('id')
        .execute()
      expect(stored).toEqual([
        { kind: 'quick-contact', event_slug: null },
        { kind: 'event-registration', event_slug: event.slug },
      ])
    })

    it.each([
      ['a NUL character', 'name', { name: 'Ada\u0000Lovelace' }, textErrors.oneLine],
      ['a line break', 'name', { name: 'Ada\nEmail: forged@example.com' }, textErrors.oneLine],
      ['a NUL character', 'message', { message: 'Hello\u0000' }, textErrors.controlCharacters],
      ['an unknown event', 'event', { source: 'event-registration', event: 'x' }, undefined],
    ])(
      'answers 400 for %s in the %s field and stores nothing',
      async (_what, field, change, text) => {
        const body = await expectRefused(() => send(validEnquiry(change)), 400)
        expect(Object.keys(body.fields ?? {})).toEqual([field])
        if (text) expect(body.fields?.[field]).toContain(text)
      },
    )

    it.each([
      ['name is empty', { name: '   ' }, 'name', contactFieldErrors.name],
      [
        'name is too long',
        { name: 'n'.repeat(contactLimits.name + 1) },
        'name',
        contactFieldErrors.nameTooLong,
      ],
      ['email is invalid', { email: 'grace@' }, 'email', contactFieldErrors.email],
      ['email is missing', { email: undefined }, 'email', contactFieldErrors.email],
      ['phone has letters', { contact: 'call me' }, 'contact', contactFieldErrors.contactFormat],
      ['phone is missing', { contact: undefined }, 'contact', contactFieldErrors.contact],
      [
        'phone is too long',
        { contact: '1'.repeat(contactLimits.contact + 1) },
        'contact',
        contactFieldErrors.contactFormat,
      ],
      [
        'message is too long',
        { message: 'm'.repeat(contactLimits.message + 1) },
        'message',
        contactFieldErrors.messageTooLong,
      ],
      ['name is not text', { name: 42 }, 'name', contactFieldErrors.name],
    ])('answers 400 naming only the field when the %s', async (_case, change, field, text) => {
      const body = await expectRefused(() => send(validEnquiry(change)), 400)
      expect(body.error).toBe(apiErrors.invalid)
      expect(body.fields).toEqual({ [field]: [text] })
    })

    it('names every missing field of an empty object', async () => {
      const body = await expectRefused(() => send({}), 400)
      expect(Object.keys(body.fields ?? {}).sort()).toEqual(['contact', 'email', 'name'])
    })

    it('answers 400 JSON for a JSON value that is not an object', async () => {
      for (const value of ['[1,2]', '"text"', 'null']) {
        const body = await expectRefused(() => send(value), 400)
        expect(body.error).toMatch(new RegExp(`${apiErrors.invalid}|${apiErrors.malformed}`))
      }
    })

    it('answers 400 JSON for malformed JSON', async () => {
      const body = await expectRefused(() => send('{"name": "Grace",'), 400)
      expect(body.error).toBe(apiErrors.malformed)
    })

    it('answers 415 JSON for a body that is not JSON', async () => {
      const form = new URLSearchParams(validEnquiry() as Record<string, string>)
      const body = await expectRefused(
        () => fetch(`${app.url}${apiPaths.contactSend}`, { method: 'POST', body: form }),
        415,
      )
      expect(body.error).toBe(apiErrors.malformed)
    })

    it('refuses a body over 16 KB with 413 JSON, but takes one just under', async () => {
      const oversize = JSON.stringify(validEnquiry({ message: 'x'.repeat(16 * 1024) }))
      const body = await expectRefused(() => send(oversize), 413)
      expect(body.error).toBe(apiErrors.tooLarge)

      // The same size limit applies to a chunked body without Content-Length.
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(oversize))
          controller.close()
        },
      })
      await expectRefused(
        () =>
          fetch(`${app.url}${apiPaths.contactSend}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: chunked,
            duplex: 'half',
          } as RequestInit),
        413,
      )

      const justUnder = JSON.stringify(validEnquiry({ message: 'y'.repeat(contactLimits.message) }))
      expect(justUnder.length).toBeLessThan(16 * 1024)
      expect((await send(justUnder)).status).toBe(200)
    })

    it('answers { ok: true } to a filled honeypot but stores and sends nothing', async () => {
      await app.sender.idle()
      const mailsBefore = smtp.messages.length
      const jobsBefore = await countRows(app.db, 'mail_outbox')
      const before = await countRows(app.db, 'enquiries')
      const response = await send(
        validEnquiry({ [HONEYPOT_FIELD]: 'https://spam.example', email: 'bot@spam.example' }),
      )
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true })
      expect(await countRows(app.db, 'enquiries')).toBe(before)
      expect(await countRows(app.db, 'mail_outbox')).toBe(jobsBefore)
      await app.sender.idle()
      expect(smtp.messages.length).toBe(mailsBefore)
    })

    it('answers 404 JSON for unknown API paths and methods', async () => {
      for (const [method, path] of [
        ['GET', '/api/nothing-here'],
        ['POST', '/api/contact'],
        ['GET', apiPaths.contactSend],
      ] as const) {
        const response = await fetch(`${app.url}${path}`, { method })
        expect(response.status, `${method} ${path}`).toBe(404)
        expect(await response.json()).toEqual({ ok: false, error: apiErrors.notFound })
      }
    })
  })
}

describe('rate limit of the contact endpoint', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp({ rateLimits: [{ windowMs: 60_000, limit: 3 }] })
  })

  afterAll(async () => {
    await app?.close()
  })

  it('answers 429 JSON once one address has sent its allowance, invalid requests included', async () => {
    expect((await app.post(apiPaths.contactSend, validEnquiry())).status).toBe(200)
    expect((await app.post(apiPaths.contactSend, {})).status).toBe(400)
    expect((await app.post(apiPaths.contactSend, validEnquiry())).status).toBe(200)

    const refused = await app.post(apiPaths.contactSend, validEnquiry())
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ ok: false, error: apiErrors.rateLimited })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await countRows(app.db, 'enquiries')).toBe(2)

    // Pages are not limited.
    expect((await fetch(`${app.url}/`)).status).toBe(200)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy is in front', async () => {
    const refused = await app.post(apiPaths.contactSend, validEnquiry(), {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    })
    expect(refused.status).toBe(429)
  })
})

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp({
      env: { TRUST_PROXY: '1' },
      rateLimits: [{ windowMs: 60_000, limit: 1 }],
    })
  })

  afterAll(async () => {
    await app?.close()
  })

  it('limits and records each visitor by the address the proxy forwarded', async () => {
    const from = (ip: string) =>
      app.post(
        apiPaths.contactSend,
        validEnquiry({ email: `${ip.replaceAll('.', '-')}@example.com` }),
        {
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        },
      )
    expect((await from('203.0.113.10')).status).toBe(200)
    expect((await from('203.0.113.11')).status).toBe(200)
    expect((await from('203.0.113.10')).status).toBe(429)
    const ips = await app.db.selectFrom('enquiries').select('ip').orderBy('id').execute()
    expect(ips.map((row) => row.ip)).toEqual(['203.0.113.10', '203.0.113.11'])
  })

  it('never takes junk from the header for an address: it counts and stores the connection', async () => {
    const junk = (header: string) =>
      app.post(apiPaths.contactSend, validEnquiry({ email: 'junk@example.com' }), {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': header },
      })
    expect((await junk('<script>alert(1)</script>')).status).toBe(200)
    // "unknown" is counted as the same client (the connection's address), so it is limited.
    expect((await junk('unknown')).status).toBe(429)
    const stored = await app.db
      .selectFrom('enquiries')
      .select('ip')
      .where('email', '=', 'junk@example.com')
      .execute()
    expect(stored).toEqual([{ ip: '127.0.0.1' }])
  })

  it('counts an IPv6 client by its /64 network, which it could otherwise walk through', async () => {
    const from = (ip: string) =>
      app.post(apiPaths.contactSend, validEnquiry({ email: 'six@example.com' }), {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      })
    expect((await from('2001:db8:1:2::1')).status).toBe(200)
    expect((await from('2001:db8:1:2:ffff:ffff:ffff:fffe')).status).toBe(429)
    expect((await from('2001:db8:1:3::1')).status).toBe(200)
  })
})

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(
    `rate limits kept in the database on ${backendTitle(backend)}`,
    () => {
      it('hold across several server processes on one database, and across a restart', async () => {
        const database = await createTestDatabase(backend.backend)
        const limit = [{ windowMs: 60_000, limit: 2 }]
        const start = () => startTestApp({ database, rateLimits: limit, sharedRateLimits: true })
        const [first, second] = [await start(), await start()]
        try {
          expect((await first.post(apiPaths.contactSend, validEnquiry())).status).toBe(200)
          expect((await second.post(apiPaths.contactSend, validEnquiry())).status).toBe(200)
          expect((await first.post(apiPaths.contactSend, validEnquiry())).status).toBe(429)
          await first.close()
          const restarted = await start()
          try {
            expect((await restarted.post(apiPaths.contactSend, validEnquiry())).status).toBe(429)
          } finally {
            await restarted.close()
          }
          expect(await countRows(database.db, 'enquiries')).toBe(2)
        } finally {
          await second.close()
          await database.close()
        }
      })
    },
  )
}
