import { describe, expect, it } from 'vitest'
import { events, formatEventDate, formatEventTime } from './events'

describe('events', () => {
  it('announces the three events as the spec lists them', () => {
    expect(
      events.map((event) => [
        event.title,
        formatEventDate(event),
        formatEventTime(event),
        event.location,
      ]),
    ).toEqual([
      ['UK Student Startup Meet 2025', 'April 15, 2025', '10:00 AM - 5:00 PM', 'London'],
      ['Education Growth Workshop', 'April 25, 2025', '11:00 AM - 3:00 PM', 'Manchester'],
      [
        'International Career Guidance Conference',
        'May 10, 2025',
        '9:00 AM - 6:00 PM',
        'Edinburgh',
      ],
    ])
  })

  it('formats noon and midnight on the 12-hour clock', () => {
    expect(formatEventTime({ startTime: '00:00', endTime: '12:30' })).toBe('12:00 AM - 12:30 PM')
  })
})
