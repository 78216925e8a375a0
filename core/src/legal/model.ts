/**
 * The legal and trust pages: the privacy notice, the terms of enrolment and payment, the cookie
 * page and the accessibility statement (docs/product.md#legal-and-trust-pages). The one-line
 * notices beside each form's submit button are in form-notices.ts.
 *
 * They describe exactly what this website does; change them in the same commit as a change to
 * what it collects, keeps or loads. The retention periods and the refund terms are the
 * business's decisions: have them reviewed (by a solicitor, for the terms) before going live.
 * Text may carry links written `[label](href)`; the page renders them as links. Each document is
 * a module of its own (privacy-notice.ts, terms-of-enrolment.ts, cookie-policy.ts,
 * accessibility-statement.ts), so a page with a form notice does not load the four texts.
 */
import { brand, registeredOfficeLine } from '../brand/model'
import { formatLongDate } from '../shared/dates'

/**
 * How long the server keeps what the forms collect; the privacy notice states these and the
 * server's daily retention sweep deletes by them (docs/product.md#privacy-and-third-parties).
 */
export const retentionPeriods = {
  /** Enquiries and their e-mails, counted from when they arrived (our last contact is later). */
  enquiryMonths: 24,
  /** Event registrations and their e-mails, counted from the event's end. */
  registrationMonthsAfterEvent: 12,
  /** Enrolments, payment records and their e-mails, after the end of their financial year. */
  enrolmentYearsAfterFinancialYear: 6,
  /** The company's financial year ends on this day (month 1–12, day). */
  financialYearEnd: { month: 3, day: 31 },
} as const

/** A paragraph, or a bulleted list of items. */
export type LegalBlock = string | { list: readonly string[] }

export interface LegalSection {
  /** The section's anchor on the page, e.g. "your-rights". */
  id: string
  heading: string
  blocks: readonly LegalBlock[]
}

export interface LegalDocument {
  /** The page's heading. */
  title: string
  /** The paragraph under the heading. */
  lead: string
  /** When the text last changed, as an ISO date. */
  updated: string
  sections: readonly LegalSection[]
}

/** How to reach the company, as the legal pages write it. */
export const legalContact = {
  contactUs: `[${brand.email}](mailto:${brand.email}), ${brand.phone.display}`,
  postal: `${brand.legalName}, ${registeredOfficeLine()}`,
  officeHours: brand.officeHours.map((timing) => `${timing.days}, ${timing.hours}`).join('; '),
}

/** "24 November 2026": the date a legal page was last updated. */
export function formatUpdated(isoDate: string): string {
  return formatLongDate(isoDate)
}

/** The map on the Contact page, which loads from Google only on request. */
export const mapText = {
  notice: 'The map is loaded from Google when you ask for it, and Google may then set cookies.',
  show: 'Show map',
  open: 'Open in Google Maps',
} as const
