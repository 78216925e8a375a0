import type {
  InvoiceDraft,
  InvoiceErrors,
  InvoiceField,
  InvoiceLineDraft,
  InvoiceLineField,
} from '@app/core'
import { Plus, Trash2 } from 'lucide-react'
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react'
import { Button } from '../button/button'
import { DateField } from '../date-field/date-field'
import { ErrorSummary, type ErrorSummaryItem } from '../error-summary/error-summary'
import { FieldError } from '../field/field'
import { useFocusFirstError } from '../form/use-focus-first-error'
import { cn } from '../lib/cn'
import { NumberField } from '../number-field/number-field'
import { TextAreaField } from '../text-area-field/text-area-field'
import { TextField } from '../text-field/text-field'

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
  /** What the invoice says when the notes are empty, shown as the notes' hint. @default none */
  defaultNotes?: string
  /** The most lines an invoice takes: Add product is disabled there, with `maxLinesMessage`. @default no limit */
  maxLines?: number
  /** Shown beside Add product at `maxLines`. @default none */
  maxLinesMessage?: string
  /** Prefix of the controls' ids, e.g. `invoice` gives `invoice-number`. @default generated */
  idPrefix?: string
}

/** The invoice fields, in the order of the form: the order of the error summary too. */
const fieldOrder: readonly InvoiceField[] = [
  'number',
  'invoiceDate',
  'dueDate',
  'customerName',
  'customerEmail',
  'customerAddress',
  'notes',
]
const lineFieldOrder: readonly InvoiceLineField[] = ['name', 'quantity', 'unitPrice']

/** Fields whose errors show as soon as they change: the dates, prefilled and always complete. */
const alwaysShown: ReadonlySet<string> = new Set(['invoiceDate', 'dueDate'])

const lineKey = (id: number, field: InvoiceLineField) => `line-${id}-${field}`

/** Fields that hold text when the editor opens count as visited: a restored draft shows its problems. */
function initiallyVisited(value: InvoiceDraft): Set<string> {
  const visited = new Set<string>()
  for (const field of fieldOrder) if (value[field].trim() !== '') visited.add(field)
  for (const line of value.lines) {
    for (const field of lineFieldOrder) {
      if (line[field].trim() !== '') visited.add(lineKey(line.id, field))
    }
  }
  return visited
}

const sectionClasses = 'flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6'
const legendClasses = 'float-left mb-1 w-full text-lg font-semibold tracking-tight text-slate-900'

interface LineRowProps {
  line: InvoiceLineDraft
  position: number
  ids: Record<InvoiceLineField, string>
  errors: Partial<Record<InvoiceLineField, string>>
  amount: string | undefined
  onLineChange: (id: number, field: InvoiceLineField, value: string) => void
  onVisit: (key: string) => void
  onRemove: (id: number, position: number) => void
  setNameInput: (id: number, input: HTMLInputElement | null) => void
}

