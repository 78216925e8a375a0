import { brand, headOfficeLines, mapText } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { MapEmbed } from './map-embed'

const meta = {
  title: 'Content/MapEmbed',
  component: MapEmbed,
  // Stories load no third-party page; the site passes the map provider's embed address.
  args: {
    title: 'Map of our head office in Northampton',
    src: 'about:blank',
    openHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(brand.headOffice.mapQuery)}`,
    addressLines: headOfficeLines().slice(0, 2),
    notice: mapText.notice,
  },
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

/** Before the visitor asks: the address, Show map, and a link to the map on Google's site. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull()
    await expect(canvas.getByText('18 St Giles Street, Northampton NN1 1JA')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Show map' })).toBeVisible()
    const open = canvas.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' })
    await expect(open).toHaveAttribute('target', '_blank')
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(canvas.getByText(mapText.notice)).toBeVisible()
    // The placeholder holds the map's place: nothing moves when it loads.
    await expect(
      canvasElement.querySelector('[data-map-placeholder]')?.getBoundingClientRect().height,
    ).toBe(300)
  },
}

/** Show map loads the 300 px map in place and hands it the focus. */
export const ShowMap: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show map' }))
    const frame = await waitFor(() => {
      const found = canvasElement.querySelector('iframe')
      if (!found) throw new Error('no map yet')
      return found
    })
    await expect(frame).toHaveAttribute('title', 'Map of our head office in Northampton')
    await expect(frame).toHaveAttribute('height', '300')
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade')
    await expect(frame).not.toHaveAttribute('style')
    await expect(frame.getBoundingClientRect().height).toBe(300)
    await waitFor(() => expect(frame).toHaveFocus())
    await expect(canvas.queryByRole('button', { name: 'Show map' })).toBeNull()
  },
}

/** From the keyboard: Tab to Show map, then Enter. */
export const Keyboard: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Show map' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvasElement.querySelector('iframe')).toHaveFocus())
  },
}

/** Already shown, as it looks once loaded (the frame here is blank; the site's is Google's). */
export const Shown: Story = {
  args: { defaultShown: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).not.toHaveFocus()
  },
}
