// zod/mini: the same schemas as classic zod at a tenth of the size in the browser bundle.
import * as z from 'zod/mini'

/**
 * The contact enquiry: what the Contact page, the home page's Quick Contact form and (later)
 * event registration send to `POST /api/contact/send` (SPEC §3, §7). The server parses every
 * request with this schema; the browser checks form values with the same rules first.
 */

/** Hidden field that people never fill in and form-filling bots do (D10). */
export const HONEYPOT_FIELD = 'website'

export const contactLimits = {
  name: 100,
  email: 254,
  contact: 30,
  message: 3000,
} as const

const phonePattern = /^\+?[0-9 ()./-]+$/

const requiredText = (missing: string, max: number, tooLong: string) =>
  z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, { error: missing }), z.maxLength(max, { error: tooLong }))

export const contactFieldErrors = {
  name: 'Please enter your name.',
  nameTooLong: `Please keep your name under ${contactLimits.name} characters.`,
  email: 'Please enter a valid email address.',
  contact: 'Please enter your phone number.',
  contactFormat: 'Please enter a valid phone number (digits, spaces and + ( ) - only).',
  message: 'Please enter a message.',
  messageTooLong: `Please keep your message under ${contactLimits.message} characters.`,
} as const

export const contactEnquirySchema = z.object({
  name: requiredText(contactFieldErrors.name, contactLimits.name, contactFieldErrors.nameTooLong),
  email: z.pipe(
    z
      .string({ error: contactFieldErrors.email })
      .check(z.trim(), z.maxLength(contactLimits.email, { error: contactFieldErrors.email })),
    z.email({ error: contactFieldErrors.email }),
  ),
  contact: requiredText(
    contactFieldErrors.contact,
    contactLimits.contact,
    contactFieldErrors.contactFormat,
  ).check(
    z.regex(phonePattern, { error: contactFieldErrors.contactFormat }),
    z.refine((phone) => phone.replace(/\D/g, '').length >= 7, {
      error: contactFieldErrors.contactFormat,
    }),
  ),
  message: z._default(
    z
      .string({ error: contactFieldErrors.message })
      .check(
        z.trim(),
        z.maxLength(contactLimits.message, { error: contactFieldErrors.messageTooLong }),
      ),
    '',
  ),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
})

/** What the browser sends. */
export type ContactEnquiryInput = z.input<typeof contactEnquirySchema>
/** What the server stores, after trimming. */
export type ContactEnquiry = z.output<typeof contactEnquirySchema>

/** The visitor-facing fields of a contact form (SPEC §3 "Contact form state"). */
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

/** Server or schema field errors, re-keyed to the form's fields (first message per field). */
export function toContactFormErrors(
  fieldErrors: Partial<Record<string, readonly string[] | undefined>>,
): ContactFormErrors {
  const errors: ContactFormErrors = {}
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const formField = formFieldOf[field]
    const first = messages?.[0]
    if (formField && first && !errors[formField]) errors[formField] = first
  }
  return errors
}

export interface ContactFormOptions {
  /** The Quick Contact form requires a message; the Contact page does not (SPEC §5). */
  messageRequired: boolean
  /** Text put before the visitor's message, e.g. "Quick Contact Form" (SPEC §7). */
  messagePrefix?: string
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
  }
  const result = contactEnquirySchema.safeParse(payload)
  const errors = result.success ? {} : toContactFormErrors(z.flattenError(result.error).fieldErrors)
  if (options.messageRequired && message === '') errors.message = contactFieldErrors.message
  return Object.keys(errors).length === 0 ? { ok: true, payload } : { ok: false, errors }
}

/** The Quick Contact form's message prefix (SPEC §7). */
export const QUICK_CONTACT_PREFIX = 'Quick Contact Form'

/** Messages shown next to each form after sending (SPEC §8, word for word). */
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
