import { CircleAlert } from 'lucide-react'
import { useEffect, useRef, type ComponentProps, type MouseEvent } from 'react'
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
  /** Move focus to the box when it appears or its problems change. @default true */
  focusOnChange?: boolean
  /** A new value moves focus to the box again, e.g. a count of submissions, so that the same problems are read after each attempt. @default none */
  focusKey?: string | number
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
 * The problems of a form at its top, each a link to its field (the GOV.UK error summary). It
 * takes focus when it appears, and is an alert, so it is read at once; a link moves focus to the
 * field and brings its label into view. Show it above a long form together with the errors
 * beside each field (docs/product.md#forms).
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  focusOnChange = true,
  focusKey,
  className,
  ...props
}: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null)
  const signature = JSON.stringify(errors.map((error) => [error.fieldId, error.message]))

  // The same problems given again (a new array on every render) do not take focus again.
  useEffect(() => {
    if (focusOnChange && signature !== '[]') box.current?.focus()
  }, [focusOnChange, signature, focusKey])

  if (errors.length === 0) return null
  return (
    <div
      ref={box}
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
