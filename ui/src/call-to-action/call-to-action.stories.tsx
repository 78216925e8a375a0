import type { Meta, StoryObj } from '@storybook/react-vite'
import { ArrowRight, Phone } from 'lucide-react'
import { expect } from 'storybook/test'
import { ButtonLink } from '../button/button'
import { sampleBrand, withStayLinks } from '../lib/story-fixtures'
import { CallToAction } from './call-to-action'

const meta = {
  title: 'Content/CallToAction',
  component: CallToAction,
  decorators: [withStayLinks],
  args: {
    title: 'Ready to take the next step?',
    text: 'Tell us where you want to go — a course, a university abroad or a new website — and we will help you plan the way there.',
    actions: (
      <>
        <ButtonLink href="/contact" variant="secondary" size="lg">
          Contact Us <ArrowRight aria-hidden="true" />
        </ButtonLink>
        <ButtonLink href={sampleBrand.phone.href} variant="inverse-outline" size="lg">
          <Phone aria-hidden="true" /> {sampleBrand.phone.display}
        </ButtonLink>
      </>
    ),
  },
} satisfies Meta<typeof CallToAction>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ready to take the next step?' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Ready to take the next step?',
    )
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(canvas.getByRole('link', { name: sampleBrand.phone.display })).toHaveAttribute(
      'href',
      sampleBrand.phone.href,
    )
  },
}

/** Phones: the buttons stack under the text and nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

export const TitleOnly: Story = { args: { text: undefined } }
