import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleSocial } from '../lib/story-fixtures'
import { SocialLinks } from './social-links'

const meta = {
  title: 'Brand/SocialLinks',
  component: SocialLinks,
  args: { links: [...sampleSocial, { network: 'x', label: 'X', href: 'https://x.com/example' }] },
  decorators: [
    (Story) => (
      <div className="inline-block rounded-xl bg-brand-950 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialLinks>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const label of ['Facebook', 'LinkedIn', 'Instagram', 'YouTube', 'X']) {
      await expect(canvas.getByRole('link', { name: label })).toBeVisible()
    }
  },
}

export const OnLight: Story = {
  args: { tone: 'light' },
  decorators: [
    (Story) => (
      <div className="bg-white p-4">
        <Story />
      </div>
    ),
  ],
}
