import type { InvoiceDraft, InvoiceErrors, InvoiceField, InvoiceLineField } from './model'
import { INVOICE_ITEMS_FIELD, invoiceSchema } from './schema'

/** The fields of a draft that hold one text each, in the order the editor shows them. */
const invoiceFields = new Set<string>([
  'number',
  'invoiceDate',
  'dueDate',
  'customerName',
  'customerEmail',
  'customerAddress',
  'notes',
] satisfies InvoiceField[])

const lineFields = new Set<string>(['name', 'quantity', 'unitPrice'] satisfies InvoiceLineField[])

/**
 * Every problem of a draft by the rules of `invoiceSchema`, each worded for the field it belongs
 * to, the first one of each field only. The due date before the invoice date is flagged on the
 * due date. The editor shows them as they are typed; a PDF is made only from a draft without any.
 */
export function validateInvoice(draft: InvoiceDraft): InvoiceErrors {
  const errors: InvoiceErrors = { fields: {}, lines: {} }
  const result = invoiceSchema.safeParse(draft)
  if (result.success) return errors
  for (const { path, message } of result.error.issues) {
    const [first, index, lineField] = path
    if (first === INVOICE_ITEMS_FIELD) {
      errors.items ??= message
    } else if (first === 'lines' && typeof index === 'number' && typeof lineField === 'string') {
      const line = draft.lines[index]
      if (!line || !lineFields.has(lineField)) continue
      const lineErrors = (errors.lines[line.id] ??= {})
      lineErrors[lineField as InvoiceLineField] ??= message
    } else if (typeof first === 'string' && invoiceFields.has(first)) {
      errors.fields[first as InvoiceField] ??= message
    }
  }
  return errors
}

/** Whether a draft has no problem at all, so that its PDF may be made. */
export function isInvoiceComplete(errors: InvoiceErrors): boolean {
  return (
    Object.keys(errors.fields).length === 0 &&
    Object.keys(errors.lines).length === 0 &&
    errors.items === undefined
  )
}
