/**
 * Where an "Enroll Now" leads (docs/product.md#pages-and-routes): the enrolment form, with the
 * course preselected when it is on the price list; the contact page naming the programme when it
 * is arranged with us rather than paid online; the contact page for a consultation.
 */
import { findCourseSummary, type CourseSummary, type CourseTopic } from '../courses/model'
import { ENQUIRY_COURSE_PARAM } from '../contact/model'
import { enrolRedirectPrefix, pages } from '../pages/routes'

/** The enrolment and payment form. */
const ENROLMENT_FORM_PATH = pages.enrolment.path

export type ServiceDetailTopic = CourseTopic | 'consultation' | 'maths'

export interface ServiceDetailCard {
  slug: string
  title: string
  description: string
  topic: ServiceDetailTopic
}

/** The six cards of /ServiceDetail, each enrolling through /enroll/{slug}. */
export const serviceDetailCards: readonly ServiceDetailCard[] = [
  {
    slug: 'computer-science',
    title: 'Computer Science',
    description:
      'Programming, algorithms, data structures, databases and computer systems — tutoring for school and university students and a foundation for career changers.',
    topic: 'computing',
  },
  {
    slug: 'math-science',
    title: 'Mathematics & Science',
    description:
      'One-to-one and small-group support in mathematics, statistics, physics and chemistry, from GCSE and A level to first-year university.',
    topic: 'maths',
  },
  {
    slug: 'consultation',
    title: 'Free Consultation',
    description:
      'Not sure which course, university or country is right for you? Book a free conversation with an adviser about your goals and options.',
    topic: 'consultation',
  },
  {
    slug: 'data-science',
    title: 'Data Science',
    description:
      'Python, statistics, data visualisation and machine learning, taught through projects with real data sets.',
    topic: 'data',
  },
  {
    slug: 'cybersecurity',
    title: 'Cybersecurity',
    description:
      'Networks, threats, secure configuration, incident response and ethical hacking in a safe lab environment.',
    topic: 'security',
  },
  {
    slug: 'artificial-intelligence',
    title: 'Artificial Intelligence',
    description:
      'How modern AI works — from search and machine learning to neural networks and large language models — and how to apply it responsibly.',
    topic: 'ai',
  },
]

/** The link of a service-detail card's Enroll Now. */
export function enrolPath(slug: string): string {
  return `${enrolRedirectPrefix}${slug}`
}

/** The enrolment form, with the course preselected when one is given. */
export function enrolmentFormPath(course?: Pick<CourseSummary, 'slug'>): string {
  return course
    ? `${ENROLMENT_FORM_PATH}?course=${encodeURIComponent(course.slug)}`
    : ENROLMENT_FORM_PATH
}

/** The contact page, naming a programme that is arranged with us rather than paid online. */
export function courseEnquiryPath(course: Pick<CourseSummary, 'slug'>): string {
  return `${pages.contact.path}?${ENQUIRY_COURSE_PARAM}=${encodeURIComponent(course.slug)}`
}

/**
 * The programme a contact page's `?course=` names when it is one that is enquired about rather
 * than paid online: a course without a price, or a service-detail card that is no course.
 */
export function enquiryCourse(slug: string | null): { slug: string; title: string } | undefined {
  if (!slug || slug === 'consultation') return undefined
  const course = findCourseSummary(slug)
  if (course) return course.basePricePence === null ? course : undefined
  return serviceDetailCards.find((card) => card.slug === slug)
}

/** A course's Enroll Now: the form with it preselected when it is sold online, its enquiry otherwise. */
export function courseEnrolmentPath(
  course: Pick<CourseSummary, 'slug' | 'basePricePence'>,
): string {
  return course.basePricePence === null ? courseEnquiryPath(course) : enrolmentFormPath(course)
}

/**
 * Where /enroll/{slug} leads: a consultation to the contact page; a course on the price list
 * to the form with it preselected; any other course or service-detail card to the contact page
 * naming it; anything else nowhere (the caller answers 404).
 */
export function enrolTarget(slug: string): string | undefined {
  if (slug === 'consultation') return pages.contact.path
  const course = findCourseSummary(slug)
  if (course) return courseEnrolmentPath(course)
  if (serviceDetailCards.some((card) => card.slug === slug)) return courseEnquiryPath({ slug })
  return undefined
}
