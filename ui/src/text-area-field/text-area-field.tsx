import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { controlClasses, FieldShell, useFieldIds, type FieldOwnProps } from '../text-field/field'

export type TextAreaFieldProps = ComponentProps<'textarea'> &
  FieldOwnProps & {
    /** Classes for the textarea itself; `className` styles the whole field. */
    textareaClassName?: string
  }

/** A labelled multi-line text input with its hint and error; other props go to the `<textarea>`. */
export function TextAreaField({
  label,
  error,
  hint,
  hideLabel = false,
  id,
  required,
  rows = 5,
  className,
  textareaClassName,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, { error, hint }, ariaDescribedBy)
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      controlId={ids.controlId}
      errorId={ids.errorId}
      hintId={ids.hintId}
      required={required}
      className={className}
    >
      <textarea
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses, 'min-h-24 resize-y', textareaClassName)}
        {...props}
      />
    </FieldShell>
  )
}
