import {
  brand,
  documentFileName,
  formatLongDate,
  formatPence,
  type InvoiceSnapshot,
  type StaffUser,
} from '@app/core'
import { sql } from 'kysely'
import type { AppDatabase } from '../db/database'
import { oneLine, renderMail } from '../mail/layout'
import { enqueueMail, type MailToQueue } from '../mail/queue'
import { writeAudit } from '../staff/audit'
import { invoiceAuditTarget, sha256, snapshotPdf } from './invoices'

/**
 * The e-mail that sends an issued invoice or credit note to the customer (docs/invoices.md#e-mail):
 * the shared layout, the PDF attached, replies to the company's address.
 */
export function composeInvoiceMail(
  id: number,
  snapshot: InvoiceSnapshot,
  pdf: Uint8Array,
  replyTo: string,
): MailToQueue {
  const word = snapshot.kind === 'credit-note' ? 'Credit note' : 'Invoice'
  const rows: [string, string][] = [
    [`${word} number`, snapshot.number],
    [`${word} date`, formatLongDate(snapshot.invoiceDate)],
  ]
  if (snapshot.kind === 'credit-note') rows.push(['For invoice', snapshot.creditFor ?? ''])
  else rows.push(['Due date', formatLongDate(snapshot.dueDate)])
  rows.push([
    snapshot.kind === 'credit-note' ? 'Credited' : 'Total',
    formatPence(snapshot.totalPence),
  ])
  const { text, html } = renderMail({
    heading: `${word} ${snapshot.number} from ${brand.name}`,
    blocks: [
      {
        kind: 'paragraphs',
        paragraphs: [
          `Dear ${oneLine(snapshot.customer.name)},`,
          `Please find attached ${word.toLowerCase()} ${snapshot.number} as a PDF.`,
        ],
      },
      { kind: 'rows', rows },
      {
        kind: 'paragraphs',
        paragraphs: ['If you have any question about it, reply to this e-mail.'],
      },
    ],
  })
  return {
    kind: snapshot.kind === 'credit-note' ? 'credit-note' : 'invoice',
    to_address: snapshot.customer.email,
    reply_to_address: replyTo,
    reply_to_name: brand.name,
    subject: `${word} ${snapshot.number} from ${brand.name}`,
    text_body: text,
    html_body: html,
    related_table: 'invoices',
    related_id: id,
    attachments: [
      {
        filename: documentFileName(snapshot.kind, snapshot.number, snapshot.customer.name),
        contentType: 'application/pdf',
        content: Buffer.from(pdf).toString('base64'),
        encoding: 'base64',
      },
    ],
  }
}

export type EmailOutcome =
  'not-found' | 'not-issued' | 'no-address' | 'pdf-mismatch' | 'queued' | 'repeated'

/**
 * Queues the issued document's e-mail through the outbox, once per click (`key`); the PDF is made
 * again from the snapshot and must have the hash recorded at issue.
 */
export async function queueInvoiceMail(
  db: AppDatabase,
  id: number,
  key: string,
  staff: StaffUser,
  replyTo: string,
  address: string,
): Promise<EmailOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('invoices')
      .select(['number', 'snapshot', 'pdf_sha256'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!row) return 'not-found'
    if (row.number === null) return 'not-issued'
    const earlier = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('request_key', '=', key)
      .executeTakeFirst()
    if (earlier) return 'repeated'
    const snapshot = row.snapshot as InvoiceSnapshot
    if (!snapshot.customer.email) return 'no-address'
    const pdf = snapshotPdf(snapshot)
    if (sha256(pdf) !== row.pdf_sha256) return 'pdf-mismatch'
    const mailId = await enqueueMail(trx, composeInvoiceMail(id, snapshot, pdf, replyTo))
    await trx
      .updateTable('mail_outbox')
      .set({ request_key: key })
      .where('id', '=', mailId)
      .execute()
    await trx
      .updateTable('invoices')
      .set({ updated_at: sql`updated_at` })
      .where('id', '=', id)
      .execute()
    await writeAudit(trx, {
      action: 'invoice-emailed',
      actor: staff,
      target: invoiceAuditTarget(id),
      detail: `${row.number}, e-mail ${mailId}`,
      address,
    })
    return 'queued'
  })
}
