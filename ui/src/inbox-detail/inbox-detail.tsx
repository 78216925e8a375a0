import { formatPence } from '@app/core'
import type { InboxDetail as InboxDetailData, InboxSource, InboxStatus } from '@app/core'
import { Mail, RotateCw } from 'lucide-react'
import { useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { Button } from '../button/button'
import {
  InboxStatusPill,
  MailStatePill,
  PaymentPill,
  type InboxLabels,
  type InboxText,
  type WithId,
} from '../inbox-list/inbox-list'
import { cn } from '../lib/cn'
import { formatDateTime } from '../lib/date-time'
import { SelectField } from '../select-field/select-field'
import { StatusMessage } from '../status-message/status-message'

export type InboxDetailProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The words of the page. */
  text: InboxText
  /** The labels of kinds, statuses, e-mail and payment states. */
  labels: InboxLabels
  /** Which form sent it, in words (core's inboxSourceLabels). */
  sourceLabels: Readonly<Record<InboxSource, string>>
  /** What each kind of e-mail is called (core's mailKindLabels); unknown kinds show as they are. */
  mailKindLabels: Readonly<Record<string, string>>
  /** The record, as the server gave it last (after a conflict: as it is now). */
  item: WithId<InboxDetailData>
  /** Called with the chosen status and the version it was chosen on. */
  onStatusChange: (status: InboxStatus, version: number) => void
  /** A status change is in flight: the select is busy. @default false */
  statusBusy?: boolean
  /**
   * Called on Resend with the e-mail's id and a key made for this resend: the same key until the
   * returned promise says it went (true), so a double click or a retry queues one message.
   */
  onResend: (messageId: number, key: string) => Promise<boolean>
  /** The outcome of the last action (e.g. someone else changed the record first). @default none */
  notice?: { tone: 'success' | 'error'; text: string }
  /** More sections after the e-mails, e.g. the notes. @default none */
  children?: ReactNode
}

/** A key no other click has: random, long enough for the server's check. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

const sectionClasses =
  'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6'
const headingClasses = 'text-lg font-semibold text-slate-900'

function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="[overflow-wrap:anywhere] text-slate-900 max-sm:-mt-2">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * One record of the inbox (docs/inbox.md#a-record): every stored field (for an enrolment its
 * courses, amounts, refunds and Stripe's ids), its status to change (sent with the version shown,
 * so a change made meanwhile by someone else is refused and shown), Reply by e-mail, the e-mails
 * sent about it with their state and Resend for the failed ones, and its status changes.
 */
