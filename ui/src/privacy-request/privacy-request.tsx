import type { InboxKind, PrivacyFindings } from '@app/core'
import { Download, Search, Trash2 } from 'lucide-react'
import { useRef, useState, type ComponentProps } from 'react'
import { Button } from '../button/button'
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog'
import { Form } from '../form/form'
import { useFocusFirstError } from '../form/use-focus-first-error'
import type { InboxText, WithId } from '../inbox-list/inbox-list'
import { cn } from '../lib/cn'
import { formatDateTime } from '../lib/date-time'
import { Link } from '../link/link'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { TextField } from '../text-field/text-field'

/** What a privacy request is doing. */
export type PrivacyRequestStatus = 'idle' | 'finding' | 'exporting' | 'erasing'

export type PrivacyRequestProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The words of the page. */
  text: InboxText
  /** The words of each kind of record. */
  kindLabels: Readonly<Record<InboxKind, string>>
  /** What was found for the address last looked up; null before a Find. @default null */
  findings?:
    | (Omit<PrivacyFindings, 'records'> & { records: WithId<PrivacyFindings['records'][number]>[] })
    | null
  /** Where a record's detail page is. */
  itemHref: (id: string) => string
  /** Called with the address on Find. */
  onFind: (email: string) => void
  /** Called with the found address on Export; the caller downloads the file. */
  onExport: (email: string) => void
  /** Called with the found address once the erasure has been confirmed. */
  onErase: (email: string) => void
  /** The request in flight: its button is busy, the others wait. @default 'idle' */
  status?: PrivacyRequestStatus
  /** Why the address was refused, on the field. @default none */
  emailError?: string
  /** The outcome of the last action (exported, erased, or what went wrong). @default none */
  notice?: { tone: 'success' | 'error'; text: string }
}

type CountKey = keyof InboxText['privacyCounts']
const countKeys: readonly CountKey[] = [
  'enquiries',
  'registrations',
  'enrolments',
  'mail',
  'notes',
  'acknowledgementDays',
  'invoices',
]

/**
 * A privacy request for one e-mail address (docs/inbox.md#privacy-requests): Find shows what is
 * held, Export downloads it as JSON for a subject access request, Erase — after a confirmation
 * that names what will go — deletes it, keeping enrolments anonymised as tax law requires.
 */
export function PrivacyRequest({
  text,
  kindLabels,
  findings = null,
  itemHref,
  onFind,
  onExport,
  onErase,
  status = 'idle',
  emailError,
  notice,
  className,
  ...props
}: PrivacyRequestProps) {
  const [email, setEmail] = useState(findings?.email ?? '')
  const [confirming, setConfirming] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const attempted = useFocusFirstError(() => (emailError ? emailRef.current : null))
  const held = findings ? countKeys.filter((key) => findings[key] > 0) : []
  const learnerAccount = findings?.learnerAccount === true
  const what = findings
    ? [
        ...held.map((key) => `${text.privacyCounts[key]}: ${findings[key]}`),
        ...(learnerAccount ? [text.privacyLearnerAccount] : []),
      ].join(', ')
    : ''
  const busy = status !== 'idle'

  return (
    <div className={cn('flex flex-col', className)} {...props}>
      <Form
        role="search"
        aria-label={text.privacyHeading}
        busy={status === 'finding'}
        onSubmit={() => {
          attempted()
          onFind(email.trim())
        }}
        className="mb-6 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-start"
      >
        <TextField
          ref={emailRef}
          type="email"
          name="email"
          label={text.privacyEmail}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          className="sm:flex-1"
        />
        <SubmitButton icon={<Search aria-hidden="true" />} className="sm:mt-7">
          {text.privacyFind}
        </SubmitButton>
      </Form>

      {/* Always there, empty and taking no room until there is news (StatusMessage). */}
      <StatusMessage tone="success" className="*:mb-6">
        {notice?.tone === 'success' ? notice.text : null}
      </StatusMessage>
      <StatusMessage tone="error" className="*:mb-6">
        {notice?.tone === 'error' ? notice.text : null}
      </StatusMessage>

      {findings ? (
        <section
          aria-labelledby="privacy-findings"
          className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
        >
          <h2
            id="privacy-findings"
            className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900"
          >
            {text.privacyFindings(findings.email)}
          </h2>
          {held.length === 0 && !learnerAccount ? (
            <p className="text-sm text-slate-600">{text.privacyNothing(findings.email)}</p>
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {countKeys.map((key) => (
                  <div
                    key={key}
                    className="flex flex-col-reverse gap-1 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
                  >
                    <dt className="text-sm text-slate-600">{text.privacyCounts[key]}</dt>
                    <dd className="text-2xl font-bold text-brand-800 tabular-nums">
                      {findings[key]}
                    </dd>
                  </div>
                ))}
              </dl>
              {learnerAccount ? (
                <p className="text-sm text-slate-700 first-letter:uppercase">
                  {text.privacyLearnerAccount}
                </p>
              ) : null}
              {findings.records.length > 0 ? (
                <div className="flex flex-col gap-2">
                  <h3 className="text-base font-semibold text-slate-900">{text.privacyRecords}</h3>
                  <ul className="flex flex-col gap-2 text-sm">
                    {findings.records.map((record) => (
                      <li key={record.id} className="flex flex-wrap gap-x-2">
                        <Link
                          href={itemHref(record.id)}
                          className="font-semibold text-brand-800 hover:underline"
                        >
                          {kindLabels[record.kind]} {record.id}
                        </Link>
                        <span className="text-slate-600 tabular-nums">
                          {formatDateTime(record.receivedAt)}
                        </span>
                        <span className="text-slate-800">{record.summary}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <div className="flex flex-wrap gap-3">
                <Button
                  variant="outline"
                  busy={status === 'exporting'}
                  disabled={busy && status !== 'exporting'}
                  onClick={() => onExport(findings.email)}
                >
                  <Download aria-hidden="true" />
                  {text.privacyExport}
                </Button>
                <Button
                  variant="ghost-danger"
                  busy={status === 'erasing'}
                  disabled={busy && status !== 'erasing'}
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 aria-hidden="true" />
                  {text.privacyErase}
                </Button>
              </div>
            </>
          )}
        </section>
      ) : null}

      <ConfirmDialog
        open={confirming && findings !== null}
        title={findings ? text.privacyEraseTitle(findings.email) : ''}
        confirmLabel={text.privacyErase}
        onConfirm={() => {
          setConfirming(false)
          if (findings) onErase(findings.email)
        }}
        onCancel={() => setConfirming(false)}
      >
        {text.privacyEraseWhat(what)} {text.privacyEraseNote}
      </ConfirmDialog>
    </div>
  )
}
