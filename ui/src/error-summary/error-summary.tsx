import { CircleAlert } from 'lucide-react'
import type { ComponentProps, MouseEvent } from 'react'
import { cn } from '../lib/cn'

/** One problem in an ErrorSummary. */
export interface ErrorSummaryItem {
  /** The id of the field's control (for a CheckboxGroup, its `id`: the first checkbox). */
  fieldId: string
  /** The field's error, word for word as it is shown beside the field. */
  message: string
}

export type ErrorSummaryProps = Omit<ComponentProps<'div'>, 'title' | 'children'> & {
  /** The problems, in the order of the fields; nothing is rendered while it is empty. */
  errors: readonly ErrorSummaryItem[]
  /** The heading of the box. @default 'There is a problem' */
  title?: string
}

/** Focuses the field a summary link names, scrolling its label or legend into view with it. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId)
  if (!field) return
  event.preventDefault()
  const question =
    field.closest('fieldset')?.querySelector('legend') ??
    document.querySelector(`label[for="${CSS.escape(fieldId)}"]`) ??
    field
  question.scrollIntoView({ block: 'start' })
  field.focus({ preventScroll: true })
}

/**
 * The problems of a form at its top, each a link to its field (the GOV.UK error summary). It is
 * an alert, so it is read as it appears; a link moves focus to the field and brings its label
 * into view. Show it above a long form together with the errors beside each field
 * (docs/product.md#forms). It moves no focus itself: the form passes a `ref` and sends focus to
 * the box after each attempt with `useFocusFirstError`, so that it is read again then, and never
 * when a page opens.
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  className,
  ...props
}: ErrorSummaryProps) {
  if (errors.length === 0) return null
  return (
    <div
      tabIndex={-1}
      className={cn(
        'rounded-lg border-2 border-red-700 bg-white px-4 py-4 sm:px-5',
        'focus:outline-3 focus:outline-offset-2 focus:outline-brand-600',
        className,
      )}
      {...props}
    >
      <div role="alert">
        <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight text-red-800">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {title}
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => focusField(event, error.fieldId)}
                className="font-medium text-red-700 underline decoration-1 underline-offset-2 hover:text-red-900 hover:decoration-2"
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
