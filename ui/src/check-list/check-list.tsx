import { Check } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export type CheckListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The points, in order. */
  items: readonly string[]
  /** Columns from the sm breakpoint up; phones always get one. @default 1 */
  columns?: 1 | 2
  /** default: on light backgrounds; inverse: on dark bands. @default 'default' */
  tone?: 'default' | 'inverse'
}

/** A list of points, each behind a check mark: advantages, outcomes, features. */
export function CheckList({
  items,
  columns = 1,
  tone = 'default',
  className,
  ...props
}: CheckListProps) {
  return (
    <ul
      data-columns={columns}
      className={cn(
        'grid gap-x-8 gap-y-3',
        columns === 2 && 'sm:grid-cols-2',
        tone === 'inverse' ? 'text-brand-100' : 'text-slate-700',
        className,
      )}
      {...props}
    >
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 leading-relaxed">
          <span
            aria-hidden="true"
            className={cn(
              'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full',
              tone === 'inverse' ? 'bg-accent-400 text-brand-950' : 'bg-brand-50 text-brand-700',
            )}
          >
            <Check className="size-4" strokeWidth={2.5} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
