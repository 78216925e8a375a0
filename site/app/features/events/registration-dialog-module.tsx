// Imported only on demand (registration-dialog.tsx): the dialog, Headless UI and the sending of a
// registration land in a chunk of their own instead of the events page's.
import { contactForms, eventMessages, HONEYPOT_FIELD, type PublicEvent } from '@app/core'
import { EventRegistrationDialog } from '@app/ui'
import type { ReactNode } from 'react'
import { useContactSubmission } from '../contact/use-contact-submission'

export interface EventRegistrationProps {
  open: boolean
  event: PublicEvent
  /** The event's date, time and place, and what happens next. */
  description: string
  notice: ReactNode
  onClose: () => void
  /** The server took the registration: the page closes the dialog and thanks the visitor. */
  onRegistered: () => void
}

/**
 * Registering for one event: a registration is a contact enquiry whose message starts with the
 * event's title. A failure keeps the dialog open with what was typed; when the server says the
 * event no longer takes registrations (full, closed, cancelled), the dialog says that instead.
 */
export function EventRegistration({ event, onRegistered, ...props }: EventRegistrationProps) {
  const registration = useContactSubmission(contactForms.eventRegistration(event))
  const { failure } = registration
  const closed = failure?.kind === 'invalid' ? failure.fields['event']?.[0] : undefined

  return (
    <EventRegistrationDialog
      {...props}
      eventTitle={event.title}
      onSubmit={async (values, honeypot) => {
        const outcome = await registration.submit(values, honeypot)
        if (outcome.status === 'sent') onRegistered()
      }}
      status={registration.status}
      errors={registration.errors}
      honeypotName={HONEYPOT_FIELD}
      failedMessage={closed ?? eventMessages.failed}
    />
  )
}
