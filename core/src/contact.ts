// zod/mini: the same schemas as classic zod at a tenth of the size in the browser bundle.
import * as z from 'zod/mini'
import { type CompanyEvent, eventRegistrationPrefix, events, type EventSlug } from './events'
import { emailAddress, fieldErrorsOf, freeText, requiredLine } from './text'

/**
 * The contact enquiry: what the Contact page, the home page's Quick Contact form and event
 * registration send to `POST /api/contact/send`. The server parses every request with this
 * schema; the browser checks form values with the same rules first.
 */

/** Hidden field that people never fill in and form-filling bots do (docs/product.md#forms). */
export const HONEYPOT_FIELD = 'website'

export const contactLimits = {
  name: 100,
  email: 254,
  contact: 30,
  message: 3000,
} as const

const phonePattern = /^\+?[0-9 ()./-]+$/

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

const eventSlugs = events.map((event) => event.slug) as [EventSlug, ...EventSlug[]]

export const contactEnquirySchema = z
  .object({
    name: requiredLine({
      missing: contactFieldErrors.name,
      max: contactLimits.name,
      tooLong: contactFieldErrors.nameTooLong,
    }),
    email: emailAddress(contactFieldErrors.email),
    contact: requiredLine({
      missing: contactFieldErrors.contact,
      max: contactLimits.contact,
      tooLong: contactFieldErrors.contactFormat,
    }).check(
      z.regex(phonePattern, { error: contactFieldErrors.contactFormat }),
      z.refine((phone) => phone.replace(/\D/g, '').length >= 7, {
        error: contactFieldErrors.contactFormat,
      }),
    ),
    message: z._default(
      freeText({
        missing: contactFieldErrors.message,
        max: contactLimits.message,
        tooLong: contactFieldErrors.messageTooLong,
      }),
      '',
    ),
    source: z._default(z.enum(enquirySources), 'contact'),
    /** The event registered for: required for, and only for, an event registration. */
    event: z.optional(z.enum(eventSlugs, { error: contactFieldErrors.event })),
    [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
  })
  .check(
    z.superRefine((enquiry, context) => {
      if ((enquiry.source === 'event-registration') !== (enquiry.event !== undefined)) {
        context.addIssue({
          code: 'custom',
          path: ['event'],
          message: contactFieldErrors.event,
          input: enquiry.event,
        })
      }
    }),
  )

/** What the browser sends. */
export type ContactEnquiryInput = z.input<typeof contactEnquirySchema>
/** What the server stores, after trimming. */
export type ContactEnquiry = z.output<typeof contactEnquirySchema>

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

export type ContactFormCheck =
  { ok: true; payload: ContactEnquiryInput } | { ok: false; errors: ContactFormErrors }

/**
 * Checks a contact form the way the server will, and builds the payload to send. A prefix is
 * followed by a blank line, then the visitor's message.
 */
export function checkContactForm(
  values: ContactFormValues,
  options: ContactFormOptions,
): ContactFormCheck {
  const message = values.message.trim()
  const payload: ContactEnquiryInput = {
    name: values.name,
    email: values.email,
    contact: values.phone,
    message: options.messagePrefix ? `${options.messagePrefix}\n\n${message}` : message,
    source: options.source,
    ...(options.event ? { event: options.event } : {}),
  }
  const result = contactEnquirySchema.safeParse(payload)
  const errors = result.success ? {} : toContactFormErrors(fieldErrorsOf(result.error))
  if (options.messageRequired && message === '') errors.message = contactFieldErrors.message
  return Object.keys(errors).length === 0 ? { ok: true, payload } : { ok: false, errors }
}

/** The Quick Contact form's message prefix. */
export const QUICK_CONTACT_PREFIX = 'Quick Contact Form'

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
