import type { EnrolmentFormErrors, EnrolmentFormField, EnrolmentFormValues } from '@app/core'
import { CreditCard, LockKeyhole } from 'lucide-react'
import { useId, useRef, type ComponentProps, type ReactNode } from 'react'
import { CheckboxField } from '../checkbox-field/checkbox-field'
import { CheckboxGroup } from '../checkbox-group/checkbox-group'
import { ErrorSummary } from '../error-summary/error-summary'
import { Form } from '../form/form'
import { useFocusFirstError } from '../form/use-focus-first-error'
import { cn } from '../lib/cn'
import { NumberField } from '../number-field/number-field'
import { SelectField } from '../select-field/select-field'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { TextAreaField } from '../text-area-field/text-area-field'
import { TextField } from '../text-field/text-field'

/** A course that can be ticked, with the price of each duration already written out. */
export interface EnrolmentCourseOption {
  /** The course's id (its slug): what the selection holds. */
  value: string
  /** The course's title. */
  label: string
  /** A line under the title, e.g. "£1,200.00 for 3 months". @default none */
  hint?: string
  /** The price of each duration as shown, by duration id, e.g. { '3-months': '£1,200.00' }. */
  prices: Readonly<Record<string, string>>
}

/** One of the durations every course can be taken for. */
export interface EnrolmentDurationOption {
  /** The duration's id, e.g. '3-months'. */
  value: string
  /** What the visitor reads, e.g. '3 months'. */
  label: string
}

/** The price of the selection as shown beside the form; the caller computes it. */
export interface EnrolmentSummary {
  lines: ReadonlyArray<{ course: string; title: string; duration: string; price: string }>
  /** The sum of the lines. */
  total: string
  /** The visitor's own amount, when it replaces the total. @default none */
  customAmount?: string
}

export type EnrolmentFormProps = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onChange' | 'children' | 'defaultValue'
> & {
  /** What the form holds; the form is controlled, so the caller keeps it. */
  values: EnrolmentFormValues
  /** Called with the whole new value on every change. */
  onChange: (values: EnrolmentFormValues) => void
  /** Called with the values when Pay Now is pressed (once, however fast it is pressed). */
  onSubmit: (values: EnrolmentFormValues) => void
  /** The courses on the price list, in the order shown. */
  courses: readonly EnrolmentCourseOption[]
  /** The durations a course can be taken for. */
  durations: readonly EnrolmentDurationOption[]
  /** The duration a course gets when it is ticked. */
  defaultDuration: string
  /** The price of what is selected; undefined while nothing is. */
  summary: EnrolmentSummary | undefined
  /** A payment is being started: Pay Now reads "Processing..." and nothing can be sent again. @default false */
  busy?: boolean
  /** Nothing can be filled in or sent, e.g. while the page checks that payments are available. @default false */
  disabled?: boolean
  /** Per-field error texts; a summary of them at the top of the form takes focus after each attempt. @default {} */
  errors?: EnrolmentFormErrors
  /** Why the last attempt failed, shown beside Pay Now as an alert. @default none */
  failure?: string
  /** News for the visitor at the top of the form, e.g. that a payment was cancelled. @default none */
  notice?: string
  /** Help under the custom amount field, e.g. its bounds. @default none */
  customAmountHint?: ReactNode
  /**
   * The label of a tick box under the custom amount, shown when the amount is more than the
   * course total: ticking it confirms that amount (`values.customAmountConfirmed`). @default none
   */
  confirmAboveTotal?: string
  /** Small print under Pay Now, e.g. where the card is taken. @default none */
  paymentNote?: ReactNode
  /** A line under that, e.g. a FormNotice linking the terms and the privacy notice. @default none */
  legalNotice?: ReactNode
}

const fieldOrder: readonly EnrolmentFormField[] = [
  'name',
  'email',
  'phone',
  'courses',
  'customAmount',
  'message',
]

const noErrors: EnrolmentFormErrors = {}

const sectionHeading = 'text-xl font-semibold tracking-tight text-slate-900'

