import type { ContactFormErrors, ContactFormValues } from '@app/core'
import { Send } from 'lucide-react'
import { useRef, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react'
import { Form } from '../form/form'
import { useFocusFirstError } from '../form/use-focus-first-error'
import { HoneypotField } from '../honeypot-field/honeypot-field'
import { cn } from '../lib/cn'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { TextAreaField } from '../text-area-field/text-area-field'
import { TextField } from '../text-field/text-field'

export type ContactFormStatus = 'idle' | 'sending' | 'sent' | 'failed'

type Field = keyof ContactFormValues

export interface ContactFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** Called with what was typed and the honeypot's value ('' from people). */
  onSubmit: (values: ContactFormValues, honeypot: string) => void
  /** Where sending stands: 'sending' blocks the button, 'sent' clears the fields. */
  status: ContactFormStatus
  /** The texts shown next to the form once sending succeeded or failed (docs/product.md#forms). */
  messages: { sent: string; failed: string }
  /** Per-field error texts from the caller's checks; after each attempt focus moves to the first one. @default {} */
  errors?: ContactFormErrors
  /** Whether the message must be filled in. @default false */
  messageRequired?: boolean
  /** page: two columns on wider screens; compact: one column, for a side panel. @default 'page' */
  variant?: 'page' | 'compact'
  /** Placeholder text per field. @default none */
  placeholders?: Partial<Record<Field, string>>
  /** Label per field. @default Name, Email, Phone, Message */
  labels?: Partial<Record<Field, string>>
  /** Text of the submit button. @default 'Send Message' */
  submitLabel?: string
  /** Name of the hidden field that people leave empty and bots fill in, e.g. 'website'. */
  honeypotName: string
  /** Shown beside the submit button, e.g. a Cancel button in a dialog. @default none */
  secondaryAction?: ReactNode
  /** A field marked `data-autofocus`, for a Headless UI dialog to focus when it opens. @default none */
  autoFocusField?: Field
  /** A line beside the submit button, e.g. a FormNotice linking the privacy notice. @default none */
  notice?: ReactNode
}

const fieldOrder: readonly Field[] = ['name', 'email', 'phone', 'message']

const defaultLabels: Record<Field, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
}

const emptyValues: ContactFormValues = { name: '', email: '', phone: '', message: '' }

/**
 * The contact form of the Contact page and the home page's Quick Contact. It keeps what is
 * typed, hands it to `onSubmit`, and shows the `status` and `errors` the caller gives it; it
 * checks nothing itself (`noValidate`), so the caller's messages are the only ones shown.
 */
export function ContactForm({
  onSubmit,
  status,
  messages,
  errors,
  messageRequired = false,
  variant = 'page',
  placeholders,
  labels,
  submitLabel = 'Send Message',
  honeypotName,
  secondaryAction,
  autoFocusField,
  notice,
  className,
  ...props
}: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>(emptyValues)
  const [honeypot, setHoneypot] = useState('')
  const fieldLabels = { ...defaultLabels, ...labels }

  // A sent enquiry empties the form; a failed one keeps every word (docs/product.md#forms).
  const [seenStatus, setSeenStatus] = useState(status)
  if (status !== seenStatus) {
    setSeenStatus(status)
    if (status === 'sent') {
      setValues(emptyValues)
      setHoneypot('')
    }
  }

  const nameRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const phoneRef = useRef<HTMLInputElement>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)

  const controls = { name: nameRef, email: emailRef, phone: phoneRef, message: messageRef }
  const attempted = useFocusFirstError(() => {
    const first = fieldOrder.find((field) => errors?.[field])
    return first ? controls[first].current : null
  })

  // Form drops a submission while sending and the second of a double click.
  function handleSubmit() {
    attempted()
    onSubmit(values, honeypot)
  }

  function update(field: Field) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target
      setValues((current) => ({ ...current, [field]: value }))
    }
  }

  function fieldProps(field: Field) {
    return {
      name: field,
      label: fieldLabels[field],
      value: values[field],
      onChange: update(field),
      error: errors?.[field],
      placeholder: placeholders?.[field],
      'data-autofocus': field === autoFocusField ? true : undefined,
    }
  }

  const compact = variant === 'compact'

  const submitButton = (
    <SubmitButton
      size={compact ? 'md' : 'lg'}
      icon={<Send aria-hidden="true" />}
      className={
        secondaryAction ? 'w-full sm:w-auto' : compact ? 'w-full' : 'w-full sm:w-auto sm:self-start'
      }
    >
      {submitLabel}
    </SubmitButton>
  )

  return (
    <Form
      busy={status === 'sending'}
      data-variant={variant}
      onSubmit={handleSubmit}
      className={cn('flex flex-col', compact ? 'gap-4' : 'gap-5', className)}
      {...props}
    >
      <div className={cn('grid', compact ? 'grid-cols-1 gap-4' : 'gap-5 sm:grid-cols-2')}>
        <TextField
          ref={nameRef}
          {...fieldProps('name')}
          autoComplete="name"
          required
          className={compact ? undefined : 'sm:col-span-2'}
        />
        <TextField
          ref={emailRef}
          {...fieldProps('email')}
          type="email"
          autoComplete="email"
          required
        />
        <TextField ref={phoneRef} {...fieldProps('phone')} type="tel" autoComplete="tel" required />
        <TextAreaField
          ref={messageRef}
          {...fieldProps('message')}
          required={messageRequired}
          rows={compact ? 4 : 6}
          className={compact ? undefined : 'sm:col-span-2'}
        />
      </div>

      <HoneypotField
        name={honeypotName}
        value={honeypot}
        onChange={(event) => setHoneypot(event.target.value)}
      />

      <div className="flex flex-col">
        {secondaryAction ? (
          <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
            {submitButton}
            {secondaryAction}
          </div>
        ) : (
          submitButton
        )}
        {notice ? <div className="mt-3">{notice}</div> : null}
        {/* Both regions stay mounted so that the outcome is announced when it appears. */}
        <StatusMessage tone="success" className="*:mt-4">
          {status === 'sent' ? messages.sent : null}
        </StatusMessage>
        <StatusMessage tone="error" className="*:mt-4">
          {status === 'failed' ? messages.failed : null}
        </StatusMessage>
      </div>
    </Form>
  )
}
