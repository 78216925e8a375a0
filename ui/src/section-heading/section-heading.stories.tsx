import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SectionHeading } from './section-heading'

const meta = {
  title: 'Layout/SectionHeading',
  component: SectionHeading,
  args: {
    id: 'quick-contact-heading',
    eyebrow: 'Quick Contact',
    title: 'Have a question? We reply within one working day.',
    lead: 'Tell us what you are looking for — a course, study-abroad advice or an IT project — and the right person will get back to you.',
  },
} satisfies Meta<typeof SectionHeading>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 })
    await expect(heading).toHaveTextContent('Have a question?')
    // The id lands on the heading, so a section can be labelled by it.
    await expect(heading).toHaveAttribute('id', 'quick-contact-heading')
  },
}

export const Centered: Story = { args: { align: 'center' } }

export const PageTitle: Story = {
  args: { as: 'h1', title: 'Our courses', eyebrow: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Our courses' })).toBeVisible()
  },
}

export const Inverse: Story = {
  args: { tone: 'inverse', align: 'center' },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-brand-950 px-6 py-12">
        <Story />
      </div>
    ),
  ],
}
