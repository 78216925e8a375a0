import type { InvoiceDraft, InvoiceErrors, InvoiceField, InvoiceLineField } from '@app/core'
import { Plus } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react'
import { Button } from '../button/button'
import { DateField } from '../date-field/date-field'
import { ErrorSummary } from '../error-summary/error-summary'
import { FieldError } from '../field/field'
import { useFocusFirstError } from '../form/use-focus-first-error'
import { cn } from '../lib/cn'
import { TextAreaField } from '../text-area-field/text-area-field'
import { TextField } from '../text-field/text-field'
import { invoiceErrorSummary } from './error-summary-items'
import { invoiceEditorIds, lineKey } from './fields'
import { LineRow } from './line-row'
import { useRowFocus } from './use-row-focus'
import { useVisitedFields } from './use-visited-fields'

export interface InvoiceEditorProps extends Omit<
  ComponentProps<'form'>,
  'onChange' | 'onSubmit' | 'children'
> {
  /** The invoice as typed. */
  value: InvoiceDraft
  /** Every problem of `value` (core's `validateInvoice`). A field's error shows once the field has been left, or holds text when the editor opens; the dates' at once. */
  errors: InvoiceErrors
  /** Called with the new text of an invoice field. */
  onFieldChange: (field: InvoiceField, value: string) => void
  /** Called with the new text of one field of the line with this id. */
  onLineChange: (id: number, field: InvoiceLineField, value: string) => void
  /** Add product was pressed: add an empty line at the end; focus moves to its product field. */
  onAddLine: () => void
  /** A line's remove button was pressed; focus moves to the line that takes its place. */
  onRemoveLine: (id: number) => void
  /** Each line's amount as the invoice shows it, by line id, e.g. "£18.00". @default none shown */
  lineAmounts?: Readonly<Record<number, string>>
  /** The invoice's total, shown under the lines. @default none shown */
  total?: string
  /** Counts the attempts to use the invoice (e.g. download it) while it has problems: from 1, every error shows and a summary of them at the top takes focus, again at each attempt. @default 0 */
  checkAttempts?: number
  /** The heading of that summary. @default 'There is a problem' */
  errorSummaryTitle?: string
  /** Under the invoice number, e.g. the last number used. @default none */
  numberHint?: ReactNode
  /**
   * In place of the number field, when the number is not typed but given on issue (a draft kept
   * on the server). @default none: the number is typed
   */
  numberNote?: ReactNode
  /** What the invoice says when the notes are empty, shown as the notes' hint. @default none */
  defaultNotes?: string
  /** The most lines an invoice takes: Add product is disabled there, with `maxLinesMessage`. @default no limit */
  maxLines?: number
  /** Shown beside Add product at `maxLines`. @default none */
  maxLinesMessage?: string
  /** Prefix of the controls' ids, e.g. `invoice` gives `invoice-number`. @default generated */
  idPrefix?: string
}

const sectionClasses = 'flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6'
const legendClasses = 'float-left mb-1 w-full text-lg font-semibold tracking-tight text-slate-900'

/**
 * The invoice form: number and dates, the customer, the product lines with Add product and a
 * remove button per line, and notes (docs/product.md#invoice-builder). It is controlled: each
 * change is reported through a callback and `value` comes back with it, so the caller can keep
 * the draft and show the preview from the same state. It checks nothing itself: it shows the
 * `errors` it is given, each tied to its field.
 */
