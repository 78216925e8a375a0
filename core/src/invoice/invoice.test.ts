import { describe, expect, it } from 'vitest'
import {
  addDays,
  addInvoiceLine,
  formatLongDate,
  formatQuantity,
  invoiceFieldErrors,
  invoiceFileName,
  invoiceLimits,
  invoiceLineAmounts,
  invoiceTexts,
  invoiceView,
  isInvoiceComplete,
  lineAmountPence,
  localIsoDate,
  newInvoiceDraft,
  parseQuantity,
  parseUnitPrice,
  removeInvoiceLine,
  sumPence,
  updateInvoiceField,
  updateInvoiceLine,
  validateInvoice,
  type InvoiceDraft,
} from '../index'

/** A draft with the given lines (name, quantity, unit price as typed). */
function draftWith(lines: Array<[string, string, string]>, overrides: Partial<InvoiceDraft> = {}) {
  return {
    ...newInvoiceDraft({ today: '2025-07-01', number: 'INV-0042' }),
    customerName: 'Acme Trading Ltd',
    lines: lines.map(([name, quantity, unitPrice], index) => ({
      id: index + 1,
      name,
      quantity,
      unitPrice,
    })),
    ...overrides,
  }
}

/** The reference: exact decimal arithmetic with BigInt, rounding halves up. */
function referenceAmount(quantityHundredths: number, unitPricePence: number): number {
  const product = BigInt(quantityHundredths) * BigInt(unitPricePence)
  return Number((product + 50n) / 100n)
}

describe('reading amounts as typed', () => {
  it('reads quantities in hundredths, exactly', () => {
    expect(parseQuantity('1')).toEqual({ ok: true, value: 100 })
    expect(parseQuantity(' 1.5 ')).toEqual({ ok: true, value: 150 })
    expect(parseQuantity('0.01')).toEqual({ ok: true, value: 1 })
    expect(parseQuantity('.25')).toEqual({ ok: true, value: 25 })
    expect(parseQuantity('7.')).toEqual({ ok: true, value: 700 })
    expect(parseQuantity('1,000')).toEqual({ ok: true, value: 100_000 })
    expect(parseQuantity('10,000.00')).toEqual({
      ok: true,
      value: invoiceLimits.quantityHundredths,
    })
    // 0.1 + 0.2 style decimals are whole numbers of hundredths, never 0.30000000000000004.
    expect(parseQuantity('0.29')).toEqual({ ok: true, value: 29 })
    expect(parseQuantity('1.13')).toEqual({ ok: true, value: 113 })
  })

  it('says what is wrong with a quantity', () => {
    expect(parseQuantity('')).toEqual({ ok: false, error: invoiceFieldErrors.quantity })
    expect(parseQuantity('0')).toEqual({ ok: false, error: invoiceFieldErrors.quantityTooSmall })
    expect(parseQuantity('0.00')).toEqual({ ok: false, error: invoiceFieldErrors.quantityTooSmall })
    expect(parseQuantity('-2')).toEqual({ ok: false, error: invoiceFieldErrors.quantityTooSmall })
    expect(parseQuantity('1.005')).toEqual({
      ok: false,
      error: invoiceFieldErrors.quantityDecimals,
    })
    expect(parseQuantity('10000.01')).toEqual({
      ok: false,
      error: invoiceFieldErrors.quantityTooLarge,
    })
    expect(parseQuantity('99999999999999999999')).toEqual({
      ok: false,
      error: invoiceFieldErrors.quantityTooLarge,
    })
    for (const text of ['two', '1e3', '1,5', '12,50', '1.2.3', '.', '-', '0x10', 'Infinity']) {
      expect(parseQuantity(text), text).toEqual({
        ok: false,
        error: invoiceFieldErrors.quantityFormat,
      })
    }
  })

  it('reads unit prices in pounds as pence, exactly; an empty price is £0.00', () => {
    expect(parseUnitPrice('')).toEqual({ ok: true, value: 0 })
    expect(parseUnitPrice('0')).toEqual({ ok: true, value: 0 })
    expect(parseUnitPrice('12.5')).toEqual({ ok: true, value: 1250 })
    expect(parseUnitPrice('£1,250.50')).toEqual({ ok: true, value: 125_050 })
    expect(parseUnitPrice('0.1')).toEqual({ ok: true, value: 10 })
    expect(parseUnitPrice('0.2')).toEqual({ ok: true, value: 20 })
    // 1.005 × 100 is 100.49999999999999 in floating point; a price has no half pennies at all.
    expect(parseUnitPrice('1.005')).toEqual({
      ok: false,
      error: invoiceFieldErrors.unitPriceDecimals,
    })
    expect(parseUnitPrice('19.99')).toEqual({ ok: true, value: 1999 })
    expect(parseUnitPrice('1000000')).toEqual({ ok: true, value: invoiceLimits.unitPricePence })
  })

  it('says what is wrong with a price', () => {
    expect(parseUnitPrice('-5')).toEqual({ ok: false, error: invoiceFieldErrors.unitPriceNegative })
    expect(parseUnitPrice('-£5')).toEqual({
      ok: false,
      error: invoiceFieldErrors.unitPriceNegative,
    })
    expect(parseUnitPrice('1000000.01')).toEqual({
      ok: false,
      error: invoiceFieldErrors.unitPriceTooLarge,
    })
    expect(parseUnitPrice('twelve')).toEqual({
      ok: false,
      error: invoiceFieldErrors.unitPriceFormat,
    })
    expect(parseUnitPrice('12,5')).toEqual({ ok: false, error: invoiceFieldErrors.unitPriceFormat })
  })
})

