import { describe, expect, it } from 'vitest'
import {
  eventEndIso,
  eventMessages,
  eventPageText,
  eventsByTiming,
  eventTiming,
  hasEventEnded,
  eventStartIso,
  events,
  formatEventDate,
  formatEventTime,
  londonDateTimeIso,
} from './model'

describe('events', () => {
  it('announces the three events with UK dates and times', () => {
    expect(
      events.map((event) => [
        event.title,
        formatEventDate(event),
        formatEventTime(event),
        event.location,
      ]),
    ).toEqual([
      ['UK Student Startup Meet 2025', 'Tuesday 15 April 2025', '10am–5pm', 'London'],
      ['Education Growth Workshop', 'Friday 25 April 2025', '11am–3pm', 'Manchester'],
      ['International Career Guidance Conference', 'Saturday 10 May 2025', '9am–6pm', 'Edinburgh'],
    ])
  })

  it('writes midday, midnight and minutes the UK way', () => {
    expect(formatEventTime({ startTime: '00:00', endTime: '12:00' })).toBe('midnight–midday')
    expect(formatEventTime({ startTime: '09:30', endTime: '12:45' })).toBe('9:30am–12:45pm')
  })
})

describe('event registration', () => {
  it('uses the messages of the spec word for word', () => {
    expect(eventMessages).toEqual({
      sent: 'Thank you for registering!',
      failed: 'Failed to register. Please try again.',
    })
  })
})

describe('event times as ISO 8601', () => {
  it('gives the three events in British Summer Time', () => {
    expect(events.map((event) => [eventStartIso(event), eventEndIso(event)])).toEqual([
      ['2025-04-15T10:00:00+01:00', '2025-04-15T17:00:00+01:00'],
      ['2025-04-25T11:00:00+01:00', '2025-04-25T15:00:00+01:00'],
      ['2025-05-10T09:00:00+01:00', '2025-05-10T18:00:00+01:00'],
    ])
  })

  it('uses GMT in winter', () => {
    expect(londonDateTimeIso('2025-01-15', '10:00')).toBe('2025-01-15T10:00:00+00:00')
    expect(londonDateTimeIso('2025-12-01', '18:30')).toBe('2025-12-01T18:30:00+00:00')
  })

  it('follows the clocks on the days they change', () => {
    // Clocks went forward at 01:00 GMT on 30 March 2025 and back at 02:00 BST on 26 October.
    expect(londonDateTimeIso('2025-03-30', '00:30')).toBe('2025-03-30T00:30:00+00:00')
    expect(londonDateTimeIso('2025-03-30', '10:00')).toBe('2025-03-30T10:00:00+01:00')
    expect(londonDateTimeIso('2025-10-26', '00:30')).toBe('2025-10-26T00:30:00+01:00')
    expect(londonDateTimeIso('2025-10-26', '10:00')).toBe('2025-10-26T10:00:00+00:00')
  })

  it('denotes the same instant as the UK wall-clock time', () => {
    expect(Date.parse(eventStartIso(events[0]))).toBe(Date.parse('2025-04-15T09:00:00Z'))
  })

  it('refuses a malformed date or time', () => {
    expect(() => londonDateTimeIso('2025-13-01', '10:00')).toThrow(RangeError)
    expect(() => londonDateTimeIso('2025-02-30', '10:00')).toThrow(RangeError)
    expect(() => londonDateTimeIso('2025-04-15', '10')).toThrow(RangeError)
    expect(() => londonDateTimeIso('2025-04-15', '24:00')).toThrow(RangeError)
  })
})

describe('events that know the date', () => {
  const [startupMeet, workshop, conference] = events
  const at = (iso: string) => new Date(iso)

  it('keeps an event upcoming until its end has passed in UK time', () => {
    // 17:00 BST on 15 April 2025 is 16:00 UTC.
    expect(eventTiming(startupMeet, at('2025-04-15T15:59:59Z'))).toBe('upcoming')
    expect(eventTiming(startupMeet, at('2025-04-15T16:00:00Z'))).toBe('past')
    expect(hasEventEnded(startupMeet, Date.parse('2025-04-14T09:00:00Z'))).toBe(false)
  })

  it('lets people register while an event is under way', () => {
    expect(eventTiming(workshop, at('2025-04-25T12:00:00Z'))).toBe('upcoming')
  })

  it('splits the programme: upcoming soonest first, past most recent first', () => {
    expect(eventsByTiming(at('2025-04-01T09:00:00Z'), events)).toEqual({
      upcoming: [startupMeet, workshop, conference],
      past: [],
    })
    expect(eventsByTiming(at('2025-04-30T09:00:00Z'), events)).toEqual({
      upcoming: [conference],
      past: [workshop, startupMeet],
    })
    expect(eventsByTiming(at('2026-01-01T00:00:00Z'), events)).toEqual({
      upcoming: [],
      past: [conference, workshop, startupMeet],
    })
  })

  it('says "This event has taken place" and "No upcoming events"', () => {
    expect(eventPageText.pastNotice).toBe('This event has taken place')
    expect(eventPageText.noUpcomingTitle).toBe('No upcoming events')
    expect(eventPageText.pastHeading).toBe('Past events')
  })
})
