import { CircleAlert } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { cn } from '../lib/cn'

/** What TextField and TextAreaField share: a label, a hint and an error tied to one control. */
export interface FieldOwnProps {
  /** The visible label, tied to the control. */
  label: string
  /** Why the value is not accepted; marks the control invalid and is read with it. */
  error?: string
  /** A short help text under the control, read with it. */
  hint?: string
  /** Keep the label for screen readers only, e.g. in a one-line form. @default false */
  hideLabel?: boolean
}

/** The ids a field's parts refer to, and the `aria-describedby` of its control. */
export function useFieldIds(
  id: string | undefined,
  { error, hint }: Pick<FieldOwnProps, 'error' | 'hint'>,
  describedBy: string | undefined,
) {
  const generated = useId()
  const controlId = id ?? generated
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const describedByIds = [error ? errorId : null, hint ? hintId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ')
  return { controlId, errorId, hintId, describedBy: describedByIds || undefined }
}

export const controlClasses = [
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs',
  'placeholder:text-slate-500',
  'motion-safe:transition-[border-color,box-shadow] motion-safe:duration-150',
  'hover:border-slate-400',
  'focus:border-brand-600 focus:ring-4 focus:ring-brand-600/25 focus:outline-none focus-visible:outline-none',
  'aria-invalid:border-red-600 aria-invalid:focus:border-red-600 aria-invalid:focus:ring-red-600/25',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
]

interface FieldShellProps extends Pick<FieldOwnProps, 'label' | 'error' | 'hint' | 'hideLabel'> {
  controlId: string
  errorId: string
  hintId: string
  required: boolean | undefined
  className: string | undefined
  children: ReactNode
}

export function FieldShell({
  label,
  error,
  hint,
  hideLabel,
  controlId,
  errorId,
  hintId,
  required,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={controlId}
        className={cn('text-sm font-medium text-slate-800', hideLabel && 'sr-only')}
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  )
}
