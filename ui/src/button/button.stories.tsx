import type { Meta, StoryObj } from '@storybook/react-vite'
import { ArrowRight } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import { Button, ButtonLink } from './button'

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Send Message', onClick: fn() },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Send Message' })
    await expect(button).toHaveAttribute('type', 'button')
    await expect(button).toHaveAttribute('data-variant', 'primary')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Secondary: Story = { args: { variant: 'secondary', children: 'Contact Us' } }

export const Outline: Story = { args: { variant: 'outline', children: 'Try again' } }

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } }

/** A quiet button for removing something, e.g. an invoice line. */
export const GhostDanger: Story = {
  args: { variant: 'ghost-danger', size: 'sm', children: 'Remove' },
}

export const InverseOutline: Story = {
  args: { variant: 'inverse-outline', children: 'Explore IT Services' },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-brand-950 p-6">
        <Story />
      </div>
    ),
  ],
}

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Send Message' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const AsLink: Story = {
  render: () => (
    <ButtonLink href="/contact" variant="secondary" size="lg">
      Contact Us <ArrowRight aria-hidden="true" />
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Contact Us' })
    await expect(link).toHaveAttribute('href', '/contact')
    await expect(link).toHaveAttribute('data-variant', 'secondary')
  },
}

/** Every variant and size together, for design review. */
export const AllStates: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div className="flex flex-col gap-6">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-4">
          <Button {...args} size={size} variant="primary">
            Primary
          </Button>
          <Button {...args} size={size} variant="secondary">
            Secondary
          </Button>
          <Button {...args} size={size} variant="outline">
            Outline
          </Button>
          <Button {...args} size={size} variant="ghost">
            Ghost
          </Button>
          <Button {...args} size={size} busy>
            Busy
          </Button>
          <Button {...args} size={size} disabled>
            Disabled
          </Button>
          <span className="rounded-lg bg-brand-950 p-2">
            <Button {...args} size={size} variant="inverse-outline">
              Inverse
            </Button>
          </span>
        </div>
      ))}
    </div>
  ),
}
