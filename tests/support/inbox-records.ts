import { staffApiPaths } from '@app/core'
import type { AppDatabase } from '@app/server/src/db/database'
import { newEnrolmentReference } from '@app/server/src/payments/enrolments'
import { firstOwnerLink } from '@app/server/src/staff/invitations'
import { startTestApp, type TestApp } from './app'
import { type Backend, createTestDatabase, type TestDatabase } from './database'
import { startSmtpServer, type TestSmtpServer } from './smtp'
import { acceptAndSetUp, type StaffMember } from './staff'

/**
 * The staff inbox's record side under test: the real app on a real database, the real SMTP test
 * server, and an owner signed in with two-factor sign-in (docs/inbox.md).
 */
export interface StaffTestApp {
  app: TestApp
  smtp: TestSmtpServer
  database: TestDatabase
  owner: StaffMember
  /** A second member of staff, signed in on their own browser. */
  colleague(email: string): Promise<StaffMember>
  close(): Promise<void>
}

export async function startStaffTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  /** The app's clock (@default the real clock) and the built site it serves. */
  options: { now?: () => Date; siteDir?: string } = {},
): Promise<StaffTestApp> {
  const smtp = await startSmtpServer()
  const database = await createTestDatabase(backend)
  const app = await startTestApp({
    database,
    ...(options.siteDir ? { siteDir: options.siteDir } : {}),
    env: {
      SESSION_SECRET: 'inbox-record-test-secret-'.repeat(3),
      SMTP_URL: smtp.url,
      STAFF_EMAIL: 'office@staff.test',
      PUBLIC_URL: 'http://staff.example.test',
      ...env,
    },
    ...(options.now ? { now: options.now } : {}),
  })
  const link = await firstOwnerLink(app.db, app.config.publicUrl, new Date())
  const owner = await acceptAndSetUp(app.url, link!, {
    email: 'olive.owner@example.com',
    name: 'Olive Owner',
    role: 'owner',
  })
  return {
    app,
    smtp,
    database,
    owner,
    async colleague(email) {
      const answer = await owner.client.post(staffApiPaths.invitations, { email, role: 'staff' })
      if (answer.status !== 200) throw new Error(`Invitation answered ${answer.status}`)
      const message = await smtp.waitForMessage((mail) => mail.to.includes(email))
      const invitation = /https?:\/\/\S+\/staff\/invitation\/\S+/.exec(message.text ?? '')?.[0]
      if (!invitation) throw new Error(`No link in the invitation: ${message.text}`)
      return acceptAndSetUp(app.url, invitation, { email, name: email.split('@')[0] })
    },
    async close() {
      await app.close()
      await database.close()
      await smtp.stop()
    },
  }
}

/** A paid enrolment for SAP BASIS (3 months), stored as a completed checkout leaves it. */
export async function insertPaidEnrolment(
  db: AppDatabase,
  person: { name: string; email: string; contact?: string; message?: string },
  options: { paymentIntent?: string; amountPence?: number; test?: boolean } = {},
): Promise<{ id: number; paymentIntent: string }> {
  const amount = options.amountPence ?? 120_000
  const paymentIntent = options.paymentIntent ?? `pi_${newEnrolmentReference().replace(/-/g, 'x')}`
  const { id } = await db
    .insertInto('enrolments')
    .values({
      reference: newEnrolmentReference(),
      kind: options.test ? 'test' : 'enrolment',
      status: 'paid',
      name: person.name,
      email: person.email,
      contact: person.contact ?? '+44 7700 900123',
      message: person.message ?? 'Weekend classes, please.',
      course_text: 'SAP BASIS (3 months)',
      list_total_pence: amount,
      amount_pence: amount,
      currency: 'gbp',
      stripe_session_id: `cs_test_${newEnrolmentReference().replace(/-/g, 'x')}`,
      stripe_payment_intent: paymentIntent,
      amount_paid_pence: amount,
      ip: '198.51.100.7',
      user_agent: 'Test browser',
      paid_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('enrolment_lines')
    .values({
      enrolment_id: id,
      position: 1,
      course_slug: 'sap-basis',
      course_title: 'SAP BASIS',
      duration_id: '3-months',
      duration_label: '3 months',
      price_pence: amount,
    })
    .execute()
  return { id, paymentIntent }
}

/** Waits until `check` holds, polling; throws with `what` after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
