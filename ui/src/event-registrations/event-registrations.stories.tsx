import { inboxApiPaths, inboxPageText } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { sampleEventRegistrations, withStayLinks } from '../lib/story-fixtures'
import { EventRegistrationList } from './event-registrations'

const text = inboxPageText
const query = (slug: string) => `kind=registration&event=${slug}`

const meta = {
  title: 'Content/EventRegistrationList',
  component: EventRegistrationList,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [withStayLinks],
  args: {
    text,
    events: sampleEventRegistrations,
    viewHref: (slug) => `/staff/inbox?${query(slug)}`,
    csvHref: (slug) => `${inboxApiPaths.eventRegistrationsCsv}?event=${slug}`,
  },
} satisfies Meta<typeof EventRegistrationList>
export default meta
type Story = StoryObj<typeof meta>

/** Each event with its count; the title leads to its registrations, and their CSV beside it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1)
    const first = within(rows[0]!)
    await expect(first.getByRole('link', { name: 'Education Growth Workshop' })).toHaveAttribute(
      'href',
      '/staff/inbox?kind=registration&event=education-growth-workshop',
    )
    await expect(first.getByText('23')).toBeVisible()
    await expect(first.getByText('4 Dec 2026')).toBeVisible()
    await expect(
      first.getByRole('link', {
        name: new RegExp(`${text.exportCsv}\\s*: Education Growth Workshop`),
      }),
    ).toHaveAttribute(
      'href',
      `${inboxApiPaths.eventRegistrationsCsv}?event=education-growth-workshop`,
    )
  },
}

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.noEvents)).toBeVisible()
  },
}

/** On a phone each event is a card. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
