import { HONEYPOT_FIELD, type ContactFormOptions, type ContactFormValues } from '@app/core'
import type * as ContactSendingModule from './contact-sending'
import { useSubmission } from './use-submission'

type ContactSending = typeof ContactSendingModule

let sending: ContactSending | undefined

/**
 * The checks and the sending, loaded on the first submit (docs/product.md#speed): the server
 * checks every enquiry with the same rules whatever the browser did.
 */
async function loadSending(): Promise<ContactSending> {
  sending ??= await import('./contact-sending')
  return sending
}

/**
 * A contact form's submission: the Contact page, Quick Contact or an event registration, as
 * `options` says (core's `contactForms`). `submit` takes what ContactForm hands over — the values
 * and the honeypot — and resolves with the outcome, for a caller that acts on it (e.g. closes a
 * dialog).
 */
export function useContactSubmission(options: ContactFormOptions) {
  const submission = useSubmission({
    check: async ({ values, honeypot }: { values: ContactFormValues; honeypot: string }) => {
      const checked = (await loadSending()).checkContactForm(values, options)
      if (!checked.ok || !honeypot) return checked
      return { ok: true, payload: { ...checked.payload, [HONEYPOT_FIELD]: honeypot } } as const
    },
    send: async (payload) => (await loadSending()).sendContactEnquiry(payload),
    // Asked only about an answer to a request, so the checks have loaded by then.
    fieldOf: (field) => sending?.contactFormField(field),
  })
  return {
    ...submission,
    submit: (values: ContactFormValues, honeypot: string) =>
      submission.submit({ values, honeypot }),
  }
}
