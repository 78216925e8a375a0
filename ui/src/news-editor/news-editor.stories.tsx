import { eventFieldErrors, eventStaffMessages, newsEditorText } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { NewsEditor, type NewsEditorValues } from './news-editor'

const text = newsEditorText

const scholarships: NewsEditorValues = {
  title: 'Scholarships open for 2027',
  date: '2026-11-20',
  summary: 'Applications for our 2027 scholarships are open until the end of January.',
  body: 'Apply **now**: places are limited.\n\nWe will reply within two weeks.',
}

/** Escapes text as HTML. */
const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const meta = {
  title: 'Staff/NewsEditor',
  component: NewsEditor,
  args: {
    text,
    initial: scholarships,
    // The page passes the site's Markdown renderer; a story only needs paragraphs and bold.
    renderBody: (markdown) =>
      markdown
        .split(/\n{2,}/)
        .map(
          (paragraph) =>
            `<p>${escape(paragraph).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>`,
        )
        .join(''),
    formatDate: (date) => `Day ${date}`,
    onSubmit: fn(),
    status: 'idle',
  },
} satisfies Meta<typeof NewsEditor>
export default meta
type Story = StoryObj<typeof meta>

/** Editing a post: the preview follows each keystroke, Markdown shown as the page will, and saving sends every field. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const preview = canvas.getByRole('region', { name: text.preview })
    await expect(preview.querySelector('strong')).toHaveTextContent('now')
    const title = canvas.getByRole('textbox', { name: (name) => name.startsWith(text.title) })
    await userEvent.clear(title)
    await userEvent.type(title, 'Bursaries open')
    await expect(preview).toHaveTextContent('Bursaries open')
    const body = canvas.getByRole('textbox', { name: (name) => name.startsWith(text.body) })
    await userEvent.type(body, '{enter}{enter}See you **soon**.')
    await expect(preview.querySelectorAll('strong')[1]).toHaveTextContent('soon')
    await userEvent.click(canvas.getByRole('button', { name: text.save }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...scholarships,
      title: 'Bursaries open',
      body: `${scholarships.body}\n\nSee you **soon**.`,
    })
  },
}

/**
 * The server refused the save: someone else saved first (409), or a field is wrong; the reason
 * as an alert, the field's message at the field, focus on it.
 */
export const Refused: Story = {
  render: function Render(args) {
    const [answered, setAnswered] = useState(false)
    return (
      <NewsEditor
        {...args}
        status={answered ? 'failed' : 'idle'}
        errorMessage={eventStaffMessages.newsChangedMeanwhile}
        errors={answered ? { summary: eventFieldErrors.summary } : undefined}
        onSubmit={(values) => {
          args.onSubmit(values)
          setAnswered(true)
        }}
      />
    )
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.save }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      eventStaffMessages.newsChangedMeanwhile,
    )
    const summary = canvas.getByRole('textbox', { name: (name) => name.startsWith(text.summary) })
    await expect(summary).toHaveAccessibleDescription(
      expect.stringContaining(eventFieldErrors.summary),
    )
    await expect(summary).toHaveFocus()
  },
}