export function InboxDetail({
  text,
  labels,
  sourceLabels,
  mailKindLabels,
  item,
  onStatusChange,
  statusBusy = false,
  onResend,
  notice,
  children,
  className,
  ...props
}: InboxDetailProps) {
  const keys = useRef(new Map<number, string>())
  const [resending, setResending] = useState<ReadonlySet<number>>(new Set())
  const inFlight = useRef(new Set<number>())
  const none = text.none
  const enrolment = item.enrolment
  const reply = `mailto:${item.email}?subject=${encodeURIComponent(text.replySubject[item.kind])}`

  async function resend(messageId: number) {
    // A second click while the first is on its way sends nothing more.
    if (inFlight.current.has(messageId)) return
    inFlight.current.add(messageId)
    setResending(new Set(inFlight.current))
    const key = keys.current.get(messageId) ?? newKey()
    keys.current.set(messageId, key)
    try {
      if (await onResend(messageId, key)) keys.current.delete(messageId)
    } finally {
      inFlight.current.delete(messageId)
      setResending(new Set(inFlight.current))
    }
  }

  const detailRows: Array<readonly [string, ReactNode]> = [
    [text.columns.kind, labels.kind[item.kind]],
    [text.source, sourceLabels[item.source]],
    [
      text.columns.received,
      <time key="at" dateTime={item.receivedAt}>
        {formatDateTime(item.receivedAt)}
      </time>,
    ],
    [text.columns.name, item.name],
    [text.columns.email, item.email],
    [text.phone, item.phone || none],
  ]
  if (item.event) detailRows.push([text.event, item.event.title])
  detailRows.push(
    [
      text.message,
      item.message ? <span className="whitespace-pre-wrap">{item.message}</span> : none,
    ],
    [text.columns.staffMail, <MailStatePill key="mail" state={item.staffMail} labels={labels} />],
    [text.sentFromAddress, item.address ?? none],
    [text.browser, item.browser ?? none],
  )

  return (
    <div className={cn('flex flex-col', className)} {...props}>
      {/* Always there, empty and taking no room until there is news (StatusMessage). */}
      <StatusMessage tone="success" className="*:mb-6">
        {notice?.tone === 'success' ? notice.text : null}
      </StatusMessage>
      <StatusMessage tone="error" className="*:mb-6">
        {notice?.tone === 'error' ? notice.text : null}
      </StatusMessage>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-wrap items-end gap-4">
            <SelectField
              label={text.statusLabel}
              options={Object.entries(labels.status).map(([value, label]) => ({ value, label }))}
              value={item.status}
              disabled={statusBusy}
              aria-busy={statusBusy || undefined}
              onChange={(event) => onStatusChange(event.target.value as InboxStatus, item.version)}
              className="w-48"
            />
            {item.payment ? (
              <p className="pb-2 text-sm">
                <span className="sr-only">{text.columns.payment}: </span>
                <PaymentPill payment={item.payment} labels={labels} />
              </p>
            ) : null}
          </div>
          <a
            href={reply}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-200 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&_svg]:size-[1.125em]"
          >
            <Mail aria-hidden="true" />
            {text.reply}
          </a>
        </div>

        <section aria-labelledby="inbox-details" className={sectionClasses}>
          <h2 id="inbox-details" className={headingClasses}>
            {text.details}
          </h2>
          <Facts rows={detailRows} />
        </section>

        {enrolment ? (
          <section aria-labelledby="inbox-enrolment" className={sectionClasses}>
            <h2 id="inbox-enrolment" className={headingClasses}>
              {text.enrolmentNumber} {enrolment.number}
              {enrolment.test ? (
                <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 align-middle text-xs font-semibold text-slate-700">
                  {text.testPayment}
                  <span className="sr-only">: {text.testPaymentNote}</span>
                </span>
              ) : null}
            </h2>
            <Facts
              rows={[
                [
                  text.courses,
                  <ul key="courses" className="flex flex-col gap-1">
                    {enrolment.courses.map((course) => (
                      <li key={`${course.slug}-${course.duration}`}>
                        {course.title} ({course.duration}) · {formatPence(course.pricePence)}
                      </li>
                    ))}
                  </ul>,
                ],
                [text.listTotal, formatPence(enrolment.listTotalPence)],
                [
                  text.customAmount,
                  enrolment.customAmountPence === null
                    ? none
                    : formatPence(enrolment.customAmountPence),
                ],
                [text.amount, formatPence(enrolment.amountPence)],
                [
                  text.amountPaid,
                  enrolment.amountPaidPence === null
                    ? none
                    : formatPence(enrolment.amountPaidPence),
                ],
                [text.refunded, formatPence(enrolment.refundedPence)],
                [text.paidAt, enrolment.paidAt ? formatDateTime(enrolment.paidAt) : none],
                [
                  text.refundedAt,
                  enrolment.refundedAt ? formatDateTime(enrolment.refundedAt) : none,
                ],
                [text.stripePayment, enrolment.stripePaymentIntent ?? none],
                [text.stripeSession, enrolment.stripeSessionId ?? none],
                [text.problem, enrolment.problem ?? none],
              ]}
            />
          </section>
        ) : null}

        <section aria-labelledby="inbox-messages" className={sectionClasses}>
          <h2 id="inbox-messages" className={headingClasses}>
            {text.messages}
          </h2>
          {item.messages.length === 0 ? (
            <p className="text-sm text-slate-600">{text.noMessages}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200">
              {item.messages.map((message) => (
                <li
                  key={message.id}
                  data-message={message.id}
                  className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="flex min-w-0 flex-col gap-1 text-sm">
                    <p className="font-semibold text-slate-900">
                      {mailKindLabels[message.kind] ?? message.kind}
                    </p>
                    <p className="[overflow-wrap:anywhere] text-slate-700">
                      {message.subject} · {message.to}
                    </p>
                    <p className="flex flex-wrap items-center gap-2 text-slate-700">
                      <MailStatePill state={message.state} labels={labels} />
                      <span>
                        {message.state === 'sent' && message.sentAt
                          ? text.mailSent(formatDateTime(message.sentAt))
                          : message.state === 'failed'
                            ? text.mailFailed(
                                message.failedAt ? formatDateTime(message.failedAt) : '',
                                message.attempts,
                              )
                            : text.mailQueued(message.attempts)}
                      </span>
                      {message.resendOf !== null ? (
                        <span className="text-slate-600">
                          · {text.mailResendOf(message.resendOf)}
                        </span>
                      ) : null}
                    </p>
                    {message.state === 'failed' && message.lastError ? (
                      <p className="text-slate-700">
                        {text.mailServerAnswer}:{' '}
                        <code className="rounded bg-red-50 px-1 [overflow-wrap:anywhere] text-red-900">
                          {message.lastError}
                        </code>
                      </p>
                    ) : null}
                  </div>
                  {message.canResend ? (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={text.resendLabel(message.subject)}
                      busy={resending.has(message.id)}
                      onClick={() => void resend(message.id)}
                    >
                      <RotateCw aria-hidden="true" />
                      {text.resend}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>

        {children}

        <section aria-labelledby="inbox-history" className={sectionClasses}>
          <h2 id="inbox-history" className={headingClasses}>
            {text.history}
          </h2>
          {item.history.length === 0 ? (
            <p className="text-sm text-slate-600">{text.noHistory}</p>
          ) : (
            <ol className="flex flex-col gap-2 text-sm">
              {item.history.map((change) => (
                <li key={`${change.at}-${change.to}`} className="flex flex-wrap items-center gap-2">
                  <time dateTime={change.at} className="text-slate-600 tabular-nums">
                    {formatDateTime(change.at)}
                  </time>
                  <span className="text-slate-900">
                    {change.from ? (
                      <>
                        <InboxStatusPill status={change.from} labels={labels} /> →{' '}
                      </>
                    ) : null}
                    <InboxStatusPill status={change.to} labels={labels} />
                  </span>
                  <span className="text-slate-600">{change.actor ?? text.unknownActor}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  )
}
