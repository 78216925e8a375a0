import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Container } from './container'

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <p className="rounded-lg bg-brand-50 p-6 text-brand-900">
        Content stays within the page width, with padding that grows with the screen.
      </p>
    ),
  },
} satisfies Meta<typeof Container>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Content stays/).parentElement
    await expect(box).toHaveAttribute('data-variant', 'page')
    await expect(box?.getBoundingClientRect().width).toBeLessThanOrEqual(1280)
  },
}

export const Narrow: Story = {
  args: { size: 'narrow' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Content stays/).parentElement
    await expect(box?.getBoundingClientRect().width).toBeLessThanOrEqual(768)
  },
}
