import { inboxPageText, inboxPages, paymentStateLabels } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { sampleEnrolments, withStayLinks } from '../lib/story-fixtures'
import { EnrolmentTable } from './enrolment-table'

const text = inboxPageText

const meta = {
  title: 'Content/EnrolmentTable',
  component: EnrolmentTable,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [withStayLinks],
  args: {
    text,
    labels: { payment: paymentStateLabels },
    enrolments: sampleEnrolments,
    itemHref: inboxPages.item,
    olderHref: '/staff/enrolments?after=c1',
  },
} satisfies Meta<typeof EnrolmentTable>
export default meta
type Story = StoryObj<typeof meta>

/** Paid, partly refunded and a payment test, newest first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(3)
    await expect(within(rows[0]!).getByRole('link', { name: 'ENR-000087' })).toHaveAttribute(
      'href',
      inboxPages.item('enrolment-87'),
    )
    await expect(within(rows[1]!).getByText('Partly refunded')).toBeVisible()
    await expect(within(rows[1]!).getByText(/Refunded £300.00/)).toBeVisible()
    await expect(within(rows[2]!).getByText(text.testPayment)).toBeVisible()
    await expect(canvas.getByRole('link', { name: text.nextPage })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { enrolments: [], olderHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.noEnrolments)).toBeVisible()
  },
}

/** On a phone each enrolment is a card. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
