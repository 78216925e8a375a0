import type { InvoiceLineDraft, InvoiceLineField } from '@app/core'
import { Trash2 } from 'lucide-react'
import { memo } from 'react'
import { Button } from '../button/button'
import { NumberField } from '../number-field/number-field'
import { TextField } from '../text-field/text-field'
import { invoiceEditorIds, lineKey } from './fields'

export interface LineRowProps {
  line: InvoiceLineDraft
  /** 1 for the first line: the row is "Item 1". */
  position: number
  /** The editor's id prefix: the line's controls are `{idPrefix}-line-{id}-name` and so on. */
  idPrefix: string
  /** The errors to show beside the product, the quantity and the unit price. @default none */
  nameError?: string
  quantityError?: string
  unitPriceError?: string
  /** The line's amount as the invoice shows it, e.g. "£18.00". @default none shown */
  amount: string | undefined
  onLineChange: (id: number, field: InvoiceLineField, value: string) => void
  /** A field of the line was left, named by `lineKey`. */
  onVisit: (key: string) => void
  onRemove: (id: number, position: number) => void
  /** Registers the line's product input, where focus goes when the line is added. */
  setNameInput: (id: number, input: HTMLInputElement | null) => void
}

/**
 * One product line: its own group, "Item 3", so every control's name says which line it is in.
 * Memoised, and given only strings, numbers and stable callbacks: with hundreds of lines, typing
 * in one re-renders that one only.
 */
export const LineRow = memo(function LineRow({
  line,
  position,
  idPrefix,
  nameError,
  quantityError,
  unitPriceError,
  amount,
  onLineChange,
  onVisit,
  onRemove,
  setNameInput,
}: LineRowProps) {
  const ids = invoiceEditorIds(idPrefix).line(line.id)
  const legendId = `${ids.name}-legend`
  return (
    <li>
      <fieldset
        aria-labelledby={legendId}
        data-invalid={nameError || quantityError || unitPriceError ? '' : undefined}
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
          error={nameError}
          autoComplete="off"
          onChange={(event) => onLineChange(line.id, 'name', event.target.value)}
          onBlur={() => onVisit(lineKey(line.id, 'name'))}
        />
        <NumberField
          id={ids.quantity}
          label="Quantity"
          value={line.quantity}
          error={quantityError}
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
          error={unitPriceError}
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
