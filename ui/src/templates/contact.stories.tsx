import { contactMessages, contactPageContent } from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ContactPage } from '../contact-page/contact-page'
import { SampleSiteFrame } from '../lib/story-fixtures'

/**
 * The Contact page: the same component and content as its route, /contact, inside the site's
 * header and footer. The map waits for Show map.
 */
function ContactTemplate() {
  return (
    <SampleSiteFrame currentPath="/contact">
      <ContactPage
        {...contactPageContent()}
        form={{
          onSubmit: fn(),
          status: 'idle',
          messages: contactMessages.contactPage,
          honeypotName: 'website',
        }}
      />
    </SampleSiteFrame>
  )
}

const meta = {
  title: 'Page templates/Contact',
  component: ContactTemplate,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactTemplate>
export default meta
type Story = StoryObj<typeof meta>

/** The form beside the office's details and the map placeholder. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Show map' })).toBeVisible()
    await expect(canvasElement.querySelector('iframe')).toBeNull()
  },
}

/** On a phone: the form, then the office, then the map. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
