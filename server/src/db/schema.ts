import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'

/**
 * The database as Kysely sees it. Ids are `bigint` in SQL and `number` in JavaScript on both
 * backends: PGlite returns int8 as a number, and the pg pool is told to do the same
 * (see database.ts).
 */
export interface Database {
  enquiries: EnquiriesTable
  mail_outbox: MailOutboxTable
  enrolments: EnrolmentsTable
  enrolment_lines: EnrolmentLinesTable
  stripe_events: StripeEventsTable
  rate_limits: RateLimitsTable
  acknowledgement_counts: AcknowledgementCountsTable
  auth_users: AuthUsersTable
  auth_sessions: AuthSessionsTable
  auth_accounts: AuthAccountsTable
  auth_two_factors: AuthTwoFactorsTable
  staff_invitations: StaffInvitationsTable
  audit_log: AuditLogTable
  server_settings: ServerSettingsTable
  inbox_notes: InboxNotesTable
  stripe_refunds: StripeRefundsTable
  invoice_series: InvoiceSeriesTable
  invoices: InvoicesTable
  learner_users: LearnerUsersTable
  learner_sessions: AuthSessionsTable
  learner_accounts: AuthAccountsTable
  learner_verifications: LearnerVerificationsTable
  learner_links: LearnerLinksTable
  learner_access: LearnerAccessTable
  sap_topics: SapTopicsTable
  events: EventsTable
  news_posts: NewsPostsTable
}

/** Where staff are with a record of the inbox (docs/inbox.md); on enquiries and enrolments alike. */
export interface InboxColumns {
  inbox_status: Generated<'new' | 'in-progress' | 'done' | 'spam'>
  /** When a member of staff first opened it; null while unread. */
  seen_at: Date | null
  /** Increases with every change staff make; a change names the version it was made on. */
  version: Generated<number>
}

/** A message from a visitor: the contact forms and event registrations (docs/product.md#storage-and-mail). */
export interface EnquiriesTable extends InboxColumns {
  id: Generated<number>
  /** Which form sent it: 'contact', 'quick-contact' or 'event-registration'. */
  kind: string
  /** The event of an event registration (core's event slug). */
  event_slug: string | null
  name: string
  email: string
  contact: string
  message: string
  ip: string | null
  user_agent: string | null
  created_at: Generated<Date>
}

/**
 * Every e-mail the site sends, queued in the same transaction as the record it is about and
 * delivered by the background sender (docs/product.md#storage-and-mail). Shared by all kinds of mail.
 */
export interface MailOutboxTable {
  id: Generated<number>
  /** What kind of message, e.g. 'contact-enquiry'; for logs and reports. */
  kind: string
  to_address: string
  reply_to_address: string | null
  reply_to_name: string | null
  subject: string
  text_body: string
  html_body: string | null
  /** Files sent with the message; written as JSON text, read back as the array. */
  attachments: ColumnType<MailAttachment[] | null, string | null | undefined, string | null>
  /** The record the mail is about, e.g. 'enquiries' and its id. */
  related_table: string | null
  related_id: number | null
  /** Delivery attempts so far, counted when a sender claims the job. */
  attempts: Generated<number>
  next_attempt_at: Generated<Date>
  /** A sender is working on it until then; a crashed sender's claim simply expires. */
  locked_until: Date | null
  /** The sender that holds the claim; only it renews or releases it. */
  claimed_by: string | null
  sent_at: Date | null
  /** Set when the sender gave up after the last allowed attempt. */
  failed_at: Date | null
  last_error: string | null
  created_at: Generated<Date>
  /** The message this one sends again (a staff member's resend). */
  resend_of: number | null
  /** The click that asked for the resend; unique, so a double click queues one message. */
  request_key: string | null
}

/**
 * An enrolment and its payment (docs/product.md#enrolment-and-payment), stored before the visitor
 * is sent to the card page. Amounts are integer pence; `status` moves from 'pending' to 'paid' or
 * 'expired' once, or is 'failed' when the Checkout Session could not be created.
 */
