import type { ContactPageContent } from '@app/core'
import type { ReactNode } from 'react'
import { ContactDetails } from '../contact-details/contact-details'
import { ContactForm, type ContactFormProps } from '../contact-form/contact-form'
import { Container } from '../container/container'
import { FormNotice } from '../form-notice/form-notice'
import { MapEmbed } from '../map-embed/map-embed'
import { PageHeader } from '../page-header/page-header'

export interface ContactPageProps extends ContactPageContent {
  /** The form's heading. @default the page's own (`text.formHeading`) */
  formHeading?: string
  /** Said under the heading, e.g. how a programme named in the address is arranged. @default none */
  formIntro?: ReactNode
  /** The form's state and handlers, from the page that sends it. */
  form: Pick<
    ContactFormProps,
    'onSubmit' | 'status' | 'errors' | 'messages' | 'submitLabel' | 'honeypotName'
  >
}

/**
 * The Contact page below the site's header: the form beside the office's details and the map,
 * which loads from Google only when asked. The /contact route and the contact template both
 * render it.
 */
export function ContactPage({
  text,
  formHeading = text.formHeading,
  formIntro,
  form,
  notice,
  office,
  map,
}: ContactPageProps) {
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:py-24">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-slate-900">
            {formHeading}
          </h2>
          {formIntro}
          <p className="mt-2 text-slate-600">{text.required}</p>
          <ContactForm
            aria-labelledby="contact-form-heading"
            className="mt-6"
            {...form}
            notice={<FormNotice text={notice.text} links={notice.links} />}
          />
        </section>
        <aside aria-label={text.officeLabel} className="flex flex-col gap-6">
          <ContactDetails {...office} />
          <MapEmbed {...map} />
        </aside>
      </Container>
    </>
  )
}
