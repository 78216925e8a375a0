import { inboxLimits, inboxMessages, inboxPageText } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { sampleInboxDetail } from '../lib/story-fixtures'
import { InboxNotes } from './inbox-notes'

const text = inboxPageText

const meta = {
  title: 'Forms/InboxNotes',
  component: InboxNotes,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    text,
    notes: sampleInboxDetail.notes,
    maxLength: inboxLimits.note,
    onAdd: fn(),
  },
} satisfies Meta<typeof InboxNotes>
export default meta
type Story = StoryObj<typeof meta>

/** Notes with their author and time; a new one is sent as typed. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/he starts with the January group/)).toBeVisible()
    await expect(canvas.getByText(/Ada Lovelace/)).toBeVisible()
    const field = canvas.getByRole('textbox', { name: new RegExp(text.noteLabel) })
    await expect(field).toHaveAttribute('maxlength', String(inboxLimits.note))
    await userEvent.type(field, 'Sent the invoice by post.')
    await userEvent.click(canvas.getByRole('button', { name: text.addNote }))
    await expect(args.onAdd).toHaveBeenCalledWith('Sent the invoice by post.')
  },
}

/** No notes yet. */
export const None: Story = {
  args: { notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.noNotes)).toBeVisible()
  },
}

/** An empty note: the message on the field. */
export const Missing: Story = {
  args: { notes: [], status: 'failed', error: inboxMessages.noteMissing },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(text.noteLabel) }),
    ).toHaveAccessibleDescription(new RegExp(inboxMessages.noteMissing))
  },
}

/** After a note was added. */
export const Added: Story = {
  args: { added: text.noteAdded },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.noteAdded)
  },
}
