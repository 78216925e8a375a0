import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { TextField } from './text-field'

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Email')
    await expect(input).toHaveAttribute('type', 'email')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await userEvent.type(input, 'ada@example.com')
    await expect(input).toHaveValue('ada@example.com')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

/** The asterisk is for the eye; the `required` attribute tells assistive technology. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired()
  },
}

export const WithHint: Story = {
  args: { label: 'Phone', type: 'tel', hint: 'We call back within one working day.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'We call back within one working day.',
    )
  },
}

export const Filled: Story = {
  args: { defaultValue: 'ada@example.com' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveValue('ada@example.com')
    await userEvent.clear(input)
    await expect(input).toHaveValue('')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const WithError: Story = {
  args: { required: true, defaultValue: 'ada@', error: 'Please enter a valid email address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAttribute('data-invalid')
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.')
    await expect(input).toHaveValue('ada@')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toBeDisabled()
    await expect(input).toHaveAttribute('data-disabled')
    await userEvent.type(input, 'x')
    await expect(input).toHaveValue('ada@example.com')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** A password is hidden as it is typed; a password input has no textbox role. */
export const Password: Story = {
  args: { label: 'Password', type: 'password', name: 'password', autoComplete: 'current-password' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'password')
    await expect(input).toHaveAttribute('autocomplete', 'current-password')
    await userEvent.type(input, 'correct horse')
    await expect(input).toHaveValue('correct horse')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const HiddenLabel: Story = {
  args: {
    label: 'Name',
    type: 'text',
    hideLabel: true,
    placeholder: 'Name (required)',
    required: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'placeholder',
      'Name (required)',
    )
  },
}
