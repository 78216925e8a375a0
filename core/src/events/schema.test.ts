import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from '../shared/text'
import { eventFieldErrors, placesNotice, registrationRefusals, slugFromTitle } from './public'
import { eventInputSchema, latestEventDate } from './schema'

const now = new Date('2026-11-27T12:00:00Z')
const valid = {
  title: 'Spring Open Day',
  description: 'Meet our advisers.',
  date: '2027-03-18',
  startTime: '10:00',
  endTime: '14:00',
  location: 'Northampton',
}
const errorsOf = (input: unknown) => {
  const parsed = eventInputSchema(now).safeParse(input)
  return parsed.success ? {} : fieldErrorsOf(parsed.error)
}

describe('eventInputSchema', () => {
  it('accepts an event, with no limit of places and registration open by default', () => {
    expect(eventInputSchema(now).parse(valid)).toMatchObject({
      places: null,
      registrationOpen: true,
    })
  })

  it.each([
    ['title', { title: '  ' }, eventFieldErrors.title],
    ['endTime', { endTime: '09:59' }, eventFieldErrors.endBeforeStart],
    ['endTime', { endTime: '10:00' }, eventFieldErrors.endBeforeStart],
    ['date', { date: '2029-11-28' }, eventFieldErrors.dateTooFar],
    ['date', { date: '2027-02-29' }, eventFieldErrors.date],
    ['startTime', { startTime: '25:00' }, eventFieldErrors.startTime],
    ['places', { places: 2.5 }, eventFieldErrors.places],
    ['slug', { slug: 'Open Day' }, eventFieldErrors.slug],
  ])('names %s when it is wrong', (field, change, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toContain(message)
  })

  it('plans up to three years ahead, to the day', () => {
    expect(latestEventDate(now)).toBe('2029-11-27')
    expect(errorsOf({ ...valid, date: '2029-11-27' })).toEqual({})
  })
})

describe('what a card says about places', () => {
  it('says nothing while many are left, counts the last ten, and says when it is full', () => {
    expect(placesNotice({ placesLeft: null })).toBeUndefined()
    expect(placesNotice({ placesLeft: 11 })).toBeUndefined()
    expect(placesNotice({ placesLeft: 10 })).toBe('10 places left')
    expect(placesNotice({ placesLeft: 1 })).toBe('1 place left')
    expect(placesNotice({ placesLeft: 0 })).toBe(registrationRefusals.full)
  })
})

it('makes an address from a title', () => {
  expect(slugFromTitle('Open Day 2027: Café & Tours!')).toBe('open-day-2027-cafe-tours')
})
