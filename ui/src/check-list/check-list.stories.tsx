import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { CheckList } from './check-list'

const advantages = [
  'Live online classes in the evening and at weekends',
  'Tutors who work in the industry they teach',
  'Small groups, so every question gets an answer',
  'Recordings of every session to revise from',
  'Help with CVs, interviews and job applications',
  'Flexible durations, from 15 days to 6 months',
]

const meta = {
  title: 'Content/CheckList',
  component: CheckList,
  args: { items: advantages },
} satisfies Meta<typeof CheckList>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list')
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(advantages.length)
    await expect(items[0]).toHaveTextContent(advantages[0] ?? '')
    await expect(list).toHaveAttribute('data-columns', '1')
    // The check marks are decoration: the list is read as plain points.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull()
    }
  },
}

/** Two columns from the sm breakpoint up. */
export const TwoColumns: Story = {
  args: { columns: 2 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem')
    if (!first || !second) throw new Error('expected two items')
    // Side by side: the same row, different columns.
    await expect(first.getBoundingClientRect().top).toBe(second.getBoundingClientRect().top)
    await expect(first.getBoundingClientRect().left).toBeLessThan(
      second.getBoundingClientRect().left,
    )
  },
}

/** Phones always get one column. */
export const TwoColumnsOnPhone: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  args: { columns: 2 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem')
    if (!first || !second) throw new Error('expected two items')
    await expect(first.getBoundingClientRect().left).toBe(second.getBoundingClientRect().left)
  },
}

export const Inverse: Story = {
  args: { tone: 'inverse', columns: 2 },
  decorators: [
    (Story) => (
      <div className="rounded-2xl bg-brand-950 p-8">
        <Story />
      </div>
    ),
  ],
}
