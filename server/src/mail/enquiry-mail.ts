import {
  brand,
  type CompanyEvent,
  type ContactEnquiry,
  type EnquirySource,
  formatEventDate,
  formatEventTime,
} from '@app/core'
import { type MailBlock, oneLine, renderMail } from './layout'
import type { MailToQueue } from './queue'

const receivedFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/London',
})

/** How staff recognise each kind of enquiry in their inbox. */
const kinds: Record<EnquirySource, { mailKind: string; heading: string }> = {
  contact: { mailKind: 'contact-enquiry', heading: 'New contact enquiry' },
  'quick-contact': { mailKind: 'quick-contact', heading: 'New Quick Contact message' },
  'event-registration': { mailKind: 'event-registration', heading: 'New event registration' },
}

/** "Contact enquiry from …", "Quick contact from …", "Event registration: {event} — {name}". */
export function enquirySubject(
  enquiry: Pick<ContactEnquiry, 'name' | 'source' | 'event'> & { eventRecord?: CompanyEvent },
): string {
  const name = oneLine(enquiry.name)
  switch (enquiry.source) {
    case 'contact':
      return `Contact enquiry from ${name}`
    case 'quick-contact':
      return `Quick contact from ${name}`
    case 'event-registration': {
      return `Event registration: ${enquiry.eventRecord?.title ?? 'an event'} — ${name}`
    }
  }
}

/**
 * The e-mail staff get for an enquiry or event registration. Reply-To is the visitor, so
 * answering the e-mail answers them (docs/product.md#storage-and-mail).
 */
export function composeEnquiryStaffMail(
  enquiry: Pick<ContactEnquiry, 'name' | 'email' | 'contact' | 'message' | 'source' | 'event'> & {
    id: number
    receivedAt: Date
    /** A registration's event as the database holds it, read where the place was taken (docs/events.md). */
    eventRecord?: CompanyEvent & { calendarSequence?: number }
  },
  options: { staffEmail: string; publicUrl: string },
): MailToQueue {
  const name = oneLine(enquiry.name)
  const event = enquiry.eventRecord
  const kind = kinds[enquiry.source]
  const blocks: MailBlock[] = [
    {
      kind: 'paragraphs',
      paragraphs: [`From the ${brand.name} website (${options.publicUrl}).`],
    },
    {
      kind: 'rows',
      rows: [
        ['Name', enquiry.name],
        ['Email', enquiry.email],
        ['Phone', enquiry.contact],
        ...(event
          ? ([
              ['Event', event.title],
              ['When', `${formatEventDate(event)}, ${formatEventTime(event)}`],
              ['Where', event.location],
            ] as const)
          : []),
        ['Received', receivedFormat.format(enquiry.receivedAt)],
      ],
    },
    {
      kind: 'text',
      heading: 'Message',
      text: enquiry.message === '' ? '(no message)' : enquiry.message,
    },
    { kind: 'paragraphs', paragraphs: [`Reply to this e-mail to answer ${name}.`] },
  ]
  const { text, html } = renderMail({
    heading: kind.heading,
    blocks,
    note: `Enquiry reference: ${enquiry.id}.`,
  })
  return {
    kind: kind.mailKind,
    to_address: options.staffEmail,
    reply_to_address: enquiry.email,
    reply_to_name: name,
    subject: enquirySubject(enquiry),
    text_body: text,
    html_body: html,
    related_table: 'enquiries',
    related_id: enquiry.id,
  }
}
