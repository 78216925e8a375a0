import { eventEditorText, eventFieldErrors, eventStaffMessages } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
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
    const title = canvas.getByRole('textbox', { name: (name) => name.startsWith(text.title) })
    await userEvent.clear(title)
    await userEvent.type(title, 'Summer Open Day')
    await expect(preview).toHaveTextContent('Summer Open Day')
    const location = canvas.getByRole('textbox', { name: (name) => name.startsWith(text.location) })
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

const refusal = {
  endTime: eventFieldErrors.endBeforeStart,
  places: eventFieldErrors.placesBelowRegistered(12),
}

/**
 * The server refused the save: its messages at the fields, focus on the first, the reason as an
 * alert. (The story answers each save as the server would, with the same refusal.)
 */
export const Refused: Story = {
  render: function Render(args) {
    const [answered, setAnswered] = useState<{ errors: typeof refusal } | undefined>()
    return (
      <EventEditor
        {...args}
        status={answered ? 'failed' : 'idle'}
        errorMessage={eventStaffMessages.changedMeanwhile}
        errors={answered?.errors}
        onSubmit={(values) => {
          args.onSubmit(values)
          setAnswered({ errors: { ...refusal } })
        }}
      />
    )
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.save }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      eventStaffMessages.changedMeanwhile,
    )
    const end = canvas.getByRole('textbox', { name: (name) => name.startsWith(text.endTime) })
    await expect(end).toHaveAccessibleDescription(
      expect.stringContaining(eventFieldErrors.endBeforeStart),
    )
    await expect(end).toHaveFocus()
  },
}
