import {
  brand,
  contactForms,
  ENQUIRY_COURSE_PARAM,
  contactMessages,
  formNotices,
  headOfficeLines,
  HONEYPOT_FIELD,
  legalNoticeLinks,
  mapText,
} from '@app/core'
import {
  ContactDetails,
  ContactForm,
  Container,
  FormNotice,
  lazyOnce,
  MapEmbed,
  PageHeader,
} from '@app/ui'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { CourseEnquiry } from '../features/contact/course-enquiry'
import { useContactSubmission } from '../features/contact/use-contact-submission'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import type { Route } from './+types/contact'

export const meta = metaFromPageData

const loadCourseEnquiry = lazyOnce(() => import('../features/contact/course-enquiry'))

const mapQuery = encodeURIComponent(brand.headOffice.mapQuery)
/** Loaded only when the visitor presses Show map (docs/product.md#privacy-and-third-parties). */
const mapUrl = `https://www.google.com/maps?q=${mapQuery}&output=embed`
const mapLink = `https://www.google.com/maps/search/?api=1&query=${mapQuery}`

/** The notices beside the form and the map, read when the page is prerendered (docs/product.md#speed). */
export const loader = () => ({
  ...pageData('contact'),
  notice: { text: formNotices.enquiry, links: [legalNoticeLinks.privacy] },
  mapText,
})

/**
 * The contact page. `?course={slug}` — where Enroll Now leads for a programme arranged with us
 * rather than paid online (docs/product.md#enrolment-and-payment) — names the programme, says how
 * it is arranged, and sends the enquiry about it: its title starts the message staff receive. The
 * query is read after hydration: the page is prerendered without it.
 */
export default function Contact({ loaderData: { notice, mapText } }: Route.ComponentProps) {
  // Read in an effect, so after hydration: the page is prerendered without the query.
  const { search } = useLocation()
  const [loaded, setLoaded] = useState<{ search: string; enquiry?: CourseEnquiry }>()
  useEffect(() => {
    const slug = new URLSearchParams(search).get(ENQUIRY_COURSE_PARAM)
    if (slug)
      loadCourseEnquiry()
        .then(({ courseEnquiry }) => setLoaded({ search, enquiry: courseEnquiry(slug) }))
        .catch(() => {
          // Not downloaded: the page stays the plain contact form, which still reaches us.
        })
  }, [search])
  const enquiry = loaded?.search === search ? loaded.enquiry : undefined
  const { status, errors, submit } = useContactSubmission(
    enquiry
      ? { ...contactForms.contactPage, messagePrefix: enquiry.messagePrefix }
      : contactForms.contactPage,
  )
  return (
    <>
      <PageHeader
        eyebrow="Get in touch"
        title="Contact Us"
        lead="Questions about a course, studying abroad or an IT project? Send us a message and our team will reply within one working day."
      />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:py-24">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-slate-900">
            {enquiry ? enquiry.heading : 'Send us a message'}
          </h2>
          {enquiry?.notice}
          <p className="mt-2 text-slate-600">Fields marked * are required.</p>
          <ContactForm
            aria-labelledby="contact-form-heading"
            className="mt-6"
            onSubmit={submit}
            status={status}
            errors={errors}
            messages={contactMessages.contactPage}
            {...(enquiry ? { submitLabel: enquiry.submit } : {})}
            honeypotName={HONEYPOT_FIELD}
            notice={<FormNotice text={notice.text} links={notice.links} />}
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
            src={mapUrl}
            openHref={mapLink}
            addressLines={headOfficeLines().slice(0, 2)}
            notice={mapText.notice}
            showLabel={mapText.show}
            openLabel={mapText.open}
          />
        </aside>
      </Container>
    </>
  )
}
