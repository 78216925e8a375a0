import { describe, expect, it } from 'vitest'
import { courses } from '../courses/catalogue'
import { pricedCourses } from '../courses/model'
import {
  enquiryCourse,
  enrolPath,
  enrolTarget,
  enrolmentFormPath,
  serviceDetailCards,
} from './links'

describe('service detail cards', () => {
  it('are the six cards of the spec, in order', () => {
    expect(serviceDetailCards.map((card) => card.slug)).toEqual([
      'computer-science',
      'math-science',
      'consultation',
      'data-science',
      'cybersecurity',
      'artificial-intelligence',
    ])
  })

  it('link to /enroll/{slug}', () => {
    expect(serviceDetailCards.map((card) => enrolPath(card.slug))).toEqual([
      '/enroll/computer-science',
      '/enroll/math-science',
      '/enroll/consultation',
      '/enroll/data-science',
      '/enroll/cybersecurity',
      '/enroll/artificial-intelligence',
    ])
  })
})

describe('enrolmentFormPath', () => {
  it('leads to the form, with the course preselected when given', () => {
    expect(enrolmentFormPath()).toBe('/more-info-form')
    expect(enrolmentFormPath({ slug: 'sap-basis' })).toBe('/more-info-form?course=sap-basis')
  })

  it('escapes the slug in the query string', () => {
    expect(enrolmentFormPath({ slug: 'a&b c' })).toBe('/more-info-form?course=a%26b%20c')
  })
})

describe('enrolTarget', () => {
  it('sends a consultation to the contact page', () => {
    expect(enrolTarget('consultation')).toBe('/contact')
  })

  it('preselects a course that is on the price list', () => {
    expect(enrolTarget('cybersecurity')).toBe('/more-info-form?course=cybersecurity')
    for (const course of pricedCourses()) {
      expect(enrolTarget(course.slug)).toBe(`/more-info-form?course=${course.slug}`)
    }
  })

  it('opens the plain form for courses not sold online and the other cards', () => {
    // Arranged with us rather than paid online: the contact page, naming the programme.
    expect(enrolTarget('data-science')).toBe('/contact?course=data-science')
    expect(enrolTarget('artificial-intelligence')).toBe('/contact?course=artificial-intelligence')
    expect(enrolTarget('computer-science')).toBe('/contact?course=computer-science')
    expect(enrolTarget('math-science')).toBe('/contact?course=math-science')
    expect(enquiryCourse('math-science')?.title).toBe('Mathematics & Science')
    expect(enquiryCourse('artificial-intelligence')?.title).toBe('Artificial Intelligence')
    // Sold online, a consultation, or nothing at all: no enquiry to name.
    for (const slug of ['sap-basis', 'consultation', 'nonsense', '', null]) {
      expect(enquiryCourse(slug), String(slug)).toBeUndefined()
    }
  })

  it('knows every course and every card', () => {
    for (const slug of [...courses.map((c) => c.slug), ...serviceDetailCards.map((c) => c.slug)]) {
      expect(enrolTarget(slug)).toBeDefined()
    }
  })

  it('has no target for unknown or differently written slugs', () => {
    expect(enrolTarget('basket-weaving')).toBeUndefined()
    expect(enrolTarget('')).toBeUndefined()
    expect(enrolTarget('Cybersecurity')).toBeUndefined()
    expect(enrolTarget('constructor')).toBeUndefined()
  })
})