describe('money in whole pence', () => {
  it('rounds a line to the nearest penny, halves up', () => {
    // 3.5 × £0.29 = £1.015 and 1.5 × £0.15 = £0.225: in floating point both fall just short of
    // the half and round down.
    expect(Math.round(3.5 * 0.29 * 100)).toBe(101)
    expect(lineAmountPence(350, 29)).toBe(102)
    expect(Math.round(1.5 * 0.15 * 100)).toBe(22)
    expect(lineAmountPence(150, 15)).toBe(23)
    expect(lineAmountPence(100, 1999)).toBe(1999)
    expect(lineAmountPence(33, 100)).toBe(33)
    expect(lineAmountPence(1, 1)).toBe(0)
    expect(lineAmountPence(50, 1)).toBe(1)
    expect(lineAmountPence(49, 1)).toBe(0)
    expect(lineAmountPence(250, 0)).toBe(0)
  })

  it('agrees with exact decimal arithmetic for every price up to £100 at awkward quantities', () => {
    for (const quantity of [1, 3, 7, 33, 49, 50, 51, 99, 101, 125, 150, 333, 1005, 99_999]) {
      for (let price = 0; price <= 10_000; price += 1) {
        const amount = lineAmountPence(quantity, price)
        if (amount !== referenceAmount(quantity, price)) {
          expect.fail(`${quantity / 100} × ${price}p gave ${amount}p`)
        }
      }
    }
  })

  it('adds 0.1 + 0.2 style prices without drift', () => {
    const view = invoiceView(
      draftWith([
        ['Consultation', '1', '0.10'],
        ['Follow-up', '1', '0.20'],
      ]),
    )
    expect(view.subtotal).toBe('£0.30')
    expect(view.total).toBe('£0.30')
    expect(0.1 + 0.2).not.toBe(0.3)
  })

  it('keeps a 1,000-line invoice exact, at the largest amounts too', () => {
    const lines = Array.from({ length: 1000 }, (_, index) => [
      `Item ${index + 1}`,
      '0.1',
      '0.2',
    ]) as Array<[string, string, string]>
    // 0.1 × £0.20 = 2p a line.
    expect(invoiceView(draftWith(lines)).total).toBe('£20.00')

    const largest = lineAmountPence(invoiceLimits.quantityHundredths, invoiceLimits.unitPricePence)
    expect(largest).toBe(1_000_000_000_000)
    const total = sumPence(Array.from({ length: invoiceLimits.lines }, () => largest))
    expect(Number.isSafeInteger(total)).toBe(true)
    expect(total).toBe(1_000_000_000_000_000)

    const biggest = invoiceView(
      draftWith(
        Array.from({ length: invoiceLimits.lines }, (_, index) => [
          `Item ${index + 1}`,
          '10,000',
          '999,999.99',
        ]),
      ),
    )
    expect(biggest.lines).toHaveLength(1000)
    expect(biggest.lines[0]!.amount).toBe('£9,999,999,900.00')
    expect(biggest.total).toBe('£9,999,999,900,000.00')
  })

  it('shows £1,000,000 and more with grouping in the en-GB style', () => {
    const view = invoiceView(
      draftWith([
        ['Campus network', '1', '1000000'],
        ['Support hours', '2.5', '1234.56'],
      ]),
    )
    expect(view.lines.map((line) => [line.quantity, line.unitPrice, line.amount])).toEqual([
      ['1', '£1,000,000.00', '£1,000,000.00'],
      ['2.5', '£1,234.56', '£3,086.40'],
    ])
    expect(view.total).toBe('£1,003,086.40')
  })

  it('writes quantities as people do', () => {
    expect(formatQuantity(100)).toBe('1')
    expect(formatQuantity(150)).toBe('1.5')
    expect(formatQuantity(125)).toBe('1.25')
    expect(formatQuantity(100_000)).toBe('1,000')
  })
})

