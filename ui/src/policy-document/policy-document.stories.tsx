import { formatUpdated, privacyNotice, termsOfEnrolment } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withStayLinks } from '../lib/story-fixtures'
import { PolicyDocument } from './policy-document'

const meta = {
  title: 'Content/PolicyDocument',
  component: PolicyDocument,
  decorators: [withStayLinks],
  parameters: { layout: 'padded' },
  args: {
    sections: privacyNotice.sections,
    footnote: `Last updated: ${formatUpdated(privacyNotice.updated)}`,
  },
} satisfies Meta<typeof PolicyDocument>
export default meta
type Story = StoryObj<typeof meta>

/** The privacy notice: a list of its sections, each one a heading to jump to. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    const contents = canvas.getByRole('navigation', { name: 'On this page' })
    await step('every section is listed and linked by its anchor', async () => {
      const links = within(contents).getAllByRole('link')
      await expect(links).toHaveLength(privacyNotice.sections.length)
      for (const [index, section] of privacyNotice.sections.entries()) {
        await expect(links[index]).toHaveAttribute('href', `#${section.id}`)
        await expect(
          canvas.getByRole('heading', { level: 2, name: section.heading }),
        ).toHaveAttribute('id', section.id)
      }
    })
    await step('[label](href) in the text becomes a link', async () => {
      await expect(
        canvas.getByRole('link', { name: 'ico.org.uk/make-a-complaint' }),
      ).toHaveAttribute('href', 'https://ico.org.uk/make-a-complaint/')
      await expect(canvas.queryByText(/\]\(/)).toBeNull()
    })
    await expect(canvas.getByText(/^Last updated: /)).toBeVisible()
  },
}

/** The terms, on a phone: the contents come first, nothing scrolls sideways. */
export const Mobile: Story = {
  args: { sections: termsOfEnrolment.sections, footnote: undefined },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Your right to cancel within 14 days' }),
    ).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}
