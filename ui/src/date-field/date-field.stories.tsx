// The label text of a required field ends in its asterisk, hence the patterns below.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { DateField } from './date-field'

// A date input has no ARIA role: these stories find it by its label, its accessible name.
const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Due date', name: 'dueDate', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { min: '2026-01-01', max: '2026-12-31' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Due date/)
    await expect(input).toHaveAttribute('type', 'date')
    await expect(input).toHaveAttribute('min', '2026-01-01')
    await expect(input).toHaveAttribute('max', '2026-12-31')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await userEvent.type(input, '2026-09-14')
    await expect(input).toHaveValue('2026-09-14')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const Filled: Story = {
  args: { defaultValue: '2026-09-14', hint: 'Four days after the invoice date by default.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Due date/)
    await expect(input).toHaveValue('2026-09-14')
    await expect(input).toHaveAccessibleDescription('Four days after the invoice date by default.')
  },
}

export const Invalid: Story = {
  args: {
    required: true,
    defaultValue: '2026-09-01',
    error: 'The due date must be on or after the invoice date.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Due date/)
    await expect(input).toBeRequired()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAttribute('data-invalid')
    await expect(input).toHaveAccessibleDescription(
      'The due date must be on or after the invoice date.',
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-09-14' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Due date/)
    await expect(input).toBeDisabled()
    await expect(input).toHaveAttribute('data-disabled')
    await userEvent.type(input, '2027-01-01')
    await expect(input).toHaveValue('2026-09-14')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
