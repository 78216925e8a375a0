import type { ContactFormErrors, ContactFormValues } from '@app/core'
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react'
import { CalendarCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../button/button'
import { ContactForm, type ContactFormStatus } from '../contact-form/contact-form'

export interface EventRegistrationDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The event's name; the dialog is titled "Register for {eventTitle}". */
  eventTitle: string
  /** Called on Cancel, Escape or a click outside; the caller sets `open` to false. */
  onClose: () => void
  /** Called with what was typed and the honeypot's value ('' from people). */
  onSubmit: (values: ContactFormValues, honeypot: string) => void
  /** Where sending stands: 'sending' makes Submit busy, 'failed' shows `failedMessage`. */
  status: ContactFormStatus
  /** Per-field error texts from the caller's checks; focus moves to the first one. @default {} */
  errors?: ContactFormErrors
  /** Name of the hidden field that people leave empty and bots fill in, e.g. 'website'. */
  honeypotName: string
  /** Shown in an alert inside the dialog when sending failed. */
  failedMessage: string
  /** A sentence under the title. @default 'Leave your details and our team will be in touch about this event.' */
  description?: string
  /** A line beside the submit button, e.g. a FormNotice linking the privacy notice. @default none */
  notice?: ReactNode
}

/**
 * A modal form to register for an event: Name, Email and Phone (required) and an optional
 * Message. Focus stays inside while it is open and returns to the opener when it closes. The
 * form lives only while the dialog is open, so closing it (Cancel, Escape, or the caller
 * closing it after success) empties the fields; after a failure they are kept.
 */
export function EventRegistrationDialog({
  open,
  eventTitle,
  onClose,
  onSubmit,
  status,
  errors,
  honeypotName,
  failedMessage,
  description = 'Leave your details and our team will be in touch about this event.',
  notice,
}: EventRegistrationDialogProps) {
  return (
    <Dialog open={open} onClose={() => onClose()} transition autoFocus className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-brand-950/60 backdrop-blur-sm motion-safe:transition-opacity motion-safe:duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-3 sm:items-center sm:p-6">
          <DialogPanel
            transition
            className="w-full max-w-xl rounded-2xl bg-white shadow-card-hover ring-1 ring-slate-900/5 motion-safe:transition motion-safe:duration-200 data-closed:opacity-0 motion-safe:data-closed:translate-y-4 sm:motion-safe:data-closed:translate-y-0 sm:motion-safe:data-closed:scale-95"
          >
            <div className="flex items-start gap-4 border-b border-slate-200 px-5 py-5 sm:px-7">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
              >
                <CalendarCheck className="size-5" />
              </span>
              <div>
                <DialogTitle className="text-xl font-bold tracking-tight text-balance text-brand-950">
                  Register for {eventTitle}
                </DialogTitle>
                <Description className="mt-1 text-sm text-slate-600">{description}</Description>
              </div>
            </div>
            <ContactForm
              variant="compact"
              className="px-5 py-5 sm:px-7 sm:py-6"
              onSubmit={onSubmit}
              status={status}
              errors={errors}
              honeypotName={honeypotName}
              messages={{ sent: '', failed: failedMessage }}
              submitLabel="Submit"
              autoFocusField="name"
              notice={notice}
              secondaryAction={
                <Button variant="outline" onClick={() => onClose()} className="w-full sm:w-auto">
                  Cancel
                </Button>
              }
            />
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  )
}
