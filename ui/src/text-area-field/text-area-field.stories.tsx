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

export const WithError: Story = {
  args: { required: true, error: 'Please enter a message.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' })
    await expect(textarea).toBeRequired()
    await expect(textarea).toHaveAttribute('aria-invalid', 'true')
    await expect(textarea).toHaveAccessibleDescription('Please enter a message.')
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
