import { formatPence } from '@app/core'
import type { StaffOverview } from '@app/core'
import type { ComponentProps } from 'react'
import type { InboxText } from '../inbox-list/inbox-list'
import { cn } from '../lib/cn'
import { formatDay } from '../lib/date-time'
import { Link } from '../link/link'

/** Where each count of the overview leads (the matching view of the inbox). */
export interface InboxOverviewLinks {
  newEnquiries?: string
  nextEvent?: string
  paidThisMonth?: string
  failedMail?: string
}

export type InboxOverviewProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The words of the page. */
  text: InboxText
  /** The counts, as the server gave them. */
  overview: StaffOverview
  /** Where each count leads; a count without one is not a link. @default {} */
  links?: InboxOverviewLinks
}

interface Card {
  key: keyof InboxOverviewLinks
  value: string
  label: string
  detail?: string
  /** A count that wants action (failed e-mails): marked in words and colour. */
  alert?: boolean
}

/**
 * What matters on a Monday morning (docs/inbox.md#the-overview): new enquiries, registrations for
 * the next event, enrolments paid this month and their total, e-mails that failed. Each count
 * leads to the matching view.
 */
export function InboxOverview({
  text,
  overview,
  links = {},
  className,
  ...props
}: InboxOverviewProps) {
  const cards: Card[] = [
    { key: 'newEnquiries', value: String(overview.newEnquiries), label: text.newEnquiries },
    overview.nextEvent
      ? {
          key: 'nextEvent',
          value: String(overview.nextEvent.registrations),
          label: text.nextEventRegistrations(overview.nextEvent.title),
          detail: formatDay(overview.nextEvent.date),
        }
      : { key: 'nextEvent', value: '—', label: text.noNextEvent },
    {
      key: 'paidThisMonth',
      value: String(overview.paidThisMonth.count),
      label: text.paidThisMonth,
      detail: text.paidThisMonthTotal(formatPence(overview.paidThisMonth.totalPence)),
    },
    {
      key: 'failedMail',
      value: String(overview.failedMail),
      label: text.failedMail,
      alert: overview.failedMail > 0,
    },
  ]
  return (
    <section
      aria-labelledby="overview-counts"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <h2 id="overview-counts" className="text-lg font-semibold text-slate-900">
        {text.countsHeading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => {
          const href = card.key === 'nextEvent' && !overview.nextEvent ? undefined : links[card.key]
          const body = (
            <>
              <span
                className={cn(
                  'text-3xl font-bold tracking-tight tabular-nums',
                  card.alert ? 'text-red-700' : 'text-brand-800',
                )}
              >
                {card.value}
              </span>
              <span className="text-sm font-medium text-slate-700">{card.label}</span>
              {card.detail ? <span className="text-sm text-slate-600">{card.detail}</span> : null}
            </>
          )
          const classes = cn(
            'flex h-full flex-col gap-1 rounded-xl border bg-white p-5 shadow-xs',
            card.alert ? 'border-red-300 border-l-4' : 'border-slate-200',
          )
          return (
            <li key={card.key} data-count={card.key}>
              {href ? (
                <Link
                  href={href}
                  className={cn(classes, 'hover:border-brand-300 hover:shadow-card')}
                >
                  {body}
                </Link>
              ) : (
                <div className={classes}>{body}</div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
