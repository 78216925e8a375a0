import { formatPence } from '@app/core'
import type { InvoiceFilterStatus, InvoiceRow, InvoiceStatus, invoicePageText } from '@app/core'
import { Search } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Button } from '../button/button'
import { cn } from '../lib/cn'
import { formatDay } from '../lib/date-time'
import { Link } from '../link/link'
import { SelectField } from '../select-field/select-field'
import { StaffTable } from '../staff-table/staff-table'
import { TextField } from '../text-field/text-field'

export type InvoiceText = typeof invoicePageText

const pill = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap'
const statusTones: Record<InvoiceStatus, string> = {
  draft: 'bg-slate-200 text-slate-700',
  unpaid: 'bg-accent-100 text-accent-900',
  overdue: 'bg-red-100 text-red-800',
  paid: 'bg-emerald-100 text-emerald-800',
  credited: 'bg-brand-50 text-brand-800',
  issued: 'bg-brand-50 text-brand-800',
}

/** A document's status as a labelled pill (the word carries it, the colour only helps). */
export function InvoiceStatusPill({
  status,
  labels,
}: {
  status: InvoiceStatus
  labels: Record<InvoiceStatus, string>
}) {
  return (
    <span data-invoice-status={status} className={cn(pill, statusTones[status])}>
      {labels[status]}
    </span>
  )
}

export type InvoiceListProps = Omit<ComponentProps<'div'>, 'children'> & {
  text: InvoiceText
  statusLabels: Record<InvoiceStatus, string>
  /** The filters offered, in order. */
  filterStatuses: readonly InvoiceFilterStatus[]
  /** The documents, newest first. */
  invoices: readonly InvoiceRow[]
  /** More documents match than `invoices` holds. @default false */
  more?: boolean
  /** The filters as they are. */
  values: { status?: string; q?: string }
  /** The form's own address (it works without scripts too). */
  action: string
  itemHref: (id: number) => string
  searchMaxLength: number
  /** Problems with the filters, by field. @default none */
  errors?: Partial<Record<'status' | 'q', string>>
  onApply: (chosen: URLSearchParams) => void
}

/**
 * The Invoices room's list: drafts, issued invoices and credit notes, newest first, with a
 * search (number, customer, e-mail) and a status filter.
 */
export function InvoiceList({
  text,
  statusLabels,
  filterStatuses,
  invoices,
  more = false,
  values,
  action,
  itemHref,
  searchMaxLength,
  errors = {},
  onApply,
  className,
  ...props
}: InvoiceListProps) {
  const columns = text.columns
  const cell = 'md:px-3 md:py-3 md:align-top'
  return (
    <div className={cn('flex flex-col gap-5', className)} {...props}>
      <form
        role="search"
        action={action}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          const chosen = new URLSearchParams()
          for (const name of ['status', 'q'] as const) {
            const value = String(data.get(name) ?? '').trim()
            if (value) chosen.set(name, value)
          }
          onApply(chosen)
        }}
      >
        <SelectField
          name="status"
          label={text.statusFilter}
          defaultValue={values.status ?? ''}
          options={[
            { value: '', label: text.allStatuses },
            ...filterStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
          ]}
          error={errors.status}
          className="w-44"
        />
        <TextField
          name="q"
          type="text"
          label={text.search}
          defaultValue={values.q ?? ''}
          maxLength={searchMaxLength}
          error={errors.q}
          className="min-w-60 flex-1"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {text.apply}
        </Button>
      </form>
      {invoices.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-600">
          {text.none}
        </p>
      ) : (
        <StaffTable
          columns={[
            { label: columns.number },
            { label: columns.customer },
            { label: columns.date },
            { label: columns.total, className: 'text-right' },
            { label: columns.status },
            { label: columns.author },
          ]}
          compact
        >
          <tbody className="divide-y divide-slate-200">
            {invoices.map((row) => (
              <tr key={row.id} className="max-md:flex max-md:flex-col max-md:gap-1.5 max-md:p-4">
                <td className={cn(cell, 'whitespace-nowrap')}>
                  <Link
                    href={itemHref(row.id)}
                    className="font-semibold text-brand-800 tabular-nums hover:underline"
                  >
                    {row.number ?? `${text.draftNumber} ${row.id}`}
                  </Link>
                </td>
                <td className={cell}>
                  <span className="block font-medium text-slate-900">
                    {row.customerName || '—'}
                  </span>
                  <span className="block [overflow-wrap:anywhere] text-slate-600">
                    {row.customerEmail}
                  </span>
                </td>
                <td className={cn(cell, 'text-slate-700 tabular-nums md:whitespace-nowrap')}>
                  <span className="md:sr-only">{columns.date}: </span>
                  {row.invoiceDate ? formatDay(row.invoiceDate) : '—'}
                </td>
                <td className={cn(cell, 'font-medium text-slate-900 tabular-nums md:text-right')}>
                  <span className="md:sr-only">{columns.total}: </span>
                  {formatPence(row.totalPence)}
                </td>
                <td className={cell}>
                  <span className="md:sr-only">{columns.status}: </span>
                  <InvoiceStatusPill status={row.status} labels={statusLabels} />
                </td>
                <td className={cn(cell, '[overflow-wrap:anywhere] text-slate-700')}>
                  <span className="md:sr-only">{columns.author}: </span>
                  {row.author}
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      {more ? (
        <p className="text-sm text-slate-600">{text.moreThanShown(invoices.length)}</p>
      ) : null}
    </div>
  )
}