export interface EnrolmentsTable extends InboxColumns {
  id: Generated<number>
  /** Unguessable; names the enrolment in the card page's cancel link, never shown elsewhere. */
  reference: string
  /** 'enrolment' from the form, 'test' from the payment test page. */
  kind: 'enrolment' | 'test'
  status: Generated<'pending' | 'paid' | 'expired' | 'failed'>
  name: string
  email: string
  contact: string
  message: string
  /** Each course with its duration in brackets, as the server priced it. */
  course_text: string
  /** The sum of the lines. */
  list_total_pence: number
  /** The visitor's own amount, charged instead of the list total. */
  custom_amount_pence: number | null
  /** What the Checkout Session charges. */
  amount_pence: number
  currency: string
  stripe_session_id: string | null
  stripe_payment_intent: string | null
  /** What Stripe reported as paid, once it did. */
  amount_paid_pence: number | null
  /** Why a payment was not confirmed (e.g. an amount that does not match); for staff. */
  problem: string | null
  ip: string | null
  user_agent: string | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
  paid_at: Date | null
  /** What Stripe has refunded so far (refunds made in its dashboard). */
  refunded_pence: Generated<number>
  refunded_at: Date | null
}

/** The courses of an enrolment, each with its duration and price as charged. */
export interface EnrolmentLinesTable {
  enrolment_id: number
  /** 1 for the first line. */
  position: number
  course_slug: string
  course_title: string
  duration_id: string
  duration_label: string
  price_pence: number
}

/** Every Stripe event acted on, by id, so that a delivery seen before changes nothing. */
export interface StripeEventsTable {
  id: string
  type: string
  stripe_session_id: string | null
  /** What handling it came to, e.g. 'paid', 'already-paid', 'amount-mismatch'. */
  outcome: string
  received_at: Generated<Date>
}

/** Request counters of the rate limits, when several processes share one PostgreSQL. */
export interface RateLimitsTable {
  /** The limiter and the client's address (or IPv6 /64). */
  key: string
  hits: number
  /** When the window of `hits` ends. */
  reset_at: Date
}

/** A file sent with a message, e.g. an event's calendar entry. */
export interface MailAttachment {
  filename: string
  /** e.g. 'text/calendar; charset=utf-8; method=PUBLISH' */
  contentType: string
  /** The file's text, or its bytes in base64 when `encoding` says so. */
  content: string
  /** 'base64' for a binary file such as a PDF. @default the text as it is */
  encoding?: 'base64'
}

/**
 * How many acknowledgements went to one address on one UK calendar day, so that at most three
 * do (docs/product.md#storage-and-mail). The address is kept only as a SHA-256 hash of its
 * normalised form; rows of past days are deleted as new ones are counted.
 */
export interface AcknowledgementCountsTable {
  address_hash: string
  /** YYYY-MM-DD in Europe/London; PostgreSQL date, read back as a Date. */
  day: ColumnType<Date, string, string>
  sent: number
}

export type Enquiry = Selectable<EnquiriesTable>
export type NewEnquiry = Insertable<EnquiriesTable>
export type MailJob = Selectable<MailOutboxTable>
export type NewMailJob = Insertable<MailOutboxTable>
export type Enrolment = Selectable<EnrolmentsTable>
export type EnrolmentLine = Selectable<EnrolmentLinesTable>

/**
 * An account of the staff area (docs/product.md#staff-area), written by the authentication
 * library; `role`, `deactivated_at` and `last_sign_in_at` are this project's own.
 */
