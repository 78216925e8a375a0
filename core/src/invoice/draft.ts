import { addDays } from '../shared/dates'
import {
  type InvoiceDraft,
  invoiceDueAfterDays,
  type InvoiceField,
  invoiceLimits,
  type InvoiceLineDraft,
  type InvoiceLineField,
} from './model'

/** A new invoice and the changes staff make to it. */

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

/** A line counts when it has a product name; lines without one stay out of the invoice. */
export function isNamedLine(line: Pick<InvoiceLineDraft, 'name'>): boolean {
  return line.name.trim() !== ''
}
