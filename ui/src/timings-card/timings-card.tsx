import type { Timing } from '@app/core'
import { Clock } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn'

export type TimingsCardProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The card's heading, e.g. "Class timings". */
  title: string
  /** When it happens: days and hours, one entry each. */
  timings: readonly Timing[]
  /** The picture beside the heading. @default a clock */
  icon?: ReactNode
  /** The heading's level. @default 'h2' */
  headingLevel?: 'h2' | 'h3'
  /** A line under the timings, e.g. "All times are UK time". @default none */
  note?: ReactNode
}

/** A card of days and hours, e.g. the Student Zone's class timings. */
export function TimingsCard({
  title,
  timings,
  icon,
  headingLevel: Heading = 'h2',
  note,
  className,
  ...props
}: TimingsCardProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'relative overflow-hidden rounded-2xl bg-brand-950 p-6 text-white shadow-card sm:p-8',
        className,
      )}
      {...props}
    >
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-16 size-56 rounded-full bg-brand-600/30 blur-3xl"
      />
      <div className="relative flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-brand-950 [&_svg]:size-6"
        >
          {icon ?? <Clock />}
        </span>
        <Heading id={titleId} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </Heading>
      </div>
      <dl className="relative mt-6 grid gap-3 sm:grid-cols-2">
        {timings.map((timing) => (
          <div key={timing.days} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
            <dt className="text-sm font-semibold tracking-wide text-accent-200 uppercase">
              {timing.days}
            </dt>
            <dd className="mt-1 text-lg font-semibold text-white">{timing.hours}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className="relative mt-4 text-sm text-brand-100">{note}</p> : null}
    </section>
  )
}
