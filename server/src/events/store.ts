import {
  apiErrors,
  type EventInput,
  eventFieldErrors,
  type EventState,
  eventStaffMessages,
  hasEventEnded,
  type NewsPost,
  type NewsPostInput,
  type PublicEvent,
  registrationRefusals,
  slugFromTitle,
  type StaffEvent,
} from '@app/core'
import { sql, type Selectable, type Transaction } from 'kysely'
import type { AppDatabase } from '../db/database'
import type { Database, EventsTable, NewsPostsTable } from '../db/schema'
import { HttpError } from '../http/errors'

/**
 * Events and news posts in the database (docs/events.md): what staff save and publish, what the
 * public page reads, and the check a registration passes before it is stored.
 */

export type EventRow = Selectable<EventsTable>
type Db = AppDatabase | Transaction<Database>

/** Registrations that hold a place: every registration for the event not marked as spam. */
export async function countRegistrations(db: Db, slug: string): Promise<number> {
  const row = await db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('event_slug', '=', slug)
    .where('inbox_status', '<>', 'spam')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

function placesLeft(row: EventRow, registered: number): number | null {
  return row.places === null ? null : Math.max(0, row.places - registered)
}

export function toPublicEvent(row: EventRow, registered: number): PublicEvent {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    location: row.location,
    placesLeft: placesLeft(row, registered),
    registrationOpen: row.registration_open && row.state === 'published',
    cancelled: row.state === 'cancelled',
  }
}

export function toStaffEvent(row: EventRow, registered: number): StaffEvent {
  return {
    ...toPublicEvent(row, registered),
    id: Number(row.id),
    state: row.state as EventState,
    places: row.places,
    registered,
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
  }
}

/** Every event with its registrations, soonest last (the staff list splits them). */
export async function listEvents(db: Db, options: { publishedOnly?: boolean } = {}) {
  let query = db
    .selectFrom('events')
    .selectAll('events')
    .select((eb) =>
      eb
        .selectFrom('enquiries')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('enquiries.event_slug', '=', 'events.slug')
        .where('enquiries.inbox_status', '<>', 'spam')
        .as('registered'),
    )
    .orderBy('date')
    .orderBy('start_time')
  if (options.publishedOnly) query = query.where('state', '<>', 'draft')
  const rows = await query.execute()
  return rows.map(({ registered, ...row }) => ({ row, registered: Number(registered ?? 0) }))
}

/**
 * The titles of the events with these addresses, as the database holds them: every page and
 * e-mail that names an event takes its title from here, so an event staff created shows its
 * title, not its address. An address with no event is missing from the map.
 */
export async function eventTitles(db: Db, slugs: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(slugs)]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .selectFrom('events')
    .select(['slug', 'title'])
    .where('slug', 'in', wanted)
    .execute()
  return new Map(rows.map((row) => [row.slug, row.title]))
}

export async function findEventRow(db: Db, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst()
}

const invalid = (field: string, message: string) =>
  new HttpError(400, { ok: false, error: apiErrors.invalid, fields: { [field]: [message] } })

export const eventNotFound = () =>
  new HttpError(404, { ok: false, error: eventStaffMessages.notFound })

async function slugFree(db: Db, table: 'events' | 'news_posts', slug: string, id?: number) {
  let query = db.selectFrom(table).select('id').where('slug', '=', slug)
  if (id !== undefined) query = query.where('id', '<>', id)
  return (await query.executeTakeFirst()) === undefined
}

/** The row as it is now, locked until the transaction ends; 404 when there is none. */
async function lockedRow<Table extends 'events' | 'news_posts'>(
  trx: Transaction<Database>,
  table: Table,
  id: number,
) {
  const row = await trx
    .selectFrom(table as 'events' | 'news_posts')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  if (!row) throw eventNotFound()
  return row as Selectable<Database[Table]>
}

