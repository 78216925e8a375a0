import { describe, expect, it } from 'vitest'
import { destinations } from './study-abroad'

describe('destinations', () => {
  it('are the five countries of the spec, in order, with their ISO codes', () => {
    expect(destinations.map((d) => [d.code, d.name])).toEqual([
      ['US', 'USA'],
      ['GB', 'UK'],
      ['AU', 'Australia'],
      ['NZ', 'New Zealand'],
      ['IE', 'Ireland'],
    ])
  })

  it('each have a description and highlights', () => {
    for (const destination of destinations) {
      expect(destination.description.length).toBeGreaterThan(50)
      expect(destination.highlights.length).toBeGreaterThanOrEqual(3)
    }
  })
})
