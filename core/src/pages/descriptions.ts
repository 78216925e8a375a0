import type { PageInfo } from './routes'
import { pages, type PageKey } from './routes'

/**
 * Each page's description: its meta description and the text of its social cards
 * (docs/product.md#pages-and-routes). Apart from the route registry's entries because only the
 * page itself needs it: a page's loader reads it when the page is prerendered, so no page's
 * JavaScript carries the descriptions of the others (docs/product.md#speed).
 */
export const pageDescriptions = {
  home: 'Study-abroad guidance, live IT and computing courses with evening and weekend classes, and websites and IT consultancy for UK businesses — from our head office in Northampton.',
  about:
    'Our mission and why students and businesses choose us: experienced tutors, small live classes, honest study-abroad advice and practical IT services.',
  itServices:
    'Static websites, dynamic websites and web apps, IT consultancy and support, with published prices — plus premium maintenance, cloud, security and enterprise services.',
  studyAbroad:
    'Guidance for studying in the USA, the UK, Australia, New Zealand and Ireland: choosing a university, applications, visas and preparing to travel.',
  studentZone:
    'Class timings and all our courses: SAP BASIS, AI, data science, cybersecurity, VLSI design, Java and more, taught live on weekday evenings and weekend mornings.',
  services:
    'Professional and academic courses in data, AI, cybersecurity, cloud, leadership and software — choose a course and enrol online.',
  moreInfo:
    'The advantages of learning with us — live expert-led classes, flexible timings and career support — and the courses to start with.',
  serviceDetail:
    'Computer science, mathematics, data science, cybersecurity and AI programmes, and free consultations — enrol or book online.',
  courses:
    'Every course we teach, with what you will learn, who it is for, the format and class timings, and prices by duration.',
  newsEvents:
    'Our events across the UK — the UK Student Startup Meet, the Education Growth Workshop and the International Career Guidance Conference — and how to register for the next one.',
  contact:
    'Send us an enquiry, call or e-mail our Northampton head office. We answer Monday to Friday, 9am to 5pm.',
  privacy:
    'What personal data this website collects when you send an enquiry, register for an event, enrol or sign in, why, how long we keep it, and your rights under UK GDPR.',
  terms:
    'The terms for enrolling and paying online: prices in pounds sterling, card payment through Stripe, your 14-day right to cancel and how refunds work.',
  cookies:
    'This website uses only strictly necessary cookies. The map and other third-party content load only when you ask for them.',
  accessibility:
    'How accessible this website is: our WCAG 2.2 AA target, how we test it, the known limitations and how to tell us about a problem.',
  enrolment:
    'Choose your courses and how long to study for, see the price, and pay securely by card.',
  payment: 'Pay for a sample enrolment by card.',
  thankYou: 'Your payment was successful. We will be in touch with your course access details.',
  sapLogin: 'Sign in to the SAP BASIS video library.',
  sapTopics: 'The recorded SAP BASIS video topics for enrolled learners.',
  sapPassword: 'Choose your password for the SAP BASIS video library, or ask for a new one.',
} as const satisfies Record<PageKey, string>

/** A page of the registry with its description. */
export function describedPage(key: PageKey): PageInfo & (typeof pages)[PageKey] {
  return { ...pages[key], description: pageDescriptions[key] }
}
