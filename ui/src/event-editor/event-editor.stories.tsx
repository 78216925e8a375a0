import { eventEditorText, eventFieldErrors, eventStaffMessages } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { EventEditor, type EventEditorValues } from './event-editor'

const text = eventEditorText

const openDay: EventEditorValues = {
  title: 'Spring Open Day',
  description: 'Meet our advisers and tutors, and see the classrooms.',
  date: '2027-03-18',
  startTime: '10:00',
  endTime: '14:00',
  location: 'Northampton',
  places: '40',
  registrationOpen: true,
}

const meta = {
  title: 'Staff/EventEditor',
  component: EventEditor,
  args: {
    text,
    initial: openDay,
    // The page passes core's formatters; a story only needs something of that shape.
    formatWhen: (values) => ({
      date: `Day ${values.date}`,
      time: `${values.startTime} to ${values.endTime}`,
    }),
    onSubmit: fn(),
    status: 'idle',
  },
} satisfies Meta<typeof EventEditor>
export default meta
type Story = StoryObj<typeof meta>

/** Editing an event: the card beside the form follows each keystroke, and saving sends every field. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const preview = canvas.getByRole('region', { name: text.preview })
    const title = canvas.getByRole('textbox', { name: new RegExp(`^${text.title}`) })
    await userEvent.clear(title)
    await userEvent.type(title, 'Summer Open Day')
    await expect(preview).toHaveTextContent('Summer Open Day')
    const location = canvas.getByRole('textbox', { name: new RegExp(`^${text.location}`) })
    await userEvent.clear(location)
    await userEvent.type(location, 'Leeds')
    await expect(preview).toHaveTextContent('Leeds')
    await userEvent.click(canvas.getByRole('checkbox', { name: text.registrationOpen }))
    await expect(preview).toHaveTextContent(text.closedNotice)
    await userEvent.click(canvas.getByRole('button', { name: text.save }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...openDay,
      title: 'Summer Open Day',
      location: 'Leeds',
      registrationOpen: false,
    })
  },
}

/** The server refused the save: its messages at the fields, focus on the first, the reason as an alert. */
export const Refused: Story = {
  args: {
    status: 'failed',
    errorMessage: eventStaffMessages.changedMeanwhile,
    errors: {
      endTime: eventFieldErrors.endBeforeStart,
      places: eventFieldErrors.placesBelowRegistered(12),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(eventStaffMessages.changedMeanwhile)
    const end = canvas.getByRole('textbox', { name: new RegExp(`^${text.endTime}`) })
    await expect(end).toHaveAccessibleDescription(
      expect.stringContaining(eventFieldErrors.endBeforeStart),
    )
    await userEvent.click(canvas.getByRole('button', { name: text.save }))
    await expect(end).toHaveFocus()
  },
}
