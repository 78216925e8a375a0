import type { EventRegistrations } from '@app/core'
import { Download } from 'lucide-react'
import type { ComponentProps } from 'react'
import type { InboxText } from '../inbox-list/inbox-list'
import { cn } from '../lib/cn'
import { StaffTable } from '../staff-table/staff-table'
import { formatDay } from '../lib/date-time'
import { Link } from '../link/link'

export type EventRegistrationListProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The words of the page. */
  text: InboxText
  /** Every event with its count of registrations. */
  events: readonly EventRegistrations[]
  /** The inbox filtered to an event's registrations. */
  viewHref: (slug: string) => string
  /** The CSV file of an event's registrations. */
  csvHref: (slug: string) => string
}

/** The Events room: each event, its date and how many registered, with the list and its CSV. */
export function EventRegistrationList({
  text,
  events,
  viewHref,
  csvHref,
  className,
  ...props
}: EventRegistrationListProps) {
  const columns = text.eventColumns
  const cell = 'md:px-4 md:py-3 md:align-middle'
  if (events.length === 0) {
    return (
      <div className={className} {...props}>
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-600">
          {text.noEvents}
        </p>
      </div>
    )
  }
  return (
    <StaffTable
      columns={[
        { label: columns.event },
        { label: columns.date },
        { label: columns.registrations, className: 'text-right' },
        { label: text.exportCsv, visuallyHidden: true },
      ]}
      className={className}
      {...props}
    >
      <tbody className="divide-y divide-slate-200">
        {events.map((event) => (
          <tr key={event.slug} className="max-md:flex max-md:flex-col max-md:gap-1.5 max-md:p-4">
            <td className={cell}>
              <Link
                href={viewHref(event.slug)}
                className="font-semibold text-brand-800 hover:underline"
              >
                {event.title}
              </Link>
            </td>
            <td className={cn(cell, 'text-slate-700 tabular-nums')}>
              <span className="md:sr-only">{columns.date}: </span>
              <time dateTime={event.date}>{formatDay(event.date)}</time>
            </td>
            <td className={cn(cell, 'font-semibold text-slate-900 tabular-nums md:text-right')}>
              <span className="font-normal md:sr-only">{columns.registrations}: </span>
              {event.registrations}
            </td>
            <td className={cn(cell, 'md:text-right')}>
              <a
                href={csvHref(event.slug)}
                download
                className="inline-flex min-h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 [&_svg]:size-4"
              >
                <Download aria-hidden="true" />
                {text.exportCsv}
                <span className="sr-only">: {event.title}</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  )
}
