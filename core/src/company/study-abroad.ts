/** The study-abroad destinations we advise on. */

/** ISO 3166-1 alpha-2 code of a destination; the site shows its flag. */
export type DestinationCode = 'US' | 'GB' | 'AU' | 'NZ' | 'IE'

export interface Destination {
  code: DestinationCode
  name: string
  description: string
  highlights: readonly string[]
}

export const destinations: readonly Destination[] = [
  {
    code: 'US',
    name: 'USA',
    description:
      'Thousands of universities and colleges, flexible degrees that let you explore subjects before choosing a major, and world-leading research in technology, business and science.',
    highlights: [
      'Bachelor’s degrees over four years, master’s degrees over one to two',
      'Wide choice of majors, with credits from community colleges accepted by many universities',
      'Optional Practical Training after graduation on an F-1 student visa',
      'Scholarships and assistantships offered by many universities',
    ],
  },
  {
    code: 'GB',
    name: 'UK',
    description:
      'Shorter, focused degrees at universities with centuries of history, taught in English, with a post-study work route for international graduates.',
    highlights: [
      'Three-year bachelor’s degrees (four in Scotland) and one-year master’s degrees',
      'Applications for undergraduate study through UCAS',
      'Graduate route: stay and work after you complete your degree',
      'Placement years and industry links on many courses',
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    description:
      'Highly ranked universities, a relaxed outdoor lifestyle and the right to work part-time during term, in cities from Sydney and Melbourne to Brisbane and Perth.',
    highlights: [
      'Degrees and vocational courses with practical, career-focused content',
      'Part-time work allowed during study on a student visa',
      'Post-study work visa for eligible graduates',
      'Two main intakes a year, in February and July',
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    description:
      'A safe, welcoming country with all eight universities well regarded internationally, small class sizes and a strong focus on research and practical learning.',
    highlights: [
      'Eight universities and a range of polytechnics and institutes',
      'Small classes and approachable academic staff',
      'Post-study work visa for eligible graduates',
      'Study set amid mountains, coasts and national parks',
    ],
  },
  {
    code: 'IE',
    name: 'Ireland',
    description:
      'An English-speaking member of the European Union and European home of many global technology and pharmaceutical companies, with a friendly student culture.',
    highlights: [
      'Strong links between universities and the technology sector',
      'One-year master’s degrees in many subjects',
      'Third Level Graduate Programme: stay on to look for work after graduating',
      'Easy travel to the UK and the rest of Europe',
    ],
  },
]
