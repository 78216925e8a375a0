import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ButtonLink } from '../button/button'
import { withStayLinks } from '../lib/story-fixtures'
import { Hero } from './hero'

const meta = {
  title: 'Layout/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  decorators: [withStayLinks],
  args: {
    eyebrow: 'Empowering Future Leaders',
    title: 'Study abroad, learn in-demand IT skills, and grow your business online',
    lead: 'From university guidance and live evening courses in SAP, AI, data and cybersecurity to websites and IT consultancy for businesses — one experienced team in Northampton.',
    actions: (
      <>
        <ButtonLink href="/contact" variant="secondary" size="lg">
          Contact Us
        </ButtonLink>
        <ButtonLink href="/it-services" variant="inverse-outline" size="lg">
          Explore IT Services
        </ButtonLink>
      </>
    ),
  },
} satisfies Meta<typeof Hero>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1 })
    await expect(title).toHaveTextContent('Study abroad, learn in-demand IT skills')
    await expect(canvas.getByRole('region', { name: /Study abroad/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(canvas.getByRole('link', { name: 'Explore IT Services' })).toHaveAttribute(
      'href',
      '/it-services',
    )
    // The illustration is decoration only.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull()
    }
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

export const WithoutEyebrow: Story = { args: { eyebrow: undefined } }
