import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { apiPaths, brand } from '@app/core'
import { createPostgresDatabase } from '@app/server/src/db/database'
import { enqueueMail } from '@app/server/src/mail/queue'
import { defaultRetryPolicy, MailSender, retryDelayMs } from '@app/server/src/mail/sender'
import { createSmtpTransport } from '@app/server/src/mail/transport'
import { silentLogger } from '@app/server/src/logger'
import { simpleParser } from 'mailparser'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  fastRetry,
  recordingLogger,
  startTestApp,
  type TestApp,
  validEnquiry,
} from '../support/app'
import {
  backendTitle,
  countRows,
  createTestDatabase,
  databaseBackends,
  type TestDatabase,
} from '../support/database'
import { startSmtpServer, TestSmtpServer } from '../support/smtp'

const backends = await databaseBackends()

describe('retry back-off', () => {
  it('doubles from the base delay up to the cap', () => {
    const policy = { baseDelayMs: 100, maxDelayMs: 1_000, maxAttempts: 10 }
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(policy, attempts))).toEqual([
      100, 200, 400, 800, 1_000, 1_000,
    ])
  })

  it('waits 30 s after the first failure in production and never more than an hour', () => {
    expect(retryDelayMs(defaultRetryPolicy, 1)).toBe(30_000)
    expect(retryDelayMs(defaultRetryPolicy, 30)).toBe(60 * 60_000)
  })
})

/** The staff e-mail of the one enquiry a test sent (its acknowledgement is queued beside it). */
function staffJob(app: TestApp) {
  return app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'contact-enquiry')
    .executeTakeFirstOrThrow()
}

