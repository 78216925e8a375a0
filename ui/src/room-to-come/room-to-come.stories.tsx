import { staffPageText } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { FileText } from 'lucide-react'
import { expect } from 'storybook/test'
import { ButtonLink } from '../button/button'
import { withStayLinks } from '../lib/story-fixtures'
import { RoomToCome } from './room-to-come'

/**
 * A sample of what a room to come says (the Learners room's words before it was built), kept
 * here so that the story's picture does not depend on which rooms are still to come.
 */
const sampleDescription = "The SAP BASIS learners' accounts, their access and the video list."
/** A room that once led to a tool to use meanwhile, as the invoices' room did. */
const withToolMeanwhile =
  'Invoices kept on the server: drafts, issued invoices with their numbers, credit notes. Until then, the invoice builder makes PDFs in this browser.'

const meta = {
  title: 'Content/RoomToCome',
  component: RoomToCome,
  decorators: [withStayLinks],
  args: { badge: staffPageText.comingSoon, description: sampleDescription },
} satisfies Meta<typeof RoomToCome>
export default meta
type Story = StoryObj<typeof meta>

/** What the room will hold, marked as to come. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(staffPageText.comingSoon)).toBeVisible()
    await expect(canvas.getByText(sampleDescription)).toBeVisible()
  },
}

/** With a way to do the job meanwhile: a link to another tool. */
const toolLabel = 'Open the invoice builder'

export const WithAction: Story = {
  args: {
    description: withToolMeanwhile,
    actions: (
      <ButtonLink href="/invoice">
        <FileText aria-hidden="true" />
        {toolLabel}
      </ButtonLink>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: toolLabel })).toHaveAttribute('href', '/invoice')
  },
}
