import { describe, expect, it } from 'vitest'
import { courses } from '../courses/catalogue'
import { about, advantages, companyExperienceYears, highlights } from './model'
import { destinations } from './study-abroad'

describe('company', () => {
  it('states 16+ years of experience', () => {
    expect(companyExperienceYears).toBe(16)
    expect(about.stats[0]).toEqual({ value: '16+', label: 'Years of experience' })
  })

  it('derives its figures from the catalogue and the destinations', () => {
    expect(about.stats).toContainEqual({ value: String(courses.length), label: 'Live courses' })
    expect(about.stats).toContainEqual({
      value: String(destinations.length),
      label: 'Study-abroad destinations',
    })
  })

  it('gives a mission, a story and six reasons with distinct icons', () => {
    expect(about.mission.length).toBeGreaterThan(50)
    expect(about.story.length).toBeGreaterThanOrEqual(2)
    expect(new Set(about.reasons.map((reason) => reason.icon)).size).toBe(6)
  })

  it('links the four home highlights to canonical lower-case paths, in the order of the spec', () => {
    expect(highlights.map((highlight) => highlight.href)).toEqual([
      '/it-services',
      '/more-info',
      '/study-abroad',
      '/services',
    ])
  })

  it('lists the advantages once each', () => {
    expect(advantages.length).toBeGreaterThanOrEqual(6)
    expect(new Set(advantages).size).toBe(advantages.length)
  })
})
