import type { ComponentProps } from 'react'
import { FieldError, FieldHint, RequiredMarker, useField, type FieldOwnProps } from '../field/field'
import { cn } from '../lib/cn'
import { Checkbox } from './checkbox'

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> &
  FieldOwnProps & {
    /** Classes for the checkbox itself; `className` styles the whole field. @default none */
    inputClassName?: string
  }

/**
 * One checkbox with its label beside it, and its hint and error under the label, e.g. "I agree
 * to the terms". `required` means it must be ticked. Other props go to the `<input>`; the root
 * carries `data-invalid`, `data-disabled` and, when `checked` is given, `data-checked`.
 */
export function CheckboxField({
  label,
  error,
  hint,
  hideLabel = false,
  id,
  required,
  disabled,
  checked,
  className,
  inputClassName,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxFieldProps) {
  const { ids, controlProps } = useField({
    id,
    error,
    hint,
    required,
    disabled,
    'aria-describedby': ariaDescribedBy,
  })
  return (
    <div
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-checked={checked ? '' : undefined}
      className={cn('group/field flex flex-col gap-1.5', className)}
    >
      <div className="flex items-start gap-3">
        <Checkbox {...controlProps} checked={checked} className={inputClassName} {...props} />
        <label
          htmlFor={ids.controlId}
          className={cn(
            'cursor-pointer text-base text-slate-800 group-data-disabled/field:cursor-not-allowed group-data-disabled/field:text-slate-500',
            hideLabel && 'sr-only',
          )}
        >
          {label}
          {required ? <RequiredMarker /> : null}
        </label>
      </div>
      <FieldHint id={ids.hintId} className="pl-8">
        {hint}
      </FieldHint>
      <FieldError id={ids.errorId} className="pl-8">
        {error}
      </FieldError>
    </div>
  )
}
