import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StatList } from './stat-list'

const stats = [
  { value: '16+', label: 'Years of experience' },
  { value: '14', label: 'Courses taught live' },
  { value: '5', label: 'Study destinations' },
  { value: '7 days', label: 'Classes every week' },
]

const meta = {
  title: 'Content/StatList',
  component: StatList,
  args: { items: stats },
} satisfies Meta<typeof StatList>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    // A description list: each label is the term, the figure its value.
    const terms = canvas.getAllByRole('term')
    const values = canvas.getAllByRole('definition')
    await expect(terms.map((term) => term.textContent)).toEqual(stats.map((stat) => stat.label))
    await expect(values.map((value) => value.textContent)).toEqual(stats.map((stat) => stat.value))
    // The figure is shown above its label.
    const [firstTerm] = terms
    const [firstValue] = values
    if (!firstTerm || !firstValue) throw new Error('expected a stat')
    await expect(firstValue.getBoundingClientRect().top).toBeLessThan(
      firstTerm.getBoundingClientRect().top,
    )
  },
}

/** Two tiles per row on every screen, for a narrow column beside text (the About page). */
export const TwoColumns: Story = {
  args: { wideColumns: 2 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('term').map((term) => term.getBoundingClientRect())
    const [first, second, third] = tiles
    if (!first || !second || !third) throw new Error('expected four stats')
    // The third figure starts a second row under the first, even on a wide screen.
    await expect(second.top).toBe(first.top)
    await expect(third.top).toBeGreaterThan(first.top)
    await expect(Math.round(third.left)).toBe(Math.round(first.left))
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div className="rounded-2xl bg-brand-950 p-8">
        <Story />
      </div>
    ),
  ],
}