describe('dates', () => {
  it('shows dates in the en-GB long form', () => {
    expect(formatLongDate('2025-07-05')).toBe('5 July 2025')
    expect(formatLongDate('2025-12-31')).toBe('31 December 2025')
    expect(formatLongDate('2024-02-29')).toBe('29 February 2024')
    expect(formatLongDate('')).toBe('')
    expect(formatLongDate('2025-02-29')).toBe('')
  })

  it('makes a new invoice dated today and due four days later', () => {
    expect(addDays('2025-07-01', 4)).toBe('2025-07-05')
    expect(addDays('2025-12-30', 4)).toBe('2026-01-03')
    expect(addDays('2024-02-27', 4)).toBe('2024-03-02')
    expect(localIsoDate(new Date(2025, 6, 1, 23, 59))).toBe('2025-07-01')
    const draft = newInvoiceDraft({ today: '2025-07-01', number: 'INV-0001' })
    expect(draft).toEqual({
      number: 'INV-0001',
      invoiceDate: '2025-07-01',
      dueDate: '2025-07-05',
      customerName: '',
      customerEmail: '',
      customerAddress: '',
      notes: '',
      lines: [{ id: 1, name: '', quantity: '1', unitPrice: '' }],
    })
  })
})

describe('checks staff see as they type', () => {
  it('finds nothing wrong with a complete invoice', () => {
    const errors = validateInvoice(
      draftWith([['Website design', '1', '750']], { customerEmail: 'accounts@acme.example' }),
    )
    expect(errors).toEqual({ fields: {}, lines: {} })
    expect(isInvoiceComplete(errors)).toBe(true)
  })

  it('needs the invoice number, the dates, the customer and one product with a name', () => {
    const errors = validateInvoice({
      ...draftWith([['', '1', '']]),
      number: '  ',
      customerName: '',
      invoiceDate: '',
      dueDate: '',
    })
    expect(errors.fields).toEqual({
      number: invoiceFieldErrors.number,
      customerName: invoiceFieldErrors.customerName,
      invoiceDate: invoiceFieldErrors.invoiceDate,
      dueDate: invoiceFieldErrors.dueDate,
    })
    expect(errors.items).toBe(invoiceFieldErrors.items)
    expect(isInvoiceComplete(errors)).toBe(false)
  })

  it('flags a due date before the invoice date on the due date, and allows the same day', () => {
    const before = validateInvoice(
      draftWith([['Audit', '1', '10']], { invoiceDate: '2025-07-05', dueDate: '2025-07-01' }),
    )
    expect(before.fields).toEqual({ dueDate: 'Due date is before the invoice date' })
    const sameDay = validateInvoice(
      draftWith([['Audit', '1', '10']], { invoiceDate: '2025-07-05', dueDate: '2025-07-05' }),
    )
    expect(sameDay.fields).toEqual({})
  })

  it('checks the e-mail address only when there is one', () => {
    const check = (customerEmail: string) =>
      validateInvoice(draftWith([['Audit', '1', '10']], { customerEmail })).fields.customerEmail
    expect(check('')).toBeUndefined()
    expect(check('accounts@acme.example')).toBeUndefined()
    expect(check('accounts@')).toBe(invoiceFieldErrors.customerEmail)
    expect(check('a@b.example\nBcc: x@y.example')).toBe(invoiceFieldErrors.customerEmail)
  })

  it('checks each line by its id: quantity at least 0.01, price at least £0', () => {
    const errors = validateInvoice(
      draftWith([
        ['Audit', '0', '10'],
        ['Training', '2', '-1'],
        ['Hosting', '1', '9.99'],
      ]),
    )
    expect(errors.lines).toEqual({
      1: { quantity: invoiceFieldErrors.quantityTooSmall },
      2: { unitPrice: invoiceFieldErrors.unitPriceNegative },
    })
  })

  it('keeps product names, the number and the customer to one line', () => {
    const errors = validateInvoice({
      ...draftWith([['Audit\u0007', '1', '10']]),
      number: 'INV\n1',
      customerName: 'Acme\rLtd',
    })
    expect(errors.lines[1]).toEqual({ name: invoiceFieldErrors.lineName })
    expect(Object.keys(errors.fields).sort()).toEqual(['customerName', 'number'])
  })

  it('accepts several lines of address and notes within their limits', () => {
    const ok = validateInvoice(
      draftWith([['Audit', '1', '10']], {
        customerAddress: '1 High Street\nNorthampton\nNN1 1AA',
        notes: 'Payment by bank transfer.\nThank you!',
      }),
    )
    expect(ok.fields).toEqual({})
    const long = validateInvoice(
      draftWith([['Audit', '1', '10']], { notes: 'x'.repeat(invoiceLimits.notes + 1) }),
    )
    expect(long.fields.notes).toBe(invoiceFieldErrors.notes)
  })
})

