import { brand, type Timing } from '../brand/model'
import { companyExperienceYears } from '../company/model'
import { courseEnquiryPath, enrolmentFormPath } from '../enrolment/links'
import { ENROL_NOW_LABEL } from '../enrolment/texts'
import { pages } from '../pages/routes'
import { formatPrice } from '../shared/money'
import type { Course } from './catalogue'
import { coursePrices } from './model'

/** A course page's own words and where its links lead. */
export const coursePageText = {
  breadcrumbs: [
    { label: 'Home', href: pages.home.path },
    { label: 'Courses', href: pages.courses.path },
  ],
  eyebrow: 'Course',
  atAGlance: 'At a glance',
  level: 'Level',
  studyTime: 'Study time',
  format: 'Format',
  formatValue: 'Live classes',
  prices: 'Duration and price',
  duration: 'Duration',
  price: 'Price',
  enrolNow: ENROL_NOW_LABEL,
  byEnquiry:
    'Enrolment on this course is by enquiry. Ask us about the next start date and the fees.',
  askAbout: 'Ask about this course',
  overview: 'Overview',
  outcomes: 'What you will learn',
  audience: 'Who it is for',
  formatHeading: 'Format and class timings',
  formatLead: 'Classes are taught live by a tutor, in small groups, at the times below.',
  timings: 'Class timings',
  questionsText:
    'Our team will tell you about start dates, the tutors and whether the course suits your goals.',
  contact: { label: 'Contact Us', href: pages.contact.path },
  allCourses: { label: 'See all courses', href: pages.courses.path },
} as const

/**
 * What a course's page shows, from the catalogue: the route's loader sends it inside the
 * prerendered page, and the course-page template renders the same, so the two cannot drift.
 */
export interface CoursePageContent {
  text: typeof coursePageText
  /** The closing call to action's title, naming the course. */
  questions: string
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
    text: coursePageText,
    questions: `Questions about ${title}?`,
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
