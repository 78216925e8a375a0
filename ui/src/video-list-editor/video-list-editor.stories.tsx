import { learnersRoomText as text } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { VideoListEditor } from './video-list-editor'

const videos = [
  { id: 1, title: 'Introduction to SAP and ERP', fileId: 'sample-file-01' },
  { id: 2, title: 'SAP System Architecture', fileId: 'sample-file-02' },
  { id: 3, title: 'Work Process Introduction', fileId: 'sample-file-03' },
]

const meta = {
  title: 'Forms/VideoListEditor',
  component: VideoListEditor,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { text, videos, onSave: fn(), status: 'idle' },
} satisfies Meta<typeof VideoListEditor>
export default meta
type Story = StoryObj<typeof meta>

/** Edit, reorder, remove and add videos; Save sends the whole list in its new order. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('a title is edited', async () => {
      const title = canvas.getByRole('textbox', { name: new RegExp(`^${text.videoTitle(1)}`) })
      await userEvent.clear(title)
      await userEvent.type(title, 'Introduction to SAP')
    })
    await step('the second video moves up; the third goes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: text.moveUp(2) }))
      await userEvent.click(canvas.getByRole('button', { name: text.remove(3) }))
    })
    await step('a new video is added at the end, its title focused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: text.addVideo }))
      const title = canvas.getByRole('textbox', { name: new RegExp(`^${text.videoTitle(3)}`) })
      await expect(title).toHaveFocus()
      await userEvent.type(title, 'Transport management')
      await userEvent.type(
        canvas.getByRole('textbox', { name: new RegExp(`^${text.videoFileId(3)}`) }),
        'new-file-03',
      )
    })
    await step('save sends the list as it now is', async () => {
      await userEvent.click(canvas.getByRole('button', { name: text.save }))
      await expect(args.onSave).toHaveBeenCalledWith([
        { id: 2, title: 'SAP System Architecture', fileId: 'sample-file-02' },
        { id: 1, title: 'Introduction to SAP', fileId: 'sample-file-01' },
        { title: 'Transport management', fileId: 'new-file-03' },
      ])
    })
  },
}

/** After a save. */
export const Saved: Story = {
  args: { notice: { tone: 'success', text: text.saved } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.saved)
  },
}

/** The server refused an identifier: its sentence as an alert, the list as it was typed. */
export const Refused: Story = {
  args: { notice: { tone: 'error', text: 'A video identifier is 1–200 letters, digits, - or _.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A video identifier')
  },
}
