import type {
  InboxItem,
  InboxKind,
  InboxStatus,
  MailState,
  PaymentState,
  inboxPageText,
} from '@app/core'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { StaffTable } from '../staff-table/staff-table'
import { formatDateTime } from '../lib/date-time'
import { Link } from '../link/link'

/** A record as the API's answer types it: its id any string. */
export type WithId<Record extends { id: string }> = Omit<Record, 'id'> & { id: string }

/** The inbox's words (core's inboxPageText). */
export type InboxText = typeof inboxPageText

/** The words for each kind, status, e-mail state and payment state (core's *Labels). */
export interface InboxLabels {
  kind: Readonly<Record<InboxKind, string>>
  status: Readonly<Record<InboxStatus, string>>
  mail: Readonly<Record<MailState | 'none', string>>
  payment: Readonly<Record<PaymentState, string>>
}

const statusTones: Record<InboxStatus, string> = {
  new: 'bg-accent-100 text-accent-900',
  'in-progress': 'bg-brand-50 text-brand-800',
  done: 'bg-emerald-100 text-emerald-800',
  spam: 'bg-slate-200 text-slate-700',
}

const mailTones: Record<MailState | 'none', string> = {
  queued: 'bg-brand-50 text-brand-800',
  sent: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  none: 'bg-slate-100 text-slate-600',
}

const paymentTones: Record<PaymentState, string> = {
  pending: 'bg-accent-100 text-accent-900',
  paid: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  expired: 'bg-slate-200 text-slate-700',
  refunded: 'bg-slate-200 text-slate-700',
  'partly-refunded': 'bg-brand-50 text-brand-800',
}

const pill = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap'

/** A record's status as a labelled pill (the words carry it, the colour only helps). */
export function InboxStatusPill({ status, labels }: { status: InboxStatus; labels: InboxLabels }) {
  return (
    <span data-status={status} className={cn(pill, statusTones[status])}>
      {labels.status[status]}
    </span>
  )
}

/** An e-mail's state as a pill. */
export function MailStatePill({
  state,
  labels,
}: {
  state: MailState | 'none'
  labels: InboxLabels
}) {
  return (
    <span data-mail={state} className={cn(pill, mailTones[state])}>
      {labels.mail[state]}
    </span>
  )
}

/** A payment's state as a pill. */
export function PaymentPill({
  payment,
  labels,
}: {
  payment: PaymentState
  labels: Pick<InboxLabels, 'payment'>
}) {
  return (
    <span data-payment={payment} className={cn(pill, paymentTones[payment])}>
      {labels.payment[payment]}
    </span>
  )
}

export type InboxListProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The words of the page. */
  text: InboxText
  /** The labels of kinds, statuses, e-mail and payment states. */
  labels: InboxLabels
  /** The page's records, newest first. */
  items: readonly WithId<InboxItem>[]
  /** Where a record's detail page is. */
  itemHref: (id: string) => string
  /** The next (older) page, when there is one. @default none */
  olderHref?: string
  /** The first (newest) page, when this is not it. @default none */
  newestHref?: string
  /** Whether filters are in force: an empty list then says nothing matches them. @default false */
  filtered?: boolean
  /** A page is loading: the table is marked busy. @default false */
  loading?: boolean
}

const cellClasses = 'md:px-3 md:py-3 md:align-top'

/**
 * A page of the inbox (docs/inbox.md#the-list): each record's kind, name and e-mail, summary,
 * time received in UK time, status and staff e-mail; unread ones in bold with an "Unread" label,
 * so they stand out without colour. The name leads to the record; Older and Newest page by
 * cursor links.
 */
export function InboxList({
  text,
  labels,
  items,
  itemHref,
  olderHref,
  newestHref,
  filtered = false,
  loading = false,
  className,
  ...props
}: InboxListProps) {
  const columns = text.columns
  return (
    <div
      className={cn('flex flex-col gap-4', className)}
      aria-busy={loading || undefined}
      {...props}
    >
      {items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-600">
          {filtered || newestHref ? text.empty : text.emptyInbox}
        </p>
      ) : (
        <StaffTable
          columns={[
            { label: columns.name },
            { label: columns.kind },
            { label: columns.summary },
            { label: columns.received, className: 'whitespace-nowrap' },
            { label: columns.status },
            { label: columns.staffMail, className: 'whitespace-nowrap' },
          ]}
          compact
        >
          <tbody className="divide-y divide-slate-200">
            {items.map((item) => (
              <tr
                key={item.id}
                data-unread={item.unread || undefined}
                className={cn(
                  'max-md:flex max-md:flex-col max-md:gap-1.5 max-md:p-4',
                  item.unread ? 'bg-accent-50/60 font-semibold' : 'font-normal',
                )}
              >
                <td className={cn(cellClasses, 'md:max-w-56')}>
                  <span className="flex flex-wrap items-center gap-2">
                    <Link
                      href={itemHref(item.id)}
                      className={cn(
                        'text-brand-800 underline-offset-2 hover:underline',
                        item.unread ? 'font-bold' : 'font-semibold',
                      )}
                    >
                      {item.name}
                    </Link>
                    {item.unread ? (
                      <span className="rounded border border-accent-700 px-1.5 text-xs font-bold tracking-wide text-accent-900 uppercase">
                        {text.unread}
                      </span>
                    ) : null}
                  </span>
                  <span className="block font-normal [overflow-wrap:anywhere] text-slate-600">
                    <span className="sr-only">{columns.email}: </span>
                    {item.email}
                  </span>
                </td>
                <td className={cn(cellClasses, 'text-slate-700')}>
                  <span className="md:sr-only">{columns.kind}: </span>
                  {labels.kind[item.kind]}
                </td>
                <td className={cn(cellClasses, 'text-slate-800 md:max-w-md')}>
                  <span className="md:sr-only">{columns.summary}: </span>
                  {item.summary}
                  {item.payment ? (
                    <span className="mt-1 block">
                      <span className="sr-only">{columns.payment}: </span>
                      <PaymentPill payment={item.payment} labels={labels} />
                    </span>
                  ) : null}
                </td>
                <td className={cn(cellClasses, 'text-slate-700 tabular-nums md:whitespace-nowrap')}>
                  <span className="md:sr-only">{columns.received}: </span>
                  <time dateTime={item.receivedAt}>{formatDateTime(item.receivedAt)}</time>
                </td>
                <td className={cellClasses}>
                  <span className="md:sr-only">{columns.status}: </span>
                  <InboxStatusPill status={item.status} labels={labels} />
                </td>
                <td className={cellClasses}>
                  <span className="md:sr-only">{columns.staffMail}: </span>
                  <MailStatePill state={item.staffMail} labels={labels} />
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      {olderHref || newestHref ? (
        <nav aria-label={text.paging} className="flex flex-wrap justify-between gap-3">
          {newestHref ? (
            <Link
              href={newestHref}
              className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-brand-200 bg-white px-3.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {text.firstPage}
            </Link>
          ) : (
            <span />
          )}
          {olderHref ? (
            <Link
              href={olderHref}
              className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-brand-200 bg-white px-3.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {text.nextPage}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
