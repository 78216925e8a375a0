import { ERASED_TEXT } from '@app/core'
import { sql, type Transaction } from 'kysely'
import type { AppDatabase } from '../db/database'
import type { Database } from '../db/schema'

/** The address on the invoice, whatever its case. */
const customerIs = (email: string) => sql<boolean>`lower(customer_email) = lower(${email})`

/**
 * The invoices and credit notes made out to an address, for a subject access request
 * (docs/invoices.md#privacy): drafts as typed, issued ones as issued.
 */
export async function invoicesForExport(db: AppDatabase | Transaction<Database>, email: string) {
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'kind', 'number', 'issued_at', 'draft', 'snapshot', 'paid_on', 'paid_method'])
    .where(customerIs(email))
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: `invoice-${row.id}`,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issued_at,
    document: row.snapshot ?? row.draft,
    paidOn: row.paid_on,
    paidBy: row.paid_method,
  }))
}

/** How many invoices and credit notes, drafts included, are made out to an address. */
export async function countInvoices(db: AppDatabase | Transaction<Database>, email: string) {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(customerIs(email))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

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
  const match = customerIs(email)
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
