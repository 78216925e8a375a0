import { describe, expect, it } from 'vitest'
import { courses, findCourse } from './catalogue'
import {
  coursePrices,
  defaultDurationId,
  durations,
  enrolmentTotalPence,
  findDuration,
  linePricePence,
  carouselCourses,
  courseIndex,
  homeCarouselTiming,
  moreInfoCourses,
  pricedCourses,
  servicesPageCourses,
} from './model'

const course = (slug: string) => {
  const found = findCourse(slug)
  if (!found) throw new Error(`no course ${slug}`)
  return found
}
const duration = (id: string) => {
  const found = findDuration(id)
  if (!found) throw new Error(`no duration ${id}`)
  return found
}

describe('catalogue', () => {
  it('lists the 14 course pages of the spec, each slug once', () => {
    expect(courses).toHaveLength(14)
    expect(new Set(courses.map((c) => c.slug)).size).toBe(14)
  })

  it('prices the 12 courses of the price list in pence', () => {
    expect(pricedCourses().map((c) => [c.title, c.basePricePence])).toEqual([
      ['SAP BASIS', 120000],
      ['Cybersecurity', 200000],
      ['VLSI Design', 170000],
      ['Java and Spring Framework', 150000],
      ['Information Governance & Cyber Security', 200000],
      ['Leadership in a Digital Age', 180000],
      ['Applied Data Science', 220000],
      ['Contemporary Computing & Digital Technologies', 190000],
      ['Big Data Analytics', 210000],
      ['Machine Learning on Cloud', 230000],
      ['Programming for AI', 200000],
      ['Artificial Intelligence for IoT', 240000],
    ])
  })

  it('offers four durations with their multipliers, three months by default', () => {
    expect(durations.map((d) => [d.label, d.multiplier])).toEqual([
      ['15 days', 0.5],
      ['1 month', 0.7],
      ['3 months', 1],
      ['6 months', 2],
    ])
    expect(findDuration(defaultDurationId)?.label).toBe('3 months')
  })

  it('prices a line as round(base × multiplier)', () => {
    expect(linePricePence(course('sap-basis'), duration('15-days'))).toBe(60000)
    expect(linePricePence(course('sap-basis'), duration('1-month'))).toBe(84000)
    expect(linePricePence(course('vlsi-design'), duration('1-month'))).toBe(119000)
    expect(linePricePence(course('artificial-intelligence-for-iot'), duration('6-months'))).toBe(
      480000,
    )
    // 0.7 × 150000 is 104999.99999999999 in floating point: rounding gives whole pence.
    expect(linePricePence(course('java-spring-boot'), duration('1-month'))).toBe(105000)
  })

  it('rounds half pence up', () => {
    expect(linePricePence({ slug: 'x', title: 'X', basePricePence: 3 }, duration('15-days'))).toBe(
      2,
    )
  })

  it('refuses to price a course that is not sold online', () => {
    expect(() => linePricePence(course('data-science'), duration('3-months'))).toThrow(RangeError)
  })

  it('totals the lines of an enrolment', () => {
    expect(enrolmentTotalPence([])).toBe(0)
    expect(
      enrolmentTotalPence([
        { course: course('sap-basis'), duration: duration('3-months') },
        { course: course('cybersecurity'), duration: duration('15-days') },
        { course: course('java-spring-boot'), duration: duration('1-month') },
      ]),
    ).toBe(120000 + 100000 + 105000)
  })

  it('finds nothing for unknown slugs and durations', () => {
    expect(findCourse('basket-weaving')).toBeUndefined()
    expect(findDuration('2-years')).toBeUndefined()
  })
})

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean)

describe('course content', () => {
  it.each(courses.map((c) => [c.slug, c] as const))('%s has complete copy', (_slug, c) => {
    expect(c.summary.length).toBeGreaterThan(40)
    expect(c.summary.length).toBeLessThanOrEqual(160)
    expect(sentences(c.detailedDescription).length).toBeGreaterThanOrEqual(2)
    expect(sentences(c.detailedDescription).length).toBeLessThanOrEqual(4)
    expect(c.overview.length).toBeGreaterThanOrEqual(2)
    expect(c.overview.length).toBeLessThanOrEqual(3)
    expect(c.outcomes.length).toBeGreaterThanOrEqual(5)
    expect(c.outcomes.length).toBeLessThanOrEqual(8)
    expect(c.audience.length).toBeGreaterThanOrEqual(3)
    expect(c.audience.length).toBeLessThanOrEqual(5)
    expect(c.effort).toMatch(/^About \d+ hours of live classes/)
  })

  it('states about 40 hours for SAP BASIS', () => {
    expect(course('sap-basis').effort).toBe('About 40 hours of live classes')
    expect(course('sap-basis').overview.join(' ')).toContain('about 40 hours')
  })

  it('never repeats a summary or a popup text', () => {
    expect(new Set(courses.map((c) => c.summary)).size).toBe(courses.length)
    expect(new Set(courses.map((c) => c.detailedDescription)).size).toBe(courses.length)
  })
})

describe('course lists', () => {
  const slugs = (list: readonly { slug: string }[]) => list.map((c) => c.slug)

  it('shows the six home programmes in the order of the spec', () => {
    expect(carouselCourses.map((c) => c.title)).toEqual([
      'SAP BASIS',
      'Artificial Intelligence',
      'Data Science',
      'Cybersecurity',
      'VLSI Design',
      'Java and Spring Framework',
    ])
  })

  it('moves the home carousel a slide every 3 seconds, with a half-second transition', () => {
    expect(homeCarouselTiming).toEqual({ autoplayMs: 3000, transitionMs: 500 })
  })

  it('shows 13 courses on /services, each once, every priced course among them', () => {
    expect(servicesPageCourses).toHaveLength(13)
    expect(new Set(slugs(servicesPageCourses)).size).toBe(13)
    expect(slugs(servicesPageCourses)).toEqual(expect.arrayContaining(slugs(pricedCourses())))
  })

  it('shows 9 courses on /more-info, each once', () => {
    expect(moreInfoCourses).toHaveLength(9)
    expect(new Set(slugs(moreInfoCourses)).size).toBe(9)
  })

  it('takes every listed course from the course index itself', () => {
    for (const c of [...carouselCourses, ...servicesPageCourses, ...moreInfoCourses]) {
      expect(courseIndex).toContain(c)
    }
  })

  it('gives every course of the index its long texts, and the catalogue joins the two', () => {
    expect(courses.map((course) => course.slug)).toEqual(courseIndex.map((course) => course.slug))
    for (const course of courses) {
      expect(course).toMatchObject(courseIndex.find((entry) => entry.slug === course.slug) ?? {})
      expect(course.overview.length).toBeGreaterThanOrEqual(2)
      expect(course.outcomes.length).toBeGreaterThanOrEqual(5)
      expect(course.detailedDescription).not.toBe('')
    }
  })
})

describe('coursePrices', () => {
  it('prices every duration of a priced course by the pricing rule', () => {
    expect(coursePrices(course('sap-basis')).map((p) => [p.duration.label, p.pricePence])).toEqual([
      ['15 days', 60000],
      ['1 month', 84000],
      ['3 months', 120000],
      ['6 months', 240000],
    ])
    expect(coursePrices(course('java-spring-boot'))[1]?.pricePence).toBe(105000)
  })

  it('is empty for a course that is not sold online', () => {
    expect(coursePrices(course('data-science'))).toEqual([])
    expect(coursePrices(course('artificial-intelligence'))).toEqual([])
  })
})
