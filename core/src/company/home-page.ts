import { brand } from '../brand/model'
import { carouselCourses, homeCarouselTiming } from '../courses/model'
import { formNotices, legalNoticeLinks } from '../legal/form-notices'
import { coursePagePath, pages } from '../pages/routes'
import { itOfferingCards } from './it-offering-cards'
import { enterpriseOptions } from './it-services'
import { highlights } from './model'

/** The home page's own words and where its buttons lead. */
export const homePageText = {
  hero: {
    title: 'Study abroad, learn in-demand IT skills, and grow your business online',
    lead: 'From university guidance and live evening courses in SAP, AI, data and cybersecurity to websites and IT consultancy for businesses — one experienced team in Northampton.',
    contact: { label: 'Contact Us', href: pages.contact.path },
    itServices: { label: 'Explore IT Services', href: pages.itServices.path },
  },
  programmes: {
    eyebrow: 'Our programmes',
    title: 'Live courses in the skills employers ask for',
    lead: 'Small classes on weekday evenings and weekend mornings, so you can learn alongside work or study.',
    carouselLabel: 'Featured programmes',
    allCourses: { label: 'View all courses', href: pages.courses.path },
  },
  highlights: {
    eyebrow: 'What we do',
    title: 'Education and IT under one roof',
    lead: 'Whether you are planning your studies, building your skills or growing a business, start here.',
    linkLabel: 'Learn more',
  },
  webServices: {
    eyebrow: 'IT & Web Services',
    title: 'Websites and IT support for growing businesses',
    lead: 'From a fast, simple website to a full web application and ongoing IT advice — with clear prices up front.',
    request: { label: 'Request IT Services', href: pages.contact.path },
  },
  sampleProjects: {
    eyebrow: 'Sample projects',
    title: 'The kind of work we build',
    lead: 'Illustrative examples of the websites and applications we design and develop for clients.',
  },
  premiumServices: {
    eyebrow: 'Premium services',
    title: 'Support and expertise for established businesses',
    lead: 'Long-term maintenance, cloud, security and transformation work, scoped with you and priced clearly.',
  },
  enterprise: {
    eyebrow: 'Enterprise',
    title: 'Options for larger organisations',
    lead: 'Need more than a single project? We can shape a service around your teams, systems and budget.',
    prompt: 'Tell us what you need and we will suggest the right option.',
    discuss: { label: 'Discuss your requirements', href: pages.contact.path },
  },
  quickContact: {
    eyebrow: 'Quick Contact',
    title: 'Have a question? We reply within one working day.',
    lead: 'Tell us what you are looking for — a course, study-abroad advice or an IT project — and the right person will get back to you.',
    callUs: 'Call us',
    officeHours: 'Office hours',
    formLabel: 'Quick Contact',
    placeholders: {
      name: 'Name (required)',
      email: 'Email (required)',
      phone: 'Phone (required)',
      message: 'How can we help?',
    },
  },
} as const

/**
 * What the home page shows, from the catalogue and the company's facts: the route's loader sends
 * it inside the prerendered page (docs/product.md#speed), and the home template renders the same.
 */
export function homePageContent() {
  return {
    text: homePageText,
    tagline: brand.tagline,
    carousel: {
      timing: homeCarouselTiming,
      programmes: carouselCourses.map((course) => ({
        slug: course.slug,
        title: course.title,
        summary: course.summary,
        href: coursePagePath(course),
        topic: course.topic,
        facts: [course.level, course.effort],
      })),
    },
    highlights,
    ...itOfferingCards(),
    enterpriseOptions,
    phone: brand.phone,
    officeHours: brand.officeHours,
    notice: { text: formNotices.enquiry, links: [legalNoticeLinks.privacy] },
  }
}

export type HomePageContent = ReturnType<typeof homePageContent>
