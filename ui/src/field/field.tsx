import { CircleAlert } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn'

/** What every field shares: a label, a hint and an error tied to one control. */
export interface FieldOwnProps {
  /** The visible label, tied to the control. */
  label: ReactNode
  /** Why the value is not accepted; marks the control invalid and is read with it. @default none */
  error?: string
  /** A short help text under the control, read with it. @default none */
  hint?: ReactNode
  /** Keep the label for screen readers only, e.g. in a one-line form or a table row. @default false */
  hideLabel?: boolean
}

/** The ids that tie a field's label, hint and error to its control. */
export interface FieldIds {
  /** The control's id, which the label's `htmlFor` names. */
  controlId: string
  /** The hint's id, in the control's `aria-describedby` while there is a hint. */
  hintId: string
  /** The error's id, first in the control's `aria-describedby` while there is an error. */
  errorId: string
}

export interface UseFieldOptions {
  /** The control's id. @default generated */
  id?: string
  /** The field's error: the control is marked invalid and described by it. @default none */
  error?: string
  /** The field's hint: the control is described by it. @default none */
  hint?: ReactNode
  /** Sets `required` on the control. @default false */
  required?: boolean
  /** Sets `disabled` and `data-disabled` on the control. @default false */
  disabled?: boolean
  /** Further ids that describe the control, read after its error and hint. @default none */
  'aria-describedby'?: string
}

/** The attributes a control needs to be tied to its Field; spread them onto the control. */
export interface FieldControlProps {
  id: string
  required: boolean | undefined
  disabled: boolean | undefined
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'data-invalid': '' | undefined
  'data-disabled': '' | undefined
}

/** Whether a hint, error or label has something to show (0 and '' have nothing). */
export function hasContent(node: ReactNode): boolean {
  return node !== null && node !== undefined && node !== false && node !== ''
}

/**
 * The ids of a field's parts and the attributes of its control. The error comes first in
 * `aria-describedby`, so it is what a screen reader says right after the label.
 */
export function useField({
  id,
  error,
  hint,
  required,
  disabled,
  'aria-describedby': describedBy,
}: UseFieldOptions): { ids: FieldIds; controlProps: FieldControlProps } {
  const generated = useId()
  const controlId = id ?? generated
  const ids = { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` }
  const describedByIds = [
    error ? ids.errorId : null,
    hasContent(hint) ? ids.hintId : null,
    describedBy ?? null,
  ]
    .filter(Boolean)
    .join(' ')
  return {
    ids,
    controlProps: {
      id: controlId,
      required,
      disabled,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedByIds || undefined,
      'data-invalid': error ? '' : undefined,
      'data-disabled': disabled ? '' : undefined,
    },
  }
}

/**
 * The look of a one-line control (input, select). States come from the control's own
 * `data-invalid` and `disabled`, set by `useField`.
 */
export const controlClasses = [
  'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs',
  'placeholder:text-slate-500',
  'motion-safe:transition-[border-color,box-shadow] motion-safe:duration-150',
  'hover:border-slate-400',
  'focus:border-brand-600 focus:ring-4 focus:ring-brand-600/25 focus:outline-none focus-visible:outline-none',
  'data-invalid:border-red-600 data-invalid:focus:border-red-600 data-invalid:focus:ring-red-600/25',
  'data-disabled:cursor-not-allowed data-disabled:border-slate-200 data-disabled:bg-slate-50 data-disabled:text-slate-500',
]

/** The asterisk beside a required field's label: for the eye only, `required` tells the rest. */
export function RequiredMarker() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  )
}

/** A field's hint, in the place and look every field shares. */
export function FieldHint({ id, children, className }: ComponentProps<'p'>) {
  if (!hasContent(children)) return null
  return (
    <p
      id={id}
      className={cn('text-sm text-slate-600 group-data-disabled/field:text-slate-500', className)}
    >
      {children}
    </p>
  )
}

/** A field's error with its icon, in the place and look every field shares. */
export function FieldError({ id, children, className }: ComponentProps<'p'>) {
  if (!hasContent(children)) return null
  return (
    <p
      id={id}
      className={cn('flex items-start gap-1.5 text-sm font-medium text-red-700', className)}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  )
}

export type FieldProps = Omit<ComponentProps<'div'>, 'children'> &
  FieldOwnProps & {
    /** The ids from `useField`, which tie the label, hint and error to the control. */
    ids: FieldIds
    /** Show the required marker beside the label; set `required` on the control too. @default false */
    required?: boolean
    /** Dim the label and hint with a disabled control. @default false */
    disabled?: boolean
    /** The control, with `useField`'s `controlProps` spread onto it. */
    children: ReactNode
  }

/**
 * The shell of a field: label, control, hint and error, one under the other. Pair it with
 * `useField` to put any control in it:
 *
 * ```tsx
 * const { ids, controlProps } = useField({ id, error, hint, required })
 * <Field ids={ids} label="Start time" error={error} hint={hint} required={required}>
 *   <input type="time" {...controlProps} className={cn(controlClasses)} />
 * </Field>
 * ```
 *
 * The root carries `data-invalid` and `data-disabled` for styling.
 */
export function Field({
  ids,
  label,
  error,
  hint,
  hideLabel = false,
  required = false,
  disabled = false,
  className,
  children,
  ...props
}: FieldProps) {
  return (
    <div
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('group/field flex flex-col gap-1.5', className)}
      {...props}
    >
      <label
        htmlFor={ids.controlId}
        className={cn(
          'text-sm font-medium text-slate-800 group-data-disabled/field:text-slate-500',
          hideLabel && 'sr-only',
        )}
      >
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {children}
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  )
}
