import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { TextAreaField } from './text-area-field'

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Message', name: 'message', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' })
    await expect(textarea).toHaveAttribute('rows', '5')
    await userEvent.type(textarea, 'I would like to know more about SAP BASIS.')
    await expect(textarea).toHaveValue('I would like to know more about SAP BASIS.')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const Filled: Story = {
  args: { defaultValue: 'Two of us would like to come.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Two of us would like to come.',
    )
  },
}

export const WithError: Story = {
  args: { required: true, error: 'Please enter a message.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' })
    await expect(textarea).toBeRequired()
    await expect(textarea).toHaveAttribute('aria-invalid', 'true')
    await expect(textarea).toHaveAttribute('data-invalid')
    await expect(textarea).toHaveAccessibleDescription('Please enter a message.')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Two of us would like to come.' },
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' })
    await expect(textarea).toBeDisabled()
    await expect(textarea).toHaveAttribute('data-disabled')
    await userEvent.type(textarea, ' And a friend.')
    await expect(textarea).toHaveValue('Two of us would like to come.')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const WithHint: Story = {
  args: { hint: 'Up to 3,000 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Up to 3,000 characters.',
    )
  },
}
