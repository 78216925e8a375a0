import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  apiPaths,
  eventFieldErrors,
  eventsApiPaths,
  eventStaffMessages,
  events as seededEvents,
  feeds,
  inboxApiPaths,
  registrationRefusals,
  type StaffEvent,
} from '@app/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validEnquiry } from '../support/app'
import { backendTitle, countRows, databaseBackends } from '../support/database'
import { eventually, startStaffTestApp, type StaffTestApp } from '../support/inbox-records'
import type { ReceivedMail } from '../support/smtp'

const builtSite = path.resolve(import.meta.dirname, '../../site/build/client')
const hasRenderBuild = existsSync(path.join(builtSite, '..', 'render', 'server', 'index.js'))

let serial = 0
/** An event a year or so ahead, with a title of its own per test. */
function newEvent(overrides: Record<string, unknown> = {}) {
  serial += 1
  return {
    title: `Spring Open Day ${serial} ${Date.now()}`,
    description: 'Meet our advisers and tutors, and see the classrooms.',
    date: '2027-03-18',
    startTime: '10:00',
    endTime: '14:00',
    location: 'Northampton',
    ...overrides,
  }
}

/** The calendar file attached to a message, as text. */
function calendarOf(mail: ReceivedMail): string {
  const file = mail.parsed.attachments.find((attachment) => attachment.filename?.endsWith('.ics'))
  if (!file) throw new Error(`No calendar file in "${mail.subject}"`)
  return file.content.toString('utf8').replace(/\r\n /g, '')
}