for (const backend of backends) {
  describe.skipIf(backend.skip)(`mail delivery on ${backendTitle(backend)}`, () => {
    const apps: TestApp[] = []
    const smtps: TestSmtpServer[] = []
    afterEach(async () => {
      await Promise.all(apps.splice(0).map((app) => app.close()))
      await Promise.all(smtps.splice(0).map((smtp) => smtp.stop()))
    })

    it('stores the enquiry while SMTP is down and delivers it once SMTP is back', async () => {
      const smtp = await TestSmtpServer.stopped()
      smtps.push(smtp)
      const app = await startTestApp({ backend: backend.backend, env: { SMTP_URL: smtp.url } })
      apps.push(app)

      const response = await app.post(apiPaths.contactSend, validEnquiry({ name: 'Outage Test' }))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true })
      expect(await countRows(app.db, 'enquiries')).toBe(1)

      // The first attempts fail and are rescheduled with the error recorded.
      await expect
        .poll(async () => {
          const job = await staffJob(app)
          return job.attempts >= 2 && job.last_error !== null && job.sent_at === null
        })
        .toBe(true)
      expect(
        app.logs.some((entry) => entry.level === 'warn' && entry.message.includes('will retry')),
      ).toBe(true)

      await smtp.start()
      const mail = await smtp.waitForMessage(
        (m) => m.subject === 'Contact enquiry from Outage Test',
      )
      expect(mail.replyTo).toEqual(['ada@example.com'])
      await app.sender.idle()
      const job = await staffJob(app)
      expect(job.sent_at).toBeInstanceOf(Date)
      expect(smtp.messages.filter((m) => m.subject === mail.subject)).toHaveLength(1)
    })

    it('gives up after the last attempt, marks the job failed and logs an error', async () => {
      const smtp = await TestSmtpServer.stopped()
      const app = await startTestApp({
        backend: backend.backend,
        env: { SMTP_URL: smtp.url },
        retry: { baseDelayMs: 20, maxDelayMs: 20, maxAttempts: 3 },
      })
      apps.push(app)

      expect((await app.post(apiPaths.contactSend, validEnquiry())).status).toBe(200)
      await expect.poll(async () => (await staffJob(app)).failed_at).toBeInstanceOf(Date)
      const job = await staffJob(app)
      expect(job.attempts).toBe(3)
      expect(job.sent_at).toBeNull()
      expect(job.last_error).toMatch(/ECONNREFUSED/)
      const loud = app.logs.find(
        (entry) => entry.level === 'error' && entry.fields?.['job'] === job.id,
      )
      expect(loud?.message).toMatch(/MAIL NOT DELIVERED: gave up after 3 attempts/)
      expect(loud?.fields).toMatchObject({ job: job.id, attempt: expect.any(Number) })

      // A failed job is not tried again (the acknowledgement queued beside it fails the same way).
      await expect
        .poll(async () =>
          (await app.db.selectFrom('mail_outbox').select('failed_at').execute()).every(
            (row) => row.failed_at !== null,
          ),
        )
        .toBe(true)
      await smtp.start()
      smtps.push(smtp)
      app.sender.wake()
      await app.sender.idle()
      expect(smtp.messages).toHaveLength(0)
    })

    it('lets several senders share one queue and sends each message exactly once', async () => {
      const smtp = await startSmtpServer()
      smtps.push(smtp)
      const database = await createTestDatabase(backend.backend)
      // On PostgreSQL each sender has its own pool, as separate server processes would.
      const extra: TestDatabase['db'][] = database.url
        ? [
            createPostgresDatabase(database.url, silentLogger),
            createPostgresDatabase(database.url, silentLogger),
          ]
        : [database.db, database.db]
      try {
        for (let n = 0; n < 12; n += 1) {
          await enqueueMail(database.db, {
            kind: 'test',
            to_address: `staff${n}@example.com`,
            subject: `Message ${n}`,
            text_body: `Body ${n}`,
          })
        }
        const senders = [database.db, ...extra].map(
          (db) =>
            new MailSender({
              db,
              transport: createSmtpTransport(smtp.url),
              from: 'Website <no-reply@example.com>',
              logger: silentLogger,
              retry: fastRetry,
            }),
        )
        senders.forEach((sender) => sender.start())
        await smtp.waitForMessages(12)
        await Promise.all(senders.map((sender) => sender.stop()))
        const subjects = smtp.messages.map((mail) => mail.subject).sort()
        expect(subjects).toEqual(Array.from({ length: 12 }, (_, n) => `Message ${n}`).sort())
        expect(await countRows(database.db, 'mail_outbox')).toBe(12)
        const unsent = await database.db
          .selectFrom('mail_outbox')
          .where('sent_at', 'is', null)
          .execute()
        expect(unsent).toEqual([])
      } finally {
        if (database.url) await Promise.all(extra.map((db) => db.destroy()))
        await database.close()
      }
    })

    it('sends several messages at once, so a slow mail server does not hold the queue', async () => {
      const smtp = await startSmtpServer()
      smtp.acceptDelayMs = 400
      smtps.push(smtp)
      const database = await createTestDatabase(backend.backend)
      const sender = new MailSender({
        db: database.db,
        transport: createSmtpTransport(smtp.url),
        from: 'Website <no-reply@example.com>',
        logger: silentLogger,
        retry: fastRetry,
      })
      try {
        for (let n = 0; n < 8; n += 1) {
          await enqueueMail(database.db, {
            kind: 'test',
            to_address: 'staff@example.com',
            subject: `Parallel ${n}`,
            text_body: 'x',
          })
        }
        let mostAtOnce = 0
        const watch = setInterval(() => {
          mostAtOnce = Math.max(mostAtOnce, smtp.receiving - smtp.messages.length)
        }, 5)
        sender.start()
        await smtp.waitForMessages(8)
        clearInterval(watch)
        expect(mostAtOnce).toBeGreaterThanOrEqual(3)
        expect(new Set(smtp.messages.map((mail) => mail.subject)).size).toBe(8)
      } finally {
        await sender.stop()
        await database.close()
      }
    })

    it('marks a message the mail server refuses for good (5xx) as failed at once, loudly', async () => {
      const smtp = await startSmtpServer()
      smtp.refuseRecipientsWith = { code: 550, message: 'No such mailbox here' }
      smtps.push(smtp)
      const database = await createTestDatabase(backend.backend)
      const logger = recordingLogger()
      const sender = new MailSender({
        db: database.db,
        transport: createSmtpTransport(smtp.url),
        from: 'Website <no-reply@example.com>',
        logger,
        retry: fastRetry,
      })
      try {
        const id = await enqueueMail(database.db, {
          kind: 'test',
          to_address: 'nobody@example.com',
          subject: 'Refused',
          text_body: 'x',
        })
        sender.start()
        await expect
          .poll(async () => {
            const job = await database.db
              .selectFrom('mail_outbox')
              .selectAll()
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
            return job.failed_at !== null
          })
          .toBe(true)
        const job = await database.db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
        expect(job.attempts).toBe(1)
        expect(job.last_error).toMatch(/550/)
        expect(logger.entries).toContainEqual(
          expect.objectContaining({
            level: 'error',
            message: expect.stringMatching(/refused it for good/),
          }),
        )
      } finally {
        await sender.stop()
        await database.close()
      }
    })

    it('keeps its claim while a slow send is in flight, so another sender never sends it twice', async () => {
      const smtp = await startSmtpServer()
      smtp.acceptDelayMs = 1_200
      smtps.push(smtp)
      const database = await createTestDatabase(backend.backend)
      const other = database.url ? createPostgresDatabase(database.url, silentLogger) : database.db
      // Claims of 300 ms: without renewal the second sender would take the job after 300 ms.
      const senders = [database.db, other].map(
        (db) =>
          new MailSender({
            db,
            transport: createSmtpTransport(smtp.url),
            from: 'Website <no-reply@example.com>',
            logger: silentLogger,
            retry: fastRetry,
            claimMs: 300,
            pollIntervalMs: 50,
          }),
      )
      try {
        await enqueueMail(database.db, {
          kind: 'test',
          to_address: 'staff@example.com',
          subject: 'Slow and single',
          text_body: 'x',
        })
        senders[0]?.start()
        await expect.poll(() => smtp.receiving, { interval: 5 }).toBe(1)
        senders[1]?.start()
        await smtp.waitForMessages(1)
        await new Promise((resolve) => setTimeout(resolve, 700))
        expect(smtp.messages).toHaveLength(1)
        expect(smtp.receiving).toBe(1)
      } finally {
        await Promise.all(senders.map((sender) => sender.stop()))
        if (database.url) await other.destroy()
        await database.close()
      }
    })

    it('finishes the message being sent when stopped, then sends no more', async () => {
      const smtp = await startSmtpServer()
      smtp.acceptDelayMs = 300
      smtps.push(smtp)
      const database = await createTestDatabase(backend.backend)
      const logger = recordingLogger()
      const sender = new MailSender({
        db: database.db,
        transport: createSmtpTransport(smtp.url),
        from: 'Website <no-reply@example.com>',
        logger,
        retry: fastRetry,
        // One at a time, so the second message is still queued when the sender stops.
        concurrency: 1,
      })
      try {
        for (const n of [1, 2]) {
          await enqueueMail(database.db, {
            kind: 'test',
            to_address: 'staff@example.com',
            subject: `Slow ${n}`,
            text_body: 'x',
          })
        }
        sender.start()
        // Stop while the first message is on the wire (the server holds it for 300 ms).
        await expect.poll(() => smtp.receiving, { interval: 5 }).toBe(1)
        expect(smtp.messages).toHaveLength(0)
        await sender.stop()
        expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Slow 1'])
        const rows = await database.db
          .selectFrom('mail_outbox')
          .select(['subject', 'sent_at'])
          .orderBy('id')
          .execute()
        expect(rows[0]?.sent_at).toBeInstanceOf(Date)
        expect(rows[1]?.sent_at).toBeNull()
      } finally {
        await sender.stop()
        await database.close()
      }
    })
  })
}

