import {
  checkContactForm,
  contactFormField,
  HONEYPOT_FIELD,
  type ContactFormOptions,
  type ContactFormValues,
} from '@app/core'
import { sendContactEnquiry } from './api'
import { useSubmission } from './use-submission'

/**
 * A contact form's submission: the Contact page, Quick Contact or an event registration, as
 * `options` says (core's `contactForms`). `submit` takes what ContactForm hands over — the values
 * and the honeypot — and resolves with the outcome, for a caller that acts on it (e.g. closes a
 * dialog).
 */
export function useContactSubmission(options: ContactFormOptions) {
  const submission = useSubmission({
    check: ({ values, honeypot }: { values: ContactFormValues; honeypot: string }) => {
      const checked = checkContactForm(values, options)
      if (!checked.ok || !honeypot) return checked
      return { ok: true, payload: { ...checked.payload, [HONEYPOT_FIELD]: honeypot } } as const
    },
    send: sendContactEnquiry,
    fieldOf: contactFormField,
  })
  return {
    ...submission,
    submit: (values: ContactFormValues, honeypot: string) =>
      submission.submit({ values, honeypot }),
  }
}
