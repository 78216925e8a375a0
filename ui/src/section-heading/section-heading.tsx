import { cva } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn'

const headingVariants = cva('flex max-w-3xl flex-col', {
  variants: {
    align: {
      start: 'items-start text-left',
      center: 'mx-auto items-center text-center',
    },
  },
})

const toneClasses = {
  default: { eyebrow: 'text-accent-700', title: 'text-brand-950', lead: 'text-slate-600' },
  inverse: { eyebrow: 'text-accent-300', title: 'text-white', lead: 'text-brand-100' },
} as const

export type SectionHeadingProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** A short line above the title, e.g. "Quick Contact". @default none */
  eyebrow?: ReactNode
  /** The heading itself. */
  title: ReactNode
  /** A sentence or two under the title. @default none */
  lead?: ReactNode
  /** The heading's level. @default 'h2' */
  as?: 'h1' | 'h2'
  /** Text alignment. @default 'start' */
  align?: 'start' | 'center'
  /** default: on light backgrounds; inverse: on dark bands. @default 'default' */
  tone?: 'default' | 'inverse'
}

/** The eyebrow, title and lead that open a section. `id` goes to the heading, for `aria-labelledby`. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  as: Heading = 'h2',
  align = 'start',
  tone = 'default',
  id,
  className,
  ...props
}: SectionHeadingProps) {
  const colours = toneClasses[tone]
  return (
    <div data-variant={align} className={cn(headingVariants({ align }), className)} {...props}>
      {eyebrow ? (
        <p className={cn('mb-3 text-sm font-semibold tracking-wider uppercase', colours.eyebrow)}>
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          'font-bold tracking-tight text-balance',
          Heading === 'h1' ? 'text-4xl sm:text-display' : 'text-3xl sm:text-4xl',
          colours.title,
        )}
      >
        {title}
      </Heading>
      {lead ? (
        <p className={cn('mt-4 text-lg leading-relaxed text-pretty', colours.lead)}>{lead}</p>
      ) : null}
    </div>
  )
}
