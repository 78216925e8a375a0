import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { Button } from '../button/button'
import { StatusMessage } from './status-message'

const meta = {
  title: 'Forms/StatusMessage',
  component: StatusMessage,
  args: { tone: 'success', children: 'Your message has been sent successfully!' },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatusMessage>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your message has been sent successfully!',
    )
  },
}

/** News that is neither a success nor a failure, e.g. a payment the visitor cancelled. */
export const Info: Story = {
  args: { tone: 'info', children: 'Payment cancelled — nothing was charged.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Payment cancelled — nothing was charged.',
    )
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'info')
  },
}

export const Failure: Story = {
  args: { tone: 'error', children: 'Failed to send your message. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to send your message. Please try again.',
    )
  },
}

/** The region is in the page before its text, so the text is announced when it arrives. */
export const AppearsLater: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  render: function AppearsLater(args) {
    const [shown, setShown] = useState(false)
    return (
      <div className="flex flex-col items-start gap-4">
        <Button onClick={() => setShown(true)}>Send</Button>
        <StatusMessage {...args}>{shown ? args.children : null}</StatusMessage>
      </div>
    )
  },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('status')
    await expect(region).toBeEmptyDOMElement()
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(region).toHaveTextContent('Your message has been sent successfully!')
  },
}
