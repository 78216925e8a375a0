import { addDays } from '../shared/dates'
import {
  type InvoiceDraft,
  invoiceDueAfterDays,
  type InvoiceField,
  invoiceLimits,
  type InvoiceLineDraft,
  type InvoiceLineField,
} from './model'
import { invoiceTexts } from './texts'

/** A new invoice, the changes staff make to it, and the number that follows the last one. */

/** A new line: no name, quantity 1, no price (which counts as £0.00). */
export function newInvoiceLine(id: number): InvoiceLineDraft {
  return { id, name: '', quantity: '1', unitPrice: '' }
}

/** A fresh invoice dated `today`, due four days later, numbered `number`, with one empty line. */
export function newInvoiceDraft({
  today,
  number,
}: {
  today: string
  number: string
}): InvoiceDraft {
  return {
    number,
    invoiceDate: today,
    dueDate: addDays(today, invoiceDueAfterDays),
    customerName: '',
    customerEmail: '',
    customerAddress: '',
    notes: '',
    lines: [newInvoiceLine(1)],
  }
}

/** The draft with a new empty line at the end (unchanged at the limit of lines). */
export function addInvoiceLine(draft: InvoiceDraft): InvoiceDraft {
  if (draft.lines.length >= invoiceLimits.lines) return draft
  const id = draft.lines.reduce((highest, line) => Math.max(highest, line.id), 0) + 1
  return { ...draft, lines: [...draft.lines, newInvoiceLine(id)] }
}

export function removeInvoiceLine(draft: InvoiceDraft, id: number): InvoiceDraft {
  return { ...draft, lines: draft.lines.filter((line) => line.id !== id) }
}

export function updateInvoiceLine(
  draft: InvoiceDraft,
  id: number,
  field: InvoiceLineField,
  value: string,
): InvoiceDraft {
  return {
    ...draft,
    lines: draft.lines.map((line) => (line.id === id ? { ...line, [field]: value } : line)),
  }
}

export function updateInvoiceField(
  draft: InvoiceDraft,
  field: InvoiceField,
  value: string,
): InvoiceDraft {
  return { ...draft, [field]: value }
}

/** Adds one to a string of digits, however long: "0041" → "0042", "999" → "1000". */
function incrementDigits(digits: string): string {
  const result = digits.split('')
  for (let index = result.length - 1; index >= 0; index -= 1) {
    if (result[index] !== '9') {
      result[index] = String(Number(result[index]) + 1)
      return result.join('')
    }
    result[index] = '0'
  }
  return `1${result.join('')}`
}

/**
 * The number after the last invoice downloaded: its last run of digits plus one, keeping the
 * prefix, the suffix and the zero padding (INV-0041 → INV-0042, 2025/099 → 2025/100). A number
 * without digits gets "-2"; with no last invoice the sequence starts at INV-0001.
 */
export function nextInvoiceNumber(last: string | undefined): string {
  const previous = last?.trim()
  if (!previous) return invoiceTexts.firstNumber
  const match = /^(.*?)(\d+)(\D*)$/.exec(previous)
  if (!match) return `${previous}-2`
  const [, prefix = '', digits = '', suffix = ''] = match
  return `${prefix}${incrementDigits(digits)}${suffix}`
}

/** A line counts when it has a product name; lines without one stay out of the invoice. */
export function isNamedLine(line: Pick<InvoiceLineDraft, 'name'>): boolean {
  return line.name.trim() !== ''
}
