// zod/mini: the same schemas as classic zod at a tenth of the size in the browser bundle.
import * as z from 'zod/mini'
import {
  contactFieldErrors,
  contactLimits,
  type ContactFormErrors,
  type ContactFormOptions,
  type ContactFormValues,
  enquirySources,
  HONEYPOT_FIELD,
  toContactFormErrors,
} from './model'
import { eventSlugPattern } from '../events/public'
import { emailAddress, fieldErrorsOf, freeText, requiredLine } from '../shared/text'

/**
 * The contact enquiry's schema (docs/product.md#enquiries-and-registrations): the server parses
 * every request to `POST /api/contact/send` with it; the browser checks form values with the same
 * rules first.
 */

const phonePattern = /^\+?[0-9 ()./-]+$/

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
    event: z.optional(
      z
        .string({ error: contactFieldErrors.event })
        .check(
          z.maxLength(80, { error: contactFieldErrors.event }),
          z.regex(eventSlugPattern, { error: contactFieldErrors.event }),
        ),
    ),
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