/**
 * The enrolment form (docs/product.md#enrolment-and-payment): the visitor's details, the courses
 * as a group of checkboxes where each ticked course shows its duration (the default one at
 * first; unticking removes it), an optional custom amount (turning it off clears it), a message,
 * and beside them the price of the selection and Pay Now, which reads "Processing..." while busy.
 * It prices nothing itself: the caller passes the prices and the summary.
 */
export function EnrolmentForm({
  values,
  onChange,
  onSubmit,
  courses,
  durations,
  defaultDuration,
  summary,
  busy = false,
  disabled = false,
  errors = noErrors,
  failure,
  notice,
  customAmountHint,
  confirmAboveTotal,
  paymentNote,
  legalNotice,
  className,
  ...props
}: EnrolmentFormProps) {
  const idPrefix = useId()
  const ids: Record<EnrolmentFormField, string> = {
    name: `${idPrefix}-name`,
    email: `${idPrefix}-email`,
    phone: `${idPrefix}-phone`,
    courses: `${idPrefix}-courses`,
    customAmount: `${idPrefix}-custom-amount`,
    message: `${idPrefix}-message`,
  }
  const summaryBox = useRef<HTMLDivElement>(null)
  const attempted = useFocusFirstError(() => summaryBox.current)

  const set = (change: Partial<EnrolmentFormValues>) => onChange({ ...values, ...change })
  const durationOf = (course: string) =>
    values.courses.find((line) => line.course === course)?.duration ?? defaultDuration

  function selectCourses(next: string[]) {
    set({
      courses: next.map((course) => ({
        course,
        duration:
          values.courses.find((line) => line.course === course)?.duration ?? defaultDuration,
      })),
    })
  }

  function selectDuration(course: string, duration: string) {
    set({
      courses: values.courses.map((line) =>
        line.course === course ? { ...line, duration } : line,
      ),
    })
  }

  const summaryErrors = fieldOrder
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: ids[field], message: errors[field] ?? '' }))

  const text = (field: 'name' | 'email' | 'phone') => ({
    id: ids[field],
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
    error: errors[field],
    required: true,
  })

  return (
    <Form
      busy={busy}
      onSubmit={() => {
        attempted()
        onSubmit(values)
      }}
      className={cn('flex flex-col', className)}
      {...props}
    >
      {/* Mounted while empty (taking no room), so that what appears in it is read out. */}
      <StatusMessage tone="info" className="*:mb-8">
        {notice}
      </StatusMessage>
      <div className="*:mb-8">
        <ErrorSummary ref={summaryBox} errors={summaryErrors} />
      </div>

      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)] lg:gap-12">
        {/* One fieldset holds every input, so that `disabled` reaches them all at once. */}
        <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-10">
          <section aria-labelledby={`${idPrefix}-details`} className="flex flex-col gap-5">
            <h2 id={`${idPrefix}-details`} className={sectionHeading}>
              Your details
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                {...text('name')}
                label="Name"
                autoComplete="name"
                className="sm:col-span-2"
              />
              <TextField {...text('email')} label="Email" type="email" autoComplete="email" />
              <TextField {...text('phone')} label="Contact number" type="tel" autoComplete="tel" />
            </div>
          </section>

          <section aria-labelledby={`${idPrefix}-courses-heading`} className="flex flex-col gap-5">
            <h2 id={`${idPrefix}-courses-heading`} className={sectionHeading}>
              Courses
            </h2>
            <CheckboxGroup
              id={ids.courses}
              name="courses"
              label="Choose one or more courses"
              hint="Then choose how long to study each one for; the price follows the length."
              required
              options={courses.map(({ value, label, hint }) => ({ value, label, hint }))}
              value={values.courses.map((line) => line.course)}
              onChange={selectCourses}
              error={errors.courses}
              renderChecked={(option) => {
                const course = courses.find((candidate) => candidate.value === option.value)
                return (
                  <SelectField
                    name={`duration-${option.value}`}
                    label={
                      <>
                        Duration<span className="sr-only"> of {course?.label}</span>
                      </>
                    }
                    options={durations.map((duration) => ({
                      value: duration.value,
                      label: course?.prices[duration.value]
                        ? `${duration.label} — ${course.prices[duration.value]}`
                        : duration.label,
                    }))}
                    value={durationOf(option.value)}
                    onChange={(event) => selectDuration(option.value, event.target.value)}
                    className="max-w-xs"
                  />
                )
              }}
            />
          </section>

          <section aria-labelledby={`${idPrefix}-amount-heading`} className="flex flex-col gap-5">
            <h2 id={`${idPrefix}-amount-heading`} className={sectionHeading}>
              Amount
            </h2>
            <CheckboxField
              name="customAmountOn"
              label="Pay a different amount instead of the course total"
              hint="For example a deposit or an instalment agreed with us."
              checked={values.customAmountOn}
              onChange={(event) =>
                set(
                  event.target.checked
                    ? { customAmountOn: true }
                    : { customAmountOn: false, customAmount: '' },
                )
              }
            />
            {values.customAmountOn ? (
              <NumberField
                id={ids.customAmount}
                name="customAmount"
                label="Amount in pounds"
                prefix="£"
                step={0.01}
                min={0}
                value={values.customAmount}
                onValueChange={(customAmount) => set({ customAmount })}
                error={errors.customAmount}
                hint={customAmountHint}
                required
                className="max-w-xs"
              />
            ) : null}
            {values.customAmountOn && confirmAboveTotal ? (
              <CheckboxField
                name="customAmountConfirmed"
                label={confirmAboveTotal}
                checked={
                  values.customAmount !== '' && values.customAmountConfirmed === values.customAmount
                }
                onChange={(event) =>
                  set({ customAmountConfirmed: event.target.checked ? values.customAmount : '' })
                }
              />
            ) : null}
          </section>

          <TextAreaField
            id={ids.message}
            name="message"
            label="Additional message (optional)"
            hint="Anything we should know, such as the classes you prefer."
            value={values.message}
            onChange={(event) => set({ message: event.target.value })}
            error={errors.message}
            rows={4}
          />
        </fieldset>

        <aside
          aria-labelledby={`${idPrefix}-summary-heading`}
          className="flex flex-col gap-5 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-6"
        >
          <h2 id={`${idPrefix}-summary-heading`} className={sectionHeading}>
            Your enrolment
          </h2>
          <OrderSummary summary={summary} />
          <div>
            <SubmitButton
              size="lg"
              busyLabel="Processing..."
              disabled={disabled}
              icon={<CreditCard aria-hidden="true" />}
              className="w-full"
            >
              Pay Now
            </SubmitButton>
            <StatusMessage tone="error" className="*:mt-4">
              {failure}
            </StatusMessage>
          </div>
          {paymentNote ? (
            <p className="flex items-start gap-2 text-sm text-slate-600">
              <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{paymentNote}</span>
            </p>
          ) : null}
          {legalNotice}
        </aside>
      </div>
    </Form>
  )
}

