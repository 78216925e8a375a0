import { describe, expect, it } from 'vitest'
import { contactEnquirySchema } from '../contact/schema'
import { newInvoiceDraft } from './draft'
import type { InvoiceDraft } from './model'
import { validateInvoice } from './check'
import { invoiceDraftSchema, invoiceSchema } from './schema'
import { invoiceFieldErrors } from './texts'

const draft = (overrides: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
  ...newInvoiceDraft({ today: '2025-07-01', number: ' INV-0042 ' }),
  customerName: 'Acme Trading Ltd',
  customerEmail: ' accounts@acme.example ',
  lines: [
    { id: 1, name: ' Website design ', quantity: '1.5', unitPrice: '£1,000.10' },
    { id: 2, name: '', quantity: '3', unitPrice: '10' },
    { id: 3, name: 'Hosting', quantity: '12', unitPrice: '9.99' },
  ],
  ...overrides,
})

describe('the invoice schema', () => {
  it('reads a finished invoice into trimmed texts, whole pence and a total of its named lines', () => {
    const parsed = invoiceSchema.parse(draft())
    expect(parsed).toMatchObject({
      number: 'INV-0042',
      customerEmail: 'accounts@acme.example',
      invoiceDate: '2025-07-01',
      dueDate: '2025-07-05',
    })
    expect(parsed.lines).toEqual([
      {
        name: 'Website design',
        quantityHundredths: 150,
        unitPricePence: 100_010,
        amountPence: 150_015,
      },
      { name: 'Hosting', quantityHundredths: 1200, unitPricePence: 999, amountPence: 11_988 },
    ])
    expect(parsed.totalPence).toBe(150_015 + 11_988)
  })

  it('reports every field at once: a line that cannot be read does not hide the missing product', () => {
    const errors = validateInvoice(
      draft({
        customerName: '',
        dueDate: '2025-06-30',
        lines: [{ id: 7, name: '', quantity: 'lots', unitPrice: '1.234' }],
      }),
    )
    expect(errors).toEqual({
      fields: {
        customerName: invoiceFieldErrors.customerName,
        dueDate: invoiceFieldErrors.dueBeforeInvoice,
      },
      lines: {
        7: {
          quantity: invoiceFieldErrors.quantityFormat,
          unitPrice: invoiceFieldErrors.unitPriceDecimals,
        },
      },
      items: invoiceFieldErrors.items,
    })
  })

  it('checks the customer e-mail by the same rule as every form of the site', () => {
    const addresses = [
      'accounts@acme.example',
      'first.last+tag@sub.acme.co.uk',
      'accounts@',
      '@acme.example',
      'a@b',
      'a b@acme.example',
      'name@acme..example',
      `${'a'.repeat(250)}@acme.example`,
    ]
    for (const address of addresses) {
      const apiAccepts = contactEnquirySchema.shape.email.safeParse(address).success
      const invoiceAccepts = validateInvoice(draft({ customerEmail: address })).fields.customerEmail
      expect(invoiceAccepts === undefined, address).toBe(apiAccepts)
    }
  })
})

describe('the draft schema', () => {
  it('keeps a draft however unfinished, as long as every field is text', () => {
    const unfinished = draft({ number: '', invoiceDate: '2025-13-45', lines: [] })
    expect(invoiceDraftSchema.safeParse(unfinished).success).toBe(true)
    expect(invoiceSchema.safeParse(unfinished).success).toBe(false)
  })

  it('refuses what is not a draft, naming the field', () => {
    const result = invoiceDraftSchema.safeParse({ ...draft(), customerName: 42, lines: 'none' })
    expect(result.success).toBe(false)
    const fields = result.error?.issues.map((issue) => issue.path[0])
    expect(fields).toEqual(expect.arrayContaining(['customerName', 'lines']))
  })
})
