/**
 * The course catalogue and the pricing rule (SPEC §9, D12). Prices are integer pence (GBP).
 * Courses without a base price are taught but not sold online.
 */

export const durations = [
  { id: '15-days', label: '15 days', multiplier: 0.5 },
  { id: '1-month', label: '1 month', multiplier: 0.7 },
  { id: '3-months', label: '3 months', multiplier: 1 },
  { id: '6-months', label: '6 months', multiplier: 2 },
] as const

export type Duration = (typeof durations)[number]
export type DurationId = Duration['id']

/** Selecting a course gives it this duration (SPEC §4). */
export const defaultDurationId: DurationId = '3-months'

export interface Course {
  slug: string
  title: string
  /** Base price in pence for the default duration; `null` when the course is not sold online. */
  basePricePence: number | null
}

export const courses = [
  { slug: 'data-science', title: 'Data Science', basePricePence: null },
  { slug: 'sap-basis', title: 'SAP BASIS', basePricePence: 120_000 },
  { slug: 'artificial-intelligence', title: 'Artificial Intelligence', basePricePence: null },
  { slug: 'cybersecurity', title: 'Cybersecurity', basePricePence: 200_000 },
  { slug: 'vlsi-design', title: 'VLSI Design', basePricePence: 170_000 },
  { slug: 'java-spring-boot', title: 'Java and Spring Framework', basePricePence: 150_000 },
  {
    slug: 'information-governance-and-cyber-security',
    title: 'Information Governance & Cyber Security',
    basePricePence: 200_000,
  },
  {
    slug: 'leadership-in-digital-age',
    title: 'Leadership in a Digital Age',
    basePricePence: 180_000,
  },
  { slug: 'applied-data-science', title: 'Applied Data Science', basePricePence: 220_000 },
  {
    slug: 'contemporary-computing',
    title: 'Contemporary Computing & Digital Technologies',
    basePricePence: 190_000,
  },
  { slug: 'big-data-analytics', title: 'Big Data Analytics', basePricePence: 210_000 },
  {
    slug: 'machine-learning-on-cloud',
    title: 'Machine Learning on Cloud',
    basePricePence: 230_000,
  },
  { slug: 'programming-for-ai', title: 'Programming for AI', basePricePence: 200_000 },
  {
    slug: 'artificial-intelligence-for-iot',
    title: 'Artificial Intelligence for IoT',
    basePricePence: 240_000,
  },
] as const satisfies readonly Course[]

export type CourseSlug = (typeof courses)[number]['slug']

export function findCourse(slug: string): Course | undefined {
  return courses.find((course) => course.slug === slug)
}

export function findDuration(id: string): Duration | undefined {
  return durations.find((duration) => duration.id === id)
}

/** Courses that can be bought online, in catalogue order. */
export function pricedCourses(): Course[] {
  return courses.filter((course) => course.basePricePence !== null)
}

/** One line of an enrolment: round(base × multiplier), in pence (D12). */
export function linePricePence(course: Course, duration: Duration): number {
  if (course.basePricePence === null) {
    throw new RangeError(`${course.title} is not sold online`)
  }
  return Math.round(course.basePricePence * duration.multiplier)
}

export interface EnrolmentLine {
  course: Course
  duration: Duration
}

/** The list total of an enrolment: the sum of its lines, in pence (D12). */
export function enrolmentTotalPence(lines: readonly EnrolmentLine[]): number {
  return lines.reduce((total, line) => total + linePricePence(line.course, line.duration), 0)
}