/** Creates a draft. Its address comes from the title unless one is given. */
export async function createEvent(db: AppDatabase, input: EventInput): Promise<EventRow> {
  const slug = input.slug ?? slugFromTitle(input.title)
  if (!(await slugFree(db, 'events', slug))) throw invalid('slug', eventStaffMessages.slugTaken)
  return db
    .insertInto('events')
    .values({
      slug,
      title: input.title,
      description: input.description,
      date: input.date,
      start_time: input.startTime,
      end_time: input.endTime,
      location: input.location,
      places: input.places,
      registration_open: input.registrationOpen,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** What registrants are told changed: the date, the time, the place; empty when none of them. */
export function calendarChanges(before: EventRow, after: EventInput): string[] {
  const changes: string[] = []
  if (before.date !== after.date) changes.push('date')
  if (before.start_time !== after.startTime || before.end_time !== after.endTime) {
    changes.push('time')
  }
  if (before.location !== after.location) changes.push('location')
  return changes
}

export type SaveOutcome =
  | { outcome: 'saved'; before: EventRow; row: EventRow; changes: string[] }
  | { outcome: 'conflict'; row: EventRow }

/**
 * Saves an edit made on `input.version`: the second of two saves made on one version is told
 * (conflict). A published event keeps its address; places never drop below the registrations.
 * A change of date, time or place of a published event raises its calendar SEQUENCE, in the
 * same transaction, so the mails `afterwards` queues carry the new number.
 */
export async function updateEvent(
  db: AppDatabase,
  id: number,
  input: EventInput,
  afterwards: (
    trx: Transaction<Database>,
    outcome: SaveOutcome & { outcome: 'saved' },
  ) => Promise<void>,
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const before = await lockedRow(trx, 'events', id)
    if (input.version === undefined) throw invalid('version', eventFieldErrors.version)
    if (input.version !== before.version) return { outcome: 'conflict', row: before }
    const slug = input.slug ?? before.slug
    if (slug !== before.slug) {
      if (before.state !== 'draft') throw invalid('slug', eventStaffMessages.published)
      if (!(await slugFree(trx, 'events', slug, id))) {
        throw invalid('slug', eventStaffMessages.slugTaken)
      }
    }
    if (input.places !== null) {
      const registered = await countRegistrations(trx, before.slug)
      if (input.places < registered) {
        throw invalid('places', eventFieldErrors.placesBelowRegistered(registered))
      }
    }
    const changes = before.state === 'published' ? calendarChanges(before, input) : []
    const row = await trx
      .updateTable('events')
      .set({
        slug,
        title: input.title,
        description: input.description,
        date: input.date,
        start_time: input.startTime,
        end_time: input.endTime,
        location: input.location,
        places: input.places,
        registration_open: input.registrationOpen,
        version: sql<number>`version + 1`,
        calendar_sequence: sql<number>`calendar_sequence + ${changes.length > 0 ? 1 : 0}`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    const saved = { outcome: 'saved' as const, before, row, changes }
    await afterwards(trx, saved)
    return saved
  })
}

/**
 * Publishes a draft, closes or reopens registration, or cancels. Each names the version it was
 * made on, like an edit. A cancellation raises the calendar SEQUENCE for the CANCEL files.
 */
export async function changeEventState(
  db: AppDatabase,
  id: number,
  version: number,
  action: 'publish' | 'close' | 'reopen' | 'cancel',
  afterwards: (trx: Transaction<Database>, row: EventRow) => Promise<void>,
): Promise<{ outcome: 'saved' | 'conflict'; row: EventRow }> {
  return db.transaction().execute(async (trx) => {
    const before = await lockedRow(trx, 'events', id)
    if (version !== before.version) return { outcome: 'conflict', row: before }
    const set =
      action === 'publish'
        ? { state: 'published' as const, published_at: sql<Date>`coalesce(published_at, now())` }
        : action === 'close'
          ? { registration_open: false }
          : action === 'reopen'
            ? { registration_open: true }
            : {
                state: 'cancelled' as const,
                cancelled_at: sql<Date>`now()`,
                registration_open: false,
                calendar_sequence: sql<number>`calendar_sequence + 1`,
              }
    if (action === 'publish' && before.state !== 'draft') {
      return { outcome: 'saved', row: before }
    }
    if (action === 'cancel' && before.state === 'cancelled')
      return { outcome: 'saved', row: before }
    const row = await trx
      .updateTable('events')
      .set({ ...set, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    await afterwards(trx, row)
    return { outcome: 'saved', row }
  })
}

/** Each registrant of an event once: the first name given for each address. */
export async function readRegistrants(
  db: Db,
  slug: string,
): Promise<{ id: number; name: string; email: string }[]> {
  const rows = await db
    .selectFrom('enquiries')
    .select(['id', 'name', 'email'])
    .where('event_slug', '=', slug)
    .where('inbox_status', '<>', 'spam')
    .orderBy('id')
    .execute()
  const seen = new Set<string>()
  return rows.filter((row) => {
    const key = row.email.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Takes a place for a registration, inside the transaction that stores it: the event's row is
 * locked until that transaction ends, so concurrent registrations are counted one after
 * another and never take more places than there are. Throws the 4xx the dialog shows when the
 * event cannot take it.
 */
export async function claimEventPlace(
  trx: Transaction<Database>,
  slug: string,
  now: Date,
): Promise<EventRow> {
  const row = await trx
    .selectFrom('events')
    .selectAll()
    .where('slug', '=', slug)
    .forUpdate()
    .executeTakeFirst()
  const refuse = (status: number, message: string) =>
    new HttpError(status, { ok: false, error: apiErrors.invalid, fields: { event: [message] } })
  if (!row || row.state === 'draft') {
    throw refuse(400, row ? registrationRefusals.draft : registrationRefusals.unknown)
  }
  if (row.state === 'cancelled') throw refuse(400, registrationRefusals.cancelled)
  if (hasEventEnded({ date: row.date, endTime: row.end_time }, now)) {
    throw refuse(400, registrationRefusals.past)
  }
  if (!row.registration_open) throw refuse(400, registrationRefusals.closed)
  if (row.places !== null && (await countRegistrations(trx, slug)) >= row.places) {
    throw refuse(400, registrationRefusals.full)
  }
  return row
}

/* News posts */

type NewsRow = Selectable<NewsPostsTable>

export function toNewsPost(row: NewsRow): NewsPost {
  return { slug: row.slug, title: row.title, date: row.date, summary: row.summary, body: row.body }
}

export function toStaffNewsPost(row: NewsRow) {
  return {
    ...toNewsPost(row),
    id: Number(row.id),
    state: row.state as 'draft' | 'published',
    version: row.version,
  }
}

export async function listNews(db: Db, options: { publishedOnly?: boolean } = {}) {
  let query = db.selectFrom('news_posts').selectAll().orderBy('date', 'desc').orderBy('id', 'desc')
  if (options.publishedOnly) query = query.where('state', '=', 'published')
  return query.execute()
}

export async function createNewsPost(db: AppDatabase, input: NewsPostInput): Promise<NewsRow> {
  const slug = input.slug ?? slugFromTitle(input.title)
  if (!(await slugFree(db, 'news_posts', slug))) throw invalid('slug', eventStaffMessages.slugTaken)
  return db
    .insertInto('news_posts')
    .values({
      slug,
      title: input.title,
      date: input.date,
      summary: input.summary,
      body: input.body,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Saves an edit or publishes, on the version it was made on; a published post keeps its address. */
export async function saveNewsPost(
  db: AppDatabase,
  id: number,
  change: { input?: NewsPostInput; publish?: boolean; version: number },
): Promise<{ outcome: 'saved' | 'conflict'; row: NewsRow }> {
  return db.transaction().execute(async (trx) => {
    const before = await lockedRow(trx, 'news_posts', id)
    if (change.version !== before.version) return { outcome: 'conflict', row: before }
    const input = change.input
    const slug = input?.slug ?? before.slug
    if (slug !== before.slug) {
      if (before.state !== 'draft') throw invalid('slug', eventStaffMessages.published)
      if (!(await slugFree(trx, 'news_posts', slug, id))) {
        throw invalid('slug', eventStaffMessages.slugTaken)
      }
    }
    const row = await trx
      .updateTable('news_posts')
      .set({
        ...(input
          ? { slug, title: input.title, date: input.date, summary: input.summary, body: input.body }
          : {}),
        ...(change.publish
          ? { state: 'published' as const, published_at: sql<Date>`coalesce(published_at, now())` }
          : {}),
        version: sql<number>`version + 1`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return { outcome: 'saved', row }
  })
}
