import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn'

export interface StaffTableColumn {
  label: ReactNode
  /** Extra classes of the header cell, e.g. `text-right` over amounts. */
  className?: string
  /** Read by screen readers only, e.g. over a column of buttons. */
  visuallyHidden?: boolean
}

export interface StaffTableProps extends ComponentProps<'div'> {
  columns: readonly StaffTableColumn[]
  /** The rows: a `<tbody>`. */
  children: ReactNode
  /** Below this width each row stacks into a card and the header is for screen readers only. @default 'md' */
  stackBelow?: 'sm' | 'md'
  /** Narrower cell padding, for tables with many columns. @default false */
  compact?: boolean
}

/**
 * The staff area's table: a white card holding the table, its header row in small capitals. The
 * rows (the `<tbody>`) are the caller's, so each table lays out and stacks its own cells.
 */
export function StaffTable({
  columns,
  stackBelow = 'md',
  compact = false,
  className,
  children,
  ...props
}: StaffTableProps) {
  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs',
        className,
      )}
      {...props}
    >
      <table className="w-full text-left text-sm">
        <thead
          className={cn(
            'bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase',
            stackBelow === 'sm' ? 'max-sm:sr-only' : 'max-md:sr-only',
          )}
        >
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={cn(compact ? 'px-3' : 'px-4', 'py-3', column.className)}
              >
                {column.visuallyHidden ? (
                  <span className="sr-only">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  )
}
