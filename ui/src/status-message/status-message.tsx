import { cva } from 'class-variance-authority'
import { CircleAlert, CircleCheck } from 'lucide-react'
import type { ComponentProps } from 'react'

const messageVariants = cva(
  'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium',
  {
    variants: {
      tone: {
        success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
        error: 'border-red-200 bg-red-50 text-red-900',
      },
    },
  },
)

export type StatusMessageTone = 'success' | 'error'

export type StatusMessageProps = ComponentProps<'div'> & {
  /** success: a polite `role="status"`; error: an assertive `role="alert"`. */
  tone: StatusMessageTone
}

/**
 * An outcome message that screen readers announce. The live region stays in the page while it
 * is empty, so keep it mounted and change its children: text put into an existing region is
 * announced reliably, a region mounted together with its text often is not.
 */
export function StatusMessage({ tone, children, className, ...props }: StatusMessageProps) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert
  const hasContent =
    children !== null && children !== undefined && children !== false && children !== ''
  // An empty region takes no room, so a form can hold one for each outcome at all times.
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      data-tone={tone}
      className={className}
      {...props}
    >
      {hasContent ? (
        <div className={messageVariants({ tone })}>
          <Icon aria-hidden="true" className="mt-px size-5 shrink-0" />
          <div>{children}</div>
        </div>
      ) : null}
    </div>
  )
}
