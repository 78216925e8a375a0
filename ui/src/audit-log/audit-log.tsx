import type { AuditAction, AuditEntry, StaffFormText } from '@app/core'
import { Filter } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { Button } from '../button/button'
import { Form } from '../form/form'
import { cn } from '../lib/cn'
import { StaffTable } from '../staff-table/staff-table'
import { formatDateTime } from '../lib/date-time'
import { SelectField } from '../select-field/select-field'
import { SubmitButton } from '../submit-button/submit-button'
import { TextField } from '../text-field/text-field'

export interface AuditFilters {
  /** Part of the e-mail address of who did it; '' for anyone. */
  actor: string
  /** One action; '' for any. */
  action: AuditAction | ''
}

export type AuditLogProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The words of the page. */
  text: StaffFormText<'audit'>
  /** The entries shown, newest first. */
  entries: readonly AuditEntry[]
  /** Each action's label, in the order the filter lists them. */
  actionLabels: Readonly<Record<AuditAction, string>>
  /** The filters in force, shown in the form. */
  filters: AuditFilters
  /** Called with the form's filters on Show. */
  onFilter: (filters: AuditFilters) => void
  /** Whether older entries exist: shows the button that loads them. @default false */
  hasMore?: boolean
  /** Called on the button that loads older entries. */
  onLoadMore?: () => void
  /** Entries are loading: the buttons are busy. @default false */
  loading?: boolean
}

/**
 * The audit log as owners read it: a filter by person and action, then the entries newest first
 * (when, who, what, which record, detail, from which address), with older ones a page at a time.
 */
export function AuditLog({
  text,
  entries,
  actionLabels,
  filters,
  onFilter,
  hasMore = false,
  onLoadMore,
  loading = false,
  className,
  ...props
}: AuditLogProps) {
  const [draft, setDraft] = useState<AuditFilters>(filters)
  const actionOptions = Object.entries(actionLabels).map(([value, label]) => ({ value, label }))
  return (
    <div className={cn('flex flex-col gap-6', className)} {...props}>
      <Form
        role="search"
        busy={loading}
        onSubmit={() => onFilter(draft)}
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs md:flex-row md:items-start"
      >
        <TextField
          type="text"
          name="actor"
          label={text.person}
          hint={text.personHint}
          value={draft.actor}
          onChange={(event) => setDraft((current) => ({ ...current, actor: event.target.value }))}
          autoCapitalize="none"
          spellCheck={false}
          className="md:flex-1"
        />
        <SelectField
          name="action"
          label={text.action}
          options={[{ value: '', label: text.anyAction }, ...actionOptions]}
          value={draft.action}
          onChange={(event) =>
            setDraft((current) => ({ ...current, action: event.target.value as AuditAction | '' }))
          }
          className="md:w-64"
        />
        <SubmitButton icon={<Filter aria-hidden="true" />} className="md:mt-7">
          {text.filter}
        </SubmitButton>
      </Form>

      {entries.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-600">
          {text.none}
        </p>
      ) : (
        <StaffTable
          columns={[
            { label: text.when, className: 'whitespace-nowrap' },
            { label: text.who },
            { label: text.what },
            { label: text.record },
            { label: text.detail },
            { label: text.address },
          ]}
        >
          <tbody className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <tr
                key={entry.id}
                className="align-top max-md:flex max-md:flex-col max-md:gap-1 max-md:p-4"
              >
                <td className="whitespace-nowrap text-slate-600 tabular-nums md:px-4 md:py-3 md:text-slate-700">
                  {formatDateTime(entry.at)}
                </td>
                <td className="font-medium [overflow-wrap:anywhere] text-slate-900 md:px-4 md:py-3 lg:whitespace-nowrap">
                  <span className="md:sr-only">{text.who}: </span>
                  {entry.actor ?? text.unknown}
                </td>
                <td className="md:px-4 md:py-3">
                  <span className="md:sr-only">{text.what}: </span>
                  <span
                    data-action={entry.action}
                    className={cn(
                      'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                      entry.action === 'sign-in-failed'
                        ? 'bg-red-100 text-red-800'
                        : 'bg-brand-50 text-brand-800',
                    )}
                  >
                    {actionLabels[entry.action]}
                  </span>
                </td>
                <td className="[overflow-wrap:anywhere] text-slate-700 md:px-4 md:py-3">
                  <span className="md:sr-only">{text.record}: </span>
                  {entry.target ?? '—'}
                </td>
                <td className="text-slate-700 md:px-4 md:py-3">
                  <span className="md:sr-only">{text.detail}: </span>
                  {entry.detail ?? '—'}
                </td>
                <td className="text-slate-700 tabular-nums md:px-4 md:py-3">
                  <span className="md:sr-only">{text.address}: </span>
                  {entry.address ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      {hasMore && onLoadMore ? (
        <Button variant="outline" busy={loading} onClick={onLoadMore} className="self-center">
          {text.more}
        </Button>
      ) : null}
    </div>
  )
}
