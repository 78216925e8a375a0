import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { SelectField } from './select-field'

const durations = [
  { value: '15-days', label: '15 days' },
  { value: '1-month', label: '1 month' },
  { value: '3-months', label: '3 months' },
  { value: '6-months', label: '6 months' },
]

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Duration',
    name: 'duration',
    options: durations,
    placeholder: 'Choose a duration',
    defaultValue: '',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Duration' })
    await expect(select).toHaveValue('')
    await expect(select).not.toHaveAttribute('aria-invalid')
    const options = within(select).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      'Choose a duration',
      '15 days',
      '1 month',
      '3 months',
      '6 months',
    ])
    await userEvent.selectOptions(select, '3 months')
    await expect(select).toHaveValue('3-months')
    await expect(args.onChange).toHaveBeenCalledOnce()
    // Not required: the visitor may go back to no choice.
    await userEvent.selectOptions(select, 'Choose a duration')
    await expect(select).toHaveValue('')
  },
}

export const Filled: Story = {
  args: { defaultValue: '6-months', hint: 'Six months costs twice the three-month price.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Duration' })
    await expect(select).toHaveValue('6-months')
    await expect(select).toHaveDisplayValue('6 months')
    await expect(select).toHaveAccessibleDescription(
      'Six months costs twice the three-month price.',
    )
  },
}

/** When a choice is required, the placeholder cannot be chosen again. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Duration' })
    await expect(select).toBeRequired()
    await expect(within(select).getByRole('option', { name: 'Choose a duration' })).toBeDisabled()
  },
}

export const Invalid: Story = {
  args: { required: true, error: 'Choose a duration for SAP BASIS.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Duration' })
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAttribute('data-invalid')
    await expect(select).toHaveAccessibleDescription('Choose a duration for SAP BASIS.')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '3-months' },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Duration' })
    await expect(select).toBeDisabled()
    await expect(select).toHaveAttribute('data-disabled')
    await expect(select).toHaveValue('3-months')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** An option can be shown but not chosen. */
export const DisabledOption: Story = {
  args: {
    options: [
      ...durations.slice(0, 3),
      { value: '6-months', label: '6 months (full)', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Duration' })
    await expect(within(select).getByRole('option', { name: '6 months (full)' })).toBeDisabled()
    await expect(within(select).getByRole('option', { name: '3 months' })).toBeEnabled()
  },
}
