import type { Meta, StoryObj } from '@storybook/react-vite'
import { CalendarClock } from 'lucide-react'
import { expect } from 'storybook/test'
import { sampleClassTimings } from '../lib/story-fixtures'
import { TimingsCard } from './timings-card'

const meta = {
  title: 'Content/TimingsCard',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: TimingsCard,
  // An element: no control can edit one, and the panel would show its raw object.
  argTypes: { icon: { control: false } },
  args: { title: 'Class timings', timings: sampleClassTimings },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimingsCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Class timings' })
    await expect(card).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Class timings' })).toBeVisible()
    const days = canvas.getAllByRole('term').map((term) => term.textContent)
    const hours = canvas.getAllByRole('definition').map((value) => value.textContent)
    await expect(days).toEqual(sampleClassTimings.map((timing) => timing.days))
    await expect(hours).toEqual(sampleClassTimings.map((timing) => timing.hours))
  },
}

export const WithIconAndNote: Story = {
  args: {
    icon: <CalendarClock />,
    note: 'Every class is live online and recorded, so you can catch up if you miss one.',
    headingLevel: 'h3',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Class timings' })).toBeVisible()
    await expect(canvas.getByText(/Every class is live online/)).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}
