import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export type StatListProps = Omit<ComponentProps<'dl'>, 'children'> & {
  /** The figures, e.g. { value: '16+', label: 'Years of experience' }. */
  items: readonly { value: string; label: string }[]
  /** default: on light backgrounds; inverse: on dark bands. @default 'default' */
  tone?: 'default' | 'inverse'
  /** Tiles per row on large screens (two on small ones). @default 4 */
  wideColumns?: 2 | 4
}

/** Key figures in a row of tiles: a large value over its label (a description list). */
export function StatList({
  items,
  tone = 'default',
  wideColumns = 4,
  className,
  ...props
}: StatListProps) {
  const inverse = tone === 'inverse'
  return (
    <dl
      data-tone={tone}
      className={cn('grid grid-cols-2 gap-4', wideColumns === 4 && 'lg:grid-cols-4', className)}
      {...props}
    >
      {items.map((item) => (
        <div
          key={item.label}
          className={cn(
            'flex flex-col-reverse gap-1 rounded-xl p-5 sm:p-6',
            inverse
              ? 'bg-white/5 ring-1 ring-white/10'
              : 'bg-white shadow-card ring-1 ring-slate-200',
          )}
        >
          <dt className={cn('text-sm font-medium', inverse ? 'text-brand-100' : 'text-slate-600')}>
            {item.label}
          </dt>
          <dd
            className={cn(
              'text-3xl font-bold tracking-tight sm:text-4xl',
              inverse ? 'text-accent-300' : 'text-brand-800',
            )}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
