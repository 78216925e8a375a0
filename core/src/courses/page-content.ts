import { brand, type Timing } from '../brand/model'
import { companyExperienceYears } from '../company/model'
import { courseEnquiryPath, enrolmentFormPath } from '../enrolment/links'
import { formatPrice } from '../shared/money'
import type { Course } from './catalogue'
import { coursePrices } from './model'

/**
 * What a course's page shows, from the catalogue: the route's loader sends it inside the
 * prerendered page, and the course-page template renders the same, so the two cannot drift.
 */
export interface CoursePageContent {
  course: Pick<
    Course,
    'title' | 'summary' | 'level' | 'effort' | 'overview' | 'outcomes' | 'audience' | 'topic'
  >
  /** Its price by duration and the form with it preselected; null when it is not sold online. */
  onlineEnrolment: { prices: Array<{ duration: string; price: string }>; path: string } | null
  /** Where "Ask about this course" leads: the contact page, naming it. */
  enquiryPath: string
  /** The line under the price card: who teaches it. */
  taughtBy: string
  classTimings: readonly Timing[]
}

export function coursePageContent(course: Course): CoursePageContent {
  const { title, summary, level, effort, overview, outcomes, audience, topic } = course
  return {
    course: { title, summary, level, effort, overview, outcomes, audience, topic },
    onlineEnrolment:
      course.basePricePence === null
        ? null
        : {
            prices: coursePrices(course).map(({ duration, pricePence }) => ({
              duration: duration.label,
              price: formatPrice(pricePence),
            })),
            path: enrolmentFormPath(course),
          },
    enquiryPath: courseEnquiryPath(course),
    taughtBy: `Taught by ${brand.name}, with ${companyExperienceYears}+ years of experience in education and IT.`,
    classTimings: brand.classTimings,
  }
}
