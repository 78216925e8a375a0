import * as z from 'zod/mini'
import { isIsoDate } from '../shared/dates'
import { formatLongDate } from '../shared/dates'
import { formatPence } from '../shared/money'
import type { InvoiceCompany } from './company'
import type { InvoiceDraft } from './model'
import { invoiceDraftSchema, type InvoiceLine } from './schema'
import { invoiceTexts } from './texts'
import { formatQuantity, type InvoiceView } from './view'

/**
 * Invoices kept on the server (docs/invoices.md): drafts per member of staff, issued invoices and
 * credit notes with their numbers and frozen snapshots, payments, e-mails. The staff pages and the
 * server read the same shapes, paths and words here.
 */

export const invoiceKinds = ['invoice', 'credit-note'] as const
export type InvoiceKind = (typeof invoiceKinds)[number]

/** Each kind's series: its prefix, e.g. INV-0001 and CN-0001. */
export const invoiceSeries: Record<InvoiceKind, string> = { invoice: 'INV', 'credit-note': 'CN' }

/** A number of a series: the prefix and at least four digits (INV-0042, INV-12345). */
export function formatInvoiceNumber(kind: InvoiceKind, value: number): string {
  return `${invoiceSeries[kind]}-${String(value).padStart(4, '0')}`
}

/** Where a document stands; the list's filters are these. */
export const invoiceStatuses = ['draft', 'unpaid', 'overdue', 'paid', 'credited', 'issued'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

/** The list's filters: `issued` is every issued document, the others their own status. */
export const invoiceFilterStatuses = [
  'draft',
  'issued',
  'paid',
  'unpaid',
  'overdue',
  'credited',
] as const
export type InvoiceFilterStatus = (typeof invoiceFilterStatuses)[number]

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  unpaid: 'Unpaid',
  overdue: 'Overdue',
  paid: 'Paid',
  credited: 'Credited',
  issued: 'Issued',
}

export const paymentMethods = ['bank-transfer', 'card', 'cash', 'other'] as const
export type PaymentMethod = (typeof paymentMethods)[number]
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  'bank-transfer': 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
}

/** What an issued invoice or credit note froze: nothing outside it changes it afterwards. */
export interface InvoiceSnapshot {
  kind: InvoiceKind
  number: string
  /** The moment of issue (ISO); the PDF's creation date. */
  issuedAt: string
  invoiceDate: string
  /** The due date; a credit note has none ('' ). */
  dueDate: string
  customer: { name: string; email: string; address: string }
  notes: string
  lines: InvoiceLine[]
  totalPence: number
  company: InvoiceCompany
  /** A credit note's invoice number. */
  creditFor: string | null
  /** The PDF's file identifier: 32 hexadecimal digits, fixed at issue. */
  fileId: string
}

export interface InvoiceMessage {
  id: number
  to: string
  state: 'queued' | 'sent' | 'failed'
  attempts: number
  queuedAt: string
  sentAt: string | null
  failedAt: string | null
  lastError: string | null
}

/** One row of the list. */
export interface InvoiceRow {
  id: number
  kind: InvoiceKind
  number: string | null
  customerName: string
  customerEmail: string
  invoiceDate: string
  dueDate: string
  totalPence: number
  status: InvoiceStatus
  author: string
  updatedAt: string
}

/** Everything about one document. */
export interface InvoiceRecord extends InvoiceRow {
  version: number
  /** The draft as typed; for an issued document, as it was issued. */
  draft: InvoiceDraft
  issuedAt: string | null
  issuedBy: string | null
  snapshot: InvoiceSnapshot | null
  pdfSha256: string | null
  payment: { paidOn: string; method: PaymentMethod } | null
  /** How much issued credit notes have credited (invoices). */
  creditedPence: number
  /** The invoice a credit note credits. */
  creditsInvoice: { id: number; number: string | null } | null
  creditNotes: { id: number; number: string | null; totalPence: number; issued: boolean }[]
  enrolmentId: number | null
  messages: InvoiceMessage[]
  /** Whether the signed-in member may change the draft (its author, or an owner). */
  editable: boolean
}

export interface InvoiceSettings {
  /** The number the first invoice gets. */
  firstNumber: number
  /** False once an invoice has been issued: the series has started. */
  firstNumberChangeable: boolean
  nextNumber: string
  /** The number the next credit note gets. */
  nextCreditNoteNumber: string
  company: InvoiceCompany
}

export const invoiceRecordLimits = { search: 100, list: 200, firstNumber: 99_999_999 } as const

const id = z.int().check(z.positive())
const version = z.int().check(z.nonnegative())

