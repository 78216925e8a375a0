import { inboxPageText } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleOverview, withStayLinks } from '../lib/story-fixtures'
import { InboxOverview } from './inbox-overview'

const text = inboxPageText

const meta = {
  title: 'Content/InboxOverview',
  component: InboxOverview,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [withStayLinks],
  args: {
    text,
    overview: sampleOverview,
    links: {
      newEnquiries: '/staff/inbox?kind=enquiry&status=new',
      nextEvent: '/staff/inbox?kind=registration&event=education-growth-workshop',
      paidThisMonth: '/staff/enrolments?payment=paid&from=2026-11-01',
      failedMail: '/staff/inbox',
    },
  },
} satisfies Meta<typeof InboxOverview>
export default meta
type Story = StoryObj<typeof meta>

/** Four counts, each leading to the matching view. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /4\s*New enquiries/ })).toHaveAttribute(
      'href',
      '/staff/inbox?kind=enquiry&status=new',
    )
    await expect(
      canvas.getByRole('link', { name: /23\s*Registered for Education Growth Workshop/ }),
    ).toBeVisible()
    await expect(canvas.getByText(text.paidThisMonthTotal('£8,650.00'))).toBeVisible()
    await expect(canvas.getByRole('link', { name: /1\s*E-mails that failed/ })).toBeVisible()
  },
}

/** No event planned and nothing failed. */
export const Quiet: Story = {
  args: {
    overview: {
      ...sampleOverview,
      newEnquiries: 0,
      nextEvent: null,
      failedMail: 0,
      paidThisMonth: { count: 0, totalPence: 0 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.noNextEvent)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: new RegExp(text.noNextEvent) })).toBeNull()
  },
}

/** On a phone the counts stack. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }
