import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProjectCard } from './project-card'
import type { ProjectKind } from './project-illustration'

const projects: {
  kind: ProjectKind
  title: string
  description: string
  technologies: string[]
}[] = [
  {
    kind: 'ecommerce',
    title: 'Online shop for a local retailer',
    description: 'A fast catalogue with secure card payments, stock updates and order e-mails.',
    technologies: ['React', 'Node.js', 'Stripe', 'PostgreSQL'],
  },
  {
    kind: 'portal',
    title: 'Student portal',
    description: 'Course materials, timetables and progress in one place, on any device.',
    technologies: ['TypeScript', 'React', 'REST API'],
  },
  {
    kind: 'booking',
    title: 'Appointment booking system',
    description: 'Customers pick a free slot, pay a deposit and get reminders automatically.',
    technologies: ['React', 'Express', 'Calendar sync'],
  },
  {
    kind: 'dashboard',
    title: 'Sales analytics dashboard',
    description: 'Live charts of sales and stock, so managers see the week at a glance.',
    technologies: ['Python', 'SQL', 'Charts'],
  },
]

const [shop] = projects
if (!shop) throw new Error('no projects')

const meta = {
  title: 'Content/ProjectCard',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: ProjectCard,
  decorators: [
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
  args: shop,
} satisfies Meta<typeof ProjectCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: shop.title })
    await expect(card).toHaveAttribute('data-kind', 'ecommerce')
    await expect(canvas.getByText('Sample project')).toBeVisible()
    const technologies = within(canvas.getByRole('list', { name: 'Technologies' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    await expect(technologies).toEqual(shop.technologies)
    // No live site to visit: no dead "View Site" control (docs/product.md#pages-and-routes).
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull()
  },
}

export const CustomLabel: Story = {
  args: { label: 'Concept' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Concept')).toBeVisible()
    await expect(canvas.queryByText('Sample project')).toBeNull()
  },
}

/** The four kinds, each with its own drawing. */
export const AllKinds: Story = {
  tags: ['!autodocs'],
  parameters: { grid: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="grid max-w-7xl gap-6 sm:grid-cols-2 xl:grid-cols-4">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <>
      {projects.map((project) => (
        <ProjectCard key={project.kind} {...project} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4)
  },
}
