/** An event's facts. Times are UK local time. */
export interface CompanyEvent {
  slug: string
  title: string
  description: string
  /** ISO date, e.g. 2025-04-15. */
  date: string
  /** 24-hour UK local times, e.g. 10:00 and 17:00. */
  startTime: string
  endTime: string
  location: string
}

/**
 * The first programme, which the database is seeded with (docs/events.md); staff publish the rest.
 */
export const events = [
  {
    slug: 'uk-student-startup-meet-2025',
    title: 'UK Student Startup Meet 2025',
    description:
      'Meet student founders, investors and mentors, hear how early-stage ideas became companies, and pitch your own idea in the open session.',
    date: '2025-04-15',
    startTime: '10:00',
    endTime: '17:00',
    location: 'London',
  },
  {
    slug: 'education-growth-workshop',
    title: 'Education Growth Workshop',
    description:
      'A practical workshop on choosing courses, funding your studies and planning the next step of your education and career.',
    date: '2025-04-25',
    startTime: '11:00',
    endTime: '15:00',
    location: 'Manchester',
  },
  {
    slug: 'international-career-guidance-conference',
    title: 'International Career Guidance Conference',
    description:
      'Advisers, universities and employers from around the world on studying abroad, work placements and building an international career.',
    date: '2025-05-10',
    startTime: '09:00',
    endTime: '18:00',
    location: 'Edinburgh',
  },
] as const satisfies readonly CompanyEvent[]

/** An event's address on the News & Events page (its card's id). */
export type EventSlug = string

export function findEvent(slug: string): CompanyEvent | undefined {
  return events.find((event) => event.slug === slug)
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "Friday 25 April 2025": the day, then the date, as UK readers write it (no comma, whatever ICU's habit). */
export function formatEventDate(event: Pick<CompanyEvent, 'date'>): string {
  const parts = dateFormat.formatToParts(new Date(`${event.date}T00:00:00Z`))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`
}

/** "9am", "5:30pm", "midday", "midnight" (the GOV.UK style for times). */
function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  if (minutes === 0 && hours === 12) return 'midday'
  if (minutes === 0 && hours === 0) return 'midnight'
  const suffix = hours >= 12 ? 'pm' : 'am'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return minutes === 0
    ? `${hour12}${suffix}`
    : `${hour12}:${String(minutes).padStart(2, '0')}${suffix}`
}

/** "10am–5pm", with an en dash. */
export function formatEventTime(event: Pick<CompanyEvent, 'startTime' | 'endTime'>): string {
  return `${formatClock(event.startTime)}–${formatClock(event.endTime)}`
}

/**
 * Where an event stands at an instant: upcoming until its end has passed (UK time), then past
 * (docs/product.md#events). An event under way is still upcoming: people may register on the day.
 */
export type EventTiming = 'upcoming' | 'past'

/** Whether the event's end (UK time) is at or before `now`. */
export function hasEventEnded(
  event: Pick<CompanyEvent, 'date' | 'endTime'>,
  now: Date | number,
): boolean {
  return Date.parse(eventEndIso(event)) <= Number(now)
}

export function eventTiming(
  event: Pick<CompanyEvent, 'date' | 'endTime'>,
  now: Date | number,
): EventTiming {
  return hasEventEnded(event, now) ? 'past' : 'upcoming'
}

/** The events split at `now`: upcoming ones soonest first, past ones most recent first. */
export function eventsByTiming<Event extends CompanyEvent>(
  now: Date | number,
  list: readonly Event[],
): { upcoming: Event[]; past: Event[] } {
  const byStart = [...list].sort(
    (a, b) => Date.parse(eventStartIso(a)) - Date.parse(eventStartIso(b)),
  )
  return {
    upcoming: byStart.filter((event) => !hasEventEnded(event, now)),
    past: byStart.filter((event) => hasEventEnded(event, now)).reverse(),
  }
}

/** The texts of the News & Events page about past events and an empty programme. */
export const eventPageText = {
  pastHeading: 'Past events',
  pastLead: 'Events we have held. Follow the RSS feed to hear about the next ones.',
  pastNotice: 'This event has taken place',
  noUpcomingTitle: 'No upcoming events',
  noUpcomingText:
    'There are no events planned at the moment. Follow our RSS feed to hear about the next one as soon as it is announced, or contact us if you would like to meet our team.',
  /** What the server answers (for the `event` field) when registration has closed. */
  registrationClosed: 'Registration for this event has closed.',
} as const

/** What the News & Events page says after a registration (word for word). */
export const eventMessages = {
  sent: 'Thank you for registering!',
  failed: 'Failed to register. Please try again.',
} as const

const londonOffset = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  timeZoneName: 'longOffset',
})

/** The offset of UK time from UTC at an instant, in minutes: 0 (GMT) or 60 (BST). */
function londonOffsetMinutes(instant: number): number {
  const name = londonOffset.formatToParts(instant).find((part) => part.type === 'timeZoneName')
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '')
  if (!match) return 0 // "GMT" on its own
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  const hours = String(Math.floor(abs / 60)).padStart(2, '0')
  return `${sign}${hours}:${String(abs % 60).padStart(2, '0')}`
}

/** A UK wall-clock date and time as ISO 8601 with that day's offset, e.g. 2025-04-15T10:00:00+01:00. */
export function londonDateTimeIso(date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`)
  // Date.parse is lenient; a real date and time survives the round trip unchanged.
  if (Number.isNaN(wall) || new Date(wall).toISOString() !== `${date}T${time}:00.000Z`) {
    throw new RangeError(`Not a date (YYYY-MM-DD) and time (HH:MM): ${date} ${time}`)
  }
  // The offset of the instant this wall time denotes; checking twice settles the hours either
  // side of a clock change.
  let offset = londonOffsetMinutes(wall)
  offset = londonOffsetMinutes(wall - offset * 60_000)
  return `${date}T${time}:00${formatOffset(offset)}`
}

/** When an event starts, for structured data and calendars (ISO 8601, UK offset). */
export function eventStartIso(event: Pick<CompanyEvent, 'date' | 'startTime'>): string {
  return londonDateTimeIso(event.date, event.startTime)
}

/** When an event ends (ISO 8601, UK offset). */
export function eventEndIso(event: Pick<CompanyEvent, 'date' | 'endTime'>): string {
  return londonDateTimeIso(event.date, event.endTime)
}
