import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withStayLinks } from '../lib/story-fixtures'
import { Breadcrumbs } from './breadcrumbs'

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [withStayLinks],
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Courses', href: '/courses' },
      { label: 'SAP BASIS' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(nav).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses')
    // The page itself is not a link, and is marked as the current page.
    await expect(canvas.queryByRole('link', { name: 'SAP BASIS' })).toBeNull()
    await expect(canvas.getByText('SAP BASIS')).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  },
}

/** When the last item has a link too, that link carries aria-current. */
export const CurrentPageLinked: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Courses', href: '/courses' },
      { label: 'SAP BASIS', href: '/courses/sap-basis' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const current = canvas.getByRole('link', { name: 'SAP BASIS' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus()
    await userEvent.tab()
    await userEvent.tab()
    await expect(current).toHaveFocus()
  },
}

/** On a dark band such as the page header. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-brand-950 p-6">
        <Story />
      </div>
    ),
  ],
}

/** A long trail wraps on a small phone instead of overflowing. */
export const LongTrailOnPhone: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Courses', href: '/courses' },
      { label: 'Contemporary Computing & Digital Technologies' },
    ],
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}
