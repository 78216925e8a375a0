import type { InboxFilter, InboxKind, InboxStatus, PaymentState } from '@app/core'
import { Download, Filter, X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { buttonVariants } from '../button/button'
import { DateField } from '../date-field/date-field'
import type { InboxLabels, InboxText } from '../inbox-list/inbox-list'
import { cn } from '../lib/cn'
import { Link } from '../link/link'
import { SelectField, type SelectOption } from '../select-field/select-field'
import { SubmitButton } from '../submit-button/submit-button'
import { TextField } from '../text-field/text-field'

export type InboxFiltersProps = Omit<ComponentProps<'form'>, 'children' | 'onSubmit'> & {
  /** The words of the page. */
  text: InboxText
  /** The labels of kinds, statuses and payment states, in the order the selects offer them. */
  labels: InboxLabels
  /** The filters in force (the page's query), shown in the fields. */
  values: InboxFilter
  /** The events to choose from (value: slug). */
  events: readonly SelectOption[]
  /** The courses to choose from (value: slug). */
  courses: readonly SelectOption[]
  /** The page the form sends its query to, e.g. /staff/inbox; Clear leads there with no query. */
  action: string
  /** The CSV file of the same view (the API's address with the same query). */
  csvHref: string
  /** The longest search (core's inboxLimits.search). */
  searchMaxLength: number
  /** The server's messages per filter (e.g. a "to" date before "from"). @default {} */
  errors?: Partial<Record<keyof InboxFilter, string>>
  /** Which filters the form offers, e.g. the Enrolments room's fewer. @default every filter */
  fields?: readonly (keyof InboxFilter)[]
  /**
   * Called with the query the form makes (empty fields left out), instead of the browser's own
   * GET; without it the form loads `action?query` as any GET form does. @default none
   */
  onApply?: (query: URLSearchParams) => void
}

/** The query of a filter form: its filled-in fields, in the form's (and the address's) order. */
function queryOf(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim())
  }
  return query
}

function optionsOf<Key extends string>(
  labels: Readonly<Record<Key, string>>,
  any: string,
): SelectOption[] {
  return [
    { value: '', label: any },
    ...Object.entries<string>(labels).map(([value, label]) => ({ value, label })),
  ]
}

/**
 * The inbox's filters as a GET form whose field names are the page's query (docs/inbox.md#the-list),
 * so a filtered view is an address to bookmark or share: kind, status, event, course, payment,
 * received from and to, and a search. Apply sends it, Clear leads to the unfiltered list, Export
 * CSV downloads the same view.
 */
export function InboxFilters({
  text,
  labels,
  values,
  events,
  courses,
  action,
  csvHref,
  searchMaxLength,
  errors = {},
  fields,
  onApply,
  className,
  ...props
}: InboxFiltersProps) {
  const offers = (name: keyof InboxFilter) => !fields || fields.includes(name)
  // The fields hold their own values (a plain GET form); a new query puts them back in step.
  const key = JSON.stringify(values)
  return (
    <form
      key={key}
      method="get"
      action={action}
      role="search"
      aria-label={text.filtersHeading}
      noValidate
      onSubmit={(event) => {
        if (!onApply) return
        event.preventDefault()
        onApply(queryOf(event.currentTarget))
      }}
      className={cn(
        'grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-4',
        className,
      )}
      {...props}
    >
      {offers('kind') ? (
        <SelectField
          name="kind"
          label={text.columns.kind}
          options={optionsOf<InboxKind>(labels.kind, text.any)}
          defaultValue={values.kind ?? ''}
          error={errors.kind}
        />
      ) : null}
      {offers('status') ? (
        <SelectField
          name="status"
          label={text.columns.status}
          options={optionsOf<InboxStatus>(labels.status, text.any)}
          defaultValue={values.status ?? ''}
          error={errors.status}
        />
      ) : null}
      {offers('event') ? (
        <SelectField
          name="event"
          label={text.event}
          options={[{ value: '', label: text.any }, ...events]}
          defaultValue={values.event ?? ''}
          error={errors.event}
        />
      ) : null}
      {offers('course') ? (
        <SelectField
          name="course"
          label={text.course}
          options={[{ value: '', label: text.any }, ...courses]}
          defaultValue={values.course ?? ''}
          error={errors.course}
        />
      ) : null}
      {offers('payment') ? (
        <SelectField
          name="payment"
          label={text.columns.payment}
          options={optionsOf<PaymentState>(labels.payment, text.any)}
          defaultValue={values.payment ?? ''}
          error={errors.payment}
        />
      ) : null}
      {offers('from') ? (
        <DateField
          name="from"
          label={text.from}
          defaultValue={values.from ?? ''}
          error={errors.from}
        />
      ) : null}
      {offers('to') ? (
        <DateField name="to" label={text.to} defaultValue={values.to ?? ''} error={errors.to} />
      ) : null}
      {offers('q') ? (
        <TextField
          type="text"
          name="q"
          enterKeyHint="search"
          label={text.search}
          hint={text.searchHint}
          defaultValue={values.q ?? ''}
          maxLength={searchMaxLength}
          error={errors.q}
          autoCapitalize="none"
          spellCheck={false}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <SubmitButton icon={<Filter aria-hidden="true" />} size="sm">
          {text.applyFilters}
        </SubmitButton>
        <Link href={action} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <X aria-hidden="true" />
          {text.clearFilters}
        </Link>
        <a
          href={csvHref}
          download
          className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'sm:ml-auto')}
        >
          <Download aria-hidden="true" />
          {text.exportCsv}
        </a>
      </div>
    </form>
  )
}
