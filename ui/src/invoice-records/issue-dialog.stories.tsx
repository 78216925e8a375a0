import { invoicePageText } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { Button } from '../button/button'
import { IssueDialog, type IssueDialogProps } from './issue-dialog'

const text = invoicePageText

/** A draft's page in miniature: Issue invoice asks first; either answer closes the question. */
function Harness(args: IssueDialogProps) {
  const [open, setOpen] = useState(args.open)
  const [answer, setAnswer] = useState('')
  return (
    <div className="flex flex-col items-start gap-4">
      <Button onClick={() => setOpen(true)}>{text.issue}</Button>
      <p role="status">{answer}</p>
      <IssueDialog
        {...args}
        open={open}
        onConfirm={() => {
          args.onConfirm()
          setAnswer('Issued as INV-0043.')
          setOpen(false)
        }}
        onCancel={() => {
          args.onCancel()
          setAnswer('Still a draft.')
          setOpen(false)
        }}
      />
    </div>
  )
}

const meta = {
  title: 'Invoices/IssueDialog',
  component: IssueDialog,
  args: {
    open: false,
    text,
    kind: 'invoice',
    nextNumber: 'INV-0043',
    total: '£1,409.25',
    customer: 'Acme Trading Ltd',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <Harness {...args} />,
  parameters: { docs: { story: { inline: false } } },
} satisfies Meta<typeof IssueDialog>
export default meta
type Story = StoryObj<typeof meta>

/**
 * The question names the number, the total and the customer, and that the invoice can never
 * change; focus starts on the answer that changes nothing. Issue now answers yes.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.issue }))
    const dialog = await screen.findByRole('alertdialog', { name: text.issueTitle('invoice') })
    await expect(dialog).toHaveTextContent(
      'It will be numbered INV-0043, for £1,409.25 to Acme Trading Ltd.',
    )
    await waitFor(() =>
      expect(screen.getByRole('button', { name: text.issueCancel })).toHaveFocus(),
    )
    await userEvent.click(screen.getByRole('button', { name: text.issueConfirm }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onCancel).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(canvas.getByRole('status')).toHaveTextContent('Issued as INV-0043.')
  },
}

/** A credit note is asked about in its own words. */
export const CreditNote: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  args: { kind: 'credit-note', nextNumber: 'CN-0002' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.issue }))
    await screen.findByRole('alertdialog', { name: text.issueTitle('credit-note') })
    await userEvent.click(screen.getByRole('button', { name: text.issueCancel }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}
