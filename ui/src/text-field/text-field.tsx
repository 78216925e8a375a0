import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { controlClasses, FieldShell, useFieldIds, type FieldOwnProps } from './field'

export type TextFieldProps = Omit<ComponentProps<'input'>, 'type'> &
  FieldOwnProps & {
    /** The kind of value, which picks the keyboard on phones. @default 'text' */
    type?: 'text' | 'email' | 'tel'
    /** Classes for the input itself; `className` styles the whole field. */
    inputClassName?: string
  }

/** A labelled one-line text input with its hint and error; other props go to the `<input>`. */
export function TextField({
  label,
  error,
  hint,
  hideLabel = false,
  type = 'text',
  id,
  required,
  className,
  inputClassName,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextFieldProps) {
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
      <input
        id={ids.controlId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses, inputClassName)}
        {...props}
      />
    </FieldShell>
  )
}
