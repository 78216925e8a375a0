import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { Button } from '../button/button'
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'

/** A page in miniature: a button opens the dialog; either answer closes it. */
function Harness(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open)
  const [answer, setAnswer] = useState('')
  return (
    <div className="flex flex-col items-start gap-4">
      <Button variant="outline" onClick={() => setOpen(true)}>
        New invoice
      </Button>
      <p role="status">{answer}</p>
      <ConfirmDialog
        {...args}
        open={open}
        onConfirm={() => {
          args.onConfirm()
          setAnswer('Started again.')
          setOpen(false)
        }}
        onCancel={() => {
          args.onCancel()
          setAnswer('Kept.')
          setOpen(false)
        }}
      />
    </div>
  )
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Start a new invoice?',
    children:
      'The invoice you are writing will be cleared from this page and from this browser. Download its PDF first if you need it.',
    confirmLabel: 'Clear and start again',
    cancelLabel: 'Keep this invoice',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <Harness {...args} />,
  parameters: { docs: { story: { inline: false } } },
} satisfies Meta<typeof ConfirmDialog>
export default meta
type Story = StoryObj<typeof meta>

/** Opened, it is an alert dialog whose focus starts on the answer that changes nothing. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'New invoice' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('alertdialog', { name: 'Start a new invoice?' })
    await expect(dialog).toHaveAccessibleDescription(/will be cleared/)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Keep this invoice' })).toHaveFocus(),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Clear and start again' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await expect(args.onCancel).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** Escape cancels, and focus goes back to the button that opened it. */
export const EscapeCancels: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'New invoice' })
    await userEvent.click(opener)
    await screen.findByRole('alertdialog')
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(canvas.getByRole('status')).toHaveTextContent('Kept.')
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** Tab stays inside the dialog while it is open. */
export const KeepsFocusInside: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  args: { open: true },
  play: async ({ userEvent }) => {
    await screen.findByRole('alertdialog')
    const keep = screen.getByRole('button', { name: 'Keep this invoice' })
    const clear = screen.getByRole('button', { name: 'Clear and start again' })
    await waitFor(() => expect(keep).toHaveFocus())
    await userEvent.tab()
    await expect(clear).toHaveFocus()
    await userEvent.tab()
    await expect(keep).toHaveFocus()
  },
}

/** A click on the dimmed page around it cancels. */
export const ClickOutsideCancels: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New invoice' }))
    const dialog = await screen.findByRole('alertdialog')
    // The backdrop belongs to the dialog element; its content is inside it.
    await userEvent.click(dialog)
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

/** On a phone it sits at the bottom of the screen, within reach of a thumb. */
export const SmallPhone: Story = {
  args: { open: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog')
    const box = dialog.getBoundingClientRect()
    await expect(box.bottom).toBeGreaterThan(window.innerHeight - 20)
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
  },
}
