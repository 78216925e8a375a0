import { formatPence } from '@app/core'
import type { InvoiceLine } from '@app/core'
import { FilePlus2 } from 'lucide-react'
import { useId, useState, type ComponentProps } from 'react'
import { Button } from '../button/button'
import { CheckboxField } from '../checkbox-field/checkbox-field'
import { cn } from '../lib/cn'
import type { InvoiceText } from './invoice-list'

export type CreditNoteEditorProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  text: InvoiceText
  /** The invoice's lines, in order. */
  lines: readonly InvoiceLine[]
  /** Busy while the credit note is being made. @default false */
  busy?: boolean
  /** The server's problem with the request, if any. @default none */
  error?: string
  /** The chosen lines (0-based positions), or undefined for the whole invoice. */
  onCreate: (lines: number[] | undefined) => void
}

/**
 * Makes a credit note for an issued invoice: the whole invoice, or the lines chosen here. The
 * credit note starts as a draft, to be checked and issued like an invoice.
 */
export function CreditNoteEditor({
  text,
  lines,
  busy = false,
  error,
  onCreate,
  className,
  ...props
}: CreditNoteEditorProps) {
  const [whole, setWhole] = useState(true)
  const [chosen, setChosen] = useState<number[]>([])
  const name = useId()
  const total = whole
    ? lines.reduce((sum, line) => sum + line.amountPence, 0)
    : chosen.reduce((sum, index) => sum + (lines[index]?.amountPence ?? 0), 0)
  return (
    <form
      className={cn('flex flex-col gap-4', className)}
      onSubmit={(event) => {
        event.preventDefault()
        if (!whole && chosen.length === 0) return
        onCreate(whole ? undefined : [...chosen].sort((a, b) => a - b))
      }}
      {...props}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-slate-900">{text.creditNote}</legend>
        {[true, false].map((option) => (
          <label key={String(option)} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              className="size-4 accent-brand-700"
              checked={whole === option}
              onChange={() => setWhole(option)}
            />
            {option ? text.creditWhole : text.creditChosen}
          </label>
        ))}
      </fieldset>
      {whole ? null : (
        <fieldset className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-700">
            {text.creditLinesLegend}
          </legend>
          {lines.map((line, index) => (
            <CheckboxField
              key={index}
              label={`${line.name} — ${formatPence(line.amountPence)}`}
              checked={chosen.includes(index)}
              onChange={(event) =>
                setChosen((before) =>
                  event.target.checked
                    ? [...before, index]
                    : before.filter((position) => position !== index),
                )
              }
            />
          ))}
        </fieldset>
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        {formatPence(total)}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button
          type="submit"
          variant="outline"
          busy={busy}
          disabled={!whole && chosen.length === 0}
        >
          <FilePlus2 aria-hidden="true" />
          {text.creditCreate}
        </Button>
      </div>
    </form>
  )
}
