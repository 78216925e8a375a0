import { Save } from 'lucide-react'
import { type ComponentProps, type ReactNode, useRef, useState } from 'react'
import { cn } from '../lib/cn'
import type { StaffFormStatus } from '../staff-sign-in-form/staff-sign-in-form'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { Form } from './form'
import { useFocusFirstError } from './use-focus-first-error'

type FieldElement = HTMLInputElement | HTMLTextAreaElement

/**
 * An editor's text fields as typed: `field(name)` gives a field its value, change handler, error
 * and ref, and after each attempt to save, focus moves to the first field (in `order`) that the
 * server refused.
 */
export function useEditorFields<Values extends object, Field extends keyof Values & string>(
  initial: Values,
  order: readonly Field[],
  errors: Partial<Record<Field, string>> | undefined,
) {
  const [values, setValues] = useState<Values>(initial)
  const elements = useRef<Partial<Record<Field, FieldElement | null>>>({})
  const attempted = useFocusFirstError(() => {
    const first = order.find((name) => errors?.[name])
    return first ? elements.current[first] : null
  })
  const field = (name: Field) => ({
    ref: (element: FieldElement | null) => {
      elements.current[name] = element
    },
    name,
    value: String(values[name]),
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target
      setValues((current) => ({ ...current, [name]: value }))
    },
    error: errors?.[name],
  })
  return { values, setValues, field, attempted }
}

export type EditorWithPreviewProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  text: { save: string; busy: string; preview: string }
  status: StaffFormStatus
  /** The sentence shown (as an alert) when saving failed, e.g. someone else saved first. */
  errorMessage?: string
  onSubmit: () => void
  /** What the public page will show, following every keystroke. */
  preview: ReactNode
  /** The grid's columns from the large breakpoint: the form's, then the preview's. */
  columnsClassName: string
}

/** A staff editor: the form with its save button and failure, and the preview beside it. */
export function EditorWithPreview({
  text,
  status,
  errorMessage,
  onSubmit,
  preview,
  columnsClassName,
  className,
  children,
  ...props
}: EditorWithPreviewProps) {
  return (
    <div className={cn('grid gap-8', columnsClassName, className)}>
      <Form
        method="post"
        busy={status === 'sending'}
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        {...props}
      >
        {children}
        <StatusMessage tone="error">{status === 'failed' ? errorMessage : undefined}</StatusMessage>
        <div>
          <SubmitButton icon={<Save aria-hidden="true" />} busyLabel={text.busy}>
            {text.save}
          </SubmitButton>
        </div>
      </Form>
      <section aria-label={text.preview} className="flex flex-col gap-3 self-start">
        <h2 className="text-sm font-semibold text-slate-600">{text.preview}</h2>
        {preview}
      </section>
    </div>
  )
}
