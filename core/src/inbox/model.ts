import { formatPence } from '../shared/money'

/**
 * The staff area's inbox (docs/inbox.md): every enquiry, event registration and enrolment in one
 * list, with a status, notes, the state of the e-mails sent about it, CSV export and privacy
 * requests. The staff pages and the server read these facts; no public page loads them.
 */

/** What a record of the inbox is. Quick contact and the contact page are both enquiries. */
export const inboxKinds = ['enquiry', 'registration', 'enrolment'] as const
export type InboxKind = (typeof inboxKinds)[number]

export const inboxKindLabels: Record<InboxKind, string> = {
  enquiry: 'Enquiry',
  registration: 'Event registration',
  enrolment: 'Enrolment',
}

/** Which form sent it. */
export const inboxSources = [
  'contact',
  'quick-contact',
  'event-registration',
  'enrolment',
  'payment-test',
] as const
export type InboxSource = (typeof inboxSources)[number]

export const inboxSourceLabels: Record<InboxSource, string> = {
  contact: 'Contact page',
  'quick-contact': 'Quick contact',
  'event-registration': 'Event registration',
  enrolment: 'Enrolment form',
  'payment-test': 'Payment test page',
}

/** Where staff are with a record. Every record arrives as 'new'. */
export const inboxStatuses = ['new', 'in-progress', 'done', 'spam'] as const
export type InboxStatus = (typeof inboxStatuses)[number]

export const inboxStatusLabels: Record<InboxStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  done: 'Done',
  spam: 'Spam',
}

/**
 * Where an enrolment's payment is. 'refunded' and 'partly-refunded' follow refunds made in
 * Stripe's dashboard, which arrive as signed webhooks.
 */
export const paymentStates = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'partly-refunded',
] as const
export type PaymentState = (typeof paymentStates)[number]

export const paymentStateLabels: Record<PaymentState, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
  'partly-refunded': 'Partly refunded',
}

/** Where an e-mail is: waiting or being retried, delivered, or given up on. */
export const mailStates = ['queued', 'sent', 'failed'] as const
export type MailState = (typeof mailStates)[number]

export const mailStateLabels: Record<MailState | 'none', string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  none: 'No e-mail',
}

/** What each kind of e-mail the site sends is called in the inbox (the outbox's `kind`). */
export const mailKindLabels: Record<string, string> = {
  'contact-enquiry': 'Staff notification',
  'quick-contact': 'Staff notification',
  'event-registration': 'Staff notification',
  'enquiry-acknowledgement': 'Acknowledgement to the visitor',
  'registration-acknowledgement': 'Acknowledgement with calendar entry',
  'enrolment-staff': 'Staff notification',
  'enrolment-confirmation': 'Payment confirmation to the student',
}

/**
 * The outbox's kinds of the e-mail that tells staff about a record (a row's "staff mail"); the
 * others go to the visitor.
 */
export const staffMailKinds = {
  enquiries: ['contact-enquiry', 'quick-contact', 'event-registration'],
  enrolments: ['enrolment-staff'],
} as const

/** How long a summary line is at most, in characters. */
export const SUMMARY_LENGTH = 90

/**
 * A record's one-line summary: the event of a registration, the courses and amount of an
 * enrolment, the first words of anything else's message (whole words, "…" when cut).
 */
