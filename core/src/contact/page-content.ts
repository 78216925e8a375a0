import { brand, headOfficeLines } from '../brand/model'
import { formNotices, legalNoticeLinks } from '../legal/form-notices'
import { mapText } from '../legal/model'

/**
 * What the Contact page shows beside its form, from the company's facts: the route's loader
 * sends it inside the prerendered page, and the contact template renders the same.
 */
/** The contact page's own words. */
export const contactPageText = {
  eyebrow: 'Get in touch',
  title: 'Contact Us',
  lead: 'Questions about a course, studying abroad or an IT project? Send us a message and our team will reply within one working day.',
  formHeading: 'Send us a message',
  required: 'Fields marked * are required.',
  officeLabel: 'Our office',
} as const

export function contactPageContent() {
  const mapQuery = encodeURIComponent(brand.headOffice.mapQuery)
  return {
    text: contactPageText,
    notice: { text: formNotices.enquiry, links: [legalNoticeLinks.privacy] },
    office: {
      addressLabel: brand.headOffice.label,
      addressLines: headOfficeLines(),
      phone: brand.phone,
      email: brand.email,
      hours: brand.officeHours,
    },
    map: {
      title: `Map of our head office in ${brand.headOffice.locality}`,
      /** Loaded only when the visitor presses Show map (docs/product.md#privacy-and-third-parties). */
      src: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
      openHref: `https://www.google.com/maps/search/?api=1&query=${mapQuery}`,
      addressLines: headOfficeLines().slice(0, 2),
      notice: mapText.notice,
      showLabel: mapText.show,
      openLabel: mapText.open,
    },
  }
}

export type ContactPageContent = ReturnType<typeof contactPageContent>
