import type { Meta, StoryObj } from '@storybook/react-vite'
import { Cloud, GraduationCap, Laptop, ShieldCheck } from 'lucide-react'
import { expect, within } from 'storybook/test'
import { withStayLinks } from '../lib/story-fixtures'
import { FeatureCard } from './feature-card'

const meta = {
  title: 'Content/FeatureCard',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: FeatureCard,
  // An element: no control can edit one, and the panel would show its raw object.
  argTypes: { icon: { control: false } },
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
  args: {
    icon: <Laptop />,
    title: 'IT Services',
    description:
      'Websites, web applications and IT consultancy for small and growing businesses, built and looked after by one team.',
    href: '/it-services',
    linkLabel: 'Learn More',
  },
} satisfies Meta<typeof FeatureCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'IT Services' })
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('IT Services')
    // The visible "Learn More" is completed for screen readers, so links in a grid differ.
    const link = canvas.getByRole('link', { name: 'Learn More about IT Services' })
    await expect(link).toHaveAttribute('href', '/it-services')
    await expect(link).toHaveTextContent(/^Learn More/)
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull()
    }
  },
}

/** An IT service with its features and price. */
export const WithFeaturesAndPrice: Story = {
  args: {
    icon: <Cloud />,
    title: 'Cloud Enablement',
    description:
      'Move your systems to the cloud with a plan that keeps the business running while it happens.',
    price: 'From £8,000 per project',
    features: ['Readiness assessment', 'Migration plan and delivery', 'Cost and security review'],
    href: '/contact',
    linkLabel: 'Get a quote',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From £8,000 per project')).toBeVisible()
    const features = within(canvas.getByRole('list')).getAllByRole('listitem')
    await expect(features).toHaveLength(3)
    await expect(
      canvas.getByRole('link', { name: 'Get a quote about Cloud Enablement' }),
    ).toHaveAttribute('href', '/contact')
  },
}

/** The dark card, for a premium service. */
export const Brand: Story = {
  args: {
    ...WithFeaturesAndPrice.args,
    icon: <ShieldCheck />,
    title: 'Security & Compliance',
    description: 'Find the gaps before someone else does, and close them with a plan you can keep.',
    price: 'From £5,000',
    tone: 'brand',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Security & Compliance' })).toHaveAttribute(
      'data-tone',
      'brand',
    )
  },
}

/** Without a link: an about-page reason, for instance. */
export const WithoutLink: Story = {
  args: {
    icon: <GraduationCap />,
    title: 'Experienced tutors',
    description: 'Every course is taught live by people who use what they teach in their own work.',
    href: undefined,
    linkLabel: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const AsSectionHeading: Story = {
  args: { headingLevel: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'IT Services' })).toBeVisible()
  },
}

/** The cards side by side, as the home page's highlights and the premium services show them. */
export const AllStates: Story = {
  tags: ['!autodocs'],
  parameters: { grid: true },
  decorators: [
    (Story) => (
      <div className="grid max-w-6xl gap-6 md:grid-cols-3">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <FeatureCard {...args} />
      <FeatureCard {...args} {...WithFeaturesAndPrice.args} />
      <FeatureCard {...args} {...Brand.args} />
    </>
  ),
}
