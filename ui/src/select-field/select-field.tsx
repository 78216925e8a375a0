import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { controlClasses, Field, useField, type FieldOwnProps } from '../field/field'
import { cn } from '../lib/cn'

/** One choice of a SelectField. */
export interface SelectOption {
  /** What the select's value becomes when this is chosen. */
  value: string
  /** What the visitor reads. */
  label: string
  /** Shown but not choosable. @default false */
  disabled?: boolean
}

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children' | 'multiple'> &
  FieldOwnProps & {
    /** The choices, in the order shown. */
    options: readonly SelectOption[]
    /** A first option with the value '', e.g. 'Choose a duration'; not choosable again when the field is required. @default none */
    placeholder?: string
    /** Classes for the select itself; `className` styles the whole field. @default none */
    selectClassName?: string
  }

/** A labelled native `<select>` with its hint and error; other props go to the `<select>`. */
export function SelectField({
  label,
  error,
  hint,
  hideLabel = false,
  id,
  required,
  disabled,
  options,
  placeholder,
  className,
  selectClassName,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SelectFieldProps) {
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
      <div className="relative">
        <select
          {...controlProps}
          className={cn(controlClasses, 'cursor-pointer appearance-none pr-10', selectClassName)}
          {...props}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 my-auto size-5 text-slate-500"
        />
      </div>
    </Field>
  )
}
