import { describe, expect, it } from 'vitest'
import { inboxSummary, parseInboxItemId, SUMMARY_LENGTH } from './model'

describe('inboxSummary', () => {
  it('keeps a short message whole, on one line', () => {
    expect(inboxSummary({ kind: 'enquiry', message: 'Hello,\n\nI would like  a call.' })).toBe(
      'Hello, I would like a call.',
    )
  })

  it('cuts a long message at a word, with an ellipsis', () => {
    const summary = inboxSummary({ kind: 'enquiry', message: 'word '.repeat(100) })
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_LENGTH + 1)
    expect(summary).toMatch(/word…$/)
  })

  it('names the event of a registration and the courses and amount of an enrolment', () => {
    expect(inboxSummary({ kind: 'registration', eventTitle: 'Open Day' })).toBe('Open Day')
    expect(
      inboxSummary({ kind: 'enrolment', courseText: 'SAP BASIS (1 month)', amountPence: 120000 }),
    ).toBe('SAP BASIS (1 month) · £1,200.00')
  })
})

describe('parseInboxItemId', () => {
  it('reads a table and a number, and nothing else', () => {
    expect(parseInboxItemId('enquiry-42')).toEqual({ type: 'enquiry', id: 42 })
    expect(parseInboxItemId('enrolment-7')).toEqual({ type: 'enrolment', id: 7 })
    for (const text of [
      'enquiry-0',
      'enquiry-01',
      'enquiry-',
      'invoice-3',
      'enquiry-1x',
      'enquiry-99999999999999999',
    ])
      expect(parseInboxItemId(text)).toBeUndefined()
  })
})