describe('without SMTP_URL', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp({ env: { STAFF_EMAIL: 'office@staff.test' } })
  })

  afterAll(async () => {
    await app?.close()
  })

  it('writes each message as an .eml file into DATA_DIR/outbox and logs where', async () => {
    expect(app.config.smtpUrl).toBeUndefined()
    const response = await app.post(
      apiPaths.contactSend,
      validEnquiry({ name: 'Alan Turing', email: 'alan@example.com', message: 'Outbox <check>' }),
    )
    expect(response.status).toBe(200)
    await app.sender.idle()

    const outbox = path.join(app.config.dataDir, 'outbox')
    // The staff e-mail, beside the visitor's acknowledgement.
    const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'))
    expect(files).toHaveLength(2)
    const staffFiles = files.filter((file) => file.includes('-contact-enquiry-'))
    expect(staffFiles).toHaveLength(1)
    const file = path.join(outbox, staffFiles[0] ?? '')
    const mail = await simpleParser(await readFile(file))
    expect(mail.subject).toBe('Contact enquiry from Alan Turing')
    expect(mail.text).toContain('Outbox <check>')
    expect(mail.html).toContain('Outbox &lt;check&gt;')
    expect(mail.replyTo?.value).toEqual([{ address: 'alan@example.com', name: 'Alan Turing' }])
    expect(mail.from?.text).toBe(`"${brand.name} website" <no-reply@localhost>`)
    expect(JSON.stringify(mail.to)).toContain('office@staff.test')
    expect(app.logs).toContainEqual(
      expect.objectContaining({
        message: 'Mail written to the outbox folder',
        fields: expect.objectContaining({ file }),
      }),
    )
    const job = await staffJob(app)
    expect(job.sent_at).toBeInstanceOf(Date)
  })
})
