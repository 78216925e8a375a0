/**
 * The course catalogue (docs/product.md#courses-and-prices): each course of the index with its
 * long texts. For the pages that show those texts; the rest import course-index.ts.
 */
import { courseDetails, type CourseDetails } from './course-details'
import { courseIndex, type CourseSlug, type CourseSummary } from './course-index'

export interface Course extends CourseSummary, CourseDetails {}

export const courses: readonly Course[] = courseIndex.map((course) => ({
  ...course,
  ...courseDetails[course.slug],
}))

export function findCourse(slug: string): Course | undefined {
  return courses.find((course) => course.slug === slug)
}

/** Courses that can be bought online, in catalogue order. */
export function pricedCourses(): Course[] {
  return courses.filter((course) => course.basePricePence !== null)
}

function coursesBySlug(slugs: readonly CourseSlug[]): readonly Course[] {
  return slugs.map((slug) => {
    const course = findCourse(slug)
    if (!course) throw new Error(`Unknown course ${slug}`)
    return course
  })
}

/** The six programmes of the home carousel, in the order of the spec. */
export const carouselCourses: readonly Course[] = coursesBySlug([
  'sap-basis',
  'artificial-intelligence',
  'data-science',
  'cybersecurity',
  'vlsi-design',
  'java-spring-boot',
])

/**
 * How the home carousel moves: a slide every 3 seconds with a half-second transition, dots and
 * no arrows. Of the two readings of the original settings this is the second; a slide every
 * 1.3 seconds is too fast to read (docs/product.md#accessibility).
 */
export const homeCarouselTiming = { autoplayMs: 3000, transitionMs: 500 } as const

/**
 * The 13 course cards of /services. General Data Science is left out: Applied Data
 * Science, which is on the price list, is the data course to enrol on.
 */
export const servicesPageCourses: readonly Course[] = courses.filter(
  (course) => course.slug !== 'data-science',
)

/** The nine course cards of /more-info: the home programmes and three to follow them with. */
export const moreInfoCourses: readonly Course[] = coursesBySlug([
  'sap-basis',
  'artificial-intelligence',
  'data-science',
  'cybersecurity',
  'vlsi-design',
  'java-spring-boot',
  'applied-data-science',
  'machine-learning-on-cloud',
  'leadership-in-digital-age',
])
