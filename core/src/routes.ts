/**
 * Every page of the site with its title and description: the site's route modules read their
 * meta tags from here, the build prerenders the `prerender` ones, and the server knows from
 * here which paths are pages (for redirects, the SPA fallback and the sitemap).
 */
import { courses, type Course } from './catalogue'

export interface PageInfo {
  path: string
  title: string
  description: string
  /** Listed in the sitemap and open to search engines. */
  indexed: boolean
  /** Rendered to HTML at build time (D24). Pages behind a sign-in are rendered in the browser. */
  prerender: boolean
}

const page = (path: string, title: string, description: string): PageInfo => ({
  path,
  title,
  description,
  indexed: true,
  prerender: true,
})

export const pages = {
  home: page(
    '/',
    'Study abroad, IT courses and IT services',
    'Study-abroad guidance, live IT and computing courses with evening and weekend classes, and websites and IT consultancy for UK businesses — from our head office in Northampton.',
  ),
  about: page(
    '/about',
    'About us',
    'Our mission and why students and businesses choose us: experienced tutors, small live classes, honest study-abroad advice and practical IT services.',
  ),
  itServices: page(
    '/it-services',
    'IT services and website development',
    'Static websites, dynamic websites and web apps, IT consultancy and support, with published prices — plus premium maintenance, cloud, security and enterprise services.',
  ),
  studyAbroad: page(
    '/study-abroad',
    'Study abroad',
    'Guidance for studying in the USA, the UK, Australia, New Zealand and Ireland: choosing a university, applications, visas and preparing to travel.',
  ),
  studentZone: page(
    '/student-zone',
    'Student Zone: courses and class timings',
    'Class timings and all our courses: SAP BASIS, AI, data science, cybersecurity, VLSI design, Java and more, taught live on weekday evenings and weekend mornings.',
  ),
  services: page(
    '/services',
    'Courses you can enrol on',
    'Professional and academic courses in data, AI, cybersecurity, cloud, leadership and software — choose a course and enrol online.',
  ),
  moreInfo: page(
    '/more-info',
    'Why choose us',
    'The advantages of learning with us — live expert-led classes, flexible timings and career support — and the courses to start with.',
  ),
  serviceDetail: page(
    '/ServiceDetail',
    'Programmes and consultations',
    'Computer science, mathematics, data science, cybersecurity and AI programmes, and free consultations — enrol or book online.',
  ),
  courses: page(
    '/courses',
    'All courses',
    'Every course we teach, with what you will learn, who it is for, the format and class timings, and prices by duration.',
  ),
  newsEvents: page(
    '/news-events',
    'News and events',
    'Upcoming events: the UK Student Startup Meet in London, the Education Growth Workshop in Manchester and the International Career Guidance Conference in Edinburgh.',
  ),
  contact: page(
    '/contact',
    'Contact us',
    'Send us an enquiry, call or e-mail our Northampton head office. We answer Monday to Friday, 9:00 AM to 5:00 PM.',
  ),
} as const satisfies Record<string, PageInfo>

/** The page of each course, at /courses/{slug}. */
export function coursePagePath(course: Pick<Course, 'slug'>): string {
  return `/courses/${course.slug}`
}

export const coursePages: readonly PageInfo[] = courses.map((course) =>
  page(coursePagePath(course), `${course.title} course`, course.summary),
)

export type PageKey = keyof typeof pages

export const pageList: readonly PageInfo[] = [...Object.values(pages), ...coursePages]

/** Path of the prerendered "Page not found" document, served with HTTP 404 (D23). */
export const NOT_FOUND_PATH = '/404'
