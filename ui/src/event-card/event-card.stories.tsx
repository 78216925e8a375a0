import {
  eventMessages,
  eventPageText,
  events,
  eventTiming,
  formatEventDate,
  formatEventTime,
  placesNotice,
  registrationRefusals,
} from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { EventCard } from './event-card'

const [event] = events

const meta = {
  title: 'Content/EventCard',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
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
      await expect(within(card).getByText('Tuesday 15 April 2025')).toBeVisible()
      await expect(within(card).getByText('10am–5pm')).toBeVisible()
      await expect(within(card).getByText('London')).toBeVisible()
    })
    await step('Register Now reports a click', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Register Now' }))
      await expect(args.onRegister).toHaveBeenCalledOnce()
    })
  },
}

/** After registering: the thanks sit under the button, where the focus returns. */
export const Registered: Story = {
  args: { confirmation: eventMessages.sent },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(eventMessages.sent)
    await expect(canvas.getByRole('button', { name: 'Register Now' })).toBeVisible()
  },
}

/** An event whose end has passed: no Register Now, a note that it has taken place. */
export const Past: Story = {
  args: { status: 'past', pastNotice: eventPageText.pastNotice, onRegister: undefined },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: event.title })
    await expect(card).toHaveAttribute('data-status', 'past')
    await expect(within(card).getByText(eventPageText.pastNotice)).toBeVisible()
    await expect(within(card).queryByRole('button')).toBeNull()
    await expect(within(card).getByText('Tuesday 15 April 2025')).toBeVisible()
  },
}

/** Few places left: the card counts them above Register Now. */
export const PlacesLeft: Story = {
  args: { notice: placesNotice({ placesLeft: 3 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 places left')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Register Now' })).toBeEnabled()
  },
}

/** No place left: registration is closed and the card says the event is full. */
export const Full: Story = {
  args: { status: 'closed', notice: placesNotice({ placesLeft: 0 }), onRegister: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(registrationRefusals.full)).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** A cancelled event: it says so, and takes no registrations. */
export const Cancelled: Story = {
  args: { status: 'cancelled', notice: registrationRefusals.cancelled, onRegister: undefined },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: event.title })
    await expect(card).toHaveAttribute('data-status', 'cancelled')
    await expect(within(card).getByText(registrationRefusals.cancelled)).toBeVisible()
    await expect(within(card).queryByRole('button')).toBeNull()
  },
}

/** The button works from the keyboard: Tab to it, then Enter or Space. */
export const Keyboard: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Register Now' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onRegister).toHaveBeenCalledTimes(2)
  },
}

/**
 * The three events of the News & Events page as the clock moves: on 20 April 2025 the first
 * has taken place and the other two are open for registration.
 */
export const AllEvents: Story = {
  tags: ['!autodocs'],
  parameters: { grid: true, now: '2025-04-20T12:00:00Z' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="grid max-w-6xl gap-6 md:grid-cols-3">
        <Story />
      </div>
    ),
  ],
  render: (args, { parameters }) => (
    <>
      {events.map((item) => {
        const facts = {
          title: item.title,
          description: item.description,
          date: formatEventDate(item),
          time: formatEventTime(item),
          location: item.location,
        }
        return eventTiming(item, new Date(parameters.now as string)) === 'past' ? (
          <EventCard
            key={item.slug}
            {...facts}
            status="past"
            pastNotice={eventPageText.pastNotice}
          />
        ) : (
          <EventCard key={item.slug} {...facts} onRegister={args.onRegister} />
        )
      })}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Register Now' })).toHaveLength(2)
    const first = canvas.getByRole('article', { name: events[0].title })
    await expect(within(first).getByText(eventPageText.pastNotice)).toBeVisible()
  },
}

/** Before the first event, all three take registrations. */
export const AllUpcoming: Story = {
  ...AllEvents,
  tags: ['test-only', '!dev', '!autodocs'],
  parameters: { grid: true, now: '2025-04-01T09:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Register Now' })).toHaveLength(3)
  },
}

/** After the last event, all three have taken place. */
export const AllPast: Story = {
  ...AllEvents,
  tags: ['test-only', '!dev', '!autodocs'],
  parameters: { grid: true, now: '2025-05-11T09:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button', { name: 'Register Now' })).toHaveLength(0)
    await expect(canvas.getAllByText(eventPageText.pastNotice)).toHaveLength(3)
  },
}
