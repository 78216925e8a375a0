/**
 * IT services for businesses: what we build, the published prices and sample projects.
 * Each price is written once, in `itPrices`; the pricing table, the service cards and the
 * premium cards all read it from there.
 */

/** A published price or price range, in pence. */
export interface PriceRange {
  fromPence: number
  /** The top of the range; absent for a single price or a "from" price. */
  toPence?: number
  /** The top of the range is not a ceiling: shown as "£3,000+". */
  orMore?: boolean
  /** What the price is per, e.g. "per project" or "per day". */
  unit?: string
  /** Shown as "From £8,000". */
  prefix?: 'from'
}

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

function formatWholePounds(pence: number): string {
  if (!Number.isInteger(pence) || pence % 100 !== 0) {
    throw new RangeError(`Not a whole number of pounds: ${pence} pence`)
  }
  return pounds.format(pence / 100)
}

/**
 * A price range in whole pounds, en-GB: "£500–£1,000", "£2,000–£3,000+", "From £8,000 per
 * project", "£20,000".
 */
export function formatPriceRange(range: PriceRange): string {
  let text = formatWholePounds(range.fromPence)
  if (range.toPence !== undefined) text += `–${formatWholePounds(range.toPence)}`
  if (range.orMore) text += '+'
  if (range.prefix === 'from') text = `From ${text}`
  if (range.unit) text += ` ${range.unit}`
  return text
}

/** The published IT prices, each once. */
export const itPrices = {
  staticSite: { fromPence: 50_000, toPence: 100_000 },
  dynamicSite: { fromPence: 100_000, toPence: 200_000 },
  advancedPortal: { fromPence: 200_000, toPence: 300_000, orMore: true },
  maintenanceSixMonths: { fromPence: 2_000_000 },
  maintenanceTwelveMonths: { fromPence: 3_500_000 },
  cloudEnablement: { fromPence: 800_000, prefix: 'from', unit: 'per project' },
  securityCompliance: { fromPence: 500_000, prefix: 'from' },
  digitalTransformation: { fromPence: 100_000, prefix: 'from', unit: 'per day' },
} as const satisfies Record<string, PriceRange>

export type WebServiceId = 'static' | 'dynamic' | 'consultancy'

export interface WebService {
  id: WebServiceId
  title: string
  description: string
  features: readonly string[]
  price?: PriceRange
}

/** The IT & Web Services cards (home and /it-services). */
export const webServices: readonly WebService[] = [
  {
    id: 'static',
    title: 'Static Websites',
    description:
      'Fast, secure websites for sole traders, charities and small firms that need a professional presence without a content system to look after.',
    features: [
      'Responsive design that works on phones, tablets and desktops',
      'Accessible pages built to WCAG 2.2 AA',
      'Search-friendly titles, descriptions and sitemap',
      'Contact form and map of your premises',
      'Help with your domain name and hosting',
    ],
    price: itPrices.staticSite,
  },
  {
    id: 'dynamic',
    title: 'Dynamic Websites & Apps',
    description:
      'Business websites you can update yourself, and web applications with sign-in, bookings, payments and dashboards, built on a maintainable modern stack.',
    features: [
      'A content management system your team can use',
      'Online bookings, enquiries and card payments',
      'Customer and staff portals with secure sign-in',
      'Integration with your CRM, accounts or email marketing',
      'Training and documentation at handover',
    ],
    price: itPrices.dynamicSite,
  },
  {
    id: 'consultancy',
    title: 'IT Consultancy',
    description:
      'Practical advice and hands-on support for growing organisations: choosing systems, moving to the cloud, securing your data and keeping things running.',
    features: [
      'IT health checks and technology road maps',
      'Microsoft 365 and Google Workspace set-up and support',
      'Cloud migration planning',
      'Cyber security and UK GDPR reviews',
      'Ongoing support by phone, e-mail and remote session',
    ],
  },
]

export interface ItPricingRow {
  service: string
  price: PriceRange
  technologies: readonly string[]
}

/** The pricing and technology table of /it-services. */
export const itPricing: readonly ItPricingRow[] = [
  {
    service: 'Static website',
    price: itPrices.staticSite,
    technologies: ['HTML5', 'CSS3', 'JavaScript', 'Responsive design'],
  },
  {
    service: 'Dynamic business website',
    price: itPrices.dynamicSite,
    technologies: ['React', 'Node.js', 'PHP', 'MySQL', 'WordPress'],
  },
  {
    service: 'Advanced portal or web app',
    price: itPrices.advancedPortal,
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'REST APIs'],
  },
  {
    service: 'Website maintenance contract (6 months)',
    price: itPrices.maintenanceSixMonths,
    technologies: ['Security updates', 'Daily backups', 'Uptime monitoring', 'Content changes'],
  },
  {
    service: 'Website maintenance contract (12 months)',
    price: itPrices.maintenanceTwelveMonths,
    technologies: ['Security updates', 'Daily backups', 'Uptime monitoring', 'Content changes'],
  },
  {
    service: 'Cloud enablement',
    price: itPrices.cloudEnablement,
    technologies: ['Amazon Web Services', 'Microsoft Azure', 'Google Cloud', 'Docker'],
  },
  {
    service: 'Security and compliance',
    price: itPrices.securityCompliance,
    technologies: ['UK GDPR', 'OWASP Top 10', 'Vulnerability scanning', 'Access control'],
  },
  {
    service: 'Digital transformation consultancy',
    price: itPrices.digitalTransformation,
    technologies: ['Process mapping', 'Microsoft 365', 'Power BI', 'Workflow automation'],
  },
]

