import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
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
