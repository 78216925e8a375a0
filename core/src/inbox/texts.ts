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
} as const

/** Replaces the personal details of an enrolment kept after an erasure. */
export const ERASED_TEXT = 'Erased'
