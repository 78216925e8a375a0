import type { InvoiceDraft, InvoiceErrors } from '@app/core'
import { describe, expect, it } from 'vitest'
import { invoiceErrorSummary } from './error-summary-items'
import { invoiceEditorIds } from './fields'

const ids = invoiceEditorIds('invoice')

const draft: InvoiceDraft = {
  number: '',
  invoiceDate: '2025-07-01',
  dueDate: '2025-06-30',
  customerName: '',
  customerEmail: 'accounts@',
  customerAddress: '',
  notes: 'Too long',
  lines: [
    { id: 4, name: 'Audit', quantity: 'two', unitPrice: '-5' },
    { id: 9, name: 'Training', quantity: '1', unitPrice: '100' },
  ],
}

const noErrors: InvoiceErrors = { fields: {}, lines: {} }

describe("the invoice editor's error summary", () => {
  it('lists nothing for an invoice without problems', () => {
    expect(invoiceErrorSummary(draft, noErrors, ids)).toEqual([])
  })

  it('links each problem to its control, in the order of the form', () => {
    const errors: InvoiceErrors = {
      // Given out of order: the summary follows the form, not the object.
      fields: {
        notes: 'Notes problem',
        customerEmail: 'E-mail problem',
        number: 'Number problem',
        dueDate: 'Due date problem',
      },
      lines: { 4: { unitPrice: 'Price problem', quantity: 'Quantity problem' } },
    }
    expect(invoiceErrorSummary(draft, errors, ids)).toEqual([
      { fieldId: 'invoice-number', message: 'Number problem' },
      { fieldId: 'invoice-dueDate', message: 'Due date problem' },
      { fieldId: 'invoice-customerEmail', message: 'E-mail problem' },
      // A line is named by its place in the list ("Item 1"), its control by its id.
      { fieldId: 'invoice-line-4-quantity', message: 'Item 1: Quantity problem' },
      { fieldId: 'invoice-line-4-unitPrice', message: 'Item 1: Price problem' },
      // The notes come last, below the products, as in the form.
      { fieldId: 'invoice-notes', message: 'Notes problem' },
    ])
  })

  it('names a later line by its place once the lines before it are gone', () => {
    const errors: InvoiceErrors = { fields: {}, lines: { 9: { name: 'Name problem' } } }
    expect(invoiceErrorSummary(draft, errors, ids)).toEqual([
      { fieldId: 'invoice-line-9-name', message: 'Item 2: Name problem' },
    ])
    const withoutFirst = { ...draft, lines: draft.lines.slice(1) }
    expect(invoiceErrorSummary(withoutFirst, errors, ids)).toEqual([
      { fieldId: 'invoice-line-9-name', message: 'Item 1: Name problem' },
    ])
  })

  it("links the missing products to the first line's product, or to Add product without lines", () => {
    const errors: InvoiceErrors = { ...noErrors, items: 'Add a product.' }
    expect(invoiceErrorSummary(draft, errors, ids)).toEqual([
      { fieldId: 'invoice-line-4-name', message: 'Add a product.' },
    ])
    expect(invoiceErrorSummary({ ...draft, lines: [] }, errors, ids)).toEqual([
      { fieldId: 'invoice-add-line', message: 'Add a product.' },
    ])
  })

  it('lists the products before the notes whatever else is wrong', () => {
    const errors: InvoiceErrors = {
      fields: { notes: 'Notes problem', customerName: 'Name problem' },
      lines: {},
      items: 'Add a product.',
    }
    expect(invoiceErrorSummary(draft, errors, ids).map((item) => item.message)).toEqual([
      'Name problem',
      'Add a product.',
      'Notes problem',
    ])
  })
})
