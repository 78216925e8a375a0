import type { CompanyEvent, EventSlug } from '../events/model'

/**
 * The contact forms: what the Contact page, the home page's Quick Contact form and event
 * registration show and send to `POST /api/contact/send`. The schema the server parses every
 * request with, and the browser's check with the same rules, are in schema.ts: a page
 * loads them (and zod) only when a form is submitted.
 */

/**
 * The query parameter of the contact page's address that names a programme arranged with us
 * rather than paid online, whose enquiry the page then sends (its Enroll Now leads there). Here,
 * not beside the course links, so the contact page reads it without loading the course list.
 */
export const ENQUIRY_COURSE_PARAM = 'course'

/** Hidden field that people never fill in and form-filling bots do (docs/product.md#forms). */
export const HONEYPOT_FIELD = 'website'

export const contactLimits = {
  name: 100,
  email: 254,
  contact: 30,
  message: 3000,
} as const

export const contactFieldErrors = {
  name: 'Please enter your name.',
  nameTooLong: `Please keep your name under ${contactLimits.name} characters.`,
  email: 'Please enter a valid email address.',
  contact: 'Please enter your phone number.',
  contactFormat: 'Please enter a valid phone number (digits, spaces and + ( ) - only).',
  message: 'Please enter a message.',
  messageTooLong: `Please keep your message under ${contactLimits.message} characters.`,
  event: 'Please choose one of our events.',
} as const

/**
 * Which form sent an enquiry: the Contact page, the home page's Quick Contact, or an event
 * registration. It decides the subject of the staff e-mail (docs/product.md#enquiries-and-registrations).
 */
export const enquirySources = ['contact', 'quick-contact', 'event-registration'] as const
export type EnquirySource = (typeof enquirySources)[number]

/** The visitor-facing fields of a contact form. */
export interface ContactFormValues {
  name: string
  email: string
  phone: string
  message: string
}

export type ContactFormField = keyof ContactFormValues
export type ContactFormErrors = Partial<Record<ContactFormField, string>>

export const emptyContactForm: ContactFormValues = { name: '', email: '', phone: '', message: '' }

/** Payload field → form field: the form calls the phone "phone", the API calls it "contact". */
const formFieldOf: Record<string, ContactFormField> = {
  name: 'name',
  email: 'email',
  contact: 'phone',
  message: 'message',
}

/** The form field a payload field is typed into, if any. */
export function contactFormField(payloadField: string): ContactFormField | undefined {
  return Object.hasOwn(formFieldOf, payloadField) ? formFieldOf[payloadField] : undefined
}

/** Server or schema field errors, re-keyed to the form's fields (first message per field). */
export function toContactFormErrors(
  fieldErrors: Partial<Record<string, readonly string[] | undefined>>,
): ContactFormErrors {
  const errors: ContactFormErrors = {}
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const formField = contactFormField(field)
    const first = messages?.[0]
    if (formField && first && !errors[formField]) errors[formField] = first
  }
  return errors
}

export interface ContactFormOptions {
  /** Which form this is; the staff e-mail says so. */
  source: EnquirySource
  /** The Quick Contact form requires a message; the Contact page does not. */
  messageRequired: boolean
  /** Text put before the visitor's message, e.g. "Quick Contact Form". */
  messagePrefix?: string
  /** The event an event registration is for. */
  event?: EventSlug
}

/** The Quick Contact form's message prefix. */
export const QUICK_CONTACT_PREFIX = 'Quick Contact Form'

/**
 * The start of a registration's message: the event title, then a blank line and the visitor's
 * message. Here rather than beside the events, so a page with a contact form does not load
 * every event (docs/product.md#speed). Used as the `messagePrefix` of the contact form check.
 */
export function eventRegistrationPrefix(event: Pick<CompanyEvent, 'title'>): string {
  return `Event registration: ${event.title}`
}

/** How each contact form is checked and sent (docs/product.md#enquiries-and-registrations). */
export const contactForms = {
  contactPage: { source: 'contact', messageRequired: false },
  quickContact: {
    source: 'quick-contact',
    messageRequired: true,
    messagePrefix: QUICK_CONTACT_PREFIX,
  },
  /** A registration for `event`: its message starts with the event's title. */
  eventRegistration: (event: Pick<CompanyEvent, 'slug' | 'title'>): ContactFormOptions => ({
    source: 'event-registration',
    messageRequired: false,
    messagePrefix: eventRegistrationPrefix(event),
    event: event.slug as EventSlug,
  }),
} as const satisfies Record<string, ContactFormOptions | ((...args: never[]) => ContactFormOptions)>

/** Messages shown next to each form after sending (word for word). */
export const contactMessages = {
  quickContact: {
    sent: 'Your message has been sent!',
    failed: 'Failed to send message. Please try again.',
  },
  contactPage: {
    sent: 'Your message has been sent successfully!',
    failed: 'Failed to send your message. Please try again.',
  },
} as const
