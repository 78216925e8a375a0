import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withStayLinks } from '../lib/story-fixtures'
import { Logo } from './logo'

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  decorators: [withStayLinks],
  args: { brandName: 'Northlight Education & IT', tagline: 'Empowering Future Leaders' },
} satisfies Meta<typeof Logo>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Northlight Education & IT/ })).toHaveAttribute(
      'href',
      '/',
    )
  },
}

export const OnDark: Story = {
  args: { tone: 'dark' },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-brand-950 p-6">
        <Story />
      </div>
    ),
  ],
}