/** The lines, the total and what will be paid; the total is announced as it changes. */
function OrderSummary({ summary }: { summary: EnrolmentSummary | undefined }) {
  const toPay = summary?.customAmount ?? summary?.total
  return (
    <div className="flex flex-col gap-4">
      {summary && summary.lines.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-200 border-y border-slate-200">
          {summary.lines.map((line) => (
            <li key={line.course} className="flex items-start justify-between gap-4 py-3">
              <span className="flex flex-col">
                <span className="font-medium text-slate-900">{line.title}</span>
                <span className="text-sm text-slate-600">{line.duration}</span>
              </span>
              <span className="text-slate-900 tabular-nums">{line.price}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">Choose a course to see its price here.</p>
      )}
      <dl className="flex flex-col gap-2">
        {summary?.customAmount ? (
          <div className="flex justify-between gap-4 text-slate-600">
            <dt>Course total</dt>
            <dd className="tabular-nums">{summary.total}</dd>
          </div>
        ) : null}
        {/* Announced politely as courses, durations and the amount change. */}
        <div
          aria-live="polite"
          aria-atomic="true"
          className="flex items-baseline justify-between gap-4 text-lg font-semibold text-slate-900"
        >
          <dt>{summary?.customAmount ? 'Your amount to pay' : 'Total to pay'}</dt>
          <dd className="tabular-nums">{toPay ?? '—'}</dd>
        </div>
      </dl>
    </div>
  )
}
