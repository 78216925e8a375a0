import type { Meta, StoryObj } from '@storybook/react-vite'
import { ArrowRight } from 'lucide-react'
import { expect } from 'storybook/test'
import { ButtonLink } from '../button/button'
import { withStayLinks } from '../lib/story-fixtures'
import { DestinationCard } from './destination-card'

const destinations = [
  {
    countryCode: 'GB',
    name: 'United Kingdom',
    description:
      'World-renowned universities, one-year master’s degrees and the Graduate Route to work after you finish.',
    highlights: ['One-year master’s', 'Graduate Route visa', 'Russell Group universities'],
  },
  {
    countryCode: 'US',
    name: 'USA',
    description:
      'The widest choice of universities and subjects, with flexible degrees and a strong research culture.',
    highlights: ['Flexible majors', 'Scholarships', 'OPT work experience'],
  },
  {
    countryCode: 'AU',
    name: 'Australia',
    description: 'High-quality teaching, a relaxed way of life and post-study work rights.',
    highlights: ['Post-study work', 'Safe cities'],
  },
  {
    countryCode: 'NZ',
    name: 'New Zealand',
    description: 'Practical, research-led programmes in a safe and welcoming country.',
    highlights: ['Small classes', 'Work while you study'],
  },
  {
    countryCode: 'IE',
    name: 'Ireland',
    description: 'An English-speaking EU country with a booming technology sector.',
    highlights: ['Tech hub of Europe', 'Stay-back option'],
  },
]

function explore(name: string) {
  return (
    <ButtonLink href="/contact" variant="outline" aria-label={`Explore Programs in ${name}`}>
      Explore Programs <ArrowRight aria-hidden="true" />
    </ButtonLink>
  )
}

const [uk] = destinations
if (!uk) throw new Error('no destinations')

const meta = {
  title: 'Content/DestinationCard',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: DestinationCard,
  decorators: [
    withStayLinks,
    // One card at a card's width; the overview stories lay out their own grid.
    (Story, { parameters }) =>
      parameters.grid ? (
        <Story />
      ) : (
        <div className="max-w-sm">
          <Story />
        </div>
      ),
  ],
  args: { ...uk, action: explore(uk.name) },
} satisfies Meta<typeof DestinationCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article', { name: 'United Kingdom' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 3, name: 'United Kingdom' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(
      canvas.getByRole('link', { name: 'Explore Programs in United Kingdom' }),
    ).toHaveAttribute('href', '/contact')
    // The flag is decoration: the heading names the country.
    const flag = canvasElement.querySelector('svg')
    await expect(flag?.closest('[aria-hidden="true"]')).not.toBeNull()
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

/** A country without a flag in the set gets a globe. */
export const UnknownCountry: Story = {
  args: { countryCode: 'CA', name: 'Canada', highlights: undefined, action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Canada' })).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** The five destinations of the Study Abroad page. */
export const AllDestinations: Story = {
  tags: ['!autodocs'],
  parameters: { grid: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <>
      {destinations.map((destination) => (
        <DestinationCard
          key={destination.countryCode}
          {...destination}
          action={explore(destination.name)}
        />
      ))}
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5)
    const codes = [...canvasElement.querySelectorAll('[data-country]')].map((card) =>
      card.getAttribute('data-country'),
    )
    await expect(codes).toEqual(['GB', 'US', 'AU', 'NZ', 'IE'])
    // Every one of the five has its flag (a 3:2 SVG), not the globe.
    for (const card of canvasElement.querySelectorAll('[data-country]')) {
      await expect(card.querySelector('svg')?.getAttribute('viewBox')).toMatch(/^0 0 513 342$/)
    }
  },
}
