import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { HoneypotField } from './honeypot-field'

// Error and disabled states do not apply: nobody is meant to see this field.
const meta = {
  title: 'Forms/HoneypotField',
  component: HoneypotField,
  args: { name: 'website', onChange: fn() },
  render: (args) => (
    <form aria-label="Enquiry" className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium">
        Name
        <input className="rounded-lg border border-slate-300 px-3 py-2" />
      </label>
      <HoneypotField {...args} />
    </form>
  ),
} satisfies Meta<typeof HoneypotField>
export default meta
type Story = StoryObj<typeof meta>

/** People never see it, it is not read out, and Tab passes it by. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')
    await expect(trap).not.toBeNull()
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    await expect(canvas.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull()
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name' }))
    await userEvent.tab()
    await expect(trap).not.toHaveFocus()
  },
}

/** A bot fills it in; the form hands the value to the server, which drops the submission. */
export const Filled: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ args, canvasElement, userEvent }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')
    if (trap) await userEvent.type(trap, 'https://spam.example')
    await expect(trap).toHaveValue('https://spam.example')
    await expect(args.onChange).toHaveBeenCalled()
  },
}
