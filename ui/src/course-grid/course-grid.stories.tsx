import type { Meta, StoryObj } from '@storybook/react-vite'
import { BrainCircuit, ChartNoAxesCombined, Cpu, Server, ShieldCheck, Coffee } from 'lucide-react'
import { expect, waitFor } from 'storybook/test'
import { withStayLinks } from '../lib/story-fixtures'
import { CourseGrid, type CourseGridItem } from './course-grid'

const items: CourseGridItem[] = [
  {
    id: 'sap-basis',
    title: 'SAP BASIS',
    description: 'Administer SAP systems, from installation and transports to monitoring.',
    detail:
      'Install, configure and run SAP systems: users and authorisations, transports, background jobs and performance tuning.',
    icon: <Server />,
    badge: 'Intermediate',
  },
  {
    id: 'artificial-intelligence',
    title: 'Artificial Intelligence',
    description: 'Understand and build AI systems, from search and reasoning to neural networks.',
    detail:
      'Machine learning, neural networks and language models in practice, with Python projects you can show employers.',
    icon: <BrainCircuit />,
    badge: 'All levels',
  },
  {
    id: 'data-science',
    title: 'Data Science',
    description: 'Turn raw data into decisions with statistics, Python and clear charts.',
    detail:
      'Collect, clean and explore data, build predictive models and present what you find to people who decide.',
    icon: <ChartNoAxesCombined />,
    badge: 'Beginner',
  },
  {
    id: 'cybersecurity',
    title: 'Cybersecurity',
    description: 'Protect systems and data: threats, defences and incident response.',
    detail:
      'Network security, secure configuration, vulnerability assessment and responding to incidents, with hands-on labs.',
    icon: <ShieldCheck />,
    badge: 'Intermediate',
  },
  {
    id: 'vlsi-design',
    title: 'VLSI Design',
    description: 'Design digital chips, from logic and Verilog to layout and verification.',
    detail:
      'Digital logic, Verilog, synthesis, timing and physical design: the path from an idea to silicon.',
    icon: <Cpu />,
    badge: 'Advanced',
  },
  {
    id: 'java-spring-boot',
    title: 'Java and Spring Framework',
    description: 'Build web services and applications in Java with Spring Boot.',
    detail:
      'Modern Java, Spring Boot, REST APIs, data access and testing, ending with a deployable application.',
    icon: <Coffee />,
    badge: 'Intermediate',
  },
].map((item) => ({ ...item, href: `/courses/${item.id}`, linkLabel: 'More Info' }))

const meta = {
  title: 'Content/CourseGrid',
  // Its layout changes on a phone: a second baseline at 390 px (docs/visual-testing.md).
  tags: ['mobile-layout'],
  component: CourseGrid,
  decorators: [
    withStayLinks,
    (Story) => (
      <div className="pb-56">
        <Story />
      </div>
    ),
  ],
  args: { items },
} satisfies Meta<typeof CourseGrid>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(items.length)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(items.length)
    await expect(canvas.getByRole('link', { name: 'More Info about VLSI Design' })).toHaveAttribute(
      'href',
      '/courses/vlsi-design',
    )
    await expect(canvas.queryByRole('tooltip')).toBeNull()
  },
}

/** Moving focus from card to card: each popup opens in turn, never two at once. */
export const OnePopupAtATimeKeyboard: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'More Info about SAP BASIS' })).toHaveFocus()
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(/SAP systems/)

    await userEvent.tab() // Show details of SAP BASIS
    await userEvent.tab() // the next card's link
    await expect(
      canvas.getByRole('link', { name: 'More Info about Artificial Intelligence' }),
    ).toHaveFocus()
    await expect(canvas.getAllByRole('tooltip')).toHaveLength(1)
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(/neural networks/)

    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('tooltip')).toBeNull()
  },
}

/** Hover and keyboard together: the popup under the mouse replaces the one opened by focus. */
export const OnePopupAtATimeMouse: Story = {
  tags: ['test-only', '!dev', '!autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(/SAP systems/)
    await userEvent.hover(canvas.getByRole('article', { name: 'Cybersecurity' }))
    await expect(canvas.getAllByRole('tooltip')).toHaveLength(1)
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(/vulnerability assessment/)
    await userEvent.hover(canvas.getByRole('article', { name: 'Data Science' }))
    await expect(canvas.getAllByRole('tooltip')).toHaveLength(1)
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(/predictive models/)
    await userEvent.unhover(canvas.getByRole('article', { name: 'Data Science' }))
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull())
  },
}

/** Phones: one column, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = canvas.getAllByRole('article')
    if (!first || !second) throw new Error('expected cards')
    await expect(first.getBoundingClientRect().left).toBe(second.getBoundingClientRect().left)
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

/** Without details (the Services page): plain cards with an Enroll Now link. */
export const WithoutDetails: Story = {
  args: {
    items: items.map(({ detail: _detail, ...item }) => ({
      ...item,
      href: '/more-info-form',
      linkLabel: 'Enroll Now',
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0)
    await expect(canvas.getByRole('link', { name: 'Enroll Now about SAP BASIS' })).toHaveAttribute(
      'href',
      '/more-info-form',
    )
  },
}
