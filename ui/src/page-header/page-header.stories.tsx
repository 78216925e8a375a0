import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LearningIllustration } from '../illustrations/learning'
import { StudyAbroadIllustration } from '../illustrations/study-abroad'
import { PageHeader } from './page-header'

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Contact',
    title: 'Contact Us',
    lead: 'Questions about a course, studying abroad or an IT project? Send us a message and our team will reply within one working day.',
  },
} satisfies Meta<typeof PageHeader>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expect(canvas.getByText(/reply within one working day/)).toBeVisible()
  },
}

export const TitleOnly: Story = { args: { eyebrow: undefined, lead: undefined } }

const studyAbroad = {
  eyebrow: 'Study-abroad guidance',
  title: 'Study Abroad',
  lead: 'Honest, practical guidance on studying in five of the most popular destinations for international students — from choosing a university to your visa and first weeks abroad.',
  illustration: <StudyAbroadIllustration />,
}

/** The band's height without the picture, measured in the same story so the two can be compared. */
function heightWithout(canvasElement: HTMLElement) {
  const band = canvasElement.firstElementChild as HTMLElement
  const clone = band.cloneNode(true) as HTMLElement
  clone.querySelector('svg')?.parentElement?.remove()
  clone.style.position = 'absolute'
  clone.style.width = `${band.offsetWidth}px`
  canvasElement.append(clone)
  const height = clone.offsetHeight
  clone.remove()
  return height
}

export const WithIllustration: Story = {
  args: studyAbroad,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Study Abroad' })).toBeVisible()
    const svg = canvasElement.querySelector('svg')!
    // Decoration only, beside the text, and the band is exactly as tall as without it.
    await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull()
    await expect(svg).toBeVisible()
    const band = canvasElement.firstElementChild as HTMLElement
    await expect(band.offsetHeight).toBe(heightWithout(canvasElement))
    const text = canvas.getByText(/Honest, practical guidance/).getBoundingClientRect()
    await expect(svg.getBoundingClientRect().left).toBeGreaterThanOrEqual(text.right)
  },
}

export const WithIllustrationTitleOnly: Story = {
  args: { eyebrow: undefined, lead: undefined, illustration: <LearningIllustration /> },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    // A short band scales the picture down rather than growing.
    const band = canvasElement.firstElementChild as HTMLElement
    await expect(band.offsetHeight).toBe(heightWithout(canvasElement))
    const svg = canvasElement.querySelector('svg')!
    await expect(svg.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      band.getBoundingClientRect().bottom,
    )
  },
}

export const WithIllustrationOnPhone: Story = {
  args: studyAbroad,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // Phones keep the text alone.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Study Abroad' })).toBeVisible()
    await expect(canvasElement.querySelector('svg')).not.toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
