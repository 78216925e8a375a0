import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MapEmbed } from './map-embed'

const meta = {
  title: 'Content/MapEmbed',
  component: MapEmbed,
  // Stories load no third-party page; the site passes the map provider's embed address.
  args: { title: 'Map of our head office in Northampton', src: 'about:blank' },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MapEmbed>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe')
    await expect(frame).toHaveAttribute('title', 'Map of our head office in Northampton')
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toHaveAttribute('height', '300')
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade')
    await expect(frame).not.toHaveAttribute('style')
    await expect(frame?.getBoundingClientRect().height).toBe(300)
  },
}

export const Taller: Story = {
  args: { height: 420 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('height', '420')
  },
}
