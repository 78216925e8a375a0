import type { Meta, StoryObj } from '@storybook/react-vite'
import { LockKeyhole } from 'lucide-react'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { SubmitButton } from './submit-button'

const meta = {
  title: 'Forms/SubmitButton',
  component: SubmitButton,
  args: { children: 'Pay Now', onClick: fn() },
} satisfies Meta<typeof SubmitButton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { icon: <LockKeyhole aria-hidden="true" /> },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <SubmitButton {...args} />
    </form>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Pay Now' })
    await expect(button).toHaveAttribute('type', 'submit')
    await expect(button).toBeEnabled()
    await expect(button).not.toHaveAttribute('aria-busy')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

/** While the request is in flight: disabled, marked busy, and with its own text if given. */
export const Busy: Story = {
  args: { busy: true, busyLabel: 'Processing...', icon: <LockKeyhole aria-hidden="true" /> },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Processing...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('button', { name: 'Pay Now' })).toBeNull()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** Without `busyLabel`, the text stays and a spinner joins it. */
export const BusyKeepingItsText: Story = {
  args: { busy: true, children: 'Send Message' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send Message' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Pay Now' })
    await expect(button).toBeDisabled()
    await expect(button).not.toHaveAttribute('aria-busy')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** The form's own handler, outside the story's args: a plain form that re-renders nothing. */
const sendPayment = fn()

/**
 * A double click sends once, even in a plain form whose handler re-renders nothing; once the
 * page has answered (any re-render), the next click sends again.
 */
export const DoubleClickSendsOnce: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  beforeEach: () => {
    sendPayment.mockClear()
  },
  render: function PlainForm(args) {
    const [answers, setAnswers] = useState(0)
    return (
      <form
        aria-label="Payment"
        onSubmit={(event) => {
          event.preventDefault()
          sendPayment()
        }}
        className="flex flex-col items-start gap-3"
      >
        <SubmitButton {...args} />
        <button type="button" onClick={() => setAnswers(answers + 1)}>
          Answer {answers}
        </button>
      </form>
    )
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Pay Now' })
    await userEvent.dblClick(button)
    await expect(sendPayment).toHaveBeenCalledOnce()
    // Enter goes through the same button (the form's default button), so it is held back too.
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(sendPayment).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Answer 0' }))
    await userEvent.click(button)
    await expect(sendPayment).toHaveBeenCalledTimes(2)
  },
}
