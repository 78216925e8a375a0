import type { ComponentProps, ReactNode } from 'react'
import { Container } from '../container/container'
import { cn } from '../lib/cn'

export type MessagePanelProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** A picture above the title, e.g. a lucide icon. @default none */
  icon?: ReactNode
  /** A status code shown above the title, e.g. "404". @default none */
  code?: string
  /** The page's main heading (h1). */
  title: string
  /** What happened and what to do, as paragraphs or lists. @default none */
  children?: ReactNode
  /** Ways on, e.g. a ButtonLink home. @default none */
  actions?: ReactNode
  /** Pre-formatted technical details such as a stack trace; pass them only in development. @default none */
  details?: string
}

/** The body of the "Page not found" page and the error screen. */
export function MessagePanel({
  icon,
  code,
  title,
  children,
  actions,
  details,
  className,
  ...props
}: MessagePanelProps) {
  return (
    <div className={cn('bg-linear-to-b from-brand-50 to-white', className)} {...props}>
      <Container size="narrow" className="flex flex-col items-center py-16 text-center sm:py-24">
        {icon ? (
          <div
            aria-hidden="true"
            className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 [&_svg]:size-8"
          >
            {icon}
          </div>
        ) : null}
        {code ? (
          <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">
            {code}
          </p>
        ) : null}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
          {title}
        </h1>
        {children ? (
          <div className="mt-4 max-w-xl text-lg leading-relaxed text-pretty text-slate-700">
            {children}
          </div>
        ) : null}
        {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
        {details ? (
          <details className="mt-10 w-full rounded-xl border border-slate-200 bg-white text-left shadow-card">
            <summary className="cursor-pointer rounded-xl px-5 py-3 text-sm font-semibold text-slate-800">
              Technical details
            </summary>
            <pre
              tabIndex={0}
              className="max-h-80 overflow-auto border-t border-slate-200 px-5 py-4 text-xs leading-relaxed whitespace-pre text-slate-700"
            >
              {details}
            </pre>
          </details>
        ) : null}
      </Container>
    </div>
  )
}