export interface AuthUsersTable {
  id: string
  name: string
  email: string
  email_verified: boolean
  image: string | null
  role: string
  two_factor_enabled: Generated<boolean>
  deactivated_at: Date | null
  last_sign_in_at: Date | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** A signed-in browser. `updated_at` is when it was last seen (docs/product.md#staff-area). */
export interface AuthSessionsTable {
  id: string
  token: string
  user_id: string
  expires_at: Date
  ip_address: string | null
  user_agent: string | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** How an account signs in; `password` is its Argon2id hash. */
export interface AuthAccountsTable {
  id: string
  account_id: string
  provider_id: string
  user_id: string
  password: string | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** An account's authenticator secret and recovery codes, encrypted by the library. */
export interface AuthTwoFactorsTable {
  id: string
  secret: string
  backup_codes: string
  user_id: string
  verified: boolean | null
}

/** An invitation to the staff area, or the first owner's set-up link (no e-mail). */
export interface StaffInvitationsTable {
  id: Generated<number>
  email: string | null
  role: string
  /** SHA-256 of the link's token, base64url; the token itself is only in the link. */
  token_hash: string
  first_owner: Generated<boolean>
  invited_by: string | null
  created_at: Generated<Date>
  expires_at: Date
  accepted_at: Date | null
  accepted_user_id: string | null
}

/** One entry of the audit log; the database refuses to change or delete it. */
export interface AuditLogTable {
  id: Generated<number>
  at: Generated<Date>
  actor_id: string | null
  /** Who, as they were known then (their e-mail), or what was typed at a failed sign-in. */
  actor: string | null
  action: string
  target_type: string | null
  target_id: string | null
  /** The target as people read it, e.g. a colleague's e-mail. */
  target: string | null
  detail: string | null
  address: string | null
}

/** Values the server keeps for itself. */
export interface ServerSettingsTable {
  key: string
  value: string
  updated_at: Generated<Date>
}

/** An internal note on a record of the inbox: staff only, never mailed to the visitor. */
export interface InboxNotesTable {
  id: Generated<number>
  record_table: 'enquiries' | 'enrolments'
  record_id: number
  author_id: string | null
  /** The author's name as it was then. */
  author: string
  body: string
  created_at: Generated<Date>
}

/** A refund Stripe reported for an enrolment's payment, with its latest amount and status. */
export interface StripeRefundsTable {
  id: string
  enrolment_id: number
  amount_pence: number
  /** Stripe's refund status: 'succeeded', 'pending', 'failed', 'canceled', … */
  status: string
  updated_at: Generated<Date>
}

/** A numbering series of invoices or credit notes (docs/invoices.md#numbers). */
export interface InvoiceSeriesTable {
  series: 'INV' | 'CN'
  first_number: number
  /** The last number issued; null until the first. */
  last_number: number | null
  updated_at: Generated<Date>
}

/** A draft, issued invoice or credit note (docs/invoices.md). Issued rows never change. */
export interface InvoicesTable {
  id: Generated<number>
  kind: Generated<'invoice' | 'credit-note'>
  author_id: string | null
  author: string
  version: Generated<number>
  /** The draft as typed (JSON text in, object out). */
  draft: ColumnType<unknown, string, string>
  customer_name: Generated<string>
  customer_email: Generated<string>
  invoice_date: Generated<string>
  due_date: Generated<string>
  total_pence: Generated<number>
  credits_invoice_id: number | null
  enrolment_id: number | null
  number: string | null
  issued_at: Date | null
  issued_by: string | null
  snapshot: ColumnType<unknown, string | null | undefined, string | null>
  pdf_sha256: string | null
  paid_on: string | null
  paid_method: 'bank-transfer' | 'card' | 'cash' | 'other' | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
}
/** A SAP BASIS learner's account (docs/learners.md), in the authentication library's layout. */
export interface LearnerUsersTable {
  id: string
  name: string
  email: string
  email_verified: boolean
  image: string | null
  role: Generated<string>
  deactivated_at: Date | null
  last_sign_in_at: Date | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** The library's own verification values (unused by the learners' flows, kept for its layout). */
export interface LearnerVerificationsTable {
  id: string
  identifier: string
  value: string
  expires_at: Date
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** An invitation or password-reset link of a learner: only the SHA-256 of its token. */
export interface LearnerLinksTable {
  id: Generated<number>
  learner_id: string
  purpose: 'invitation' | 'reset'
  token_hash: string
  created_at: Generated<Date>
  expires_at: Date
  used_at: Date | null
}

/** What gives a learner access: a paid enrolment's duration, or an end date set by staff. */
export interface LearnerAccessTable {
  id: Generated<number>
  learner_id: string
  enrolment_id: number | null
  starts_at: Date
  duration: string | null
  until_at: Date | null
  ended_at: Date | null
  created_at: Generated<Date>
}

/** One video of the SAP BASIS list, in display order. */
export interface SapTopicsTable {
  id: Generated<number>
  position: number
  title: string
  file_id: string
  updated_at: Generated<Date>
}

/** An event staff publish on News & Events (docs/events.md). */
export interface EventsTable {
  id: Generated<number>
  /** Its address on the page; fixed once published. */
  slug: string
  title: string
  description: string
  /** UK calendar day, YYYY-MM-DD. */
  date: string
  /** UK wall-clock times, HH:MM. */
  start_time: string
  end_time: string
  location: string
  /** How many may register; null for no limit. */
  places: number | null
  registration_open: Generated<boolean>
  state: Generated<'draft' | 'published' | 'cancelled'>
  published_at: Date | null
  cancelled_at: Date | null
  /** The SEQUENCE of its calendar file: raised by every change registrants are told of. */
  calendar_sequence: Generated<number>
  /** Increases with every save; a save names the version it was made on. */
  version: Generated<number>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** A news post on News & Events and in the feed (docs/events.md). */
export interface NewsPostsTable {
  id: Generated<number>
  slug: string
  title: string
  /** YYYY-MM-DD. */
  date: string
  summary: string
  /** Markdown. */
  body: string
  state: Generated<'draft' | 'published'>
  published_at: Date | null
  version: Generated<number>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}
