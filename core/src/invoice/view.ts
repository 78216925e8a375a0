import { formatPence } from '../shared/money'
import { formatLongDate } from '../shared/dates'
import { isNamedLine } from './draft'
import type { InvoiceDraft } from './model'
import { lineAmountPence, parseQuantity, parseUnitPrice, sumPence } from './parse'
import { invoiceTexts } from './texts'

/** What the client sees: the preview and the PDF show this, and only this. */

export interface InvoiceViewLine {
  id: number
  name: string
  /** "1.5", "1,000"; "—" while the quantity typed is not valid. */
  quantity: string
  /** "£1,234.56"; "—" while the price typed is not valid. */
  unitPrice: string
  /** "£1,234.56"; "—" while either is not valid (and then left out of the totals). */
  amount: string
}

export interface InvoiceView {
  number: string
  /** "5 July 2025", or '' while the date is not complete. */
  invoiceDate: string
  dueDate: string
  customer: {
    name: string
    email: string
    /** The address, one entry per line, blank lines left out; none when it is empty. */
    addressLines: string[]
  }
  /** The lines that have a product name, in order. */
  lines: InvoiceViewLine[]
  subtotal: string
  /** The total: there is no tax, discount or fee, so it equals the subtotal. */
  total: string
  /** The notes as typed, or the default thanks; one entry per line. */
  notes: string[]
}

const quantityFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })

/** Hundredths → "1.5", "12", "1,000.25". */
export function formatQuantity(hundredths: number): string {
  return quantityFormat.format(hundredths / 100)
}

function linesOf(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** The invoice as its client reads it, from the draft as typed (docs/product.md#invoice-builder). */
export function invoiceView(draft: InvoiceDraft): InvoiceView {
  const amounts: number[] = []
  const lines = draft.lines.filter(isNamedLine).map((line): InvoiceViewLine => {
    const quantity = parseQuantity(line.quantity)
    const unitPrice = parseUnitPrice(line.unitPrice)
    let amount = '—'
    if (quantity.ok && unitPrice.ok) {
      const pence = lineAmountPence(quantity.value, unitPrice.value)
      amounts.push(pence)
      amount = formatPence(pence)
    }
    return {
      id: line.id,
      name: line.name.trim(),
      quantity: quantity.ok ? formatQuantity(quantity.value) : '—',
      unitPrice: unitPrice.ok ? formatPence(unitPrice.value) : '—',
      amount,
    }
  })
  const subtotal = sumPence(amounts)
  const notes = linesOf(draft.notes)
  return {
    number: draft.number.trim(),
    invoiceDate: formatLongDate(draft.invoiceDate),
    dueDate: formatLongDate(draft.dueDate),
    customer: {
      name: draft.customerName.trim(),
      email: draft.customerEmail.trim(),
      addressLines: linesOf(draft.customerAddress),
    },
    lines,
    subtotal: formatPence(subtotal),
    total: formatPence(subtotal),
    notes: notes.length > 0 ? notes : [invoiceTexts.defaultNotes],
  }
}

/**
 * Each line's amount by line id, named or not, as the editor shows it beside the line: "£18.00",
 * or "—" while its quantity or price is not valid. Only named lines count in the total.
 */
export function invoiceLineAmounts(draft: InvoiceDraft): Record<number, string> {
  const amounts: Record<number, string> = {}
  for (const line of draft.lines) {
    const quantity = parseQuantity(line.quantity)
    const unitPrice = parseUnitPrice(line.unitPrice)
    amounts[line.id] =
      quantity.ok && unitPrice.ok
        ? formatPence(lineAmountPence(quantity.value, unitPrice.value))
        : '—'
  }
  return amounts
}

/**
 * The PDF's file name: `Invoice_{customer name}.pdf`, without the characters that are unsafe in
 * file names (\ / : * ? " < > | and control characters); `Invoice_Customer.pdf` without a name.
 */
export function invoiceFileName(customerName: string): string {
  const safe = customerName
    .replace(/[\\/:*?"<>|\p{Cc}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
  return `Invoice_${safe || invoiceTexts.fileNameFallback}.pdf`
}
