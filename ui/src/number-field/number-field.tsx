import type { ComponentProps, KeyboardEvent } from 'react'
import { controlClasses, Field, useField, type FieldOwnProps } from '../field/field'
import { cn } from '../lib/cn'

export type NumberFieldProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'min' | 'max' | 'step' | 'prefix'
> &
  FieldOwnProps & {
    /** The text in the field, exactly as typed: the caller parses and checks it. */
    value: string
    /** Called with the new text on every change, whether typed or stepped with the arrow keys. */
    onValueChange: (value: string) => void
    /** The lowest value the arrow keys step down to. @default none */
    min?: number
    /** The highest value the arrow keys step up to. @default none */
    max?: number
    /** How far ArrowUp/ArrowDown move the value; its decimals set theirs (0.01 gives "12.50"). @default 1 */
    step?: number
    /** A unit shown before the value, e.g. '£'. For the eye only: name the unit in the label too. @default none */
    prefix?: string
    /** A unit shown after the value, e.g. '%' or 'hours'. For the eye only, like `prefix`. @default none */
    suffix?: string
    /** Classes for the input itself; `className` styles the whole field. @default none */
    inputClassName?: string
  }

const plainNumber = /^-?(\d+\.?\d*|\.\d+)$/

function decimalsOf(text: string): number {
  return text.split('.')[1]?.length ?? 0
}

/**
 * The value ArrowUp (+1) or ArrowDown (-1) leads to, kept within min and max and written with
 * as many decimals as the step or the value has; null when the text is not a plain number
 * (the visitor's text is left for the caller's check to explain).
 */
function stepNumber(
  text: string,
  direction: 1 | -1,
  { min, max, step = 1 }: { min?: number; max?: number; step?: number },
): string | null {
  const cleaned = text.replace(/[,\s]/g, '')
  if (cleaned !== '' && !plainNumber.test(cleaned)) return null
  const decimals = Math.max(decimalsOf(String(step)), decimalsOf(cleaned))
  let next = cleaned === '' ? (min ?? 0) : Number(cleaned) + direction * step
  if (min !== undefined) next = Math.max(min, next)
  if (max !== undefined) next = Math.min(max, next)
  return next.toFixed(decimals)
}

const addonClasses = [
  'flex shrink-0 items-center border border-slate-300 bg-slate-50 px-3 text-base text-slate-700',
  'group-data-invalid/field:border-red-600',
  'group-data-disabled/field:border-slate-200 group-data-disabled/field:text-slate-500',
]

/**
 * A field for amounts of money and quantities.
 *
 * It is a text input with `inputMode` "numeric" (whole, non-negative steps) or "decimal", not
 * `type="number"`: a number input hides what was typed when the browser cannot parse it (its
 * value becomes ''), accepts "1e3", and changes with the mouse wheel. Here the value is a
 * controlled string, exactly what the visitor typed ("1,250.50" included), and the caller parses
 * it and says what is wrong. `step`, `min` and `max` drive ArrowUp/ArrowDown, as on a number
 * input; they do not stop typing, so the caller checks the range too.
 */
export function NumberField({
  label,
  error,
  hint,
  hideLabel = false,
  id,
  required,
  disabled,
  value,
  onValueChange,
  onChange,
  onKeyDown,
  min,
  max,
  step,
  prefix,
  suffix,
  inputMode,
  className,
  inputClassName,
  'aria-describedby': ariaDescribedBy,
  ...props
}: NumberFieldProps) {
  const { ids, controlProps } = useField({
    id,
    error,
    hint,
    required,
    disabled,
    'aria-describedby': ariaDescribedBy,
  })
  const wholeSteps = Number.isInteger(step ?? 1) && min !== undefined && min >= 0

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event)
    if (event.defaultPrevented || event.currentTarget.readOnly) return
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0
    if (direction === 0) return
    const next = stepNumber(value, direction, { min, max, step })
    if (next === null) return
    event.preventDefault()
    onValueChange(next)
  }

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
      <div className="flex">
        {prefix ? (
          <span aria-hidden="true" className={cn(addonClasses, 'rounded-l-lg border-r-0')}>
            {prefix}
          </span>
        ) : null}
        <input
          type="text"
          inputMode={inputMode ?? (wholeSteps ? 'numeric' : 'decimal')}
          {...controlProps}
          value={value}
          onChange={(event) => {
            onChange?.(event)
            onValueChange(event.target.value)
          }}
          onKeyDown={handleKeyDown}
          className={cn(
            controlClasses,
            'tabular-nums',
            prefix && 'rounded-l-none',
            suffix && 'rounded-r-none',
            inputClassName,
          )}
          {...props}
        />
        {suffix ? (
          <span aria-hidden="true" className={cn(addonClasses, 'rounded-r-lg border-l-0')}>
            {suffix}
          </span>
        ) : null}
      </div>
    </Field>
  )
}