/** The API's requests. */
export const invoiceFilterSchema = z.object({
  status: z.optional(
    z.enum(invoiceFilterStatuses, {
      error: (issue) => `Not a status: "${String(issue.input).slice(0, 60)}".`,
    }),
  ),
  q: z.optional(
    z
      .string()
      .check(z.maxLength(invoiceRecordLimits.search, { error: 'Shorten the search.' }), z.trim()),
  ),
})
export type InvoiceFilter = z.infer<typeof invoiceFilterSchema>

export const saveDraftRequestSchema = z.object({ version, draft: invoiceDraftSchema })
export const versionRequestSchema = z.object({ version })
export const paymentRequestSchema = z.union([
  z.object({
    paid: z.literal(true),
    paidOn: z.string().check(z.refine(isIsoDate, { error: 'Enter the date it was paid.' })),
    method: z.enum(paymentMethods, { error: 'Choose how it was paid.' }),
  }),
  z.object({ paid: z.literal(false) }),
])
export const emailRequestSchema = z.object({
  key: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'Missing request key.' })),
})
export const creditNoteRequestSchema = z.object({
  /** The invoice's line positions (0-based) to credit; absent: all of them. */
  lines: z.optional(
    z.array(z.int().check(z.nonnegative())).check(z.minLength(1), z.maxLength(1000)),
  ),
})
export const settingsRequestSchema = z.object({
  firstNumber: z
    .int({ error: 'Enter a whole number.' })
    .check(
      z.gte(1, { error: 'Enter a number of at least 1.' }),
      z.lte(invoiceRecordLimits.firstNumber, { error: 'Enter a number of at most 99,999,999.' }),
    ),
})
export const fromEnrolmentRequestSchema = z.object({ enrolmentId: id })

/** Answers: checked lightly (the server is ours); the pages read them typed. */
const recordShape = z.custom<InvoiceRecord>(
  (value) => typeof value === 'object' && value !== null && 'id' in value && 'draft' in value,
)
export const invoiceAnswerSchema = z.object({ ok: z.literal(true), invoice: recordShape })
export const invoiceListAnswerSchema = z.object({
  ok: z.literal(true),
  invoices: z.array(z.custom<InvoiceRow>((value) => typeof value === 'object' && value !== null)),
  /** More documents match than the list shows. */
  more: z.boolean(),
})
export const invoiceSettingsAnswerSchema = z.object({
  ok: z.literal(true),
  settings: z.custom<InvoiceSettings>((value) => typeof value === 'object' && value !== null),
})

export const invoiceApiPaths = {
  list: '/staff/api/invoices',
  create: '/staff/api/invoices',
  settings: '/staff/api/invoices/settings',
  fromEnrolment: '/staff/api/invoices/from-enrolment',
  item: (id: number | string) => `/staff/api/invoices/${id}`,
  draft: (id: number | string) => `/staff/api/invoices/${id}/draft`,
  issue: (id: number | string) => `/staff/api/invoices/${id}/issue`,
  remove: (id: number | string) => `/staff/api/invoices/${id}/delete`,
  payment: (id: number | string) => `/staff/api/invoices/${id}/payment`,
  email: (id: number | string) => `/staff/api/invoices/${id}/email`,
  creditNotes: (id: number | string) => `/staff/api/invoices/${id}/credit-notes`,
  pdf: (id: number | string) => `/staff/api/invoices/${id}/pdf`,
} as const

export const invoicePages = {
  list: '/staff/invoices',
  item: (id: number | string) => `/staff/invoices/${id}`,
} as const

export const invoiceRecordMessages = {
  notFound: 'There is no such invoice.',
  changedMeanwhile:
    'This draft was changed elsewhere (another tab or another member of staff) since you opened it. It is shown as it is now: check it and make your change again.',
  notYours: 'Only the member of staff who started this draft, or an owner, may change it.',
  issuedUnchangeable: 'An issued invoice is never changed: make a credit note instead.',
  notIssued: 'Issue the invoice first.',
  noEmail:
    "The customer's e-mail address is missing: it was not given before the invoice was issued.",
  firstNumberFixed:
    'The first number can no longer be changed: invoices have been issued in this series.',
  creditTooMuch: 'The credit notes would credit more than the invoice: choose fewer lines.',
  creditOfCredit: 'A credit note refers to an invoice, not to another credit note.',
  noSuchLine: 'Choose lines of the invoice.',
  pdfFailed: 'The PDF could not be made, so nothing was issued. Please try again.',
  enrolmentNotPaid: 'Only a paid enrolment can be invoiced.',
} as const

