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
 */
export function useContactSubmission(options: ContactFormOptions) {
  const [status, setStatus] = useState<ContactFormStatus>('idle')
  const [errors, setErrors] = useState<ContactFormErrors>({})
  const inFlight = useRef(false)

  async function submit(values: ContactFormValues, honeypot: string) {
    if (inFlight.current) return
    const check = checkContactForm(values, options)
    if (!check.ok) {
      setErrors(check.errors)
      setStatus('idle')
      return
    }
    inFlight.current = true
    setErrors({})
    setStatus('sending')
    try {
      const payload = honeypot ? { ...check.payload, [HONEYPOT_FIELD]: honeypot } : check.payload
      const result = await sendContactEnquiry(payload)
      if (result.ok) {
        setStatus('sent')
      } else {
        setStatus('failed')
        if (result.fields) setErrors(toContactFormErrors(result.fields))
      }
    } finally {
      inFlight.current = false
    }
  }

  return { status, errors, submit }
}