describe('the invoice the client sees', () => {
  it('leaves out lines without a product name, and sums the rest', () => {
    const view = invoiceView(
      draftWith([
        ['Website design', '1', '750'],
        ['', '3', '100'],
        ['  Hosting (12 months)  ', '12', '9.99'],
      ]),
    )
    expect(view.lines).toEqual([
      { id: 1, name: 'Website design', quantity: '1', unitPrice: '£750.00', amount: '£750.00' },
      { id: 3, name: 'Hosting (12 months)', quantity: '12', unitPrice: '£9.99', amount: '£119.88' },
    ])
    expect(view.subtotal).toBe('£869.88')
    expect(view.total).toBe('£869.88')
  })

  it('shows a dash, and counts nothing, for a line whose figures are not valid yet', () => {
    const view = invoiceView(
      draftWith([
        ['Audit', 'two', '10'],
        ['Hosting', '1', '5'],
      ]),
    )
    expect(view.lines[0]).toMatchObject({ quantity: '—', unitPrice: '£10.00', amount: '—' })
    expect(view.total).toBe('£5.00')
  })

  it('gives every line its amount for the editor, named or not', () => {
    const draft = draftWith([
      ['Audit', '1.5', '0.15'],
      ['', '2', '10'],
      ['Hosting', '1', 'ten'],
    ])
    expect(invoiceLineAmounts(draft)).toEqual({ 1: '£0.23', 2: '£20.00', 3: '—' })
  })

  it('shows the notes, or the default thanks; the address only when there is one', () => {
    const plain = invoiceView(draftWith([['Audit', '1', '10']]))
    expect(plain.notes).toEqual([invoiceTexts.defaultNotes])
    expect(plain.notes).toEqual(['It was great doing business with you.'])
    expect(plain.customer.addressLines).toEqual([])

    const full = invoiceView(
      draftWith([['Audit', '1', '10']], {
        customerAddress: '1 High Street\r\n\r\n Northampton \nNN1 1AA',
        customerEmail: ' accounts@acme.example ',
        notes: 'Payment within 4 days.\n\nThank you.',
      }),
    )
    expect(full.customer).toEqual({
      name: 'Acme Trading Ltd',
      email: 'accounts@acme.example',
      addressLines: ['1 High Street', 'Northampton', 'NN1 1AA'],
    })
    expect(full.notes).toEqual(['Payment within 4 days.', 'Thank you.'])
    expect(full.invoiceDate).toBe('1 July 2025')
    expect(full.dueDate).toBe('5 July 2025')
    expect(full.number).toBe('INV-0042')
  })
})

