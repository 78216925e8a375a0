import { brand, headOfficeLines, invoiceView, newInvoiceDraft, type InvoiceDraft } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { InvoicePreview } from './invoice-preview'

const company = {
  name: brand.name,
  addressLines: headOfficeLines(),
  email: brand.email,
}

const draft: InvoiceDraft = {
  ...newInvoiceDraft({ today: '2025-07-01', number: 'INV-0042' }),
  customerName: 'Acme Trading Ltd',
  customerEmail: 'accounts@acme.example',
  customerAddress: '1 Market Square\nNorthampton\nNN1 2DL',
  lines: [
    { id: 1, name: 'Website design and build', quantity: '1', unitPrice: '1,250' },
    { id: 2, name: '', quantity: '3', unitPrice: '99' },
    { id: 3, name: 'Support hours', quantity: '3.5', unitPrice: '45.50' },
    { id: 4, name: 'Hosting (12 months)', quantity: '12', unitPrice: '9.99' },
  ],
}

/** 60 lines: how a long invoice reads, for design review. */
const longDraft: InvoiceDraft = {
  ...draft,
  notes: 'Payment by bank transfer within 4 days, quoting the invoice number.\nThank you!',
  lines: Array.from({ length: 60 }, (_, index) => ({
    id: index + 1,
    name:
      index % 7 === 3
        ? `Consultancy session ${index + 1}: network review, firewall rules and a written report for the board`
        : `Course seat ${index + 1}`,
    quantity: index % 4 === 0 ? '2.5' : '1',
    unitPrice: String(95 + index * 5),
  })),
}

const meta = {
  title: 'Invoices/InvoicePreview',
  component: InvoicePreview,
  args: { invoice: invoiceView(draft), company },
  decorators: [
    (Story) => (
      <div className="max-w-3xl bg-slate-100 p-2 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InvoicePreview>
export default meta
type Story = StoryObj<typeof meta>

/** The company, number and dates, Bill To, the products with a name, the totals, the default notes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const invoice = canvas.getByRole('article', { name: 'Invoice' })
    await expect(within(invoice).getByRole('heading', { level: 2, name: 'Invoice' })).toBeVisible()
    await expect(invoice).toHaveTextContent(brand.name)
    await expect(invoice).toHaveTextContent(brand.email)
    await expect(invoice).toHaveTextContent(headOfficeLines()[0]!)
    await expect(invoice).toHaveTextContent('INV-0042')
    await expect(invoice).toHaveTextContent('1 July 2025')
    await expect(invoice).toHaveTextContent('5 July 2025')

    const billTo = canvas.getByRole('region', { name: 'Bill to' })
    await expect(billTo).toHaveTextContent('Acme Trading Ltd')
    await expect(billTo).toHaveTextContent('accounts@acme.example')
    await expect(billTo).toHaveTextContent('NN1 2DL')

    // The unnamed line (3 × £99) is left out, of the rows and of the total.
    const rows = within(canvas.getByRole('table', { name: 'Products' })).getAllByRole('row')
    await expect(rows.map((row) => row.textContent)).toEqual([
      'DescriptionQtyUnit priceAmount',
      'Website design and build1 × £1,250.001£1,250.00£1,250.00',
      'Support hours3.5 × £45.503.5£45.50£159.25',
      'Hosting (12 months)12 × £9.9912£9.99£119.88',
      'SubtotalSubtotal£1,529.13',
      'TotalTotal£1,529.13',
    ])
    await expect(canvas.getByRole('row', { name: /^Total/ })).toHaveTextContent('£1,529.13')
    await expect(canvas.getByRole('region', { name: 'Notes' })).toHaveTextContent(
      'It was great doing business with you.',
    )
  },
}

/** Notes as written, line by line, instead of the default thanks. */
export const WithNotes: Story = {
  args: {
    invoice: invoiceView({ ...draft, notes: 'Payment by bank transfer.\nThank you!' }),
  },
  play: async ({ canvas }) => {
    const notes = canvas.getByRole('region', { name: 'Notes' })
    await expect(within(notes).getByText('Payment by bank transfer.')).toBeVisible()
    await expect(within(notes).getByText('Thank you!')).toBeVisible()
    await expect(notes).not.toHaveTextContent('It was great doing business with you.')
  },
}

/** No address, no e-mail: nothing is shown for them, not even an empty line. */
export const WithoutAddress: Story = {
  args: { invoice: invoiceView({ ...draft, customerAddress: '', customerEmail: '' }) },
  play: async ({ canvas }) => {
    const billTo = canvas.getByRole('region', { name: 'Bill to' })
    await expect(billTo.querySelector('address')).toBeNull()
    await expect(billTo.querySelectorAll('p')).toHaveLength(2)
  },
}

/** Before any product has a name. */
export const NoProducts: Story = {
  args: { invoice: invoiceView({ ...draft, lines: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No products yet/)).toBeVisible()
    await expect(canvas.getByRole('row', { name: /^Total/ })).toHaveTextContent('£0.00')
  },
}

/** On a small phone the quantity and unit price sit under the product's name. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('3.5 × £45.50')).toBeVisible()
    await expect(canvas.queryByRole('columnheader', { name: 'Unit price' })).toBeNull()
    // Nothing is wider than the screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}

/** A 60-line invoice with long descriptions, for design review. */
export const LongInvoice: Story = {
  tags: ['!autodocs'],
  args: { invoice: invoiceView(longDraft) },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Products' }))
    // A header row, 60 lines, subtotal and total.
    await expect(table.getAllByRole('row')).toHaveLength(63)
    await expect(canvas.getByRole('row', { name: /^Total/ })).toHaveTextContent(
      invoiceView(longDraft).total,
    )
  },
}
