import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import {
  ArrowRight,
  BrainCircuit,
  ChartNoAxesCombined,
  Coffee,
  Cpu,
  Server,
  ShieldCheck,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { expect, waitFor } from 'storybook/test'
import { ButtonLink } from '../button/button'
import { withStayLinks } from '../lib/story-fixtures'
import { Carousel } from './carousel'

const programmes = [
  {
    slug: 'sap-basis',
    title: 'SAP BASIS',
    text: 'Run and look after SAP systems: installation, transports, users and monitoring, in about 40 hours of live classes.',
    icon: <Server />,
  },
  {
    slug: 'artificial-intelligence',
    title: 'Artificial Intelligence',
    text: 'From search and reasoning to neural networks and language models, with projects in Python.',
    icon: <BrainCircuit />,
  },
  {
    slug: 'data-science',
    title: 'Data Science',
    text: 'Clean, explore and model data, and present what you find so that people act on it.',
    icon: <ChartNoAxesCombined />,
  },
  {
    slug: 'cybersecurity',
    title: 'Cybersecurity',
    text: 'Threats, defences and incident response, practised in hands-on labs.',
    icon: <ShieldCheck />,
  },
  {
    slug: 'vlsi-design',
    title: 'VLSI Design',
    text: 'Digital logic, Verilog, synthesis and physical design: from an idea to silicon.',
    icon: <Cpu />,
  },
  {
    slug: 'java-spring-boot',
    title: 'Java and Spring Framework',
    text: 'Modern Java and Spring Boot: REST APIs, data access and testing.',
    icon: <Coffee />,
  },
]

/** A programme slide as the home page might draw one. */
function ProgrammeSlide({
  slug,
  title,
  text,
  icon,
}: {
  slug: string
  title: string
  text: string
  icon: ReactNode
}) {
  return (
    <article className="grid h-full items-center gap-6 bg-linear-to-br from-brand-950 to-brand-800 p-8 text-white sm:grid-cols-[auto_1fr] sm:p-12">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-2xl bg-accent-400 text-brand-950 [&_svg]:size-8"
      >
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">Programme</p>
        <h3 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h3>
        <p className="mt-3 max-w-2xl text-brand-100">{text}</p>
        <ButtonLink href={`/courses/${slug}`} variant="secondary" className="mt-6">
          Explore {title} <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </article>
  )
}

const slides = programmes.map((programme) => <ProgrammeSlide key={programme.slug} {...programme} />)

const meta = {
  title: 'Content/Carousel',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: Carousel,
  decorators: [
    withStayLinks,
    (Story) => (
      <div className="mx-auto max-w-4xl">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Featured programmes', children: slides },
} satisfies Meta<typeof Carousel>
export default meta
type Story = StoryObj<typeof meta>

type Canvas = StoryContext['canvas']

function currentSlide(canvas: Canvas): number {
  const dot = canvas
    .getAllByRole('button', { name: /^Go to slide/ })
    .findIndex((button) => button.getAttribute('aria-current') === 'true')
  return dot + 1
}

function shownSlides(canvas: Canvas): string[] {
  // Slides out of view are inert, so the accessibility tree holds only the one shown.
  return canvas.getAllByRole('group').map((slide) => slide.getAttribute('aria-label') ?? '')
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Moves focus out of the carousel, so neither focus nor the mouse holds it still. */
function leave() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
}

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('a named carousel of six slides, one shown', async () => {
      const region = canvas.getByRole('region', { name: 'Featured programmes' })
      await expect(region).toHaveAttribute('aria-roledescription', 'carousel')
      const dots = canvas.getAllByRole('button', { name: /^Go to slide \d of 6$/ })
      await expect(dots).toHaveLength(6)
      await expect(canvas.getAllByRole('button', { current: true })).toHaveLength(1)
      // The slide shown is the one its dot marks (autoplay may already have moved on).
      await waitFor(() => expect(shownSlides(canvas)).toEqual([`${currentSlide(canvas)} of 6`]))
      await expect(canvas.getAllByRole('group', { hidden: true })).toHaveLength(6)
      for (const slide of canvas.getAllByRole('group', { hidden: true })) {
        await expect(slide).toHaveAttribute('aria-roledescription', 'slide')
      }
      await expect(canvas.getByRole('button', { name: 'Pause carousel' })).toBeVisible()
      // No arrows.
      await expect(canvas.queryByRole('button', { name: /next|previous/i })).toBeNull()
    })
    await step('it moves on by itself', async () => {
      const before = currentSlide(canvas)
      const next = (before % 6) + 1
      await waitFor(() => expect(currentSlide(canvas)).toBe(next), { timeout: 5000 })
      await waitFor(() => expect(shownSlides(canvas)).toEqual([`${next} of 6`]), { timeout: 3000 })
      await expect(
        canvas.getByRole('link', { name: `Explore ${programmes[next - 1]?.title ?? ''}` }),
      ).toBeVisible()
    })
  },
}

/** The pause button stops the slides and names what it will do next; it works from the keyboard. */
export const PauseAndPlay: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  args: { autoplayMs: 500 },
  play: async ({ canvas, userEvent, step }) => {
    const toggle = canvas.getByRole('button', { name: 'Pause carousel' })
    await step('Enter pauses, and the button becomes "Play carousel"', async () => {
      toggle.focus()
      await userEvent.keyboard('{Enter}')
      await expect(toggle).toHaveAccessibleName('Play carousel')
    })
    await step('paused, the slides stay put even with focus and mouse elsewhere', async () => {
      leave()
      const before = currentSlide(canvas)
      await pause(1500)
      await expect(currentSlide(canvas)).toBe(before)
    })
    await step('Space plays again', async () => {
      toggle.focus()
      await userEvent.keyboard(' ')
      await expect(toggle).toHaveAccessibleName('Pause carousel')
      const before = currentSlide(canvas)
      leave()
      await waitFor(() => expect(currentSlide(canvas)).not.toBe(before), { timeout: 3000 })
    })
  },
}