describe('lines: add and remove', () => {
  it('adds an empty line with quantity 1 and no price, with a new id', () => {
    const draft = draftWith([
      ['A', '1', '1'],
      ['B', '1', '1'],
    ])
    const added = addInvoiceLine(removeInvoiceLine(draft, 1))
    expect(added.lines).toEqual([
      { id: 2, name: 'B', quantity: '1', unitPrice: '1' },
      { id: 3, name: '', quantity: '1', unitPrice: '' },
    ])
  })

  it('removes by position, whichever line it is, down to none', () => {
    const draft = draftWith([
      ['A', '1', '1'],
      ['B', '1', '1'],
      ['C', '1', '1'],
    ])
    expect(removeInvoiceLine(draft, 2).lines.map((line) => line.name)).toEqual(['A', 'C'])
    expect(removeInvoiceLine(draftWith([['A', '1', '1']]), 1).lines).toEqual([])
  })

  it('stops adding at the limit of lines', () => {
    let draft = draftWith([])
    for (let index = 0; index < invoiceLimits.lines + 5; index += 1) draft = addInvoiceLine(draft)
    expect(draft.lines).toHaveLength(invoiceLimits.lines)
  })

  it('changes one field of one line, or of the invoice, leaving the rest', () => {
    const draft = draftWith([
      ['A', '1', '1'],
      ['B', '1', '1'],
    ])
    const changed = updateInvoiceField(
      updateInvoiceLine(draft, 2, 'quantity', '2.5'),
      'notes',
      'Hi',
    )
    expect(changed.lines[1]).toEqual({ id: 2, name: 'B', quantity: '2.5', unitPrice: '1' })
    expect(changed.lines[0]).toBe(draft.lines[0])
    expect(changed.notes).toBe('Hi')
    expect(draft.lines[1]!.quantity).toBe('1')
  })
})

describe('the file name', () => {
  it('is Invoice_{customer}.pdf, without characters unsafe in file names', () => {
    expect(invoiceFileName('Acme Trading Ltd')).toBe('Invoice_Acme Trading Ltd.pdf')
    expect(invoiceFileName('A/B \\ C: *D?* "E" <F> |G|')).toBe('Invoice_AB C D E F G.pdf')
    expect(invoiceFileName('Tab\there\u0000and\u007fthere\nnext')).toBe(
      'Invoice_Tabhereandtherenext.pdf',
    )
    expect(invoiceFileName('Zoë & Søn')).toBe('Invoice_Zoë & Søn.pdf')
  })

  it('says Customer when there is no name left', () => {
    expect(invoiceFileName('')).toBe('Invoice_Customer.pdf')
    expect(invoiceFileName(' /:*? ')).toBe('Invoice_Customer.pdf')
  })
})
