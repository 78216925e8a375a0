import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { NumberField } from './number-field'

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Quantity',
    name: 'quantity',
    value: '',
    min: 0,
    onValueChange: fn(),
  },
  // The field is controlled: the story keeps the value, as a form would.
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value)
    return (
      <NumberField
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange(next)
          setValue(next)
        }}
      />
    )
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>
export default meta
type Story = StoryObj<typeof meta>

/** A whole, non-negative quantity: a text input with the digits keyboard. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' })
    await expect(input).toHaveAttribute('type', 'text')
    await expect(input).toHaveAttribute('inputmode', 'numeric')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await userEvent.type(input, '12')
    await expect(input).toHaveValue('12')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12')
  },
}

/** Money: "£" in front for the eye, the unit named in the label, two decimals. */
export const Money: Story = {
  args: {
    label: 'Amount in pounds',
    name: 'amount',
    prefix: '£',
    step: 0.01,
    min: 0.3,
    max: 100000,
    hint: 'Between £0.30 and £100,000.',
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount in pounds' })
    await expect(input).toHaveAttribute('inputmode', 'decimal')
    await expect(input).toHaveAccessibleDescription('Between £0.30 and £100,000.')
    await expect(canvas.getByText('£')).toHaveAttribute('aria-hidden', 'true')
    await userEvent.type(input, '1,250.5')
    // What was typed is kept as it was typed: the caller parses it.
    await expect(input).toHaveValue('1,250.5')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1,250.5')
  },
}

export const Filled: Story = {
  args: { label: 'Unit price in pounds', prefix: '£', step: 0.01, value: '450.00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Unit price in pounds' })).toHaveValue(
      '450.00',
    )
  },
}

/** ArrowUp and ArrowDown step by `step`, within `min` and `max`, as on a number input. */
export const ArrowKeysStep: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  args: { label: 'Hours', step: 0.25, min: 0, max: 1, value: '0.5', suffix: 'hours' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Hours' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    await expect(input).toHaveValue('0.75')
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect(input).toHaveValue('1.00')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}')
    await expect(input).toHaveValue('0.00')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('0.00')
    // Text that is not a number is left for the caller's check to explain.
    await userEvent.clear(input)
    await userEvent.type(input, 'two')
    await userEvent.keyboard('{ArrowUp}')
    await expect(input).toHaveValue('two')
  },
}

export const Invalid: Story = {
  args: {
    label: 'Amount in pounds',
    prefix: '£',
    step: 0.01,
    required: true,
    value: '0.10',
    error: 'Enter an amount of at least £0.30.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount in pounds' })
    await expect(input).toBeRequired()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAttribute('data-invalid')
    await expect(input).toHaveAccessibleDescription('Enter an amount of at least £0.30.')
    await expect(input).toHaveValue('0.10')
  },
}

export const Disabled: Story = {
  args: { disabled: true, value: '3' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' })
    await expect(input).toBeDisabled()
    await expect(input).toHaveAttribute('data-disabled')
    await userEvent.type(input, '4{ArrowUp}')
    await expect(input).toHaveValue('3')
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

/** Every state together, for design review. */
export const AllStates: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div className="flex flex-col gap-6">
      <NumberField {...args} label="Quantity" value="" />
      <NumberField {...args} label="Unit price in pounds" prefix="£" step={0.01} value="450.00" />
      <NumberField {...args} label="VAT rate" suffix="%" value="20" />
      <NumberField
        {...args}
        label="Amount in pounds"
        prefix="£"
        value="0.10"
        error="Enter an amount of at least £0.30."
      />
      <NumberField {...args} label="Hours" suffix="hours" value="7.5" disabled />
    </div>
  ),
}
