import { homePageContent } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withStayLinks } from '../lib/story-fixtures'
import { ProgrammeSlide } from './programme-slide'

const programmes = homePageContent().carousel.programmes
const [sapBasis] = programmes

const meta = {
  title: 'Content/ProgrammeSlide',
  component: ProgrammeSlide,
  decorators: [withStayLinks],
  args: sapBasis!,
} satisfies Meta<typeof ProgrammeSlide>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'SAP BASIS' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /View course.*SAP BASIS/ })).toHaveAttribute(
      'href',
      '/courses/sap-basis',
    )
    // The topic's picture is decoration only and stays inside its panel.
    const svg = canvasElement.querySelector('svg')!
    await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull()
    const panel = svg.parentElement!.getBoundingClientRect()
    const picture = svg.getBoundingClientRect()
    await expect(picture.top).toBeGreaterThanOrEqual(panel.top)
    await expect(picture.bottom).toBeLessThanOrEqual(panel.bottom)
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible()
    const svg = canvasElement.querySelector('svg')!
    const panel = svg.parentElement!.getBoundingClientRect()
    await expect(svg.getBoundingClientRect().bottom).toBeLessThanOrEqual(panel.bottom)
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

/** Every programme of the home carousel, each with its own topic's picture. */
export const AllTopics: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <div className="grid gap-6">
      {programmes.map((programme) => (
        <ProgrammeSlide key={programme.slug} {...programme} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(programmes.length)
    // No two topics share a picture.
    const pictures = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.innerHTML)
    await expect(new Set(pictures).size).toBe(programmes.length)
  },
}
