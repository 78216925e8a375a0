import type { ComponentProps } from 'react'
import { controlClasses, Field, useField, type FieldOwnProps } from '../field/field'
import { cn } from '../lib/cn'

export type TextFieldProps = Omit<ComponentProps<'input'>, 'type'> &
  FieldOwnProps & {
    /** The kind of value, which picks the keyboard on phones and hides a password. @default 'text' */
    type?: 'text' | 'email' | 'tel' | 'password'
    /** Classes for the input itself; `className` styles the whole field. @default none */
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
  disabled,
  className,
  inputClassName,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextFieldProps) {
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
      <input
        type={type}
        {...controlProps}
        className={cn(controlClasses, inputClassName)}
        {...props}
      />
    </Field>
  )
}