export type PremiumServiceIcon = 'maintenance' | 'cloud' | 'security' | 'transformation'

export interface PremiumService {
  id: string
  title: string
  description: string
  price: PriceRange
  features: readonly string[]
  icon: PremiumServiceIcon
}

/** The premium service cards (home and /it-services); the prices are those of `itPrices`. */
export const premiumServices: readonly PremiumService[] = [
  {
    id: 'website-maintenance',
    title: 'Website Maintenance Contracts',
    description:
      'Your website or web application looked after by the team that knows it: updates, monitoring, backups and changes, with agreed response times.',
    price: itPrices.maintenanceSixMonths,
    features: [
      `6-month contract: ${formatPriceRange(itPrices.maintenanceSixMonths)}`,
      `12-month contract: ${formatPriceRange(itPrices.maintenanceTwelveMonths)}`,
      'Security patches and software updates',
      'Daily backups with tested restores',
      'Monthly report on performance and uptime',
    ],
    icon: 'maintenance',
  },
  {
    id: 'cloud-enablement',
    title: 'Cloud Enablement',
    description:
      'Move servers, files and applications to the cloud with a plan: an assessment, a costed design, the migration itself and training for your staff.',
    price: itPrices.cloudEnablement,
    features: [
      'Assessment of your current systems and costs',
      'Design on AWS, Microsoft Azure or Google Cloud',
      'Migration with minimal downtime',
      'Cost monitoring and right-sizing',
    ],
    icon: 'cloud',
  },
  {
    id: 'security-compliance',
    title: 'Security & Compliance',
    description:
      'Find and fix the weaknesses in your systems and processes, and show customers and regulators that you take their data seriously.',
    price: itPrices.securityCompliance,
    features: [
      'Security review of your website and systems',
      'UK GDPR data-protection review',
      'Policies, staff awareness training and incident plans',
      'Prioritised, plain-English action plan',
    ],
    icon: 'security',
  },
  {
    id: 'digital-transformation',
    title: 'Digital Transformation',
    description:
      'Senior consultants who work alongside your team to replace paper and spreadsheets with joined-up digital processes that people actually use.',
    price: itPrices.digitalTransformation,
    features: [
      'Process mapping workshops with your staff',
      'Technology selection and business cases',
      'Automation of routine work',
      'Reporting dashboards for managers',
    ],
    icon: 'transformation',
  },
]

/** The enterprise options list (home and /it-services). */
export const enterpriseOptions: readonly string[] = [
  'A named account manager and technical lead for your organisation',
  'Service-level agreements with agreed response and resolution times',
  'Single sign-on with Microsoft Entra ID or Google Workspace',
  'Hosting in UK data centres on request',
  'Integration with ERP, CRM and finance systems, including SAP',
  'Staff training, handover documentation and knowledge transfer',
  'Quarterly service reviews and a technology road map',
  'Monthly or milestone invoicing to suit your budget cycle',
]

export type SampleProjectKind = 'ecommerce' | 'portal' | 'booking' | 'dashboard'

export interface SampleProject {
  id: string
  title: string
  description: string
  kind: SampleProjectKind
  technologies: readonly string[]
}

/** Sample projects showing the kind of work we do: all four on home, the first three on /it-services. */
export const sampleProjects: readonly SampleProject[] = [
  {
    id: 'online-shop',
    title: 'Online Shop',
    description:
      'A retail website with a searchable product catalogue, basket, card payments and an order dashboard for staff — sized for an independent shop selling across the UK.',
    kind: 'ecommerce',
    technologies: ['React', 'Node.js', 'Stripe', 'PostgreSQL'],
  },
  {
    id: 'student-portal',
    title: 'Student Learning Portal',
    description:
      'A secure portal where learners sign in to see their timetable, watch recorded classes, download materials and track their progress through a course.',
    kind: 'portal',
    technologies: ['React', 'TypeScript', 'Node.js', 'Single sign-on'],
  },
  {
    id: 'appointment-booking',
    title: 'Appointment Booking System',
    description:
      'Online booking for a clinic or salon: live availability, confirmation and reminder e-mails, deposits by card and a simple calendar for staff.',
    kind: 'booking',
    technologies: ['PHP', 'MySQL', 'Calendar sync', 'E-mail reminders'],
  },
  {
    id: 'sales-dashboard',
    title: 'Sales Performance Dashboard',
    description:
      'A management dashboard that brings sales, stock and finance figures together from several systems, refreshed daily, with charts and exportable reports.',
    kind: 'dashboard',
    technologies: ['Power BI', 'SQL Server', 'Python', 'REST APIs'],
  },
]
