/**
 * The course index and the pricing rule (docs/product.md#courses-and-prices): what navigation,
 * page meta, course cards, the enrolment form and its prices need of each course. Prices are
 * integer pence (GBP); courses without a base price are taught but not sold online. The long
 * texts of each course are in details.ts, and catalogue.ts joins the two for the loaders
 * of the pages that show them, so no page downloads them (docs/product.md#speed).
 */

export const durations = [
  { id: '15-days', label: '15 days', multiplier: 0.5 },
  { id: '1-month', label: '1 month', multiplier: 0.7 },
  { id: '3-months', label: '3 months', multiplier: 1 },
  { id: '6-months', label: '6 months', multiplier: 2 },
] as const

export type Duration = (typeof durations)[number]
export type DurationId = Duration['id']

/** Selecting a course gives it this duration. */
export const defaultDurationId: DurationId = '3-months'

/** What a course is mainly about; the site picks an icon per topic. */
export type CourseTopic =
  | 'sap'
  | 'ai'
  | 'data'
  | 'security'
  | 'chip'
  | 'software'
  | 'leadership'
  | 'computing'
  | 'cloud'
  | 'iot'
  | 'governance'

export type CourseLevel = 'Beginner' | 'Intermediate' | 'Advanced' | 'All levels'

/** What every page that lists or prices a course needs of it. */
export interface CourseSummary {
  slug: string
  title: string
  /** Base price in pence for the default duration; `null` when the course is not sold online. */
  basePricePence: number | null
  /** One or two sentences for cards and meta descriptions, at most 160 characters. */
  summary: string
  level: CourseLevel
  /** The teaching time, e.g. "About 40 hours of live classes". */
  effort: string
  topic: CourseTopic
}

/** The 14 courses, in catalogue order. */
export const courseIndex = [
  {
    slug: 'data-science',
    title: 'Data Science',
    basePricePence: null,
    topic: 'data',
    level: 'Beginner',
    effort: 'About 48 hours of live classes',
    summary:
      'Learn to collect, clean, analyse and visualise data with Python, and build your first predictive models, in live evening and weekend classes.',
  },
  {
    slug: 'sap-basis',
    title: 'SAP BASIS',
    basePricePence: 120_000,
    topic: 'sap',
    level: 'Beginner',
    effort: 'About 40 hours of live classes',
    summary:
      'Administer SAP systems with confidence: architecture, work processes, instances, start and stop, and day-to-day BASIS tasks, taught live by practitioners.',
  },
  {
    slug: 'artificial-intelligence',
    title: 'Artificial Intelligence',
    basePricePence: null,
    topic: 'ai',
    level: 'Beginner',
    effort: 'About 45 hours of live classes',
    summary:
      'Understand how modern AI works — search, machine learning, neural networks and language models — and how to use it responsibly at work.',
  },
  {
    slug: 'cybersecurity',
    title: 'Cybersecurity',
    basePricePence: 200_000,
    topic: 'security',
    level: 'Beginner',
    effort: 'About 48 hours of live classes',
    summary:
      'Learn how attackers work and how to defend against them: networks, threats, secure configuration, monitoring and incident response, with hands-on labs.',
  },
  {
    slug: 'vlsi-design',
    title: 'VLSI Design',
    basePricePence: 170_000,
    topic: 'chip',
    level: 'Intermediate',
    effort: 'About 45 hours of live classes',
    summary:
      'Design digital integrated circuits: CMOS fundamentals, Verilog, simulation, synthesis, timing and verification on the path from RTL to silicon.',
  },
  {
    slug: 'java-spring-boot',
    title: 'Java and Spring Framework',
    basePricePence: 150_000,
    topic: 'software',
    level: 'Intermediate',
    effort: 'About 45 hours of live classes',
    summary:
      'Build production-style back-end services with modern Java and Spring Boot: REST APIs, databases with Spring Data, security and testing.',
  },
  {
    slug: 'information-governance-and-cyber-security',
    title: 'Information Governance & Cyber Security',
    basePricePence: 200_000,
    topic: 'governance',
    level: 'All levels',
    effort: 'About 40 hours of live classes',
    summary:
      'Manage information lawfully and securely: UK GDPR, records management, risk, security controls and incident response for organisations.',
  },
  {
    slug: 'leadership-in-digital-age',
    title: 'Leadership in a Digital Age',
    basePricePence: 180_000,
    topic: 'leadership',
    level: 'All levels',
    effort: 'About 36 hours of live classes',
    summary:
      'Lead people and change when technology keeps moving: digital strategy, hybrid teams, data-informed decisions and leading transformation.',
  },
  {
    slug: 'applied-data-science',
    title: 'Applied Data Science',
    basePricePence: 220_000,
    topic: 'data',
    level: 'Intermediate',
    effort: 'About 50 hours of live classes',
    summary:
      'Take data science from notebook to the real world: end-to-end projects, feature engineering, model evaluation, SQL and communicating results.',
  },
  {
    slug: 'contemporary-computing',
    title: 'Contemporary Computing & Digital Technologies',
    basePricePence: 190_000,
    topic: 'computing',
    level: 'Beginner',
    effort: 'About 40 hours of live classes',
    summary:
      'A broad, up-to-date grounding in computing: how computers, networks, the web, cloud, data, AI and security fit together, with hands-on practice.',
  },
  {
    slug: 'big-data-analytics',
    title: 'Big Data Analytics',
    basePricePence: 210_000,
    topic: 'data',
    level: 'Intermediate',
    effort: 'About 48 hours of live classes',
    summary:
      'Process and analyse data at scale with Apache Spark, distributed storage, streaming and modern data platforms, from ingestion to insight.',
  },
  {
    slug: 'machine-learning-on-cloud',
    title: 'Machine Learning on Cloud',
    basePricePence: 230_000,
    topic: 'cloud',
    level: 'Advanced',
    effort: 'About 50 hours of live classes',
    summary:
      'Train, deploy and run machine-learning models on cloud platforms: managed ML services, MLOps pipelines, containers, monitoring and cost control.',
  },
  {
    slug: 'programming-for-ai',
    title: 'Programming for AI',
    basePricePence: 200_000,
    topic: 'ai',
    level: 'Beginner',
    effort: 'About 48 hours of live classes',
    summary:
      'Learn Python from the ground up for AI: NumPy, pandas, the maths you need, and building machine-learning and deep-learning models.',
  },
  {
    slug: 'artificial-intelligence-for-iot',
    title: 'Artificial Intelligence for IoT',
    basePricePence: 240_000,
    topic: 'iot',
    level: 'Advanced',
    effort: 'About 50 hours of live classes',
    summary:
      'Bring intelligence to connected devices: sensor data, edge AI, TinyML, IoT cloud platforms, predictive maintenance and secure deployment.',
  },
] as const satisfies readonly CourseSummary[]

