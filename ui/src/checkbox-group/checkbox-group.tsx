import { useId, type ComponentProps, type ReactNode } from 'react'
import { Checkbox } from '../checkbox-field/checkbox'
import {
  FieldError,
  FieldHint,
  hasContent,
  RequiredMarker,
  type FieldOwnProps,
} from '../field/field'
import { cn } from '../lib/cn'

/** One checkbox of a CheckboxGroup. */
export interface CheckboxGroupOption {
  /** What the group's value holds while this is ticked. */
  value: string
  /** What the visitor reads beside the box. */
  label: ReactNode
  /** A short help text under the label, read with the checkbox. @default none */
  hint?: ReactNode
  /** Shown but not tickable. @default false */
  disabled?: boolean
}

export type CheckboxGroupProps = Omit<
  ComponentProps<'fieldset'>,
  'id' | 'onChange' | 'defaultValue' | 'children'
> &
  FieldOwnProps & {
    /** The checkboxes, in the order shown. */
    options: readonly CheckboxGroupOption[]
    /** The values of the ticked options. */
    value: readonly string[]
    /** Called with the values that are ticked after a change, in the order of `options`. */
    onChange: (next: string[]) => void
    /** The id of the first checkbox, where an ErrorSummary link to the group lands. @default generated */
    id?: string
    /** The `name` of every checkbox, for the form's data. @default none */
    name?: string
    /** At least one option must be ticked: the marker shows it, and the group's name ends in "(required)". @default false */
    required?: boolean
    /** More content under each ticked option, e.g. a duration select for a ticked course. @default none */
    renderChecked?: (option: CheckboxGroupOption) => ReactNode
  }

/**
 * Checkboxes that answer one question: a `<fieldset>` named by its `<legend>` (the `label`),
 * with the hint and error under the legend, where they are seen before the options, and tied
 * to the group through `aria-describedby`. Each ticked option can show more content under it
 * (`renderChecked`). The fieldset carries `data-invalid` and `data-disabled`; each option's list
 * item carries `data-checked`.
 */
export function CheckboxGroup({
  label,
  error,
  hint,
  hideLabel = false,
  options,
  value,
  onChange,
  id,
  name,
  required = false,
  disabled = false,
  renderChecked,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxGroupProps) {
  const generated = useId()
  const firstId = id ?? generated
  const hintId = `${firstId}-group-hint`
  const errorId = `${firstId}-group-error`
  const describedBy = [
    error ? errorId : null,
    hasContent(hint) ? hintId : null,
    ariaDescribedBy ?? null,
  ]
    .filter(Boolean)
    .join(' ')

  function toggle(changed: string, checked: boolean) {
    onChange(
      options
        .map((option) => option.value)
        .filter((candidate) => (candidate === changed ? checked : value.includes(candidate))),
    )
  }

  return (
    <fieldset
      disabled={disabled}
      aria-describedby={describedBy || undefined}
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('group/field flex min-w-0 flex-col gap-1.5', className)}
      {...props}
    >
      <legend
        className={cn(
          'mb-1.5 text-sm font-medium text-slate-800 group-data-disabled/field:text-slate-500',
          hideLabel && 'sr-only',
        )}
      >
        {label}
        {required ? <RequiredMarker /> : null}
        {/* A fieldset has no `required`: the name says it instead. */}
        {required ? <span className="sr-only"> (required)</span> : null}
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <ul className="mt-1 flex flex-col gap-3">
        {options.map((option, index) => {
          const optionId = index === 0 ? firstId : `${firstId}-${index + 1}`
          const optionHintId = `${optionId}-item-hint`
          const checked = value.includes(option.value)
          const details = checked && renderChecked ? renderChecked(option) : null
          return (
            <li
              key={option.value}
              data-checked={checked ? '' : undefined}
              data-disabled={option.disabled ? '' : undefined}
              className="flex flex-col gap-3"
            >
              <div className="flex items-start gap-3">
                <Checkbox
                  id={optionId}
                  name={name}
                  value={option.value}
                  checked={checked}
                  disabled={option.disabled}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  aria-describedby={hasContent(option.hint) ? optionHintId : undefined}
                  data-invalid={error ? '' : undefined}
                  data-disabled={disabled || option.disabled ? '' : undefined}
                />
                <div className="flex flex-col gap-0.5">
                  <label
                    htmlFor={optionId}
                    className="cursor-pointer text-base text-slate-800 in-data-disabled:cursor-not-allowed in-data-disabled:text-slate-500"
                  >
                    {option.label}
                  </label>
                  <FieldHint id={optionHintId}>{option.hint}</FieldHint>
                </div>
              </div>
              {hasContent(details) ? (
                <div className="ml-2 border-l-4 border-slate-200 pl-5">{details}</div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
