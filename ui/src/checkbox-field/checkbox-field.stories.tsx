import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { CheckboxField } from './checkbox-field'

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'Send me news of upcoming courses', name: 'news', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckboxField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me news of upcoming courses' })
    await expect(checkbox).not.toBeChecked()
    await expect(checkbox).not.toHaveAttribute('aria-invalid')
    await expect(checkbox).not.toBeRequired()
    // The label is part of the control: clicking it ticks the box.
    await userEvent.click(canvas.getByText('Send me news of upcoming courses'))
    await expect(checkbox).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledOnce()
  },
}

export const Filled: Story = {
  args: { defaultChecked: true, hint: 'About once a month. Unsubscribe at any time.' },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me news of upcoming courses' })
    await expect(checkbox).toBeChecked()
    await expect(checkbox).toHaveAccessibleDescription(
      'About once a month. Unsubscribe at any time.',
    )
    await userEvent.click(checkbox)
    await expect(checkbox).not.toBeChecked()
    await expect(args.onChange).toHaveBeenCalledOnce()
  },
}

/** `required`: the box must be ticked, e.g. to accept the terms. */
export const Invalid: Story = {
  args: {
    label: 'I accept the terms and conditions',
    name: 'terms',
    required: true,
    error: 'Accept the terms and conditions to continue.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' })
    await expect(checkbox).toBeRequired()
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    await expect(checkbox).toHaveAttribute('data-invalid')
    await expect(checkbox).toHaveAccessibleDescription(
      'Accept the terms and conditions to continue.',
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me news of upcoming courses' })
    await expect(checkbox).toBeDisabled()
    await expect(checkbox).toHaveAttribute('data-disabled')
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** Every state together, for design review. */
export const AllStates: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div className="flex flex-col gap-5">
      <CheckboxField {...args} label="Unticked" />
      <CheckboxField {...args} label="Ticked" defaultChecked />
      <CheckboxField {...args} label="With a hint" hint="A short help text." />
      <CheckboxField {...args} label="Required" required error="Tick this box to continue." />
      <CheckboxField {...args} label="Disabled" disabled />
      <CheckboxField {...args} label="Disabled and ticked" disabled defaultChecked />
    </div>
  ),
}
