import {
  enrolmentsAnswerSchema,
  eventRegistrationsAnswerSchema,
  INBOX_PAGE_SIZE,
  inboxApiPaths,
  inboxMessages,
  inboxPageAnswerSchema,
  overviewAnswerSchema,
  type InboxItem,
} from '@app/core'
import type { AppDatabase } from '@app/server/src/db/database'
import { csvCell, csvLine, ukDateTime } from '@app/server/src/inbox/csv'
import { readEventRegistrations } from '@app/server/src/inbox/event-registrations'
import { encodeCursor, ukDay, ukMidnight } from '@app/server/src/inbox/list'
import { readOverview } from '@app/server/src/inbox/overview'
import { firstOwnerLink } from '@app/server/src/staff/invitations'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app'
import {
  backendTitle,
  createTestDatabase,
  databaseBackends,
  type TestDatabase,
} from '../support/database'
import { acceptAndSetUp, StaffClient, type StaffMember } from '../support/staff'

/** The inbox's lists, CSV export, Enrolments and Events rooms and overview (docs/inbox.md). */

const sessionSecret = 'inbox-list-test-secret-'.repeat(3)

type Status = 'new' | 'in-progress' | 'done' | 'spam'

interface EnquirySeed {
  key: string
  kind: 'contact' | 'quick-contact' | 'event-registration'
  event?: string
  name: string
  email: string
  contact?: string
  message: string
  at: string
  status?: Status
  seen?: boolean
}

/** The fixtures: every kind, status, payment state and awkward text. */
const enquirySeeds: EnquirySeed[] = [
  {
    key: 'alice',
    kind: 'contact',
    name: 'Alice Archer',
    email: 'alice@example.com',
    contact: '+44 7700 900001',
    message: 'Hello, I would like to know about courses.\nSecond line, with "quotes".',
    at: '2025-03-01T10:00:00Z',
    seen: true,
  },
  {
    key: 'bob',
    kind: 'quick-contact',
    name: "Bob O'Brien",
    email: 'bob@example.com',
    message: 'I am 100% sure about the_course',
    // 00:30 on 11 June in UK summer time: still 10 June in UTC.
    at: '2025-06-10T23:30:00Z',
    status: 'in-progress',
  },
  {
    key: 'carla',
    kind: 'event-registration',
    event: 'uk-student-startup-meet-2025',
    name: 'Carla Díaz',
    email: 'carla@example.com',
    message: 'Coming with 🎉 friends',
    at: '2025-03-05T09:00:00Z',
  },
  {
    key: 'dan',
    kind: 'event-registration',
    event: 'education-growth-workshop',
    name: 'Dan Dunn',
    email: 'dan@example.com',
    message: '',
    at: '2025-03-06T09:00:00Z',
    status: 'done',
  },
  {
    key: 'eve',
    kind: 'contact',
    name: '=HYPERLINK("http://evil.example","click")',
    email: 'eve@example.com',
    contact: '-1',
    message: '@SUM(A1),\r\nnext line',
    at: '2025-03-07T09:00:00Z',
    status: 'spam',
  },
  {
    key: 'percent',
    kind: 'contact',
    name: 'Plain Percy',
    email: 'percy@example.com',
    message: 'Nothing special here, 100 percent',
    at: '2025-03-08T09:00:00Z',
  },
]

interface EnrolmentSeed {
  key: string
  kind?: 'enrolment' | 'test'
  name: string
  email: string
  course: string
  status: 'pending' | 'paid' | 'expired' | 'failed'
  amount: number
  refunded?: number
  at: string
  paidAt?: Date
}

const enrolmentSeeds: EnrolmentSeed[] = [
  {
    key: 'paid',
    name: 'Fay Paid',
    email: 'fay@example.com',
    course: 'data-science',
    status: 'paid',
    amount: 45_000,
    at: '2025-03-09T09:00:00Z',
    paidAt: new Date(),
  },
  {
    key: 'partly',
    name: 'Gus Partly',
    email: 'gus@example.com',
    course: 'sap-basis',
    status: 'paid',
    amount: 30_000,
    refunded: 10_000,
    at: '2025-03-10T09:00:00Z',
    paidAt: new Date(),
  },
  {
    key: 'refunded',
    name: 'Hal Refunded',
    email: 'hal@example.com',
    course: 'data-science',
    status: 'paid',
    amount: 20_000,
    refunded: 20_000,
    at: '2025-03-11T09:00:00Z',
    // Paid before this UK month began: not in this month's total.
    paidAt: new Date(ukMidnight(`${ukDay(new Date()).slice(0, 8)}01`).getTime() - 3_600_000),
  },
  {
    key: 'pending',
    name: 'Ivy Pending',
    email: 'ivy@example.com',
    course: 'sap-basis',
    status: 'pending',
    amount: 15_000,
    at: '2025-03-12T09:00:00Z',
  },
  {
    key: 'test',
    kind: 'test',
    name: 'Payment Tester',
    email: 'tester@example.com',
    course: 'data-science',
    status: 'paid',
    amount: 100,
    at: '2025-03-13T09:00:00Z',
    paidAt: new Date(),
  },
]

