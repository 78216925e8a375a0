import { formNotices, legalNoticeLinks } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withStayLinks } from '../lib/story-fixtures'
import { FormNotice } from './form-notice'

const meta = {
  title: 'Forms/FormNotice',
  component: FormNotice,
  decorators: [
    withStayLinks,
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  args: { text: formNotices.enquiry, links: [legalNoticeLinks.privacy] },
} satisfies Meta<typeof FormNotice>
export default meta
type Story = StoryObj<typeof meta>

/** Beside a contact form's submit button: what the details are for, and the privacy notice. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByText(/We use your details only to answer your message/)
    await expect(notice.closest('p')).toHaveTextContent(
      'We use your details only to answer your message. Read our privacy notice.',
    )
    await expect(canvas.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    )
  },
}

/** A form that takes payment links the terms as well. */
export const WithTerms: Story = {
  args: { text: formNotices.enrolment, links: [legalNoticeLinks.terms, legalNoticeLinks.privacy] },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement)
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'We use your details to enrol you and take your payment. Read our terms of enrolment and payment and privacy notice.',
    )
    await expect(
      notice.getByRole('link', { name: 'terms of enrolment and payment' }),
    ).toHaveAttribute('href', '/terms')
  },
}

/** On a dark band. */
export const OnDark: Story = {
  args: { tone: 'dark' },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-brand-950 p-6">
        <Story />
      </div>
    ),
  ],
}
