import {
  brand,
  contactMessages,
  formNotices,
  headOfficeLines,
  legalNoticeLinks,
  mapText,
} from '@app/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ContactDetails } from '../contact-details/contact-details'
import { ContactForm } from '../contact-form/contact-form'
import { Container } from '../container/container'
import { FormNotice } from '../form-notice/form-notice'
import { SampleSiteFrame } from '../lib/story-fixtures'
import { MapEmbed } from '../map-embed/map-embed'
import { PageHeader } from '../page-header/page-header'

/** The Contact page composed from ui/ components; the map waits for Show map. */
function ContactTemplate() {
  return (
    <SampleSiteFrame currentPath="/contact">
      <PageHeader
        eyebrow="Get in touch"
        title="Contact Us"
        lead="Questions about a course, studying abroad or an IT project? Send us a message and our team will reply within one working day."
      />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:py-24">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-slate-900">
            Send us a message
          </h2>
          <p className="mt-2 text-slate-600">Fields marked * are required.</p>
          <ContactForm
            aria-labelledby="contact-form-heading"
            className="mt-6"
            onSubmit={fn()}
            status="idle"
            messages={contactMessages.contactPage}
            honeypotName="website"
            notice={<FormNotice text={formNotices.enquiry} links={[legalNoticeLinks.privacy]} />}
          />
        </section>
        <aside aria-label="Our office" className="flex flex-col gap-6">
          <ContactDetails
            addressLabel={brand.headOffice.label}
            addressLines={headOfficeLines()}
            phone={brand.phone}
            email={brand.email}
            hours={brand.officeHours}
          />
          <MapEmbed
            title={`Map of our head office in ${brand.headOffice.locality}`}
            src="about:blank"
            openHref="https://www.google.com/maps/search/?api=1&query=Northampton"
            addressLines={headOfficeLines().slice(0, 2)}
            notice={mapText.notice}
          />
        </aside>
      </Container>
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
