import { brand, type CompanyEvent, pages } from '@app/core'

/**
 * An event as an iCalendar file (RFC 5545) that calendar apps import: one VEVENT in UK time,
 * with the Europe/London time zone described in the file itself, so it is right in any
 * calendar whatever its own zone (docs/product.md#storage-and-mail).
 */

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n')
}

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with a
 * space (RFC 5545 §3.1), without splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    // The first line holds 75 octets; the others 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** 2025-04-15 and 10:00 → 20250415T100000 (a local time, for TZID=Europe/London). */
function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`
}

/** An instant in UTC form, e.g. 20250401T090000Z. */
function utcDateTime(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`
}

/** Europe/London since 1996: BST from the last Sunday of March, GMT from the last of October. */
const londonTimeZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

export interface EventCalendarOptions {
  /** The site's origin, for the event's link and its UID. */
  publicUrl: string
  /** When the file is made (DTSTAMP). */
  now: Date
  /** Raised by every change registrants are told of, so calendars replace the entry. @default 0 */
  sequence?: number
  /** CANCEL removes the entry from the calendar (docs/events.md). @default PUBLISH */
  method?: 'PUBLISH' | 'CANCEL'
}

/**
 * The calendar file of an event. Its UID is the same every time, so importing it twice updates
 * the entry rather than adding a second one.
 */
export function eventCalendar(event: CompanyEvent, options: EventCalendarOptions): string {
  const host = new URL(options.publicUrl).hostname
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(brand.name)}//Website//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method ?? 'PUBLISH'}`,
    ...londonTimeZone,
    'BEGIN:VEVENT',
    `UID:event-${event.slug}@${host}`,
    `DTSTAMP:${utcDateTime(options.now)}`,
    `DTSTART;TZID=Europe/London:${localDateTime(event.date, event.startTime)}`,
    `DTEND;TZID=Europe/London:${localDateTime(event.date, event.endTime)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${options.publicUrl}${pages.newsEvents.path}#${event.slug}`,
    // A parameter value with characters other than letters and digits is quoted; it may hold no quote.
    `ORGANIZER;CN="${brand.name.replace(/"/g, "'")}":mailto:${brand.email}`,
    options.method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    `SEQUENCE:${options.sequence ?? 0}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  // CRLF after every line, the last included.
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** The attachment's file name, e.g. uk-student-startup-meet-2025.ics. */
export function eventCalendarFilename(event: Pick<CompanyEvent, 'slug'>): string {
  return `${event.slug}.ics`
}

export const calendarContentType = 'text/calendar; charset=utf-8; method=PUBLISH'

/** The type of a calendar file that cancels the entry. */
export const cancelCalendarContentType = 'text/calendar; charset=utf-8; method=CANCEL'
