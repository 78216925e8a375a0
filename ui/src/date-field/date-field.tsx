import type { ComponentProps } from 'react'
import { controlClasses, Field, useField, type FieldOwnProps } from '../field/field'
import { cn } from '../lib/cn'

export type DateFieldProps = Omit<ComponentProps<'input'>, 'type' | 'min' | 'max'> &
  FieldOwnProps & {
    /** The earliest date the picker offers, as YYYY-MM-DD. @default none */
    min?: string
    /** The latest date the picker offers, as YYYY-MM-DD. @default none */
    max?: string
    /** Classes for the input itself; `className` styles the whole field. @default none */
    inputClassName?: string
  }

/**
 * A labelled date input (`type="date"`): the browser's own picker, in the visitor's locale. Its
 * value is a YYYY-MM-DD string, or '' until the date is complete. `min` and `max` limit the
 * picker only; the caller checks the date too.
 */
export function DateField({
  label,
  error,
  hint,
  hideLabel = false,
  id,
  required,
  disabled,
  className,
  inputClassName,
  'aria-describedby': ariaDescribedBy,
  ...props
}: DateFieldProps) {
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
        type="date"
        {...controlProps}
        className={cn(controlClasses, 'tabular-nums', inputClassName)}
        {...props}
      />
    </Field>
  )
}
