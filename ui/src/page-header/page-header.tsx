import type { ComponentProps, ReactNode } from 'react'
import { Container } from '../container/container'
import { cn } from '../lib/cn'

export type PageHeaderProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** A short line above the title, e.g. the section of the site. @default none */
  eyebrow?: string
  /** The page's main heading (h1). */
  title: ReactNode
  /** A sentence or two under the title. @default none */
  lead?: ReactNode
}

/** The title band of an inner page: dark brand background, h1 and an optional lead. */
export function PageHeader({ eyebrow, title, lead, className, ...props }: PageHeaderProps) {
  return (
    <div
      className={cn('relative isolate overflow-hidden bg-brand-950 text-white', className)}
      {...props}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-linear-to-r from-brand-950 via-brand-900 to-brand-900" />
        <div className="absolute -top-32 right-0 size-96 rounded-full bg-brand-600/25 blur-3xl" />
        <div className="absolute inset-x-0 bottom-0 h-1 bg-linear-to-r from-accent-400 via-accent-300 to-transparent" />
      </div>
      <Container className="py-12 sm:py-16">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-display-sm lg:text-display">
          {title}
        </h1>
        {lead ? (
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-brand-100">
            {lead}
          </p>
        ) : null}
      </Container>
    </div>
  )
}