export function InvoiceEditor({
  value,
  errors,
  onFieldChange,
  onLineChange,
  onAddLine,
  onRemoveLine,
  lineAmounts,
  total,
  checkAttempts = 0,
  errorSummaryTitle,
  numberHint,
  numberNote,
  defaultNotes,
  maxLines,
  maxLinesMessage,
  idPrefix,
  className,
  ...props
}: InvoiceEditorProps) {
  const generated = useId()
  const prefix = idPrefix ?? `invoice${generated.replace(/[^a-zA-Z0-9]/g, '')}`
  const ids = invoiceEditorIds(prefix)

  const showAll = checkAttempts > 0
  const { visit, shown } = useVisitedFields(value, showAll)
  const { setNameInput, addButton, announcement, addLine, removeLine } = useRowFocus(
    value.lines,
    onAddLine,
    onRemoveLine,
  )

  // The rows are memoised: they get callbacks that stay the same whatever the caller passes.
  const onLineChangeRef = useRef(onLineChange)
  useEffect(() => {
    onLineChangeRef.current = onLineChange
  })
  const lineChange = useCallback(
    (id: number, field: InvoiceLineField, text: string) => onLineChangeRef.current(id, field, text),
    [],
  )

  // The summary lists every problem after an attempt, and takes focus at each one; putting a
  // problem right takes it out of the summary without moving focus.
  const summaryBox = useRef<HTMLDivElement>(null)
  useFocusFirstError(() => summaryBox.current, checkAttempts)
  const summary = showAll ? invoiceErrorSummary(value, errors, ids) : []

  const atLimit = maxLines !== undefined && value.lines.length >= maxLines
  const itemsError = showAll ? errors.items : undefined

  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {/* There while empty too: the form's gap counts it, so the first section never moves. */}
      <div>
        <ErrorSummary ref={summaryBox} errors={summary} title={errorSummaryTitle} />
      </div>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Invoice</legend>
        {numberNote ? (
          <p className="text-sm text-slate-700">{numberNote}</p>
        ) : (
          <TextField
            id={ids.field('number')}
            label="Invoice number"
            required
            value={value.number}
            error={shown('number', errors.fields.number)}
            hint={numberHint}
            autoComplete="off"
            onChange={(event) => onFieldChange('number', event.target.value)}
            onBlur={() => visit('number')}
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField
            id={ids.field('invoiceDate')}
            label="Invoice date"
            required
            value={value.invoiceDate}
            error={shown('invoiceDate', errors.fields.invoiceDate)}
            onChange={(event) => onFieldChange('invoiceDate', event.target.value)}
          />
          <DateField
            id={ids.field('dueDate')}
            label="Due date"
            required
            value={value.dueDate}
            error={shown('dueDate', errors.fields.dueDate)}
            onChange={(event) => onFieldChange('dueDate', event.target.value)}
          />
        </div>
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Bill to</legend>
        <TextField
          id={ids.field('customerName')}
          label="Customer name"
          required
          autoComplete="off"
          value={value.customerName}
          error={shown('customerName', errors.fields.customerName)}
          onChange={(event) => onFieldChange('customerName', event.target.value)}
          onBlur={() => visit('customerName')}
        />
        <TextField
          id={ids.field('customerEmail')}
          type="email"
          label="Customer email"
          autoComplete="off"
          spellCheck={false}
          value={value.customerEmail}
          error={shown('customerEmail', errors.fields.customerEmail)}
          onChange={(event) => onFieldChange('customerEmail', event.target.value)}
          onBlur={() => visit('customerEmail')}
        />
        <TextAreaField
          id={ids.field('customerAddress')}
          label="Customer address"
          rows={3}
          autoComplete="off"
          value={value.customerAddress}
          error={shown('customerAddress', errors.fields.customerAddress)}
          onChange={(event) => onFieldChange('customerAddress', event.target.value)}
          onBlur={() => visit('customerAddress')}
        />
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Products</legend>
        {value.lines.length > 0 ? (
          <ol className="@container flex flex-col gap-3">
            {value.lines.map((line, index) => {
              const lineErrors = errors.lines[line.id] ?? {}
              return (
                <LineRow
                  key={line.id}
                  line={line}
                  position={index + 1}
                  idPrefix={prefix}
                  nameError={shown(lineKey(line.id, 'name'), lineErrors.name)}
                  quantityError={shown(lineKey(line.id, 'quantity'), lineErrors.quantity)}
                  unitPriceError={shown(lineKey(line.id, 'unitPrice'), lineErrors.unitPrice)}
                  amount={lineAmounts?.[line.id]}
                  onLineChange={lineChange}
                  onVisit={visit}
                  onRemove={removeLine}
                  setNameInput={setNameInput}
                />
              )
            })}
          </ol>
        ) : (
          <p className="text-slate-600">No products yet.</p>
        )}
        <FieldError id={ids.itemsError}>{itemsError}</FieldError>
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              ref={addButton}
              id={ids.addLine}
              variant="outline"
              disabled={atLimit}
              aria-describedby={
                [
                  itemsError ? ids.itemsError : null,
                  atLimit && maxLinesMessage ? ids.maxLines : null,
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onClick={addLine}
            >
              <Plus aria-hidden="true" />
              Add product
            </Button>
            {atLimit && maxLinesMessage ? (
              <p id={ids.maxLines} className="text-sm text-slate-600">
                {maxLinesMessage}
              </p>
            ) : null}
          </div>
          {total !== undefined ? (
            <p className="flex items-baseline gap-3 text-slate-700">
              <span className="font-medium">Total</span>
              <span className="text-xl font-bold text-slate-900 tabular-nums">{total}</span>
            </p>
          ) : null}
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </fieldset>

      <fieldset className={sectionClasses}>
        <legend className={legendClasses}>Notes</legend>
        <TextAreaField
          id={ids.field('notes')}
          label="Additional notes (optional)"
          rows={3}
          value={value.notes}
          hint={defaultNotes ? `Left empty, the invoice says “${defaultNotes}”` : undefined}
          error={shown('notes', errors.fields.notes)}
          onChange={(event) => onFieldChange('notes', event.target.value)}
          onBlur={() => visit('notes')}
        />
      </fieldset>
    </form>
  )
}
