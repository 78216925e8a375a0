import type { InvoiceView } from '@app/core'
import { createElement, useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn'
import { BrandMark } from '../logo/logo'

/** Who sends the invoice: what its header shows. */
export interface InvoiceCompany {
  name: string
  addressLines: readonly string[]
  email: string
}

export type InvoicePreviewProps = Omit<ComponentProps<'article'>, 'children'> & {
  /** The invoice as its client reads it (core's `invoiceView`). */
  invoice: InvoiceView
  /** The company sending it, for the header. */
  company: InvoiceCompany
  /** The mark beside the company's name. @default the brand's mark */
  logo?: ReactNode
  /** The level of the "Invoice" heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3
  /** The document's name, its heading and its number's label. @default 'Invoice' */
  title?: string
  /** A draft: "DRAFT" stands where the number will be. @default false */
  draft?: boolean
}

/**
 * A row under the products. Its heading spans the description, quantity and unit price columns
 * where they are shown, and only the description column on narrow screens, where the other two
 * are hidden: two headings, one shown at a time.
 */
function TotalRow({
  label,
  amount,
  total = false,
}: {
  label: string
  amount: string
  total?: boolean
}) {
  const rowClasses = total ? 'pt-1 text-base font-bold' : 'pt-4 pb-1'
  // The total's label is as dark as the figures; its amount stands out in the brand colour.
  const headingClasses = cn('pr-3 text-right', rowClasses, total && 'text-slate-900')
  return (
    <tr>
      <th scope="row" className={cn(headingClasses, '@md:hidden')}>
        {label}
      </th>
      <th scope="row" colSpan={3} className={cn(headingClasses, 'hidden @md:table-cell')}>
        {label}
      </th>
      <td
        className={cn(
          'pl-3 text-right whitespace-nowrap',
          rowClasses,
          total ? 'text-brand-800' : 'text-slate-900',
        )}
      >
        {amount}
      </td>
    </tr>
  )
}

const labelClasses = 'text-xs font-semibold tracking-wider text-slate-500 uppercase'

/**
 * The invoice as the client will see it, on a sheet of paper: the company with its logo,
 * address and e-mail; the number and dates; Bill To; the products; subtotal and total; the notes
 * (docs/product.md#invoice-builder). It shows what it is given: `invoiceView` has already left out
 * the lines without a name and chosen the notes. It lays itself out by its own width (container
 * queries), so it reads well in a side column too: when narrow, a line's quantity and unit price
 * move under its name.
 */
export function InvoicePreview({
  invoice,
  company,
  logo,
  headingLevel = 2,
  title = 'Invoice',
  draft = false,
  className,
  ...props
}: InvoicePreviewProps) {
  const headingId = useId()
  const { customer } = invoice
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        '@container flex flex-col gap-8 rounded-lg bg-white px-5 py-6 text-sm text-slate-700 shadow-card ring-1 ring-slate-900/10 sm:px-10 sm:py-10',
        className,
      )}
      {...props}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-4">
        <div className="flex min-w-0 items-start gap-3">
          <span className="shrink-0">{logo ?? <BrandMark size="lg" />}</span>
          <div className="min-w-0">
            <p className="text-base font-bold text-brand-950">{company.name}</p>
            <address className="mt-1 leading-relaxed text-slate-600 not-italic">
              {company.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <span className="block break-all">{company.email}</span>
            </address>
          </div>
        </div>
        {createElement(
          `h${headingLevel}`,
          { id: headingId, className: 'text-3xl font-bold tracking-tight text-brand-700' },
          title,
        )}
      </header>

      <div className="grid gap-6 @lg:grid-cols-[minmax(0,1fr)_auto]">
        <section aria-label="Bill to" className="min-w-0">
          <p className={labelClasses}>Bill To</p>
          <div className="mt-2 leading-relaxed [overflow-wrap:anywhere]">
            <p className="text-base font-semibold text-slate-900">{customer.name}</p>
            {customer.email ? <p>{customer.email}</p> : null}
            {customer.addressLines.length > 0 ? (
              <address className="not-italic">
                {customer.addressLines.map((line, index) => (
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
              </address>
            ) : null}
          </div>
        </section>
        <dl className="grid h-fit grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1.5 @lg:min-w-64">
          <dt className="text-slate-500">{title} number</dt>
          <dd className="text-right font-semibold [overflow-wrap:anywhere] text-slate-900">
            {draft ? 'DRAFT' : invoice.number}
          </dd>
          <dt className="text-slate-500">{title} date</dt>
          <dd className="text-right whitespace-nowrap text-slate-900">{invoice.invoiceDate}</dd>
          <dt className="text-slate-500">Due date</dt>
          <dd className="text-right whitespace-nowrap text-slate-900">{invoice.dueDate}</dd>
        </dl>
      </div>

      <table className="w-full border-collapse text-left tabular-nums">
        <caption className="sr-only">Products</caption>
        <thead>
          <tr className="border-b-2 border-brand-700 text-slate-900">
            <th scope="col" className="w-full py-2 pr-3 font-semibold">
              Description
            </th>
            <th
              scope="col"
              className="hidden px-3 py-2 text-right font-semibold whitespace-nowrap @md:table-cell"
            >
              Qty
            </th>
            <th
              scope="col"
              className="hidden px-3 py-2 text-right font-semibold whitespace-nowrap @md:table-cell"
            >
              Unit price
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold whitespace-nowrap">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.length === 0 ? (
            <tr className="border-b border-slate-200">
              <td colSpan={4} className="py-4 text-slate-500">
                No products yet: add one with a name to see it here.
              </td>
            </tr>
          ) : (
            invoice.lines.map((line) => (
              <tr key={line.id} className="border-b border-slate-200 align-top">
                <td className="py-2.5 pr-3 text-slate-900 [overflow-wrap:anywhere]">
                  {line.name}
                  <span className="block text-slate-500 @md:hidden">
                    {line.quantity} × {line.unitPrice}
                  </span>
                </td>
                <td className="hidden px-3 py-2.5 text-right whitespace-nowrap @md:table-cell">
                  {line.quantity}
                </td>
                <td className="hidden px-3 py-2.5 text-right whitespace-nowrap @md:table-cell">
                  {line.unitPrice}
                </td>
                <td className="py-2.5 pl-3 text-right font-medium whitespace-nowrap text-slate-900">
                  {line.amount}
                </td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <TotalRow label="Subtotal" amount={invoice.subtotal} />
          <TotalRow label="Total" amount={invoice.total} total />
        </tfoot>
      </table>

      <section aria-label="Notes" className="border-t border-slate-200 pt-5">
        <p className={labelClasses}>Notes</p>
        <div className="mt-2 leading-relaxed break-words">
          {invoice.notes.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </div>
      </section>
    </article>
  )
}
