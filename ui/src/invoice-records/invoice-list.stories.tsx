import {
  invoiceFilterStatuses,
  invoicePages,
  invoicePageText,
  invoiceStatusLabels,
} from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withStayLinks } from '../lib/story-fixtures'
import { sampleRows } from '../lib/story-fixtures'
import { InvoiceList } from './invoice-list'

const text = invoicePageText

const meta = {
  title: 'Invoices/InvoiceList',
  component: InvoiceList,
  tags: ['mobile-layout'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [withStayLinks],
  args: {
    text,
    statusLabels: invoiceStatusLabels,
    filterStatuses: invoiceFilterStatuses,
    invoices: sampleRows,
    values: {},
    action: invoicePages.list,
    itemHref: invoicePages.item,
    searchMaxLength: 100,
    onApply: fn(),
  },
} satisfies Meta<typeof InvoiceList>
export default meta
type Story = StoryObj<typeof meta>

/** A draft without a number, a credit note, an overdue and a paid invoice, newest first. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(4)
    await expect(within(rows[0]!).getByRole('link', { name: 'Draft 7' })).toHaveAttribute(
      'href',
      invoicePages.item(7),
    )
    await expect(within(rows[2]!).getByText('Overdue')).toBeVisible()
    await expect(within(rows[2]!).getByText('£1,409.25')).toBeVisible()
    await expect(within(rows[3]!).getByText('Paid')).toBeVisible()

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: text.statusFilter }),
      'overdue',
    )
    await userEvent.type(canvas.getByRole('textbox', { name: text.search }), 'acme')
    await userEvent.click(canvas.getByRole('button', { name: text.apply }))
    await expect(args.onApply).toHaveBeenCalledOnce()
    const chosen = (args.onApply as ReturnType<typeof fn>).mock.calls[0]![0] as URLSearchParams
    await expect(chosen.toString()).toBe('status=overdue&q=acme')
  },
}

/** More documents match than the list shows: it says how to reach the older ones. */
export const MoreThanShown: Story = {
  args: { more: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(text.moreThanShown(args.invoices.length))).toBeVisible()
  },
}

/** Nothing matches the filters. */
export const Empty: Story = {
  args: { invoices: [], values: { status: 'credited' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.none)).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: text.statusFilter })).toHaveValue('credited')
  },
}
