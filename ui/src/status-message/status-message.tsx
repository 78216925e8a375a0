import { cva } from 'class-variance-authority'
import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import type { ComponentProps } from 'react'

const messageVariants = cva(
  'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium',
  {
    variants: {
      tone: {
        success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
        info: 'border-brand-200 bg-brand-50 text-brand-900',
        error: 'border-red-200 bg-red-50 text-red-900',
      },
    },
  },
)

export type StatusMessageTone = 'success' | 'info' | 'error'

export type StatusMessageProps = ComponentProps<'div'> & {
  /** success and info (news that is neither good nor bad): a polite `role="status"`; error: an assertive `role="alert"`. */
  tone: StatusMessageTone
}

/**
 * An outcome message that screen readers announce. The live region stays in the page while it
 * is empty, so keep it mounted and change its children: text put into an existing region is
 * announced reliably, a region mounted together with its text often is not.
 */
export function StatusMessage({ tone, children, className, ...props }: StatusMessageProps) {
  const Icon = { success: CircleCheck, info: Info, error: CircleAlert }[tone]
  const hasContent =
    children !== null && children !== undefined && children !== false && children !== ''
  // An empty region takes no room, so a form can hold one for each outcome at all times.
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
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