export type CourseSlug = (typeof courseIndex)[number]['slug']

export function findCourseSummary(slug: string): CourseSummary | undefined {
  return courseIndex.find((course) => course.slug === slug)
}

export function findDuration(id: string): Duration | undefined {
  return durations.find((duration) => duration.id === id)
}

/** One line of an enrolment: round(base × multiplier), in pence (docs/product.md#courses-and-prices). */
export function linePricePence(
  course: Pick<CourseSummary, 'slug' | 'title' | 'basePricePence'>,
  duration: Duration,
): number {
  if (course.basePricePence === null) {
    throw new RangeError(`${course.title} is not sold online`)
  }
  return Math.round(course.basePricePence * duration.multiplier)
}

export interface EnrolmentLine {
  course: CourseSummary
  duration: Duration
}

/** The list total of an enrolment: the sum of its lines, in pence (docs/product.md#courses-and-prices). */
export function enrolmentTotalPence(lines: readonly EnrolmentLine[]): number {
  return lines.reduce((total, line) => total + linePricePence(line.course, line.duration), 0)
}

/** The price of each duration of a course, in pence; empty when the course is not sold online. */
export function coursePrices(
  course: Pick<CourseSummary, 'slug' | 'title' | 'basePricePence'>,
): { duration: Duration; pricePence: number }[] {
  if (course.basePricePence === null) return []
  return durations.map((duration) => ({ duration, pricePence: linePricePence(course, duration) }))
}

/** Courses that can be bought online, in catalogue order. */
export function pricedCourses(): CourseSummary[] {
  return courseIndex.filter((course) => course.basePricePence !== null)
}

function coursesBySlug(slugs: readonly CourseSlug[]): readonly CourseSummary[] {
  return slugs.map((slug) => {
    const course = findCourseSummary(slug)
    if (!course) throw new Error(`Unknown course ${slug}`)
    return course
  })
}

/** The six programmes of the home carousel, in the order of the spec. */
export const carouselCourses: readonly CourseSummary[] = coursesBySlug([
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
export const servicesPageCourses: readonly CourseSummary[] = courseIndex.filter(
  (course) => course.slug !== 'data-science',
)

/** The nine course cards of /more-info: the home programmes and three to follow them with. */
export const moreInfoCourses: readonly CourseSummary[] = coursesBySlug([
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
