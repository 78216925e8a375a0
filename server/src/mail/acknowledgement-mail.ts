import {
  brand,
  type CompanyEvent,
  type ContactEnquiry,
  formatEventDate,
  formatEventTime,
} from '@app/core'
import { calendarContentType, eventCalendar, eventCalendarFilename } from './ics'
import { type MailBlock, oneLine, renderMail } from './layout'
import type { MailToQueue } from './queue'

const receivedFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/London',
})

const officeHours: MailBlock = {
  kind: 'rows',
  heading: 'Our office hours',
  rows: [
    ...brand.officeHours.map((timing) => [timing.days, timing.hours] as const),
    ['Phone', brand.phone.display],
    ['Email', brand.email],
  ],
}

const notYou: MailBlock = {
  kind: 'paragraphs',
  paragraphs: [
    'If this was not you, someone may have typed your e-mail address by mistake. You can ignore this e-mail: we will not write to you again unless you contact us.',
  ],
}

export interface AcknowledgementOptions {
  /** Where a visitor's reply goes: the staff inbox. */
  staffEmail: string
  publicUrl: string
  /** When the acknowledgement is made (the calendar file's timestamp). */
  now: Date
}

/**
 * The e-mail a visitor gets after their enquiry or event registration was stored
 * (docs/product.md#storage-and-mail). It repeats nothing they wrote except their name and the
 * event they chose, so it cannot carry a stranger's message to whatever address was typed in;
 * a registration carries the event as a calendar file. Replies go to the staff inbox.
 */
export function composeAcknowledgement(
  enquiry: Pick<ContactEnquiry, 'name' | 'email' | 'source' | 'event'> & {
    id: number
    receivedAt: Date
    /** A registration's event as the database holds it, read where the place was taken (docs/events.md). */
    eventRecord?: CompanyEvent & { calendarSequence?: number }
  },
  options: AcknowledgementOptions,
): MailToQueue {
  const name = oneLine(enquiry.name)
  const event = enquiry.eventRecord
  const common = {
    to_address: enquiry.email,
    reply_to_address: options.staffEmail,
    reply_to_name: brand.name,
    related_table: 'enquiries',
    related_id: enquiry.id,
  }
  const note = `Reference: ${enquiry.id}. This e-mail was sent because a form on ${options.publicUrl} was completed with this address.`

  if (enquiry.source === 'event-registration' && event) {
    const { text, html } = renderMail({
      heading: `Thank you for registering, ${name}`,
      blocks: registrationBlocks(event, enquiry.receivedAt),
      note,
    })
    return {
      ...common,
      kind: 'registration-acknowledgement',
      subject: `Your registration: ${event.title}`,
      text_body: text,
      html_body: html,
      attachments: [
        {
          filename: eventCalendarFilename(event),
          contentType: calendarContentType,
          content: eventCalendar(event, {
            publicUrl: options.publicUrl,
            now: options.now,
            sequence: enquiry.eventRecord?.calendarSequence ?? 0,
          }),
        },
      ],
    }
  }

  const { text, html } = renderMail({
    heading: `Thank you for your message, ${name}`,
    blocks: [
      {
        kind: 'paragraphs',
        paragraphs: [
          `We received your message through the ${brand.name} website on ${receivedFormat.format(enquiry.receivedAt)}.`,
          'What happens next: a member of our team will read it and reply within one working day, by e-mail or by phone. There is no need to send it again.',
        ],
      },
      officeHours,
      notYou,
    ],
    note,
  })
  return {
    ...common,
    kind: 'enquiry-acknowledgement',
    subject: `We have received your message — ${brand.name}`,
    text_body: text,
    html_body: html,
  }
}

function registrationBlocks(event: CompanyEvent, receivedAt: Date): MailBlock[] {
  return [
    {
      kind: 'paragraphs',
      paragraphs: [
        `We received your registration for ${event.title} on ${receivedFormat.format(receivedAt)}.`,
      ],
    },
    {
      kind: 'rows',
      heading: 'Your event',
      rows: [
        ['Event', event.title],
        ['Date', formatEventDate(event)],
        ['Time', `${formatEventTime(event)} (UK time)`],
        ['Location', event.location],
      ],
    },
    {
      kind: 'paragraphs',
      paragraphs: [
        'The calendar file attached to this e-mail adds the event to your calendar.',
        'What happens next: our team will be in touch before the event with the venue and the programme. If you can no longer come, please let us know by replying to this e-mail.',
      ],
    },
    officeHours,
    notYou,
  ]
}
