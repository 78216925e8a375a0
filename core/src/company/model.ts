/**
 * Who we are and why people choose us: the About page, the home highlights and the More Info
 * advantages. Figures are derived from other facts where they can be, so they cannot drift.
 */
import { courseIndex } from '../courses/model'
import { destinations } from './study-abroad'

/** Years the company has been teaching and consulting ("16+ years"). */
export const companyExperienceYears = 16

export type ReasonIcon = 'tutors' | 'classes' | 'support' | 'career' | 'flexible' | 'global'

export interface Reason {
  title: string
  text: string
  icon: ReasonIcon
}

export interface Stat {
  value: string
  label: string
}

export interface About {
  mission: string
  story: readonly string[]
  reasons: readonly Reason[]
  stats: readonly Stat[]
}

export const about: About = {
  mission:
    'Our mission is to help people build careers with a future: by giving students honest guidance on where and what to study, by teaching the IT skills employers are asking for in small live classes, and by giving businesses dependable technology that helps them grow.',
  story: [
    `For more than ${companyExperienceYears} years our team has worked at the meeting point of education and technology. Many of our tutors began as consultants, developers and system administrators on SAP, data and security projects, and still work in industry alongside their teaching — so what they teach is what they use.`,
    'From our head office in Northampton we teach learners across the UK and overseas in live online classes, timed for people who work or study during the day. Classes are small, so every learner can ask questions, share their screen and get feedback on their own work.',
    'Alongside our courses we advise students who want to study in the USA, the UK, Australia, New Zealand or Ireland, and we design, build and support websites and IT systems for businesses. The same people, the same straight answers.',
  ],
  reasons: [
    {
      title: 'Tutors who work in industry',
      text: 'Learn from practitioners who use these tools every day and can explain not just how, but why and when.',
      icon: 'tutors',
    },
    {
      title: 'Small live classes',
      text: 'Every class is taught live, with time for questions, hands-on exercises and feedback on your own work.',
      icon: 'classes',
    },
    {
      title: 'Flexible timings',
      text: 'Weekday evening and weekend morning classes, with durations from 15 days to 6 months to suit your plans.',
      icon: 'flexible',
    },
    {
      title: 'Support between classes',
      text: 'Course materials, practice tasks and a tutor to answer questions by e-mail between sessions.',
      icon: 'support',
    },
    {
      title: 'Career guidance',
      text: 'Help with your CV, interview preparation and choosing the next course or qualification for the role you want.',
      icon: 'career',
    },
    {
      title: 'Study-abroad know-how',
      text: 'Impartial advice on universities, applications, visas and funding in five popular study destinations.',
      icon: 'global',
    },
  ],
  stats: [
    { value: `${companyExperienceYears}+`, label: 'Years of experience' },
    { value: String(courseIndex.length), label: 'Live courses' },
    { value: String(destinations.length), label: 'Study-abroad destinations' },
    { value: '7', label: 'Days a week with live classes' },
  ],
}

export type HighlightIcon = 'it' | 'info' | 'globe' | 'book'

export interface Highlight {
  title: string
  text: string
  href: '/it-services' | '/more-info' | '/study-abroad' | '/services'
  icon: HighlightIcon
}

/** The four highlight cards of the home page, with canonical links (docs/product.md#pages-and-routes). */
export const highlights: readonly Highlight[] = [
  {
    title: 'IT Services',
    text: 'Websites, web applications and IT consultancy for businesses, with published prices.',
    href: '/it-services',
    icon: 'it',
  },
  {
    title: 'Why Choose Us',
    text: 'Live classes with working professionals, flexible timings and support between sessions.',
    href: '/more-info',
    icon: 'info',
  },
  {
    title: 'Study Abroad',
    text: 'Guidance on studying in the USA, the UK, Australia, New Zealand and Ireland.',
    href: '/study-abroad',
    icon: 'globe',
  },
  {
    title: 'Courses',
    text: 'Professional courses in SAP, AI, data science, cybersecurity, cloud and leadership.',
    href: '/services',
    icon: 'book',
  },
]

/** The advantages list of /more-info. */
export const advantages: readonly string[] = [
  'Live, interactive classes — not pre-recorded videos on their own',
  'Tutors with hands-on industry experience in the subjects they teach',
  'Small groups, so every learner gets time with the tutor',
  'Weekday evening and weekend morning timings that fit around work and study',
  'A choice of durations, from an intensive 15 days to an in-depth 6 months',
  'Practical exercises and projects based on real workplace tasks',
  'Course materials and practice tasks to revise from between classes',
  'Clear prices in pounds sterling, shown before you enrol',
  'Career guidance, CV reviews and interview preparation',
  'Help with next steps, including study-abroad applications',
]
