import { invoicePageText } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { CreditNoteEditor } from './credit-note-editor'
import { sampleSnapshot } from '../lib/story-fixtures'

const text = invoicePageText

const meta = {
  title: 'Invoices/CreditNoteEditor',
  component: CreditNoteEditor,
  args: { text, lines: sampleSnapshot.lines, onCreate: fn() },
} satisfies Meta<typeof CreditNoteEditor>
export default meta
type Story = StoryObj<typeof meta>

/** The whole invoice at first; chosen lines credit only those, with their total. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: text.creditWhole })).toBeChecked()
    await expect(canvas.getByText('£1,409.25')).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: text.creditChosen }))
    const create = canvas.getByRole('button', { name: text.creditCreate })
    await expect(create).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: /Support hours/ }))
    await expect(canvas.getByText('£159.25')).toBeVisible()
    await userEvent.click(create)
    await expect(args.onCreate).toHaveBeenCalledWith([1])
  },
}

/** The server refused: the credit notes would credit more than the invoice. */
export const Refused: Story = {
  args: { error: 'The credit notes would credit more than the invoice: choose fewer lines.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/more than the invoice/)
  },
}
