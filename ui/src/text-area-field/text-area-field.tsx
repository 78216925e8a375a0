import type { ComponentProps } from 'react'
import { controlClasses, Field, useField, type FieldOwnProps } from '../field/field'
import { cn } from '../lib/cn'

export type TextAreaFieldProps = ComponentProps<'textarea'> &
  FieldOwnProps & {
    /** Classes for the textarea itself; `className` styles the whole field. @default none */
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
  disabled,
  rows = 5,
  className,
  textareaClassName,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextAreaFieldProps) {
  const { ids, controlProps } = useField({
    id,
    error,
    hint,
    required,
    disabled,
    'aria-describedby': ariaDescribedBy,
  })
  return (
    <Field
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      required={required}
      disabled={disabled}
      className={className}
    >
      <textarea
        rows={rows}
        {...controlProps}
        className={cn(controlClasses, 'min-h-24 resize-y', textareaClassName)}
        {...props}
      />
    </Field>
  )
}
