import { inboxLimits } from './model'

/** The inbox's words (docs/inbox.md). */
export const inboxMessages = {
  unknownValue: (filter: string, value: string) => `Unknown ${filter}: "${value}".`,
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  dateOrder: 'The "to" date must not be before the "from" date.',
  searchTooLong: `Keep the search to ${inboxLimits.search} characters.`,
  cursorInvalid: 'This page link is not valid. Start again from the first page.',
  notFound: 'No such record. It may have been erased.',
  changedMeanwhile:
    'Someone else changed this record while you were looking at it. Here it is as it is now: check it, then make your change again.',
  noteMissing: 'Write the note first.',
  noteTooLong: `Keep a note to ${inboxLimits.note} characters.`,
  resendKeyMissing: 'This request needs a key, so that a double click sends one message.',
  cannotResend:
    'This e-mail is on its way or already sent; it can be sent again only once it has failed.',
  messageNotFound: 'No such e-mail for this record.',
  privacyEmailInvalid: 'Enter the e-mail address the request is about, like name@example.com.',
} as const

/** The inbox pages' own words. */
export const inboxPageText = {
  inboxHeading: 'Inbox',
  inboxLead: 'Every enquiry, event registration and enrolment, newest first.',
  empty: 'Nothing matches these filters.',
  emptyInbox: 'Nothing has arrived yet. Enquiries, registrations and enrolments will appear here.',
  nextPage: 'Older',
  firstPage: 'Newest',
  search: 'Search',
  searchHint: 'Name, e-mail, phone or words of the message',
  clearFilters: 'Clear filters',
  exportCsv: 'Export CSV',
  unread: 'Unread',
  notes: 'Internal notes',
  notesLead: 'Only staff see these; they are never e-mailed to the visitor.',
  addNote: 'Add note',
  messages: 'E-mails',
  resend: 'Resend',
  reply: 'Reply by e-mail',
  history: 'Status changes',
  enrolmentsHeading: 'Enrolments',
  enrolmentsLead: 'Every enrolment with its courses, amount and payment, newest first.',
  eventsHeading: 'Events',
  eventsLead: 'Registrations for each event.',
  privacyHeading: 'Privacy requests',
  privacyLead:
    'Find everything held about an e-mail address, export it for a subject access request, or erase it.',
  privacyExport: 'Export as JSON',
  privacyErase: 'Erase',
  privacyEraseNote:
    'Enquiries and event registrations are deleted with their e-mails and notes. Enrolments and payments are kept for six years, as tax law requires, with the name, e-mail, phone and message removed; amounts, dates and courses stay.',
  // The list's and the filters' labels.
  columns: {
    kind: 'Kind',
    name: 'Name',
    email: 'E-mail',
    summary: 'Summary',
    received: 'Received',
    status: 'Status',
    staffMail: 'Staff e-mail',
    payment: 'Payment',
  },
  filtersHeading: 'Filters',
  event: 'Event',
  course: 'Course',
  from: 'Received from',
  to: 'Received to',
  any: 'Any',
  applyFilters: 'Apply',
  paging: 'Pages',
  // A record.
  details: 'Details',
  phone: 'Phone',
  message: 'Message',
  source: 'Sent from',
  sentFromAddress: 'Address',
  browser: 'Browser',
  none: '—',
  enrolmentNumber: 'Enrolment',
  courses: 'Courses',
  listTotal: 'List price',
  customAmount: 'Amount chosen',
  amount: 'Amount due',
  amountPaid: 'Paid',
  refunded: 'Refunded',
  stripePayment: 'Stripe payment',
  stripeSession: 'Stripe session',
  paidAt: 'Paid at',
  refundedAt: 'Refunded at',
  problem: 'Problem',
  testPayment: 'Test',
  testPaymentNote: 'Made on the payment test page',
  statusLabel: 'Status',
  statusSaved: (status: string) => `Status changed to ${status}.`,
  replySubject: {
    enquiry: 'Re: your enquiry',
    registration: 'Re: your event registration',
    enrolment: 'Re: your enrolment',
  },
  backToInbox: 'Back to the inbox',
  noMessages: 'No e-mails were sent about this record.',
  mailQueued: (attempts: number) =>
    attempts === 0
      ? 'Queued'
      : `Queued, ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} so far`,
  mailSent: (at: string) => `Sent ${at}`,
  mailFailed: (at: string, attempts: number) =>
    `Failed ${at} after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`,
  mailServerAnswer: "Mail server's answer",
  mailResendOf: (id: number) => `Sends e-mail ${id} again`,
  resendLabel: (subject: string) => `Resend "${subject}"`,
  resent: 'A copy is on its way.',
  noHistory: 'The status has not been changed.',
  unknownActor: 'Someone',
  // Notes.
  noteLabel: 'New note',
  noteHint: `Up to ${inboxLimits.note} characters.`,
  noNotes: 'No notes yet.',
  noteAdded: 'Note added.',
  // Privacy requests.
  privacyEmail: 'E-mail address',
  privacyFind: 'Find',
  privacyFindings: (email: string) => `Held about ${email}`,
  privacyNothing: (email: string) => `Nothing is held about ${email}.`,
  privacyCounts: {
    enquiries: 'Enquiries',
    registrations: 'Event registrations',
    enrolments: 'Enrolments',
    mail: 'E-mails',
    notes: 'Notes',
    acknowledgementDays: 'Days with acknowledgements counted',
    invoices: 'Invoices and credit notes',
  },
  privacyRecords: 'Records',
  /** Named among what is held, and erased, when the address has a learner's account. */
  privacyLearnerAccount: 'a learner’s account for the SAP BASIS videos, with its access',
  privacyEraseTitle: (email: string) => `Erase everything held about ${email}?`,
  privacyEraseWhat: (counts: string) => `This removes ${counts}.`,
  privacyExported: (email: string) =>
    `The file with everything held about ${email} is downloading.`,
  privacyErased: (result: {
    enquiriesDeleted: number
    registrationsDeleted: number
    enrolmentsAnonymised: number
    mailDeleted: number
    notesDeleted: number
    invoicesAnonymised?: number
  }) => {
    const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
    const kept = result.invoicesAnonymised ?? 0
    const invoices =
      kept === 0
        ? ''
        : kept === 1
          ? ' 1 invoice or credit note keeps its number and amounts, without the customer.'
          : ` ${kept} invoices and credit notes keep their numbers and amounts, without the customer.`
    return `Erased: ${count(result.enquiriesDeleted, 'enquiry', 'enquiries')} and ${count(result.registrationsDeleted, 'registration', 'registrations')} deleted, ${count(result.enrolmentsAnonymised, 'enrolment', 'enrolments')} anonymised, ${count(result.mailDeleted, 'e-mail', 'e-mails')} and ${count(result.notesDeleted, 'note', 'notes')} deleted.${invoices}`
  },
  // The overview and the other rooms.
  newEnquiries: 'New enquiries',
  nextEventRegistrations: (title: string) => `Registered for ${title}`,
  noNextEvent: 'No event planned',
  paidThisMonth: 'Enrolments paid this month',
  paidThisMonthTotal: (total: string) => `${total} in all`,
  failedMail: 'E-mails that failed',
  countsHeading: 'What needs attention',
  navNew: (count: number) => `${count} new`,
  enrolmentColumns: {
    number: 'Number',
    name: 'Name',
    courses: 'Courses',
    amount: 'Amount',
    paid: 'Paid',
    payment: 'Payment',
    created: 'Made',
  },
  noEnrolments: 'No enrolments match.',
  eventColumns: { event: 'Event', date: 'Date', registrations: 'Registrations' },
  noEvents: 'No events.',
} as const

/** Replaces the personal details of an enrolment kept after an erasure. */
export const ERASED_TEXT = 'Erased'
