import { formatPence } from '@app/core'
import type { EnrolmentRow } from '@app/core'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ComponentProps } from 'react'
import {
  PaymentPill,
  type InboxLabels,
  type InboxText,
  type WithId,
} from '../inbox-list/inbox-list'
import { cn } from '../lib/cn'
import { StaffTable } from '../staff-table/staff-table'
import { formatDateTime } from '../lib/date-time'
import { Link } from '../link/link'

export type EnrolmentTableProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The words of the page. */
  text: InboxText
  /** The labels of payment states. */
  labels: Pick<InboxLabels, 'payment'>
  /** The page's enrolments, newest first. */
  enrolments: readonly WithId<EnrolmentRow>[]
  /** Where an enrolment's record is. */
  itemHref: (id: string) => string
  /** The next (older) page, when there is one. @default none */
  olderHref?: string
  /** The first (newest) page, when this is not it. @default none */
  newestHref?: string
}

const pagingLink =
  'inline-flex min-h-9 items-center gap-1 rounded-lg border border-brand-200 bg-white px-3.5 text-sm font-semibold text-brand-800 hover:bg-brand-50'

/**
 * The Enrolments room: each enrolment's number, who, courses, amount (paid and refunded), payment
 * state and when it was made; payment-test enrolments are marked as tests.
 */
export function EnrolmentTable({
  text,
  labels,
  enrolments,
  itemHref,
  olderHref,
  newestHref,
  className,
  ...props
}: EnrolmentTableProps) {
  const columns = text.enrolmentColumns
  const cell = 'md:px-3 md:py-3 md:align-top'
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      {enrolments.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-600">
          {text.noEnrolments}
        </p>
      ) : (
        <StaffTable
          columns={[
            { label: columns.number },
            { label: columns.name },
            { label: columns.courses },
            { label: columns.amount, className: 'text-right' },
            { label: columns.payment },
            { label: columns.created },
          ]}
          compact
        >
          <tbody className="divide-y divide-slate-200">
            {enrolments.map((row) => (
              <tr
                key={row.id}
                data-test-payment={row.test || undefined}
                className={cn(
                  'max-md:flex max-md:flex-col max-md:gap-1.5 max-md:p-4',
                  row.test && 'bg-slate-50',
                )}
              >
                <td className={cn(cell, 'whitespace-nowrap')}>
                  <Link
                    href={itemHref(row.id)}
                    className="font-semibold text-brand-800 tabular-nums hover:underline"
                  >
                    {row.number}
                  </Link>
                  {row.test ? (
                    <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      {text.testPayment}
                    </span>
                  ) : null}
                </td>
                <td className={cell}>
                  <span className="block font-medium text-slate-900">{row.name}</span>
                  <span className="block [overflow-wrap:anywhere] text-slate-600">{row.email}</span>
                </td>
                <td className={cn(cell, 'text-slate-800')}>
                  <span className="md:sr-only">{columns.courses}: </span>
                  {row.courses.map((course) => `${course.title} (${course.duration})`).join(', ')}
                </td>
                <td className={cn(cell, 'tabular-nums md:text-right md:whitespace-nowrap')}>
                  <span className="md:sr-only">{columns.amount}: </span>
                  <span className="font-medium text-slate-900">{formatPence(row.amountPence)}</span>
                  {row.amountPaidPence !== null ? (
                    <span className="block text-slate-600">
                      {text.amountPaid} {formatPence(row.amountPaidPence)}
                    </span>
                  ) : null}
                  {row.refundedPence > 0 ? (
                    <span className="block text-slate-600">
                      {text.refunded} {formatPence(row.refundedPence)}
                    </span>
                  ) : null}
                </td>
                <td className={cell}>
                  <span className="md:sr-only">{columns.payment}: </span>
                  <PaymentPill payment={row.payment} labels={labels} />
                </td>
                <td className={cn(cell, 'text-slate-700 tabular-nums md:whitespace-nowrap')}>
                  <span className="md:sr-only">{columns.created}: </span>
                  <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      {olderHref || newestHref ? (
        <nav aria-label={text.paging} className="flex flex-wrap justify-between gap-3">
          {newestHref ? (
            <Link href={newestHref} className={pagingLink}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {text.firstPage}
            </Link>
          ) : (
            <span />
          )}
          {olderHref ? (
            <Link href={olderHref} className={pagingLink}>
              {text.nextPage}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
