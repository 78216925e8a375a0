import {
  contactForms,
  contactMessages,
  contactPageContent,
  ENQUIRY_COURSE_PARAM,
  HONEYPOT_FIELD,
} from '@app/core'
import { ContactPage, lazyOnce } from '@app/ui'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { CourseEnquiry } from '../features/contact/course-enquiry'
import { useContactSubmission } from '../features/contact/use-contact-submission'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import type { Route } from './+types/contact'

export const meta = metaFromPageData

const loadCourseEnquiry = lazyOnce(() => import('../features/contact/course-enquiry'))

/** The office, the map and the form's notice, read when the page is prerendered (docs/product.md#speed). */
export const loader = () => ({ ...pageData('contact'), ...contactPageContent() })

/**
 * The contact page. `?course={slug}` — where Enroll Now leads for a programme arranged with us
 * rather than paid online (docs/product.md#enrolment-and-payment) — names the programme, says how
 * it is arranged, and sends the enquiry about it: its title starts the message staff receive. The
 * query is read after hydration: the page is prerendered without it.
 */
export default function Contact({ loaderData }: Route.ComponentProps) {
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
    <ContactPage
      formHeading={enquiry?.heading}
      formIntro={enquiry?.notice}
      form={{
        onSubmit: submit,
        status,
        errors,
        messages: contactMessages.contactPage,
        honeypotName: HONEYPOT_FIELD,
        ...(enquiry ? { submitLabel: enquiry.submit } : {}),
      }}
      text={loaderData.text}
      notice={loaderData.notice}
      office={loaderData.office}
      map={loaderData.map}
    />
  )
}
