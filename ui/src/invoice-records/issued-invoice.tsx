import { formatPence } from '@app/core'
import type { InvoiceRecord, InvoiceStatus, InvoiceView, PaymentMethod } from '@app/core'
import { Download, Mail } from 'lucide-react'
import { useState, type ComponentProps, type ReactNode } from 'react'
import { Button } from '../button/button'
import { DateField } from '../date-field/date-field'
import { InvoicePreview, type InvoiceCompany } from '../invoice-preview/invoice-preview'
import { cn } from '../lib/cn'
import { formatDateTime, formatDay } from '../lib/date-time'
import { Link } from '../link/link'
import { SelectField } from '../select-field/select-field'
import { InvoiceStatusPill, type InvoiceText } from './invoice-list'

export type IssuedInvoiceProps = Omit<ComponentProps<'div'>, 'children'> & {
  text: InvoiceText
  statusLabels: Record<InvoiceStatus, string>
  methodLabels: Record<PaymentMethod, string>
  /** The issued document. */
  invoice: InvoiceRecord
  /** What it shows, from its snapshot. */
  view: InvoiceView
  company: InvoiceCompany
  /** Today (YYYY-MM-DD), the payment date offered. */
  today: string
  itemHref: (id: number) => string
  /** What is in flight. @default none */
  busy?: 'download' | 'email' | 'payment'
  /** The outcome of the last action, as a sentence. @default none */
  notice?: { tone: 'success' | 'error'; text: string }
  onDownload: () => void
  onEmail: () => void
  onPayment: (payment: { paidOn: string; method: PaymentMethod } | null) => void
  /** The credit note editor, for an invoice. @default none */
  creditNote?: ReactNode
}

const heading = 'text-lg font-semibold text-slate-900'

/**
 * An issued invoice or credit note: its status, the document as issued, download and e-mail,
 * the payment, its e-mails with their delivery state, and its credit notes.
 */
export function IssuedInvoice({
  text,
  statusLabels,
  methodLabels,
  invoice,
  view,
  company,
  today,
  itemHref,
  busy,
  notice,
  onDownload,
  onEmail,
  onPayment,
  creditNote,
  className,
  ...props
}: IssuedInvoiceProps) {
  const [paidOn, setPaidOn] = useState(today)
  const [method, setMethod] = useState<PaymentMethod>('bank-transfer')
  const isInvoice = invoice.kind === 'invoice'
  return (
    <div className={cn('grid items-start gap-x-10 gap-y-10 xl:grid-cols-2', className)} {...props}>
      <section aria-label={invoice.number ?? ''} className="flex min-w-0 flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <InvoiceStatusPill status={invoice.status} labels={statusLabels} />
          <span className="text-2xl font-semibold text-slate-900 tabular-nums">
            {formatPence(invoice.totalPence)}
          </span>
        </div>
        {invoice.issuedAt && invoice.issuedBy ? (
          <p className="text-sm text-slate-600">
            {text.issuedBy(invoice.issuedBy, formatDateTime(invoice.issuedAt))}
          </p>
        ) : null}
        {invoice.creditsInvoice ? (
          <p className="text-slate-800">
            {text.creditsInvoice}{' '}
            <Link
              href={itemHref(invoice.creditsInvoice.id)}
              className="font-semibold text-brand-800 hover:underline"
            >
              {invoice.creditsInvoice.number}
            </Link>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button onClick={onDownload} busy={busy === 'download'}>
            <Download aria-hidden="true" />
            {text.download}
          </Button>
          <Button
            variant="outline"
            onClick={onEmail}
            busy={busy === 'email'}
            disabled={!invoice.customerEmail}
          >
            <Mail aria-hidden="true" />
            {text.email}
          </Button>
        </div>
        {notice ? (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={cn(
              'text-sm font-medium',
              notice.tone === 'error' ? 'text-red-700' : 'text-emerald-800',
            )}
          >
            {notice.text}
          </p>
        ) : null}

        <section aria-labelledby="invoice-messages" className="flex flex-col gap-2">
          <h2 id="invoice-messages" className={heading}>
            {text.messagesHeading}
          </h2>
          {invoice.messages.length === 0 ? (
            <p className="text-sm text-slate-600">{text.noMessages}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm text-slate-800">
              {invoice.messages.map((message) => (
                <li key={message.id} data-mail={message.state}>
                  {message.to}: {message.state}
                  {message.sentAt ? ` ${formatDateTime(message.sentAt)}` : ''}
                  {message.lastError ? ` (${message.lastError})` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>

        {isInvoice ? (
          <section aria-labelledby="invoice-payment" className="flex flex-col gap-3">
            <h2 id="invoice-payment" className={heading}>
              {text.paymentHeading}
            </h2>
            {invoice.payment ? (
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-slate-800">
                  {text.paidOn} {formatDay(invoice.payment.paidOn)} ·{' '}
                  {methodLabels[invoice.payment.method]}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  busy={busy === 'payment'}
                  onClick={() => onPayment(null)}
                >
                  {text.markUnpaid}
                </Button>
              </div>
            ) : (
              <form
                className="flex flex-wrap items-end gap-3"
                onSubmit={(event) => {
                  event.preventDefault()
                  onPayment({ paidOn, method })
                }}
              >
                <DateField
                  label={text.paidOn}
                  value={paidOn}
                  required
                  onChange={(event) => setPaidOn(event.target.value)}
                />
                <SelectField
                  label={text.method}
                  value={method}
                  onChange={(event) => setMethod(event.target.value as PaymentMethod)}
                  options={(Object.keys(methodLabels) as PaymentMethod[]).map((value) => ({
                    value,
                    label: methodLabels[value],
                  }))}
                />
                <Button type="submit" variant="outline" busy={busy === 'payment'}>
                  {text.markPaid}
                </Button>
              </form>
            )}
          </section>
        ) : null}

        {isInvoice ? (
          <section aria-labelledby="invoice-credit-notes" className="flex flex-col gap-3">
            <h2 id="invoice-credit-notes" className={heading}>
              {text.creditNotesHeading}
            </h2>
            {invoice.creditNotes.length > 0 ? (
              <ul className="flex flex-col gap-1 text-sm">
                {invoice.creditNotes.map((note) => (
                  <li key={note.id}>
                    <Link
                      href={itemHref(note.id)}
                      className="font-semibold text-brand-800 hover:underline"
                    >
                      {note.number ?? `${text.draftNumber} ${note.id}`}
                    </Link>{' '}
                    {formatPence(note.totalPence)}
                  </li>
                ))}
              </ul>
            ) : null}
            {creditNote}
          </section>
        ) : null}

        {invoice.pdfSha256 ? (
          <p className="text-xs [overflow-wrap:anywhere] text-slate-500">
            {text.fingerprint}: <code>{invoice.pdfSha256}</code>
          </p>
        ) : null}
      </section>
      <div className="min-w-0 rounded-2xl bg-slate-100 p-2 sm:p-5">
        <InvoicePreview
          headingLevel={2}
          invoice={view}
          company={company}
          title={isInvoice ? 'Invoice' : 'Credit note'}
        />
      </div>
    </div>
  )
}