/** One product line: its own group, "Item 3", so every control's name says which line it is in. */
const LineRow = memo(function LineRow({
  line,
  position,
  ids,
  errors,
  amount,
  onLineChange,
  onVisit,
  onRemove,
  setNameInput,
}: LineRowProps) {
  const legendId = `${ids.name}-legend`
  return (
    <li>
      <fieldset
        aria-labelledby={legendId}
        data-invalid={Object.keys(errors).length > 0 ? '' : undefined}
        className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 @sm:p-4 @2xl:grid-cols-[minmax(0,1fr)_6.5rem_9rem_7.5rem] @2xl:items-start"
      >
        <div className="col-span-full flex items-center justify-between gap-3">
          <span id={legendId} className="text-sm font-semibold text-slate-700">
            Item {position}
          </span>
          <Button
            variant="ghost-danger"
            size="sm"
            aria-label={`Remove item ${position}`}
            title={`Remove item ${position}`}
            className="-my-1"
            onClick={() => onRemove(line.id, position)}
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
        <TextField
          id={ids.name}
          ref={(input) => setNameInput(line.id, input)}
          label="Product"
          className="col-span-2 @2xl:col-span-1"
          value={line.name}
          error={errors.name}
          autoComplete="off"
          onChange={(event) => onLineChange(line.id, 'name', event.target.value)}
          onBlur={() => onVisit(lineKey(line.id, 'name'))}
        />
        <NumberField
          id={ids.quantity}
          label="Quantity"
          value={line.quantity}
          error={errors.quantity}
          inputMode="decimal"
          min={1}
          step={1}
          autoComplete="off"
          onValueChange={(next) => onLineChange(line.id, 'quantity', next)}
          onBlur={() => onVisit(lineKey(line.id, 'quantity'))}
        />
        <NumberField
          id={ids.unitPrice}
          label="Unit price"
          prefix="£"
          placeholder="0.00"
          value={line.unitPrice}
          error={errors.unitPrice}
          inputMode="decimal"
          min={0}
          step={1}
          autoComplete="off"
          onValueChange={(next) => onLineChange(line.id, 'unitPrice', next)}
          onBlur={() => onVisit(lineKey(line.id, 'unitPrice'))}
        />
        {amount !== undefined ? (
          <p className="col-span-2 flex items-baseline justify-between gap-2 border-t border-slate-200 pt-2 text-sm @2xl:col-span-1 @2xl:flex-col @2xl:items-end @2xl:gap-1.5 @2xl:border-0 @2xl:pt-0">
            <span className="font-medium text-slate-800">Amount</span>
            <span className="text-base font-semibold text-slate-900 tabular-nums @2xl:py-[11px]">
              {amount}
            </span>
          </p>
        ) : null}
      </fieldset>
    </li>
  )
})

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
  defaultNotes,
  maxLines,
  maxLinesMessage,
  idPrefix,
  className,
  ...props
}: InvoiceEditorProps) {
  const generated = useId()
  const prefix = idPrefix ?? `invoice${generated.replace(/[^a-zA-Z0-9]/g, '')}`
  const fieldId = (field: InvoiceField) => `${prefix}-${field}`
  const lineIds = (id: number): Record<InvoiceLineField, string> => ({
    name: `${prefix}-line-${id}-name`,
    quantity: `${prefix}-line-${id}-quantity`,
    unitPrice: `${prefix}-line-${id}-unitPrice`,
  })
  const addLineId = `${prefix}-add-line`
  const itemsErrorId = `${prefix}-items-error`

  const [visited, setVisited] = useState(() => initiallyVisited(value))
  const visit = useCallback((key: string) => {
    setVisited((current) => (current.has(key) ? current : new Set(current).add(key)))
  }, [])
  const showAll = checkAttempts > 0
  const shown = (key: string, error: string | undefined) =>
    error && (showAll || alwaysShown.has(key) || visited.has(key)) ? error : undefined

  // Focus after adding or removing a line: the new line's product field, or the line that took
  // the removed one's place (else the one before it, else Add product).
  const nameInputs = useRef(new Map<number, HTMLInputElement>())
  const setNameInput = useCallback((id: number, input: HTMLInputElement | null) => {
    if (input) nameInputs.current.set(id, input)
    else nameInputs.current.delete(id)
  }, [])
  const pendingFocus = useRef<{ kind: 'added' } | { kind: 'removed'; index: number } | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const [announcement, setAnnouncement] = useState('')
  useLayoutEffect(() => {
    const pending = pendingFocus.current
    if (!pending) return
    pendingFocus.current = null
    const lines = value.lines
    const target =
      pending.kind === 'added'
        ? lines.at(-1)
        : (lines[pending.index] ?? lines[pending.index - 1] ?? undefined)
    const input = target ? nameInputs.current.get(target.id) : undefined
    if (input) input.focus()
    else addButton.current?.focus()
  }, [value.lines])

  // The rows are memoised: they get callbacks that stay the same whatever the caller passes.
  const onRemoveLineRef = useRef(onRemoveLine)
  const onLineChangeRef = useRef(onLineChange)
  useEffect(() => {
    onRemoveLineRef.current = onRemoveLine
    onLineChangeRef.current = onLineChange
  })
  const onRemove = useCallback((id: number, position: number) => {
    pendingFocus.current = { kind: 'removed', index: position - 1 }
    setAnnouncement(`Item ${position} removed.`)
    onRemoveLineRef.current(id)
  }, [])
  const lineChange = useCallback(
    (id: number, field: InvoiceLineField, text: string) => onLineChangeRef.current(id, field, text),
    [],
  )

  // Every problem, in the order of the form, for the summary shown after an attempt.
  const summary: ErrorSummaryItem[] = []
  if (showAll) {
    for (const field of fieldOrder.slice(0, 6)) {
      const error = errors.fields[field]
      if (error) summary.push({ fieldId: fieldId(field), message: error })
    }
    value.lines.forEach((line, index) => {
      for (const field of lineFieldOrder) {
        const error = errors.lines[line.id]?.[field]
        if (error) {
          summary.push({ fieldId: lineIds(line.id)[field], message: `Item ${index + 1}: ${error}` })
        }
      }
    })
    if (errors.items) {
      const firstLine = value.lines[0]
      summary.push({
        fieldId: firstLine ? lineIds(firstLine.id).name : addLineId,
        message: errors.items,
      })
    }
    if (errors.fields.notes)
      summary.push({ fieldId: fieldId('notes'), message: errors.fields.notes })
  }

  // The summary takes focus at each attempt, not while the problems in it are being put right.
  const summaryBox = useRef<HTMLDivElement>(null)
  useFocusFirstError(() => summaryBox.current, checkAttempts)

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
        <TextField
          id={fieldId('number')}
          label="Invoice number"
          required
          value={value.number}
          error={shown('number', errors.fields.number)}
          hint={numberHint}
          autoComplete="off"
          onChange={(event) => onFieldChange('number', event.target.value)}
          onBlur={() => visit('number')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField
            id={fieldId('invoiceDate')}
            label="Invoice date"
            required
            value={value.invoiceDate}
            error={shown('invoiceDate', errors.fields.invoiceDate)}
            onChange={(event) => onFieldChange('invoiceDate', event.target.value)}
          />
          <DateField
            id={fieldId('dueDate')}
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
          id={fieldId('customerName')}
          label="Customer name"
          required
          autoComplete="off"
          value={value.customerName}
          error={shown('customerName', errors.fields.customerName)}
          onChange={(event) => onFieldChange('customerName', event.target.value)}
          onBlur={() => visit('customerName')}
        />
        <TextField
          id={fieldId('customerEmail')}
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
          id={fieldId('customerAddress')}
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
              const visible: Partial<Record<InvoiceLineField, string>> = {}
              for (const field of lineFieldOrder) {
                const error = shown(lineKey(line.id, field), lineErrors[field])
                if (error) visible[field] = error
              }
              return (
                <LineRow
                  key={line.id}
                  line={line}
                  position={index + 1}
                  ids={lineIds(line.id)}
                  errors={visible}
                  amount={lineAmounts?.[line.id]}
                  onLineChange={lineChange}
                  onVisit={visit}
                  onRemove={onRemove}
                  setNameInput={setNameInput}
                />
              )
            })}
          </ol>
        ) : (
          <p className="text-slate-600">No products yet.</p>
        )}
        <FieldError id={itemsErrorId}>{itemsError}</FieldError>
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              ref={addButton}
              id={addLineId}
              variant="outline"
              disabled={atLimit}
              aria-describedby={
                [
                  itemsError ? itemsErrorId : null,
                  atLimit && maxLinesMessage ? `${prefix}-max-lines` : null,
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onClick={() => {
                pendingFocus.current = { kind: 'added' }
                setAnnouncement('')
                onAddLine()
              }}
            >
              <Plus aria-hidden="true" />
              Add product
            </Button>
            {atLimit && maxLinesMessage ? (
              <p id={`${prefix}-max-lines`} className="text-sm text-slate-600">
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
          id={fieldId('notes')}
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
