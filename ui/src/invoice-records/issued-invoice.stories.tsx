import { invoicePages, invoicePageText, invoiceStatusLabels, paymentMethodLabels } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { withStayLinks } from '../lib/story-fixtures'
import { sampleIssued, sampleSnapshot, sampleView } from '../lib/story-fixtures'
import { IssuedInvoice } from './issued-invoice'

const text = invoicePageText

const meta = {
  title: 'Invoices/IssuedInvoice',
  component: IssuedInvoice,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [withStayLinks],
  args: {
    text,
    statusLabels: invoiceStatusLabels,
    methodLabels: paymentMethodLabels,
    invoice: sampleIssued,
    view: sampleView,
    company: sampleSnapshot.company,
    today: '2026-11-27',
    itemHref: invoicePages.item,
    onDownload: fn(),
    onEmail: fn(),
    onPayment: fn(),
  },
} satisfies Meta<typeof IssuedInvoice>
export default meta
type Story = StoryObj<typeof meta>

/** Issued and e-mailed, not yet paid: download, e-mail again, or record the payment. */
export const Unpaid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Unpaid')).toBeVisible()
    await expect(canvas.getByRole('article', { name: 'Invoice' })).toHaveTextContent('INV-0042')
    await expect(canvas.getByText(/accounts@acme.example: sent/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: text.download }))
    await expect(args.onDownload).toHaveBeenCalledOnce()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.method }), 'card')
    await userEvent.click(canvas.getByRole('button', { name: text.markPaid }))
    await expect(args.onPayment).toHaveBeenCalledWith({ paidOn: '2026-11-27', method: 'card' })
  },
}

/** Paid by bank transfer: it can be marked unpaid again. */
export const Paid: Story = {
  args: {
    invoice: {
      ...sampleIssued,
      status: 'paid',
      payment: { paidOn: '2026-11-03', method: 'bank-transfer' },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/3 Nov 2026 · Bank transfer/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: text.markUnpaid }))
    await expect(args.onPayment).toHaveBeenCalledWith(null)
  },
}
