import { type CompanyEvent, type EventRegistrations, eventsByTiming } from '@app/core'
import type { AppDatabase } from '../db/database'
import { listEvents } from '../events/store'

/** The events staff have made, published or not (docs/events.md). */
async function databaseEvents(
  db: AppDatabase,
  options: { publishedOnly?: boolean } = {},
): Promise<CompanyEvent[]> {
  return (await listEvents(db, options))
    .filter(({ row }) => !options.publishedOnly || row.state === 'published')
    .map(({ row }) => ({
      slug: row.slug,
      title: row.title,
      description: row.description,
      date: row.date,
      startTime: row.start_time,
      endTime: row.end_time,
      location: row.location,
    }))
}

/**
 * The Events room (docs/inbox.md): each of the site's events with how many registered for it,
 * upcoming ones soonest first, then past ones most recent first. Every registration counts,
 * whatever its status, so the number matches the inbox filtered by the event.
 */
export async function readEventRegistrations(
  db: AppDatabase,
  now: Date,
  given?: readonly CompanyEvent[],
): Promise<EventRegistrations[]> {
  const list = given ?? (await databaseEvents(db))
  const counts = await countRegistrations(db)
  const { upcoming, past } = eventsByTiming(now, list)
  return [...upcoming, ...past].map((event) => withCount(event, counts))
}

/** The next event that has not ended, with its registrations; undefined when none is planned. */
export async function readNextEvent(
  db: AppDatabase,
  now: Date,
  given?: readonly CompanyEvent[],
): Promise<EventRegistrations | null> {
  const list = given ?? (await databaseEvents(db, { publishedOnly: true }))
  const next = eventsByTiming(now, list).upcoming[0]
  if (!next) return null
  return withCount(next, await countRegistrations(db, next.slug))
}

function withCount(event: CompanyEvent, counts: Map<string, number>): EventRegistrations {
  return {
    slug: event.slug,
    title: event.title,
    date: event.date,
    registrations: counts.get(event.slug) ?? 0,
  }
}

/** Registrations per event slug (of one event, when given). */
async function countRegistrations(db: AppDatabase, slug?: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('enquiries')
    .select(['event_slug', (eb) => eb.fn.countAll<number>().as('count')])
    .where('event_slug', 'is not', null)
    .$if(slug !== undefined, (query) => query.where('event_slug', '=', slug!))
    .groupBy('event_slug')
    .execute()
  return new Map(rows.map((row) => [row.event_slug!, Number(row.count)]))
}
