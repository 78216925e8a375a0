import type { ContactEnquiry } from '@app/core'
import type { AppDatabase } from './db/database'
import { composeEnquiryStaffMail } from './mail/enquiry-mail'
import { enqueueMail } from './mail/queue'

/** Who sent a request, kept with the record for abuse handling. */
export interface RequestOrigin {
  ip: string | undefined
  userAgent: string | undefined
}

/**
 * Stores a contact enquiry and queues the staff e-mail in one transaction: when this resolves
 * both are durable, and neither exists if it rejects (docs/product.md#storage-and-mail).
 */
export async function storeContactEnquiry(
  db: AppDatabase,
  enquiry: ContactEnquiry,
  origin: RequestOrigin,
  mail: { staffEmail: string; publicUrl: string },
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
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
    await enqueueMail(
      trx,
      composeEnquiryStaffMail({ ...enquiry, id: stored.id, receivedAt: stored.created_at }, mail),
    )
    return { id: stored.id }
  })
}
