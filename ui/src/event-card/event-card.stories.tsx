import { events, formatEventDate, formatEventTime } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { EventCard } from './event-card'

const [event] = events

const meta = {
  title: 'Content/EventCard',
  component: EventCard,
  decorators: [
    // One card at a card's width; the overview stories lay out their own grid.
    (Story, { parameters }) =>
      parameters.grid ? (
        <Story />
      ) : (
        <div className="max-w-sm">
          <Story />
        </div>
      ),
  ],
  args: {
    title: event.title,
    description: event.description,
    date: formatEventDate(event),
    time: formatEventTime(event),
    location: event.location,
    onRegister: fn(),
  },
} satisfies Meta<typeof EventCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const card = canvas.getByRole('article', { name: event.title })
    await step('date, time and place are labelled', async () => {
      const terms = within(card)
        .getAllByRole('term')
        .map((term) => term.textContent)
      await expect(terms).toEqual(['Date', 'Time', 'Location'])
      await expect(within(card).getByText('April 15, 2025')).toBeVisible()
      await expect(within(card).getByText('10:00 AM - 5:00 PM')).toBeVisible()
      await expect(within(card).getByText('London')).toBeVisible()
    })
    await step('Register Now reports a click', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Register Now' }))
      await expect(args.onRegister).toHaveBeenCalledOnce()
    })
  },
}

/** The button works from the keyboard: Tab to it, then Enter or Space. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Register Now' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onRegister).toHaveBeenCalledTimes(2)
  },
}

/** The three events of the News & Events page. */
export const AllEvents: Story = {
  tags: ['!autodocs'],
  parameters: { grid: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="grid max-w-6xl gap-6 md:grid-cols-3">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      {events.map((item) => (
        <EventCard
          key={item.slug}
          title={item.title}
          description={item.description}
          date={formatEventDate(item)}
          time={formatEventTime(item)}
          location={item.location}
          onRegister={args.onRegister}
        />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Register Now' })).toHaveLength(3)
  },
}
