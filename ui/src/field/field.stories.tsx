import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { cn } from '../lib/cn'
import { controlClasses, Field, useField, type FieldProps } from './field'

/**
 * A control no primitive covers, put in the shared shell with `useField`, which gives the ids
 * the `ids` arg stands for.
 */
function StartTimeField({ ids: _ids, children: _children, defaultValue, ...args }: FieldProps) {
  const { ids, controlProps } = useField(args)
  return (
    <Field {...args} ids={ids}>
      <input
        type="time"
        defaultValue={defaultValue}
        {...controlProps}
        className={cn(controlClasses)}
      />
    </Field>
  )
}

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Start time',
    ids: { controlId: 'start-time', hintId: 'start-time-hint', errorId: 'start-time-error' },
    children: null,
  },
  argTypes: { ids: { control: false }, children: { control: false } },
  render: (args) => <StartTimeField {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Start time/)
    await expect(input).toHaveAttribute('type', 'time')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(input).not.toHaveAttribute('aria-describedby')
    await expect(input).not.toBeRequired()
    await userEvent.type(input, '09:30')
    await expect(input).toHaveValue('09:30')
  },
}

export const Filled: Story = {
  args: { defaultValue: '18:30', hint: 'Classes start on the hour or half past.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Start time/)
    await expect(input).toHaveValue('18:30')
    await expect(input).toHaveAccessibleDescription('Classes start on the hour or half past.')
  },
}

/** The error is read first, then the hint; the control and the shell carry `data-invalid`. */
export const Invalid: Story = {
  args: {
    required: true,
    hint: 'Classes start on the hour or half past.',
    error: 'Enter a start time.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Start time/)
    await expect(input).toBeRequired()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAttribute('data-invalid')
    await expect(input).toHaveAccessibleDescription(
      'Enter a start time. Classes start on the hour or half past.',
    )
    await expect(canvas.getByText('Enter a start time.').closest('[data-invalid]')).not.toBeNull()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '18:30' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Start time/)
    await expect(input).toBeDisabled()
    await expect(input).toHaveAttribute('data-disabled')
    await expect(canvas.getByText('Start time').closest('[data-disabled]')).not.toBeNull()
    await userEvent.type(input, '09:30')
    await expect(input).toHaveValue('18:30')
  },
}

/** The asterisk is for the eye only: it is not part of the name, `required` says it. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Start time/)
    await expect(input).toBeRequired()
    await expect(input).toHaveAccessibleName('Start time')
  },
}

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Start time/)).toBeInTheDocument()
    await expect(canvas.getByText('Start time')).toHaveClass('sr-only')
  },
}
