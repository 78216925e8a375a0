import type { InvoiceDraft, InvoiceErrors } from '@app/core'
import type { ErrorSummaryItem } from '../error-summary/error-summary'
import { fieldOrder, lineFieldOrder, type InvoiceEditorIds } from './fields'

/**
 * Every problem of the invoice, in the order of the form, as its error summary lists them: the
 * invoice and customer fields, each line's (as "Item 2: …"), the missing products (a link to the
 * first line's product, or to Add product when there is no line), then the notes.
 */
export function invoiceErrorSummary(
  value: InvoiceDraft,
  errors: InvoiceErrors,
  ids: InvoiceEditorIds,
): ErrorSummaryItem[] {
  const summary: ErrorSummaryItem[] = []
  for (const field of fieldOrder) {
    const error = errors.fields[field]
    if (error && field !== 'notes') summary.push({ fieldId: ids.field(field), message: error })
  }
  value.lines.forEach((line, index) => {
    for (const field of lineFieldOrder) {
      const error = errors.lines[line.id]?.[field]
      if (error) {
        summary.push({ fieldId: ids.line(line.id)[field], message: `Item ${index + 1}: ${error}` })
      }
    }
  })
  if (errors.items) {
    const firstLine = value.lines[0]
    summary.push({
      fieldId: firstLine ? ids.line(firstLine.id).name : ids.addLine,
      message: errors.items,
    })
  }
  if (errors.fields.notes)
    summary.push({ fieldId: ids.field('notes'), message: errors.fields.notes })
  return summary
}