export function inboxSummary(
  record:
    | { kind: 'enquiry'; message: string }
    | { kind: 'registration'; eventTitle: string }
    | { kind: 'enrolment'; courseText: string; amountPence: number },
): string {
  if (record.kind === 'registration') return record.eventTitle
  if (record.kind === 'enrolment')
    return `${record.courseText} · ${formatPence(record.amountPence)}`
  const text = record.message.replace(/\s+/g, ' ').trim()
  if (text.length <= SUMMARY_LENGTH) return text
  const cut = text.slice(0, SUMMARY_LENGTH + 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > SUMMARY_LENGTH / 2 ? cut.slice(0, lastSpace) : cut.slice(0, SUMMARY_LENGTH)).trimEnd()}…`
}

/** A page of the inbox holds this many records. */
export const INBOX_PAGE_SIZE = 50

/** The longest search text and note. */
export const inboxLimits = { search: 200, note: 5000 } as const

/**
 * A record's id in addresses and the API: its table and its number, e.g. "enquiry-42" (contact
 * forms and event registrations) or "enrolment-7".
 */
export type InboxRecordType = 'enquiry' | 'enrolment'
export type InboxItemId = `${InboxRecordType}-${number}`

export function inboxItemId(type: InboxRecordType, id: number): InboxItemId {
  return `${type}-${id}`
}

/** The table and number of an id, or undefined for anything else. */
export function parseInboxItemId(text: string): { type: InboxRecordType; id: number } | undefined {
  const match = /^(enquiry|enrolment)-([1-9]\d{0,15})$/.exec(text)
  if (!match) return undefined
  const id = Number(match[2])
  return Number.isSafeInteger(id) ? { type: match[1] as InboxRecordType, id } : undefined
}

/**
 * The inbox's filters, as the page's address and the API's query carry them (the same names),
 * so a view can be bookmarked and shared. Absent means "any".
 */
export interface InboxFilter {
  kind?: InboxKind | undefined
  status?: InboxStatus | undefined
  /** An event's slug: its registrations. */
  event?: string | undefined
  /** A course's slug: enrolments that include it. */
  course?: string | undefined
  payment?: PaymentState | undefined
  /** Received on or after this UK day (YYYY-MM-DD). */
  from?: string | undefined
  /** Received on or before this UK day (YYYY-MM-DD). */
  to?: string | undefined
  /** Words found in the name, e-mail, phone or message, as typed (no wildcards). */
  q?: string | undefined
}

/** The filter's names, in the order the address lists them. */
export const inboxFilterKeys = [
  'kind',
  'status',
  'event',
  'course',
  'payment',
  'from',
  'to',
  'q',
] as const

/** A row of the inbox. */
export interface InboxItem {
  id: InboxItemId
  kind: InboxKind
  source: InboxSource
  name: string
  email: string
  /** One line: the first words of the message, the event, or the courses and amount. */
  summary: string
  /** ISO 8601 (UTC); shown in UK time. */
  receivedAt: string
  status: InboxStatus
  /** No member of staff has opened it yet. */
  unread: boolean
  /** The staff notification's state; 'none' when no staff e-mail belongs to it (e.g. unpaid). */
  staffMail: MailState | 'none'
  /** Enrolments only. */
  payment: PaymentState | null
  /** Increases with every change; a change names the version it was made on. */
  version: number
}

/** `GET /staff/api/inbox`: a page, newest first, and the cursor of the next one. */
export interface InboxPage {
  items: InboxItem[]
  /** Pass as `after` for the next page; null on the last. */
  next: string | null
}

/** An e-mail sent (or to be sent) about a record. */
export interface InboxMessage {
  id: number
  /** The outbox's kind, e.g. 'contact-enquiry'; `mailKindLabels` names it. */
  kind: string
  to: string
  subject: string
  state: MailState
  attempts: number
  queuedAt: string
  sentAt: string | null
  failedAt: string | null
  /** The mail server's last answer when delivery failed. */
  lastError: string | null
  /** The message this one sends again, when it is a resend. */
  resendOf: number | null
  /** Failed, or queued long enough to be lost: staff may send it again. */
  canResend: boolean
}

/** An internal note: never mailed to the visitor. */
export interface InboxNote {
  id: number
  author: string
  body: string
  at: string
}

/** A change of status, from the audit log. */
export interface InboxStatusChange {
  at: string
  actor: string | null
  from: InboxStatus | null
  to: InboxStatus
}

/** The payment side of an enrolment. */
export interface InboxEnrolment {
  /** e.g. "ENR-000042", as the e-mails say. */
  number: string
  courses: Array<{ slug: string; title: string; duration: string; pricePence: number }>
  listTotalPence: number
  customAmountPence: number | null
  amountPence: number
  amountPaidPence: number | null
  refundedPence: number
  currency: string
  stripeSessionId: string | null
  stripePaymentIntent: string | null
  paidAt: string | null
  refundedAt: string | null
  /** Why the payment was not confirmed, when it was not. */
  problem: string | null
  /** Made on the payment test page. */
  test: boolean
}

/** `GET /staff/api/inbox/{id}`: every stored field, its e-mails, notes and status changes. */
export interface InboxDetail extends InboxItem {
  /** The phone number or other contact detail the visitor gave. */
  phone: string
  message: string
  event: { slug: string; title: string } | null
  /** The address and browser the form was sent from. */
  address: string | null
  browser: string | null
  enrolment: InboxEnrolment | null
  messages: InboxMessage[]
  notes: InboxNote[]
  history: InboxStatusChange[]
}

/** A row of the Enrolments room. */
export interface EnrolmentRow {
  id: InboxItemId
  number: string
  name: string
  email: string
  courses: Array<{ title: string; duration: string }>
  amountPence: number
  amountPaidPence: number | null
  refundedPence: number
  currency: string
  payment: PaymentState
  stripePaymentIntent: string | null
  createdAt: string
  paidAt: string | null
  test: boolean
}

/** An event and how many registered for it. */
export interface EventRegistrations {
  slug: string
  title: string
  /** YYYY-MM-DD. */
  date: string
  registrations: number
}

/** `GET /staff/api/overview`: what matters on a Monday morning. */
export interface StaffOverview {
  /** Enquiries (contact forms) with status 'new'. */
  newEnquiries: number
  /** Every record with status 'new': the navigation's count. */
  newItems: number
  /** The next event that has not ended, and its registrations; null when none is planned. */
  nextEvent: EventRegistrations | null
  /** Enrolments paid this UK calendar month, and what they brought in. */
  paidThisMonth: { count: number; totalPence: number }
  /** E-mails the sender gave up on and that were not sent again. */
  failedMail: number
}

/** What the site holds about one e-mail address (a privacy request). */
export interface PrivacyFindings {
  email: string
  enquiries: number
  registrations: number
  enrolments: number
  /** E-mails to or about the address in the outbox. */
  mail: number
  notes: number
  /** Days on which acknowledgements to the address were counted. */
  acknowledgementDays: number
  /** Invoices and credit notes made out to the address, drafts included. */
  invoices: number
  /** Whether the address has a learner's account (the SAP BASIS videos). */
  learnerAccount?: boolean
  records: Array<{ id: InboxItemId; kind: InboxKind; receivedAt: string; summary: string }>
}

/** What an erasure did. */
export interface ErasureResult {
  enquiriesDeleted: number
  registrationsDeleted: number
  enrolmentsAnonymised: number
  mailDeleted: number
  notesDeleted: number
  acknowledgementDaysDeleted: number
  /** Invoice drafts made out to the address. */
  invoiceDraftsDeleted: number
  /** Issued invoices and credit notes, kept with their numbers and amounts, without the customer. */
  invoicesAnonymised: number
  /** The learner's account, with its sessions, links and access. */
  learnerAccountsDeleted?: number
}

/** The staff API of the inbox. */
export const inboxApiPaths = {
  /** GET: a page of the inbox (InboxFilter and `after` in the query). */
  inbox: '/staff/api/inbox',
  /** GET: the filtered view as CSV (same query, no `after`). */
  inboxCsv: '/staff/api/inbox.csv',
  /** GET: one record. */
  item: (id: string) => `/staff/api/inbox/${encodeURIComponent(id)}`,
  /** POST { status, version }: 409 with the current record when someone changed it first. */
  status: (id: string) => `/staff/api/inbox/${encodeURIComponent(id)}/status`,
  /** POST { body }: an internal note. */
  notes: (id: string) => `/staff/api/inbox/${encodeURIComponent(id)}/notes`,
  /** POST { key }: sends a failed or lost e-mail again; one message per key. */
  resend: (id: string, messageId: number) =>
    `/staff/api/inbox/${encodeURIComponent(id)}/messages/${messageId}/resend`,
  /** GET: the enrolments (filters payment, course, from, to, q, after). */
  enrolments: '/staff/api/enrolments',
  enrolmentsCsv: '/staff/api/enrolments.csv',
  /** GET: every event with its count of registrations. */
  eventRegistrations: '/staff/api/event-registrations',
  /** GET ?event=slug: one event's registrations as CSV. */
  eventRegistrationsCsv: '/staff/api/event-registrations.csv',
  /** GET: the overview's counts. */
  overview: '/staff/api/overview',
  /** POST { email }: what is held about an address. */
  privacyFind: '/staff/api/privacy/find',
  /** POST { email }: all of it as one JSON file. */
  privacyExport: '/staff/api/privacy/export',
  /** POST { email }: deletes and anonymises, in one transaction. */
  privacyErase: '/staff/api/privacy/erase',
} as const

/** The staff pages of the inbox's rooms. */
export const inboxPages = {
  item: (id: string) => `/staff/inbox/${encodeURIComponent(id)}`,
} as const
