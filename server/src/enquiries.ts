import type { ContactEnquiry } from '@app/core'
import { claimAcknowledgement } from './acknowledgements'
import { claimEventPlace } from './events/store'
import type { AppDatabase } from './db/database'
import { composeAcknowledgement } from './mail/acknowledgement-mail'
import { composeEnquiryStaffMail } from './mail/enquiry-mail'
import { enqueueMail } from './mail/queue'

/** Who sent a request, kept with the record for abuse handling. */
export interface RequestOrigin {
  ip: string | undefined
  userAgent: string | undefined
}

export interface EnquiryMailOptions {
  staffEmail: string
  publicUrl: string
  /** The server's clock: the day the acknowledgement limit counts, the calendar file's timestamp. */
  now: Date
}

/**
 * Stores a contact enquiry and queues its e-mails in one transaction: the staff e-mail, and the
 * visitor's acknowledgement unless their address has had its three for the day. When this
 * resolves all of it is durable, and none of it exists if it rejects
 * (docs/product.md#storage-and-mail).
 */
export async function storeContactEnquiry(
  db: AppDatabase,
  enquiry: ContactEnquiry,
  origin: RequestOrigin,
  mail: EnquiryMailOptions,
): Promise<{ id: number; acknowledged: boolean }> {
  return db.transaction().execute(async (trx) => {
    // A registration takes a place first, or is refused with nothing stored (docs/events.md).
    const event =
      enquiry.event === undefined ? undefined : await claimEventPlace(trx, enquiry.event, mail.now)
    const stored = await trx
      .insertInto('enquiries')
      .values({
        kind: enquiry.source,
        event_slug: enquiry.event ?? null,
        name: enquiry.name,
        email: enquiry.email,
        contact: enquiry.contact,
        message: enquiry.message,
        ip: origin.ip ?? null,
        user_agent: origin.userAgent?.slice(0, 500) ?? null,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow()
    const record = {
      ...enquiry,
      id: stored.id,
      receivedAt: stored.created_at,
      ...(event
        ? {
            eventRecord: {
              slug: event.slug,
              title: event.title,
              description: event.description,
              date: event.date,
              startTime: event.start_time,
              endTime: event.end_time,
              location: event.location,
              calendarSequence: event.calendar_sequence,
            },
          }
        : {}),
    }
    await enqueueMail(trx, composeEnquiryStaffMail(record, mail))
    const acknowledged = await claimAcknowledgement(trx, enquiry.email, mail.now)
    if (acknowledged) await enqueueMail(trx, composeAcknowledgement(record, mail))
    return { id: stored.id, acknowledged }
  })
}
