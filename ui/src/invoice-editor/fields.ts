import type { InvoiceField, InvoiceLineField } from '@app/core'

/** The invoice fields, in the order of the form. */
export const fieldOrder: readonly InvoiceField[] = [
  'number',
  'invoiceDate',
  'dueDate',
  'customerName',
  'customerEmail',
  'customerAddress',
  'notes',
]

/** A line's fields, in the order of its row. */
export const lineFieldOrder: readonly InvoiceLineField[] = ['name', 'quantity', 'unitPrice']

/** How a line's field is named among the visited fields, beside the invoice fields' own names. */
export const lineKey = (id: number, field: InvoiceLineField) => `line-${id}-${field}`

/** The ids of the editor's controls, all under one prefix, e.g. `invoice-number`. */
export interface InvoiceEditorIds {
  field: (field: InvoiceField) => string
  line: (id: number) => Record<InvoiceLineField, string>
  addLine: string
  itemsError: string
  maxLines: string
}

export function invoiceEditorIds(prefix: string): InvoiceEditorIds {
  return {
    field: (field) => `${prefix}-${field}`,
    line: (id) => ({
      name: `${prefix}-line-${id}-name`,
      quantity: `${prefix}-line-${id}-quantity`,
      unitPrice: `${prefix}-line-${id}-unitPrice`,
    }),
    addLine: `${prefix}-add-line`,
    itemsError: `${prefix}-items-error`,
    maxLines: `${prefix}-max-lines`,
  }
}
