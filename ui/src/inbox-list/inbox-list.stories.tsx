import { inboxPageText, inboxPages } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { sampleInboxItems, sampleInboxLabels, withStayLinks } from '../lib/story-fixtures'
import { InboxList } from './inbox-list'

const text = inboxPageText

const meta = {
  title: 'Content/InboxList',
  component: InboxList,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [withStayLinks],
  args: {
    text,
    labels: sampleInboxLabels,
    items: sampleInboxItems,
    itemHref: inboxPages.item,
    olderHref: '/staff/inbox?after=c2',
  },
} satisfies Meta<typeof InboxList>
export default meta
type Story = StoryObj<typeof meta>

/** The first page: unread records in bold with an "Unread" label, each name leads to its record. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(sampleInboxItems.length)
    const first = within(rows[0]!)
    await expect(first.getByText(text.unread)).toBeVisible()
    await expect(first.getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute(
      'href',
      inboxPages.item('enquiry-412'),
    )
    await expect(first.getByText('priya.sharma@example.co.uk')).toBeVisible()
    await expect(first.getByText('25 Nov 2026, 09:12')).toBeVisible()
    await expect(within(rows[1]!).queryByText(text.unread)).toBeNull()
    await expect(within(rows[1]!).getByText('Failed')).toBeVisible()
    await expect(within(rows[1]!).getByText('Paid')).toBeVisible()
    const paging = canvas.getByRole('navigation', { name: text.paging })
    await expect(within(paging).getByRole('link', { name: text.nextPage })).toHaveAttribute(
      'href',
      '/staff/inbox?after=c2',
    )
    await expect(within(paging).queryByRole('link', { name: text.firstPage })).toBeNull()
  },
}

/** A later page: back to the newest, and no older page after the last. */
export const LastPage: Story = {
  args: { olderHref: undefined, newestHref: '/staff/inbox', items: sampleInboxItems.slice(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: text.firstPage })).toHaveAttribute(
      'href',
      '/staff/inbox',
    )
    await expect(canvas.queryByRole('link', { name: text.nextPage })).toBeNull()
  },
}

/** Nothing has arrived yet. */
export const Empty: Story = {
  args: { items: [], olderHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.emptyInbox)).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** Filters that match nothing. */
export const NothingMatches: Story = {
  args: { items: [], olderHref: undefined, filtered: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.empty)).toBeVisible()
  },
}

/** On a phone each record is a card. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