/** A property of the file's event (or, for METHOD, of the file itself). */
function icsField(ics: string, name: string): string | undefined {
  const part = name === 'METHOD' ? ics : ics.slice(ics.indexOf('BEGIN:VEVENT'))
  return new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(part)?.[1]?.trim()
}

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`events and news on ${backendTitle(backend)}`, () => {
    let staff: StaffTestApp

    beforeAll(async () => {
      staff = await startStaffTestApp(
        backend.backend,
        {},
        hasRenderBuild ? { siteDir: builtSite } : {},
      )
    })

    afterAll(async () => {
      await staff?.close()
    })

    const client = () => staff.owner.client
    const put = (url: string, body: unknown) => client().request(url, { method: 'PUT', body })

    async function create(overrides: Record<string, unknown> = {}): Promise<StaffEvent> {
      const answer = await client().post(eventsApiPaths.events, newEvent(overrides))
      expect(answer.status).toBe(201)
      return ((await answer.json()) as { event: StaffEvent }).event
    }

    async function act(event: StaffEvent, action: 'publish' | 'close' | 'reopen' | 'cancel') {
      const answer = await client().post(eventsApiPaths.action(event.id, action), {
        version: event.version,
      })
      expect(answer.status).toBe(200)
      return ((await answer.json()) as { event: StaffEvent }).event
    }

    async function published() {
      const answer = await fetch(`${staff.app.url}${eventsApiPaths.published}`)
      return (await answer.json()) as { events: { slug: string; placesLeft: number | null }[] }
    }

    const register = (slug: string, person: { name: string; email: string }) =>
      staff.app.post(
        apiPaths.contactSend,
        validEnquiry({ ...person, source: 'event-registration', event: slug }),
      )

    it('holds the seeded programme, published and past, with the texts it had', async () => {
      const { events } = await published()
      for (const seeded of seededEvents) {
        expect(events).toContainEqual(
          expect.objectContaining({
            slug: seeded.slug,
            title: seeded.title,
            description: seeded.description,
            date: seeded.date,
          }),
        )
      }
      const answer = await register(seededEvents[0].slug, {
        name: 'Late Larry',
        email: 'late@example.com',
      })
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ fields: { event: [registrationRefusals.past] } })
    })

    it('names an event staff made by its title in every mail, the inbox and the privacy search, with its calendar file', async () => {
      const event = await act(
        await create({
          date: '2027-04-22',
          startTime: '17:30',
          endTime: '19:00',
          location: 'Cambridge Guildhall',
        }),
        'publish',
      )
      // Only the database knows this event: nothing in the code names it.
      expect(seededEvents.map((seeded) => seeded.slug)).not.toContain(event.slug)
      expect(event.title).not.toBe(event.slug)
      const email = `titled-${Date.now()}@example.com`
      expect((await register(event.slug, { name: 'Tia Titled', email })).status).toBe(200)

      const acknowledgement = await staff.smtp.waitForMessage(
        (mail) => mail.to.includes(email) && mail.subject.startsWith('Your registration'),
      )
      expect(acknowledgement.subject).toBe(`Your registration: ${event.title}`)
      expect(acknowledgement.text).toContain(`We received your registration for ${event.title}`)
      expect(acknowledgement.text).toContain('Thursday 22 April 2027')
      expect(acknowledgement.text).toContain('Cambridge Guildhall')
      expect(acknowledgement.text).not.toContain(event.slug)
      const ics = calendarOf(acknowledgement)
      expect(icsField(ics, 'SUMMARY')).toBe(event.title)
      expect(icsField(ics, 'DTSTART')).toBe('20270422T173000')
      expect(icsField(ics, 'DTEND')).toBe('20270422T190000')
      expect(icsField(ics, 'LOCATION')).toBe('Cambridge Guildhall')

      const staffMail = await staff.smtp.waitForMessage(
        (mail) => mail.to.includes('office@staff.test') && mail.text?.includes(email) === true,
      )
      expect(staffMail.subject).toBe(`Event registration: ${event.title} — Tia Titled`)
      expect(staffMail.text).toContain(event.title)
      expect(staffMail.text).toContain('Cambridge Guildhall')

      const stored = await staff.app.db
        .selectFrom('enquiries')
        .select('id')
        .where('event_slug', '=', event.slug)
        .executeTakeFirstOrThrow()
      const id = `enquiry-${stored.id}`
      const list = await client().get(`${inboxApiPaths.inbox}?event=${event.slug}`)
      expect(list.status).toBe(200)
      const { items } = (await list.json()) as { items: { id: string; summary: string }[] }
      expect(items.find((item) => item.id === id)?.summary).toBe(event.title)
      const record = await client().get(inboxApiPaths.item(id))
      expect(await record.json()).toMatchObject({
        item: { summary: event.title, event: { slug: event.slug, title: event.title } },
      })
      const csv = await (await client().get(`${inboxApiPaths.inboxCsv}?event=${event.slug}`)).text()
      expect(csv).toContain(event.title)
      const found = await client().post(inboxApiPaths.privacyFind, { email })
      expect(await found.json()).toMatchObject({
        findings: { records: [{ id, summary: event.title }] },
      })
    })

    it('refuses bad input with 400 naming the field, and stores nothing', async () => {
      const before = await countRows(staff.app.db, 'events')
      const cases: [Record<string, unknown>, string, string][] = [
        [{ startTime: '15:00', endTime: '09:00' }, 'endTime', eventFieldErrors.endBeforeStart],
        [{ date: '2031-01-01' }, 'date', eventFieldErrors.dateTooFar],
        [{ title: '   ' }, 'title', eventFieldErrors.title],
        [{ date: '2027-02-30' }, 'date', eventFieldErrors.date],
        [{ places: 0 }, 'places', eventFieldErrors.places],
      ]
      for (const [overrides, field, message] of cases) {
        const answer = await client().post(eventsApiPaths.events, newEvent(overrides))
        expect(answer.status, field).toBe(400)
        const body = (await answer.json()) as { fields: Record<string, string[]> }
        expect(body.fields[field]).toContain(message)
      }
      expect(await countRows(staff.app.db, 'events')).toBe(before)
    })

    it('keeps a draft off the site until it is published, then shows it everywhere', async () => {
      const draft = await create({ places: 30 })
      expect((await published()).events.map((event) => event.slug)).not.toContain(draft.slug)
      const refused = await register(draft.slug, { name: 'Early Emma', email: 'early@example.com' })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({
        fields: { event: [registrationRefusals.draft] },
      })

      const feedBefore = await fetch(`${staff.app.url}${feeds.rss.path}`)
      const etagBefore = feedBefore.headers.get('etag')
      expect(await feedBefore.text()).not.toContain(draft.title)

      await act(draft, 'publish')
      expect((await published()).events.map((event) => event.slug)).toContain(draft.slug)
      const feed = await fetch(`${staff.app.url}${feeds.rss.path}`)
      expect(await feed.text()).toContain(`<title>${draft.title}</title>`)
      expect(feed.headers.get('etag')).not.toBe(etagBefore)
      const sitemap = await (await fetch(`${staff.app.url}${feeds.sitemap.path}`)).text()
      expect(sitemap).toMatch(/<loc>[^<]*\/news-events<\/loc><lastmod>\d{4}-/)

      // The validator: the same version answers 304.
      const again = await fetch(`${staff.app.url}${feeds.rss.path}`, {
        headers: { 'if-none-match': feed.headers.get('etag')! },
      })
      expect(again.status).toBe(304)
    })

    it.skipIf(!hasRenderBuild)(
      'renders /news-events from what is published, with its JSON-LD and a validator',
      async () => {
        const event = await act(await create({ places: 12 }), 'publish')
        const page = await fetch(`${staff.app.url}/news-events`)
        expect(page.status).toBe(200)
        const html = await page.text()
        expect(html).toContain(event.title)
        expect(html).toContain(`"name":"${event.title}"`)
        expect(page.headers.get('content-security-policy')).toMatch(/script-src[^;]*'sha256-/)
        const etag = page.headers.get('etag')!
        const revalidated = await fetch(`${staff.app.url}/news-events`, {
          headers: { 'if-none-match': etag },
        })
        expect(revalidated.status).toBe(304)

        for (let n = 0; n < 3; n += 1) {
          expect(
            (await register(event.slug, { name: `Guest ${n}`, email: `guest${n}@example.com` }))
              .status,
          ).toBe(200)
        }
        // Registrations change the places left: the page follows within seconds.
        const started = Date.now()
        const later = await eventually('the page to show the places left', async () => {
          const after = await fetch(`${staff.app.url}/news-events`, {
            headers: { 'if-none-match': etag },
          })
          return after.status === 200 ? after.text() : undefined
        })
        expect(Date.now() - started).toBeLessThan(5_000)
        expect(later).toContain('9 places left')
      },
    )

    it('takes exactly as many registrations as there are places, under 50 at once', async () => {
      const event = await act(await create({ places: 10 }), 'publish')
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          register(event.slug, { name: `Rush ${n}`, email: `rush${n}@example.com` }),
        ),
      )
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(10)
      expect(statuses.filter((status) => status === 400)).toHaveLength(40)
      const refused = answers.find((answer) => answer.status === 400)!
      expect(await refused.json()).toMatchObject({ fields: { event: [registrationRefusals.full] } })
      const stored = await staff.app.db
        .selectFrom('enquiries')
        .select('id')
        .where('event_slug', '=', event.slug)
        .execute()
      expect(stored).toHaveLength(10)
      expect((await published()).events.find((e) => e.slug === event.slug)?.placesLeft).toBe(0)

      // Places cannot go below the registrations.
      const lower = await put(eventsApiPaths.event(event.id), {
        ...newEvent({ title: event.title }),
        places: 5,
        version: event.version,
      })
      expect(lower.status).toBe(400)
      expect(((await lower.json()) as { fields: Record<string, string[]> }).fields.places).toEqual([
        eventFieldErrors.placesBelowRegistered(10),
      ])
    })

    it('keeps the address of a published event and tells the second of two saves', async () => {
      const event = await act(await create(), 'publish')
      const edit = { ...newEvent(), title: 'A new name for it', version: event.version }
      const first = await put(eventsApiPaths.event(event.id), edit)
      expect(first.status).toBe(200)
      expect(((await first.json()) as { event: StaffEvent }).event.slug).toBe(event.slug)
      const second = await put(eventsApiPaths.event(event.id), { ...edit, title: 'Another' })
      expect(second.status).toBe(409)
      expect(await second.json()).toMatchObject({ error: eventStaffMessages.changedMeanwhile })
      const moved = await put(eventsApiPaths.event(event.id), {
        ...edit,
        slug: 'a-new-address',
        version: event.version + 1,
      })
      expect(moved.status).toBe(400)
      expect(await moved.json()).toMatchObject({ fields: { slug: [eventStaffMessages.published] } })
    })

    it('closes and cancels registration with the sentence the dialog shows', async () => {
      const event = await act(await create(), 'publish')
      const closed = await act(event, 'close')
      const answer = await register(event.slug, { name: 'Closed Cleo', email: 'cleo@example.com' })
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({
        fields: { event: [registrationRefusals.closed] },
      })
      await act(closed, 'cancel')
      const cancelled = await register(event.slug, { name: 'Cleo', email: 'cleo@example.com' })
      expect(await cancelled.json()).toMatchObject({
        fields: { event: [registrationRefusals.cancelled] },
      })
      expect(
        await staff.app.db
          .selectFrom('enquiries')
          .select('id')
          .where('event_slug', '=', event.slug)
          .execute(),
      ).toHaveLength(0)
    })

    it('mails each registrant once when the event moves, and when it is cancelled, with the same UID', async () => {
      const event = await act(await create(), 'publish')
      const email = `mover-${Date.now()}@example.com`
      // Three registrations from one address on one day use up its acknowledgements…
      for (let n = 0; n < 4; n += 1) {
        expect((await register(event.slug, { name: 'Mo Mover', email })).status).toBe(200)
      }
      const acknowledgement = await staff.smtp.waitForMessage(
        (mail) => mail.to.includes(email) && mail.subject.startsWith('Your registration'),
      )
      const uid = icsField(calendarOf(acknowledgement), 'UID')

      // …yet the change still reaches them, once.
      const moved = await put(eventsApiPaths.event(event.id), {
        ...newEvent({ title: event.title, date: '2027-03-19' }),
        version: event.version,
      })
      expect(moved.status).toBe(200)
      expect(await moved.json()).toMatchObject({ mailed: 1 })
      const change = await staff.smtp.waitForMessage(
        (mail) => mail.to.includes(email) && mail.subject.startsWith('Changed'),
      )
      const changedIcs = calendarOf(change)
      expect(icsField(changedIcs, 'UID')).toBe(uid)
      expect(icsField(changedIcs, 'SEQUENCE')).toBe('1')
      expect(icsField(changedIcs, 'METHOD')).toBe('PUBLISH')
      expect(icsField(changedIcs, 'DTSTART')).toBe('20270319T100000')
      expect(change.text).toContain('the date')

      const list = (await (await client().get(eventsApiPaths.events)).json()) as {
        events: StaffEvent[]
      }
      const now = list.events.find((e) => e.id === event.id)!
      await act(now, 'cancel')
      const cancel = await staff.smtp.waitForMessage(
        (mail) => mail.to.includes(email) && mail.subject.startsWith('Cancelled'),
      )
      const cancelIcs = calendarOf(cancel)
      expect(icsField(cancelIcs, 'UID')).toBe(uid)
      expect(icsField(cancelIcs, 'SEQUENCE')).toBe('2')
      expect(icsField(cancelIcs, 'METHOD')).toBe('CANCEL')
      expect(icsField(cancelIcs, 'STATUS')).toBe('CANCELLED')
      const toThem = staff.smtp.messages.filter(
        (mail) => mail.to.includes(email) && /^(Changed|Cancelled)/.test(mail.subject),
      )
      expect(toThem).toHaveLength(2)

      const audit = await staff.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', String(event.id))
        .where('target_type', '=', 'event')
        .execute()
      expect(audit.map((entry) => entry.action)).toEqual(
        expect.arrayContaining([
          'event-created',
          'event-published',
          'event-updated',
          'event-cancelled',
        ]),
      )
    })

    it('publishes news posts with their Markdown made safe, on the feed', async () => {
      const created = await client().post(eventsApiPaths.news, {
        title: `Scholarships open ${Date.now()}`,
        date: '2026-11-20',
        summary: 'Applications for 2027 are open.',
        body: 'Apply **now**. <script>alert(1)</script> [bad](javascript:alert(1))',
      })
      expect(created.status).toBe(201)
      const { post } = (await created.json()) as {
        post: { id: number; version: number; title: string }
      }
      expect(await (await fetch(`${staff.app.url}${feeds.rss.path}`)).text()).not.toContain(
        post.title,
      )
      const publish = await client().post(eventsApiPaths.newsPublish(post.id), {
        version: post.version,
      })
      expect(publish.status).toBe(200)
      // A save on the version before the publish is told why, and changes nothing.
      const stale = await put(eventsApiPaths.newsPost(post.id), {
        title: 'Overwritten',
        date: '2026-11-20',
        summary: 'Unseen.',
        body: 'Unseen.',
        version: post.version,
      })
      expect(stale.status).toBe(409)
      expect(await stale.json()).toMatchObject({
        error: eventStaffMessages.newsChangedMeanwhile,
        post: { title: post.title },
      })
      expect(await (await fetch(`${staff.app.url}${feeds.rss.path}`)).text()).toContain(post.title)
      if (hasRenderBuild) {
        const html = await (await fetch(`${staff.app.url}/news-events`)).text()
        expect(html).toContain(post.title)
        expect(html).toContain('<strong>now</strong>')
        expect(html).not.toContain('<script>alert(1)</script>')
        expect(html).not.toContain('href="javascript:')
      }
    })
  })
}
