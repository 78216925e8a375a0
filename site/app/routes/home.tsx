import { contactForms, contactMessages, homePageContent, HONEYPOT_FIELD } from '@app/core'
import { HomePage } from '@app/ui'
import { JsonLd, jsonLdText } from '../components/json-ld'
import { useContactSubmission } from '../features/contact/use-contact-submission'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import { organizationLd } from '../lib/structured-data'
import type { Route } from './+types/home'

export const meta = metaFromPageData

/**
 * The page's content, read when the page is prerendered: the programmes, the highlights, the IT
 * offerings and the company's structured data reach the browser inside the page (and as
 * /_root.data, React Router's name for the home page's, on client navigation) rather than in
 * its JavaScript (docs/product.md#speed).
 */
export const loader = () => ({
  ...pageData('home'),
  organization: jsonLdText(organizationLd()),
  ...homePageContent(),
})

export default function Home({ loaderData }: Route.ComponentProps) {
  const { status, errors, submit } = useContactSubmission(contactForms.quickContact)
  const { organization, page: _page, ...content } = loaderData
  return (
    <>
      <JsonLd text={organization} />
      <HomePage
        {...content}
        quickContact={{
          onSubmit: submit,
          status,
          errors,
          messages: contactMessages.quickContact,
          honeypotName: HONEYPOT_FIELD,
        }}
      />
    </>
  )
}
