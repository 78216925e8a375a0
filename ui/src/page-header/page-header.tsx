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
  /**
   * A decorative picture of the page's subject, drawn on the right from the `lg` width up (e.g.
   * LearningIllustration); phones and tablets show the text alone. It sits in a fixed box beside
   * the text and never changes the band's height. @default none
   */
  illustration?: ReactNode
}

/**
 * The title band of an inner page: dark brand background, h1, an optional lead and an optional
 * illustration on the right.
 */
export function PageHeader({
  eyebrow,
  title,
  lead,
  illustration,
  className,
  ...props
}: PageHeaderProps) {
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
      <Container className={cn('py-12 sm:py-16', illustration && 'relative lg:pr-92 xl:pr-108')}>
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
        {illustration ? (
          <div
            aria-hidden="true"
            className="absolute inset-y-6 right-8 hidden w-80 items-center lg:flex xl:w-96 [&>svg]:max-h-full"
          >
            {illustration}
          </div>
        ) : null}
      </Container>
    </div>
  )
}
