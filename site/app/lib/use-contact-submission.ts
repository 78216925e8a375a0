import { useRef, useState } from 'react'
import {
  checkContactForm,
  HONEYPOT_FIELD,
  toContactFormErrors,
  type ContactFormErrors,
  type ContactFormOptions,
  type ContactFormValues,
} from '@app/core'
import type { ContactFormStatus } from '@app/ui'
import { sendContactEnquiry } from './api'

/**
 * Checks a contact form with the shared rules, sends it once, and reports the outcome for the
 * form to show. The form clears itself on 'sent' and keeps what was typed otherwise.
 *
 * The options are read when the visitor submits, so a form whose prefix changes (the event
 * registration dialog, one event at a time) passes the current one on each render. `submit`
 * resolves with the outcome, for a caller that acts on it (e.g. closes a dialog); `reset`
 * forgets the last outcome and errors before the form is used again.
 */
export function useContactSubmission(options: ContactFormOptions) {
  const [status, setStatus] = useState<ContactFormStatus>('idle')
  const [errors, setErrors] = useState<ContactFormErrors>({})
  const inFlight = useRef(false)

  async function submit(values: ContactFormValues, honeypot: string): Promise<ContactFormStatus> {
    if (inFlight.current) return 'sending'
    const check = checkContactForm(values, options)
    if (!check.ok) {
      setErrors(check.errors)
      setStatus('idle')
      return 'idle'
    }
    inFlight.current = true
    setErrors({})
    setStatus('sending')
    try {
      const payload = honeypot ? { ...check.payload, [HONEYPOT_FIELD]: honeypot } : check.payload
      const result = await sendContactEnquiry(payload)
      if (result.ok) {
        setStatus('sent')
        return 'sent'
      }
      setStatus('failed')
      if (result.fields) setErrors(toContactFormErrors(result.fields))
      return 'failed'
    } finally {
      inFlight.current = false
    }
  }

  function reset() {
    setStatus('idle')
    setErrors({})
  }

  return { status, errors, submit, reset }
}