/** Record id ("enquiry-3") by fixture key. */
const ids = new Map<string, string>()
const idOf = (key: string) => ids.get(key)!
const keysOf = (items: Array<{ id: string }>) =>
  items.map((item) => [...ids].find(([, id]) => id === item.id)?.[0] ?? item.id)

async function seed(db: AppDatabase): Promise<void> {
  for (const enquiry of enquirySeeds) {
    const row = await db
      .insertInto('enquiries')
      .values({
        kind: enquiry.kind,
        event_slug: enquiry.event ?? null,
        name: enquiry.name,
        email: enquiry.email,
        contact: enquiry.contact ?? '',
        message: enquiry.message,
        created_at: new Date(enquiry.at),
        inbox_status: enquiry.status ?? 'new',
        seen_at: enquiry.seen ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.set(enquiry.key, `enquiry-${row.id}`)
  }
  for (const [index, enrolment] of enrolmentSeeds.entries()) {
    const row = await db
      .insertInto('enrolments')
      .values({
        reference: `ref-${index}-${Math.random()}`,
        kind: enrolment.kind ?? 'enrolment',
        status: enrolment.status,
        name: enrolment.name,
        email: enrolment.email,
        contact: '07700 900123',
        message: '',
        course_text: `${enrolment.course} (12 weeks)`,
        list_total_pence: enrolment.amount,
        amount_pence: enrolment.amount,
        currency: 'gbp',
        stripe_payment_intent: enrolment.status === 'paid' ? `pi_${enrolment.key}` : null,
        amount_paid_pence: enrolment.status === 'paid' ? enrolment.amount : null,
        refunded_pence: enrolment.refunded ?? 0,
        created_at: new Date(enrolment.at),
        paid_at: enrolment.paidAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('enrolment_lines')
      .values({
        enrolment_id: row.id,
        position: 1,
        course_slug: enrolment.course,
        course_title: enrolment.course === 'sap-basis' ? 'SAP BASIS' : 'Data Science',
        duration_id: '12-weeks',
        duration_label: '12 weeks',
        price_pence: enrolment.amount,
      })
      .execute()
    ids.set(enrolment.key, `enrolment-${row.id}`)
  }
  const number = (key: string) => Number(idOf(key).split('-')[1])
  const far = new Date(Date.now() + 30 * 86_400_000)
  const mail = (
    table: 'enquiries' | 'enrolments',
    key: string,
    kind: string,
    state: 'sent' | 'failed' | 'queued',
  ) => ({
    kind,
    to_address: 'staff@example.com',
    subject: 'Test',
    text_body: 'Test',
    related_table: table,
    related_id: number(key),
    sent_at: state === 'sent' ? new Date() : null,
    failed_at: state === 'failed' ? new Date() : null,
    next_attempt_at: far,
    last_error: state === 'failed' ? '550 no such mailbox' : null,
  })
  await db
    .insertInto('mail_outbox')
    .values([
      mail('enquiries', 'alice', 'contact-enquiry', 'sent'),
      mail('enquiries', 'bob', 'quick-contact', 'failed'),
      // An acknowledgement is not the staff e-mail: Carla's staff mail stays "none".
      mail('enquiries', 'carla', 'registration-acknowledgement', 'failed'),
      mail('enrolments', 'paid', 'enrolment-staff', 'queued'),
    ])
    .execute()
  // Percy's staff e-mail failed and was sent again: the resend is what the row shows.
  const failed = await db
    .insertInto('mail_outbox')
    .values(mail('enquiries', 'percent', 'contact-enquiry', 'failed'))
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('mail_outbox')
    .values({
      ...mail('enquiries', 'percent', 'contact-enquiry', 'sent'),
      resend_of: failed.id,
      request_key: 'resend-click-1',
    })
    .execute()
}

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`the inbox's lists on ${backendTitle(backend)}`, () => {
    let database: TestDatabase
    let app: TestApp
    let owner: StaffMember

    beforeAll(async () => {
      database = await createTestDatabase(backend.backend)
      app = await startTestApp({
        database,
        env: { SESSION_SECRET: sessionSecret, PUBLIC_URL: 'http://staff.example.test' },
      })
      const link = await firstOwnerLink(app.db, app.config.publicUrl, new Date())
      owner = await acceptAndSetUp(app.url, link!, { email: 'olive.owner@example.com' })
      await seed(app.db)
    })

    afterAll(async () => {
      await app?.close()
      await database?.close()
    })

    const query = (params: Record<string, string>) => {
      const search = new URLSearchParams(params).toString()
      return search ? `?${search}` : ''
    }

    /** One page, checked against the contract's answer. */
    async function page(params: Record<string, string> = {}) {
      const answer = await owner.client.get(`${inboxApiPaths.inbox}${query(params)}`)
      expect(answer.status, await answer.clone().text()).toBe(200)
      return inboxPageAnswerSchema.parse(await answer.json())
    }

    /** Every page of a view, in order. */
    async function all(params: Record<string, string> = {}): Promise<InboxItem[]> {
      const items: InboxItem[] = []
      let after: string | null = null
      for (let pages = 0; pages < 100; pages += 1) {
        const answer = await page(after === null ? params : { ...params, after })
        items.push(...(answer.items as InboxItem[]))
        if (answer.next === null) return items
        after = answer.next
      }
      throw new Error('Too many pages')
    }

    const view = async (params: Record<string, string>) => keysOf(await all(params))

    async function csv(path: string) {
      const answer = await owner.client.get(path)
      expect(answer.status, await answer.clone().text()).toBe(200)
      return { answer, bytes: new Uint8Array(await answer.arrayBuffer()) }
    }

    describe('the list', () => {
      it('answers 401 to anyone not signed in', async () => {
        const stranger = new StaffClient(app.url)
        for (const path of [
          inboxApiPaths.inbox,
          inboxApiPaths.inboxCsv,
          inboxApiPaths.enrolments,
          inboxApiPaths.enrolmentsCsv,
          inboxApiPaths.eventRegistrations,
          inboxApiPaths.overview,
        ]) {
          expect((await stranger.get(path)).status, path).toBe(401)
        }
      })

      it('lists enquiries, registrations and enrolments newest first, payment tests left out', async () => {
        const items = await all()
        expect(keysOf(items)).toEqual(
          [
            'pending',
            'refunded',
            'partly',
            'paid',
            'percent',
            'eve',
            'dan',
            'carla',
            'alice',
            'bob',
          ].sort((a, b) => order(a) - order(b)),
        )
        const byKey = new Map(items.map((item, index) => [keysOf(items)[index], item]))
        expect(byKey.get('alice')).toMatchObject({
          kind: 'enquiry',
          source: 'contact',
          name: 'Alice Archer',
          email: 'alice@example.com',
          summary: 'Hello, I would like to know about courses. Second line, with "quotes".',
          receivedAt: '2025-03-01T10:00:00.000Z',
          status: 'new',
          unread: false,
          staffMail: 'sent',
          payment: null,
          version: 0,
        })
        expect(byKey.get('bob')).toMatchObject({
          source: 'quick-contact',
          status: 'in-progress',
          unread: true,
          staffMail: 'failed',
        })
        expect(byKey.get('percent')?.staffMail).toBe('sent')
        expect(byKey.get('carla')).toMatchObject({
          kind: 'registration',
          summary: 'UK Student Startup Meet 2025',
          staffMail: 'none',
        })
        expect(byKey.get('paid')).toMatchObject({
          kind: 'enrolment',
          source: 'enrolment',
          summary: 'data-science (12 weeks) · £450.00',
          payment: 'paid',
          staffMail: 'queued',
        })
        expect(byKey.get('partly')?.payment).toBe('partly-refunded')
        expect(byKey.get('refunded')?.payment).toBe('refunded')
        expect(byKey.get('pending')?.payment).toBe('pending')
      })

      it('filters by kind, status, event, course, payment and UK days', async () => {
        expect(await view({ kind: 'enquiry' })).toEqual(['bob', 'percent', 'eve', 'alice'])
        expect(await view({ kind: 'registration' })).toEqual(['dan', 'carla'])
        expect(await view({ kind: 'enrolment' })).toEqual(['pending', 'refunded', 'partly', 'paid'])
        expect(await view({ status: 'spam' })).toEqual(['eve'])
        expect(await view({ status: 'done' })).toEqual(['dan'])
        expect(await view({ event: 'education-growth-workshop' })).toEqual(['dan'])
        expect(await view({ course: 'sap-basis' })).toEqual(['pending', 'partly'])
        expect(await view({ payment: 'paid' })).toEqual(['paid'])
        expect(await view({ payment: 'refunded' })).toEqual(['refunded'])
        expect(await view({ payment: 'partly-refunded' })).toEqual(['partly'])
        expect(await view({ payment: 'expired' })).toEqual([])
        // Bob wrote at 00:30 on 11 June UK time (23:30 on 10 June UTC).
        expect(await view({ from: '2025-06-11', to: '2025-06-11' })).toEqual(['bob'])
        expect(await view({ to: '2025-06-10', kind: 'enquiry' })).toEqual([
          'percent',
          'eve',
          'alice',
        ])
        expect(await view({ from: '2025-03-07', to: '2025-03-09' })).toEqual([
          'paid',
          'percent',
          'eve',
        ])
      })

      it('combines filters: all must hold', async () => {
        expect(await view({ kind: 'enrolment', course: 'data-science', payment: 'paid' })).toEqual([
          'paid',
        ])
        expect(await view({ kind: 'registration', status: 'new' })).toEqual(['carla'])
        expect(await view({ kind: 'enquiry', event: 'education-growth-workshop' })).toEqual([])
        expect(await view({ status: 'new', from: '2025-03-05', q: 'example.com' })).toEqual([
          'pending',
          'refunded',
          'partly',
          'paid',
          'percent',
          'carla',
        ])
        expect(await view({ event: 'education-growth-workshop', payment: 'paid' })).toEqual([])
      })

      it('searches name, e-mail, phone and message as typed, regardless of case', async () => {
        expect(await view({ q: 'ALICE' })).toEqual(['alice'])
        expect(await view({ q: '7700 900001' })).toEqual(['alice'])
        expect(await view({ q: 'gus@EXAMPLE' })).toEqual(['partly'])
        expect(await view({ q: 'second line' })).toEqual(['alice'])
        // Wildcards of LIKE find themselves, not anything.
        expect(await view({ q: '100%' })).toEqual(['bob'])
        expect(await view({ q: 'the_course' })).toEqual(['bob'])
        expect(await view({ q: '_' })).toEqual(['bob'])
        expect(await view({ q: '%' })).toEqual(['bob'])
        expect(await view({ q: "O'Brien" })).toEqual(['bob'])
        expect(await view({ q: '"quotes"' })).toEqual(['alice'])
        expect(await view({ q: '🎉' })).toEqual(['carla'])
        expect(await view({ q: 'díaz' })).toEqual(['carla'])
        expect(await view({ q: '\\' })).toEqual([])
        expect(await view({ q: '  alice  ' })).toEqual(['alice'])
      })

      it('answers 400 naming an unknown filter value, a bad date or a foreign cursor', async () => {
        const cases: Array<[Record<string, string>, string]> = [
          [{ kind: 'letter' }, 'kind'],
          [{ status: 'archived' }, 'status'],
          [{ payment: 'stolen' }, 'payment'],
          [{ event: 'no-such-event' }, 'event'],
          [{ course: 'basket-weaving' }, 'course'],
          [{ event: 'Not A Slug' }, 'event'],
          [{ from: '2025-02-30' }, 'from'],
          [{ from: '2025-03-02', to: '2025-03-01' }, 'to'],
          [{ q: 'x'.repeat(201) }, 'q'],
          [{ after: 'not-a-cursor' }, 'after'],
          [
            {
              after: encodeCursor('enrolments', {
                at: '2025-01-01T00:00:00.000000Z',
                table: 1,
                id: 1,
              }),
            },
            'after',
          ],
        ]
        for (const [params, field] of cases) {
          const answer = await owner.client.get(`${inboxApiPaths.inbox}${query(params)}`)
          expect(answer.status, JSON.stringify(params)).toBe(400)
          const body = (await answer.json()) as { fields: Record<string, string[]> }
          expect(Object.keys(body.fields), JSON.stringify(params)).toEqual([field])
        }
        const unknown = await owner.client.get(`${inboxApiPaths.inbox}?kind=letter`)
        expect(((await unknown.json()) as { fields: { kind: string[] } }).fields.kind).toEqual([
          inboxMessages.unknownValue('kind', 'letter'),
        ])
        const event = await owner.client.get(`${inboxApiPaths.inbox}?event=no-such-event`)
        expect(await event.json()).toMatchObject({
          fields: { event: [inboxMessages.unknownValue('event', 'no-such-event')] },
        })
        const twice = await owner.client.get(`${inboxApiPaths.inbox}?kind=enquiry&kind=enrolment`)
        expect(twice.status).toBe(400)
        expect(Object.keys((await twice.json()).fields)).toEqual(['kind'])
        const cursor = await owner.client.get(`${inboxApiPaths.inbox}?after=xyz`)
        expect((await cursor.json()).error).toBe(inboxMessages.cursorInvalid)
      })

      it('pages by keyset through more than a page of equal times, and past the end is empty', async () => {
        // 60 enquiries and 3 enrolments received in the same microsecond, older than the rest.
        const at = new Date('2024-01-01T00:00:00.000Z')
        const added = await app.db
          .insertInto('enquiries')
          .values(
            Array.from({ length: 60 }, (_, index) => ({
              kind: 'contact',
              name: `Pager ${index}`,
              email: `pager${index}@example.com`,
              contact: '',
              message: `paging row ${index}`,
              created_at: at,
            })),
          )
          .returning('id')
          .execute()
        const enrolled = await app.db
          .insertInto('enrolments')
          .values(
            Array.from({ length: 3 }, (_, index) => ({
              reference: `pager-${index}-${Math.random()}`,
              kind: 'enrolment' as const,
              name: `Pager enrolment ${index}`,
              email: `pager-enrolment${index}@example.com`,
              contact: '',
              message: 'paging row',
              course_text: 'Data Science (12 weeks)',
              list_total_pence: 100,
              amount_pence: 100,
              currency: 'gbp',
              created_at: at,
            })),
          )
          .returning('id')
          .execute()
        try {
          const first = await page()
          expect(first.items).toHaveLength(INBOX_PAGE_SIZE)
          expect(first.next).not.toBeNull()
          const items = await all()
          expect(items).toHaveLength(10 + 63)
          expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
          const tail = items.slice(10).map((item) => item.id)
          expect(tail).toEqual([
            ...enrolled.map((row) => `enrolment-${row.id}`).reverse(),
            ...added.map((row) => `enquiry-${row.id}`).reverse(),
          ])
          const searched = await all({ q: 'paging row' })
          expect(searched).toHaveLength(63)

          // Times a millisecond cannot tell apart: the cursor keeps PostgreSQL's microseconds.
          const micro = await app.db
            .insertInto('enquiries')
            .values(
              Array.from({ length: 55 }, (_, index) => ({
                kind: 'contact',
                name: `Micro ${index}`,
                email: 'micro@example.com',
                contact: '',
                message: 'micro row',
                created_at: sql<Date>`cast(${`2023-06-01 12:00:00.000${String(index % 7).padStart(3, '0')}+00`} as timestamptz)`,
              })),
            )
            .returning('id')
            .execute()
          const microItems = await all({ q: 'micro row' })
          expect(microItems).toHaveLength(55)
          expect(new Set(microItems.map((item) => item.id))).toEqual(
            new Set(micro.map((row) => `enquiry-${row.id}`)),
          )

          // A record arriving while someone pages is neither shown twice nor skips another.
          const firstPage = await page({ q: 'paging row' })
          await app.db
            .insertInto('enquiries')
            .values({
              kind: 'contact',
              name: 'Late',
              email: 'late@example.com',
              contact: '',
              message: 'paging row late',
            })
            .execute()
          const secondPage = await page({ q: 'paging row', after: firstPage.next! })
          expect(secondPage.items).toHaveLength(13)
          expect(
            new Set([...firstPage.items, ...secondPage.items].map((item) => item.id)).size,
          ).toBe(63)

          const beyond = await page({
            after: encodeCursor('inbox', { at: '2000-01-01T00:00:00.000000Z', table: 0, id: 1 }),
          })
          expect(beyond).toEqual({ ok: true, items: [], next: null })
        } finally {
          await app.db.deleteFrom('enquiries').where('message', '=', 'micro row').execute()
          await app.db.deleteFrom('enquiries').where('message', 'like', 'paging row%').execute()
          await app.db
            .deleteFrom('enrolments')
            .where(
              'id',
              'in',
              enrolled.map((row) => row.id),
            )
            .execute()
        }
      })
    })

    describe('the CSV export', () => {
      it('writes RFC 4180 cells: quoted when needed, formulas neutralised', () => {
        expect(csvCell('plain')).toBe('plain')
        expect(csvCell('a,b')).toBe('"a,b"')
        expect(csvCell('say "hi"')).toBe('"say ""hi"""')
        expect(csvCell('two\nlines')).toBe('"two\nlines"')
        expect(csvCell('=1+1')).toBe("'=1+1")
        expect(csvCell('+44 7700')).toBe("'+44 7700")
        expect(csvCell('-1')).toBe("'-1")
        expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
        expect(csvCell('\tx')).toBe("'\tx")
        expect(csvCell('\rx')).toBe('"\'\rx"')
        expect(csvCell(null)).toBe('')
        expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n')
        // 1 July is in UK summer time; 1 January is not.
        expect(ukDateTime(new Date('2025-07-01T08:05:00Z'))).toBe('01/07/2025 09:05')
        expect(ukDateTime(new Date('2025-01-01T08:05:00Z'))).toBe('01/01/2025 08:05')
      })

      it('downloads exactly the filtered view, with a BOM, CRLF, UK dates and an audit entry', async () => {
        const { answer, bytes } = await csv(`${inboxApiPaths.inboxCsv}?kind=enquiry&after=ignored`)
        expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
        expect(answer.headers.get('content-disposition')).toBe(
          `attachment; filename="inbox-${ukDay(new Date())}.csv"`,
        )
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
        const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1)
        expect(text.endsWith('\r\n')).toBe(true)
        const records = parseCsv(text)
        expect(records[0]).toEqual([
          'Reference',
          'Kind',
          'Source',
          'Received',
          'Name',
          'E-mail',
          'Phone',
          'Status',
          'Unread',
          'Event',
          'Summary',
          'Message',
          'Payment',
          'Staff e-mail',
        ])
        expect(records.slice(1).map((record) => record[0])).toEqual(
          ['bob', 'percent', 'eve', 'alice'].map(idOf),
        )
        const bob = records[1]!
        expect(bob[3]).toBe('11/06/2025 00:30')
        expect(bob[4]).toBe("Bob O'Brien")
        expect(bob[13]).toBe('Failed')
        const eve = records[3]!
        expect(eve[4]).toBe('\'=HYPERLINK("http://evil.example","click")')
        expect(eve[6]).toBe("'-1")
        expect(eve[11]).toBe("'@SUM(A1),\r\nnext line")
        const alice = records[4]!
        expect(alice[3]).toBe('01/03/2025 10:00')
        expect(alice[6]).toBe("'+44 7700 900001")
        expect(alice[11]).toBe(
          'Hello, I would like to know about courses.\nSecond line, with "quotes".',
        )
        // The raw bytes: a field with a comma and a line break is quoted, its quotes doubled.
        expect(text).toContain(
          '"Hello, I would like to know about courses.\nSecond line, with ""quotes""."',
        )
        expect(text.split('\r\n')[0]).toBe(records[0]!.join(','))

        const entry = await app.db
          .selectFrom('audit_log')
          .selectAll()
          .where('action', '=', 'csv-exported')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
        expect(entry).toMatchObject({
          actor: 'olive.owner@example.com',
          target_type: 'export',
          target_id: 'inbox',
          detail: 'kind=enquiry; 4 rows',
        })
      })

      it('streams every batch of a long export, each record once', async () => {
        const added = await app.db
          .insertInto('enquiries')
          .values(
            Array.from({ length: 2_345 }, (_, index) => ({
              kind: 'quick-contact',
              name: `Bulk ${index}`,
              email: `bulk${index}@example.com`,
              contact: '',
              message: 'bulk row',
              created_at: new Date(Date.UTC(2024, 0, 1) + Math.floor(index / 3) * 1000),
            })),
          )
          .returning('id')
          .execute()
        try {
          const { bytes } = await csv(`${inboxApiPaths.inboxCsv}?q=bulk%20row`)
          const records = parseCsv(new TextDecoder().decode(bytes)).slice(1)
          expect(records).toHaveLength(2_345)
          expect(new Set(records.map((record) => record[0]))).toEqual(
            new Set(added.map((row) => `enquiry-${row.id}`)),
          )
          const entry = await app.db
            .selectFrom('audit_log')
            .select('detail')
            .where('action', '=', 'csv-exported')
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow()
          expect(entry.detail).toBe('search of 8 characters; 2345 rows')
        } finally {
          await app.db.deleteFrom('enquiries').where('message', '=', 'bulk row').execute()
        }
      })

      it('keeps searches out of the audit log, and refuses unknown filters with 400', async () => {
        const { bytes } = await csv(`${inboxApiPaths.inboxCsv}?q=alice%40example`)
        expect(parseCsv(new TextDecoder().decode(bytes))).toHaveLength(2)
        const entry = await app.db
          .selectFrom('audit_log')
          .selectAll()
          .where('action', '=', 'csv-exported')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
        expect(entry.detail).toBe('search of 13 characters; 1 row')
        expect(JSON.stringify(entry)).not.toContain('alice')
        const bad = await owner.client.get(`${inboxApiPaths.inboxCsv}?payment=stolen`)
        expect(bad.status).toBe(400)
        expect(Object.keys((await bad.json()).fields)).toEqual(['payment'])
      })
    })

    describe('the Enrolments room', () => {
      it('lists every enrolment with its payment and refund state, tests marked', async () => {
        const answer = await owner.client.get(inboxApiPaths.enrolments)
        expect(answer.status).toBe(200)
        const { enrolments, next } = enrolmentsAnswerSchema.parse(await answer.json())
        expect(next).toBeNull()
        expect(keysOf(enrolments)).toEqual(['test', 'pending', 'refunded', 'partly', 'paid'])
        const byKey = Object.fromEntries(enrolments.map((row) => [keysOf([row])[0], row]))
        expect(byKey.partly).toMatchObject({
          payment: 'partly-refunded',
          amountPence: 30_000,
          amountPaidPence: 30_000,
          refundedPence: 10_000,
          currency: 'gbp',
          stripePaymentIntent: 'pi_partly',
          courses: [{ title: 'SAP BASIS', duration: '12 weeks' }],
          test: false,
        })
        expect(byKey.refunded?.payment).toBe('refunded')
        expect(byKey.pending).toMatchObject({ payment: 'pending', paidAt: null })
        expect(byKey.test?.test).toBe(true)
        expect(byKey.paid?.number).toMatch(/^ENR-\d{6}$/)
      })

      it('filters and exports as CSV', async () => {
        const filtered = await owner.client.get(
          `${inboxApiPaths.enrolments}?payment=refunded&course=data-science`,
        )
        expect(keysOf((await filtered.json()).enrolments)).toEqual(['refunded'])
        const searched = await owner.client.get(`${inboxApiPaths.enrolments}?q=tester`)
        expect(keysOf((await searched.json()).enrolments)).toEqual(['test'])
        const bad = await owner.client.get(`${inboxApiPaths.enrolments}?kind=enquiry&payment=x`)
        expect(bad.status).toBe(400)
        expect(Object.keys((await bad.json()).fields)).toEqual(['payment'])

        const { bytes } = await csv(`${inboxApiPaths.enrolmentsCsv}?payment=partly-refunded`)
        const records = parseCsv(new TextDecoder().decode(bytes))
        expect(records).toHaveLength(2)
        expect(records[1]).toMatchObject({
          2: 'Gus Partly',
          5: 'SAP BASIS (12 weeks) 300.00',
          6: '300.00',
          7: '300.00',
          8: '100.00',
          9: 'GBP',
          10: 'Partly refunded',
          11: 'pi_partly',
          14: 'No',
        })
      })

      it('pages by keyset', async () => {
        const added = await app.db
          .insertInto('enrolments')
          .values(
            Array.from({ length: 55 }, (_, index) => ({
              reference: `many-${index}-${Math.random()}`,
              kind: 'test' as const,
              name: `Many ${index}`,
              email: 'many@example.com',
              contact: '',
              message: '',
              course_text: 'Data Science (12 weeks)',
              list_total_pence: 100,
              amount_pence: 100,
              currency: 'gbp',
              created_at: new Date('2024-01-01T00:00:00Z'),
            })),
          )
          .returning('id')
          .execute()
        try {
          const first = enrolmentsAnswerSchema.parse(
            await (await owner.client.get(inboxApiPaths.enrolments)).json(),
          )
          expect(first.enrolments).toHaveLength(INBOX_PAGE_SIZE)
          const second = enrolmentsAnswerSchema.parse(
            await (
              await owner.client.get(
                `${inboxApiPaths.enrolments}?after=${encodeURIComponent(first.next!)}`,
              )
            ).json(),
          )
          expect(second.next).toBeNull()
          const seen = [...first.enrolments, ...second.enrolments].map((row) => row.id)
          expect(new Set(seen).size).toBe(60)
          const inbox = await owner.client.get(
            `${inboxApiPaths.inbox}?after=${encodeURIComponent(first.next!)}`,
          )
          expect(inbox.status).toBe(400)
        } finally {
          await app.db
            .deleteFrom('enrolments')
            .where(
              'id',
              'in',
              added.map((row) => row.id),
            )
            .execute()
        }
      })
    })

    describe('the Events room and the overview', () => {
      it('counts registrations per event, and exports one event', async () => {
        const answer = await owner.client.get(inboxApiPaths.eventRegistrations)
        const { events } = eventRegistrationsAnswerSchema.parse(await answer.json())
        expect(events.map((event) => [event.slug, event.registrations])).toEqual(
          expect.arrayContaining([
            ['uk-student-startup-meet-2025', 1],
            ['education-growth-workshop', 1],
            ['international-career-guidance-conference', 0],
          ]),
        )
        const during = await readEventRegistrations(app.db, new Date('2025-04-20T12:00:00Z'))
        expect(during.map((event) => event.slug)).toEqual([
          'education-growth-workshop',
          'international-career-guidance-conference',
          'uk-student-startup-meet-2025',
        ])

        const { answer: file, bytes } = await csv(
          `${inboxApiPaths.eventRegistrationsCsv}?event=uk-student-startup-meet-2025`,
        )
        expect(file.headers.get('content-disposition')).toContain('uk-student-startup-meet-2025-')
        const records = parseCsv(new TextDecoder().decode(bytes))
        expect(records.slice(1).map((record) => record[0])).toEqual([idOf('carla')])
        expect(records[1]![9]).toBe('UK Student Startup Meet 2025')
        const unknown = await owner.client.get(`${inboxApiPaths.eventRegistrationsCsv}?event=nope`)
        expect(unknown.status).toBe(400)
      })

      it('counts what needs attention', async () => {
        const answer = await owner.client.get(inboxApiPaths.overview)
        const { overview } = overviewAnswerSchema.parse(await answer.json())
        expect(overview).toEqual({
          // Alice and Percy (Bob is in progress, Eve spam).
          newEnquiries: 2,
          // Those two, Carla, and the four enrolments (the payment test is not in the inbox).
          newItems: 7,
          // The site's events are all past by now.
          nextEvent: null,
          // Fay and Gus this month: 450 + (300 − 100 refunded).
          paidThisMonth: { count: 2, totalPence: 65_000 },
          // Bob's staff mail and Carla's acknowledgement; Percy's was sent again.
          failedMail: 2,
        })
        const april = await readOverview(app.db, new Date('2025-04-20T12:00:00Z'))
        expect(april.nextEvent).toEqual({
          slug: 'education-growth-workshop',
          title: 'Education Growth Workshop',
          date: '2025-04-25',
          registrations: 1,
        })
        expect(april.paidThisMonth).toEqual({ count: 0, totalPence: 0 })
      })
    })
  })
}

/** The fixtures' order in the list: newest first. */
function order(key: string): number {
  const seedOf =
    enquirySeeds.find((entry) => entry.key === key) ??
    enrolmentSeeds.find((entry) => entry.key === key)
  return -Date.parse(seedOf!.at)
}

/** A strict RFC 4180 reader (CRLF records; quoted fields may hold anything). */
function parseCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let index = 0
  while (index < body.length) {
    if (body[index] === '"') {
      index += 1
      for (;;) {
        const quote = body.indexOf('"', index)
        if (quote < 0) throw new Error('Unclosed quote')
        field += body.slice(index, quote)
        index = quote + 1
        if (body[index] === '"') {
          field += '"'
          index += 1
        } else break
      }
    }
    const char = body[index]
    if (char === ',') {
      record.push(field)
      field = ''
      index += 1
    } else if (body.startsWith('\r\n', index)) {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      index += 2
    } else if (char === undefined) {
      break
    } else if (char === '"') {
      throw new Error(`Stray quote at ${index}`)
    } else {
      if (char === '\n' || char === '\r') throw new Error(`Bare line break at ${index}`)
      field += char
      index += 1
    }
  }
  if (field !== '' || record.length > 0) throw new Error('The last record has no CRLF')
  return records
}
