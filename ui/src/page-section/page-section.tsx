import type { ReactNode } from 'react'
import { Container } from '../container/container'
import { cn } from '../lib/cn'
import { SectionHeading } from '../section-heading/section-heading'

const toneClasses = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-950 text-white',
} as const

export interface PageSectionProps {
  /** Prefix of the heading's id; the section is labelled by its heading. */
  id: string
  title: ReactNode
  eyebrow?: ReactNode
  lead?: ReactNode
  /** Background band: white, light grey or the dark brand colour. @default 'white' */
  tone?: keyof typeof toneClasses
  /** Heading alignment. @default 'start' */
  align?: 'start' | 'center'
  /** stacked: heading above the content; split: heading beside it on wide screens. @default 'stacked' */
  layout?: 'stacked' | 'split'
  /** Something beside the heading on wide screens, e.g. a ButtonLink. @default none */
  aside?: ReactNode
  className?: string
  children: ReactNode
}

/**
 * One band of a page: a section labelled by its heading, with the same vertical rhythm and
 * heading-to-content gap everywhere, so every page of the site keeps one spacing scale.
 */
export function PageSection({
  id,
  title,
  eyebrow,
  lead,
  tone = 'white',
  align = 'start',
  layout = 'stacked',
  aside,
  className,
  children,
}: PageSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-24 py-16 sm:py-20 lg:py-24', toneClasses[tone], className)}
    >
      <Container
        className={cn(layout === 'split' && 'grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16')}
      >
        <div
          className={cn(
            'flex flex-col gap-6',
            aside && 'lg:flex-row lg:items-end lg:justify-between',
          )}
        >
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            align={align}
            tone={tone === 'brand' ? 'inverse' : 'default'}
          />
          {aside ? <div className="shrink-0">{aside}</div> : null}
        </div>
        <div className={cn(layout === 'stacked' && 'mt-10 lg:mt-12')}>{children}</div>
      </Container>
    </section>
  )
}
