import { HONEYPOT_FIELD, type ContactFormOptions, type ContactFormValues } from '@app/core'
import { lazyOnce } from '@app/ui'
import { useSubmission } from '../../lib/use-submission'

/** The checks and the sending, which a visitor who only reads the page does not need. */
const loadContactApi = lazyOnce(() => import('./api'))

/**
 * A contact form's submission: the Contact page, Quick Contact or an event registration, as
 * `options` says (core's `contactForms`). The checks and the sending load on the first submit
 * (docs/product.md#speed); the server checks every enquiry with the same rules whatever the
 * browser did. `submit` takes what ContactForm hands over — the values and the honeypot — and
 * resolves with the outcome, for a caller that acts on it (e.g. closes a dialog).
 */
export function useContactSubmission(options: ContactFormOptions) {
  const submission = useSubmission({
    check: async ({ values, honeypot }: { values: ContactFormValues; honeypot: string }) => {
      const checked = await (await loadContactApi()).checkContactForm(values, options)
      if (!checked.ok || !honeypot) return checked
      return { ok: true, payload: { ...checked.payload, [HONEYPOT_FIELD]: honeypot } } as const
    },
    send: async (payload) => (await loadContactApi()).sendContactEnquiry(payload),
    // Asked only about an answer to a request, so the checks have loaded by then.
    fieldOf: (field) => loadContactApi.loaded()?.contactFormField(field),
  })
  return {
    ...submission,
    submit: (values: ContactFormValues, honeypot: string) =>
      submission.submit({ values, honeypot }),
  }
}