export const invoicePageText = {
  listHeading: 'Invoices',
  listLead: 'Drafts, issued invoices and credit notes, newest first.',
  newInvoice: 'New invoice',
  /** On a paid enrolment's record. */
  createInvoice: 'Create invoice',
  downloadDraft: 'Download draft PDF',
  draftPdfFailed: 'The PDF could not be made. Please try again.',
  pdfDownloaded: (fileName: string) => `${fileName} has been downloaded.`,
  pdfDownloadFailed: 'The PDF could not be downloaded. Please try again.',
  numberOnIssue: (word: string) => `The ${word} number is given when it is issued.`,
  fixBeforeIssue: (word: string) => `Correct these before issuing the ${word}`,
  search: 'Search by number, customer or e-mail',
  statusFilter: 'Show',
  allStatuses: 'All',
  apply: 'Apply',
  none: 'No invoices match.',
  moreThanShown: (shown: number) =>
    `Only the newest ${shown} are shown. Search, or choose what to show, to find older ones.`,
  columns: {
    number: 'Number',
    customer: 'Customer',
    date: 'Date',
    total: 'Total',
    status: 'Status',
    author: 'By',
  },
  draftNumber: 'Draft',
  saving: 'Saving…',
  saved: 'Saved',
  saveFailed: 'Not saved',
  issue: 'Issue invoice',
  issueCreditNote: 'Issue credit note',
  issueTitle: (kind: InvoiceKind) =>
    kind === 'invoice' ? 'Issue this invoice?' : 'Issue this credit note?',
  issueBody: (next: string, total: string, customer: string) =>
    `It will be numbered ${next}, for ${total} to ${customer}. Once issued it can never be changed or deleted: a mistake is corrected with a credit note.`,
  issueConfirm: 'Issue now',
  issueCancel: 'Keep editing',
  deleteDraft: 'Delete draft',
  deleteTitle: 'Delete this draft?',
  deleteBody: 'The draft will be deleted for good. It has no number, so no number is lost.',
  deleteConfirm: 'Delete the draft',
  deleteCancel: 'Keep it',
  download: 'Download PDF',
  email: 'E-mail to the customer',
  emailQueued: 'The e-mail is queued and will be sent shortly.',
  paymentHeading: 'Payment',
  markPaid: 'Mark paid',
  markUnpaid: 'Mark unpaid',
  paidOn: 'Paid on',
  method: 'Method',
  creditNote: 'Make a credit note',
  creditWhole: 'The whole invoice',
  creditChosen: 'Chosen lines',
  creditLinesLegend: 'Lines to credit',
  creditCreate: 'Create credit note draft',
  creditNotesHeading: 'Credit notes',
  messagesHeading: 'E-mails',
  noMessages: 'Not e-mailed yet.',
  settingsHeading: 'Numbering',
  firstNumber: 'First invoice number',
  firstNumberHint:
    'For a business moving from another tool: its series continues here. It can be changed until the first invoice is issued.',
  nextNumber: (next: string) => `The next invoice will be ${next}.`,
  saveSettings: 'Save',
  settingsSaved: 'Saved.',
  issuedBy: (who: string, when: string) => `Issued by ${who} on ${when}`,
  fingerprint: 'PDF SHA-256',
  creditsInvoice: 'Credits invoice',
  backToList: 'All invoices',
  openingDraft: 'Opening the invoice…',
} as const

/** The file name of a document: `Invoice_INV-0001_Name.pdf`, a draft `Invoice_Name.pdf`. */
export function documentFileName(
  kind: InvoiceKind,
  number: string | null,
  customerName: string,
): string {
  const safe =
    customerName
      .replace(/[\\/:*?"<>|\p{Cc}\u2028\u2029]/gu, '')
      .replace(/\s+/g, ' ')
      .trim() || invoiceTexts.fileNameFallback
  const clean = (number ?? '').replace(/[\\/:*?"<>|\p{Cc}\u2028\u2029\s]/gu, '')
  const prefix = kind === 'credit-note' ? 'CreditNote' : 'Invoice'
  return clean ? `${prefix}_${clean}_${safe}.pdf` : `${prefix}_${safe}.pdf`
}

function linesOf(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** What an issued document shows, from its snapshot alone. */
export function snapshotView(snapshot: InvoiceSnapshot): InvoiceView {
  const notes = linesOf(snapshot.notes)
  const total = formatPence(snapshot.totalPence)
  return {
    number: snapshot.number,
    invoiceDate: formatLongDate(snapshot.invoiceDate),
    dueDate: formatLongDate(snapshot.dueDate),
    customer: {
      name: snapshot.customer.name,
      email: snapshot.customer.email,
      addressLines: linesOf(snapshot.customer.address),
    },
    lines: snapshot.lines.map((line, index) => ({
      id: index + 1,
      name: line.name,
      quantity: formatQuantity(line.quantityHundredths),
      unitPrice: formatPence(line.unitPricePence),
      amount: formatPence(line.amountPence),
    })),
    subtotal: total,
    total,
    notes: notes.length > 0 ? notes : [invoiceTexts.defaultNotes],
  }
}

/** The PDF's creation date from the moment of issue, in UTC so every machine writes the same. */
export function pdfDateOf(iso: string): string {
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}+00'00'`
}
