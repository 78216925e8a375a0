import { brand, type CompanyEvent, formatEventDate, formatEventTime } from '@app/core'
import {
  calendarContentType,
  cancelCalendarContentType,
  eventCalendar,
  eventCalendarFilename,
} from './ics'
import { oneLine, renderMail } from './layout'
import type { MailToQueue } from './queue'

export interface EventChangeMailOptions {
  staffEmail: string
  publicUrl: string
  now: Date
}

const changeWords: Record<string, string> = {
  date: 'the date',
  time: 'the time',
  location: 'the place',
}

function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/**
 * What a registrant is sent when a published event they registered for moves or is called off
 * (docs/events.md): what changed, the event as it now stands, and a calendar file with the same
 * UID and a higher SEQUENCE, so their calendar moves (or, with METHOD:CANCEL, removes) the entry
 * it already has. It answers their own registration, so the daily limit on acknowledgements
 * does not apply.
 */
export function composeEventChangeMail(
  registrant: { id: number; name: string; email: string },
  event: CompanyEvent & { calendarSequence: number },
  change: { kind: 'changed'; what: string[] } | { kind: 'cancelled' },
  options: EventChangeMailOptions,
): MailToQueue {
  const name = oneLine(registrant.name)
  const cancelled = change.kind === 'cancelled'
  const { text, html } = renderMail({
    heading: cancelled ? `${event.title} is cancelled` : `${event.title} has changed`,
    blocks: [
      {
        kind: 'paragraphs',
        paragraphs: [
          `Dear ${name},`,
          cancelled
            ? `We are sorry: ${event.title}, which you registered for, will not take place. The calendar file attached to this e-mail removes it from your calendar.`
            : `We have changed ${listWords(change.what.map((word) => changeWords[word] ?? word))} of ${event.title}, which you registered for. The calendar file attached to this e-mail moves the entry in your calendar.`,
        ],
      },
      {
        kind: 'rows',
        heading: cancelled ? 'The cancelled event' : 'The event now',
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
          cancelled
            ? 'If you have any questions, reply to this e-mail and our team will answer.'
            : 'Your place is kept. If you can no longer come, please let us know by replying to this e-mail.',
        ],
      },
    ],
    note: `Reference: ${registrant.id}. You are receiving this because you registered for this event on ${options.publicUrl}.`,
  })
  return {
    kind: cancelled ? 'event-cancelled' : 'event-changed',
    to_address: registrant.email,
    reply_to_address: options.staffEmail,
    reply_to_name: brand.name,
    subject: cancelled ? `Cancelled: ${event.title}` : `Changed: ${event.title}`,
    text_body: text,
    html_body: html,
    related_table: 'enquiries',
    related_id: registrant.id,
    attachments: [
      {
        filename: eventCalendarFilename(event),
        contentType: cancelled ? cancelCalendarContentType : calendarContentType,
        content: eventCalendar(event, {
          publicUrl: options.publicUrl,
          now: options.now,
          sequence: event.calendarSequence,
          method: cancelled ? 'CANCEL' : 'PUBLISH',
        }),
      },
    ],
  }
}
