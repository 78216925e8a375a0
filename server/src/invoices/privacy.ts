import { ERASED_TEXT } from '@app/core'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema'

/**
 * A privacy erasure's part in invoices (docs/invoices.md#privacy): drafts for the address go;
 * issued invoices and credit notes, which tax law makes us keep, keep their numbers, dates, lines
 * and amounts with the customer's name, e-mail and address removed. Runs in the erasure's
 * transaction, which alone may blank an issued document's customer.
 */
export async function eraseInvoiceCustomer(
  trx: Transaction<Database>,
  email: string,
): Promise<{ draftsDeleted: number; documentsAnonymised: number }> {
  const match = sql<boolean>`lower(customer_email) = lower(${email})`
  const drafts = await trx
    .deleteFrom('invoices')
    .where('number', 'is', null)
    .where(match)
    .executeTakeFirst()
  await sql`select set_config('invoices.erasure', 'on', true)`.execute(trx)
  const erasedCustomer = JSON.stringify({ name: ERASED_TEXT, email: '', address: '' })
  const anonymised = await trx
    .updateTable('invoices')
    .set({
      customer_name: ERASED_TEXT,
      customer_email: '',
      snapshot: sql`jsonb_set(snapshot, '{customer}', cast(${erasedCustomer} as jsonb))`,
      draft: sql`draft || cast(${JSON.stringify({ customerName: ERASED_TEXT, customerEmail: '', customerAddress: '' })} as jsonb)`,
      updated_at: sql`now()`,
    })
    .where('number', 'is not', null)
    .where(match)
    .executeTakeFirst()
  await sql`select set_config('invoices.erasure', 'off', true)`.execute(trx)
  return {
    draftsDeleted: Number(drafts.numDeletedRows),
    documentsAnonymised: Number(anonymised.numUpdatedRows),
  }
}