/** The dots move to their slide, with a click or from the keyboard. */
export const Dots: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 4 of 6' }))
    await expect(canvas.getByRole('button', { name: 'Go to slide 4 of 6' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await waitFor(() => expect(shownSlides(canvas)).toEqual(['4 of 6']), { timeout: 3000 })
    await expect(canvas.getByRole('link', { name: /Explore Cybersecurity/ })).toBeVisible()

    // Tab from the shown slide's link: the pause button, then the dots in order.
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Go to slide 5 of 6' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(shownSlides(canvas)).toEqual(['5 of 6']), { timeout: 3000 })
    await expect(canvas.getAllByRole('button', { current: true })).toHaveLength(1)
  },
}

/** Only the shown slide can take focus: Tab goes from its link to the controls. */
export const TabOrder: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: /Explore SAP BASIS/ })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Pause carousel' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Go to slide 1 of 6' })).toHaveFocus()
  },
}

/** The mouse over the carousel, or focus inside it, holds the slide; both resume on leaving. */
export const PausesOnHoverAndFocus: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  args: { autoplayMs: 500 },
  play: async ({ canvas, userEvent, step }) => {
    const region = canvas.getByRole('region', { name: 'Featured programmes' })
    await step('hover holds the slide', async () => {
      await userEvent.hover(region)
      const before = currentSlide(canvas)
      await pause(1500)
      await expect(currentSlide(canvas)).toBe(before)
      await expect(canvas.getByRole('button', { name: 'Pause carousel' })).toBeVisible()
    })
    await step('leaving resumes', async () => {
      const before = currentSlide(canvas)
      await userEvent.unhover(region)
      await waitFor(() => expect(currentSlide(canvas)).not.toBe(before), { timeout: 3000 })
    })
    await step('focus inside holds the slide', async () => {
      // Tab once the slides have settled: only the shown slide's link can take focus.
      await userEvent.hover(region)
      await waitFor(() => expect(shownSlides(canvas)).toHaveLength(1), { timeout: 3000 })
      await userEvent.tab()
      await expect(canvas.getByRole('link', { name: /^Explore/ })).toHaveFocus()
      await userEvent.unhover(region)
      const before = currentSlide(canvas)
      await pause(1500)
      await expect(currentSlide(canvas)).toBe(before)
    })
    await step('focus leaving resumes', async () => {
      const before = currentSlide(canvas)
      leave()
      await waitFor(() => expect(currentSlide(canvas)).not.toBe(before), { timeout: 3000 })
    })
  },
}

/** Visitors who prefer reduced motion get no autoplay; Play starts it if they want it. */
export const ReducedMotion: Story = {
  // Its last step leaves the slides jumping every half second; Default shows the same look.
  tags: ['no-visual'],
  parameters: {
    visual: { reason: 'ends with the slides changing every half second, by design' },
  },
  args: { autoplayMs: 500 },
  beforeEach: () => {
    const original = window.matchMedia
    window.matchMedia = (query: string) => {
      if (!query.includes('prefers-reduced-motion')) return original.call(window, query)
      const list: Pick<
        MediaQueryList,
        'matches' | 'media' | 'addEventListener' | 'removeEventListener'
      > = {
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }
      return list as MediaQueryList
    }
    return () => {
      window.matchMedia = original
    }
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Play carousel' })
    await pause(1500)
    await expect(currentSlide(canvas)).toBe(1)
    // The dots still work, and jump without animating.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3 of 6' }))
    await waitFor(() => expect(shownSlides(canvas)).toEqual(['3 of 6']), { timeout: 3000 })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAccessibleName('Pause carousel')
    leave()
    await userEvent.unhover(toggle)
    await waitFor(() => expect(currentSlide(canvas)).not.toBe(3), { timeout: 3000 })
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Pause carousel' })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
