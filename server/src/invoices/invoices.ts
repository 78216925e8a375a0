import { createHash, randomBytes } from 'node:crypto'
import {
  addDays,
  formatInvoiceNumber,
  invoiceCompanyOn,
  invoiceDraftSchema,
  type InvoiceDraft,
  type InvoiceFilter,
  type InvoiceKind,
  type InvoiceMessage,
  type InvoiceRecord,
  type InvoiceRow,
  invoiceSchema,
  invoiceSeries,
  type InvoiceSettings,
  type InvoiceSnapshot,
  type InvoiceStatus,
  invoiceRecordLimits,
  newInvoiceDraft,
  type PaymentMethod,
  pdfDateOf,
  snapshotView,
  type StaffUser,
} from '@app/core'
import { makeInvoicePdfBytes } from '@app/core/invoice-pdf'
import { type Selectable, sql, type Transaction } from 'kysely'
import type { AppDatabase } from '../db/database'
import type { Database, InvoicesTable } from '../db/schema'
import { escapeLike, writeAudit } from '../staff/audit'

/**
 * Invoices kept on the server (docs/invoices.md): drafts per member of staff, issuing with a
 * gapless number in the transaction that freezes the snapshot, payments and credit notes.
 */

type Db = AppDatabase | Transaction<Database>
type Row = Selectable<InvoicesTable>

/** What the audit log calls a document: its id, never the customer's name. */
export const invoiceAuditTarget = (id: number) => ({
  type: 'invoice',
  id: `invoice-${id}`,
  label: `invoice-${id}`,
})

/** The UK calendar day of a moment, YYYY-MM-DD. */
export function ukDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment)
}

/** The SHA-256 of a file, in hexadecimal. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** The PDF of an issued document, from its snapshot alone: the same bytes every time. */
export function snapshotPdf(snapshot: InvoiceSnapshot): Uint8Array<ArrayBuffer> {
  return makeInvoicePdfBytes(snapshotView(snapshot), snapshot.company, {
    kind: snapshot.kind,
    creditFor: snapshot.creditFor,
    creationDate: pdfDateOf(snapshot.issuedAt),
    fileId: snapshot.fileId,
  })
}

/** A draft's columns that the list shows and searches, from the draft as typed. */
function draftColumns(draft: InvoiceDraft) {
  const parsed = invoiceSchema.safeParse({ ...draft, number: 'DRAFT' })
  return {
    customer_name: draft.customerName.trim().slice(0, 500),
    customer_email: draft.customerEmail.trim().slice(0, 500),
    invoice_date: draft.invoiceDate.slice(0, 10),
    due_date: draft.dueDate.slice(0, 10),
    total_pence: parsed.success ? parsed.data.totalPence : 0,
  }
}

/** SQL: what issued credit notes have credited of an invoice. */
const creditedSql = sql<number>`(select cast(coalesce(sum(c.total_pence), 0) as bigint) from invoices c
  where c.credits_invoice_id = invoices.id and c.number is not null)`

function statusOf(
  row: Pick<Row, 'number' | 'kind' | 'paid_on' | 'due_date' | 'total_pence'>,
  credited: number,
  today: string,
): InvoiceStatus {
  if (row.number === null) return 'draft'
  if (row.kind === 'credit-note') return 'issued'
  if (row.total_pence > 0 && credited >= row.total_pence) return 'credited'
  if (row.paid_on) return 'paid'
  if (row.due_date !== '' && today > row.due_date) return 'overdue'
  return 'unpaid'
}

function rowOf(row: Row & { credited: number }, today: string): InvoiceRow {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    totalPence: row.total_pence,
    status: statusOf(row, row.credited, today),
    author: row.author,
    updatedAt: row.updated_at.toISOString(),
  }
}

/**
 * The list, newest first, filtered by status and a search in number, customer and e-mail: at
 * most `invoiceRecordLimits.list` rows, and whether more match (the search and the filters reach
 * the older ones).
 */
export async function listInvoices(
  db: Db,
  filter: InvoiceFilter,
  today: string,
): Promise<{ invoices: InvoiceRow[]; more: boolean }> {
  const unpaid = sql<boolean>`kind = 'invoice' and number is not null and paid_on is null
    and not (total_pence > 0 and ${creditedSql} >= total_pence)`
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .select(creditedSql.as('credited'))
    .$if(filter.q !== undefined && filter.q !== '', (q) =>
      q.where(
        sql<string>`coalesce(number, '') || ' ' || customer_name || ' ' || customer_email`,
        'ilike',
        `%${escapeLike(filter.q!)}%`,
      ),
    )
    .$if(filter.status === 'draft', (q) => q.where('number', 'is', null))
    .$if(filter.status === 'issued', (q) => q.where('number', 'is not', null))
    .$if(filter.status === 'paid', (q) =>
      q.where(
        sql<boolean>`kind = 'invoice' and number is not null and paid_on is not null
          and not (total_pence > 0 and ${creditedSql} >= total_pence)`,
      ),
    )
    .$if(filter.status === 'unpaid', (q) => q.where(unpaid))
    .$if(filter.status === 'overdue', (q) =>
      q.where(unpaid).where('due_date', '<', today).where('due_date', '<>', ''),
    )
    .$if(filter.status === 'credited', (q) =>
      q.where(
        sql<boolean>`kind = 'invoice' and number is not null and total_pence > 0
          and ${creditedSql} >= total_pence`,
      ),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(invoiceRecordLimits.list + 1)
    .execute()
  return {
    invoices: rows
      .slice(0, invoiceRecordLimits.list)
      .map((row) => rowOf(row as Row & { credited: number }, today)),
    more: rows.length > invoiceRecordLimits.list,
  }
}

async function messagesOf(db: Db, id: number): Promise<InvoiceMessage[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'attempts', 'created_at', 'sent_at', 'failed_at', 'last_error'])
    .where('related_table', '=', 'invoices')
    .where('related_id', '=', id)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    state: row.sent_at ? 'sent' : row.failed_at ? 'failed' : 'queued',
    attempts: row.attempts,
    queuedAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    failedAt: row.failed_at?.toISOString() ?? null,
    lastError: row.failed_at ? row.last_error : null,
  }))
}

const mayEdit = (row: Pick<Row, 'author_id'>, viewer: StaffUser) =>
  viewer.role === 'owner' || row.author_id === viewer.id

/** Everything about one document, or undefined. */
export async function readInvoice(
  db: Db,
  id: number,
  viewer: StaffUser,
  today: string,
): Promise<InvoiceRecord | undefined> {
  const row = (await db
    .selectFrom('invoices')
    .selectAll()
    .select(creditedSql.as('credited'))
    .where('id', '=', id)
    .executeTakeFirst()) as (Row & { credited: number }) | undefined
  if (!row) return undefined
  const [messages, creditNotes, credited] = await Promise.all([
    messagesOf(db, id),
    db
      .selectFrom('invoices')
      .select(['id', 'number', 'total_pence'])
      .where('credits_invoice_id', '=', id)
      .orderBy('id')
      .execute(),
    row.credits_invoice_id === null
      ? undefined
      : db
          .selectFrom('invoices')
          .select(['id', 'number'])
          .where('id', '=', row.credits_invoice_id)
          .executeTakeFirst(),
  ])
  const parsedDraft = invoiceDraftSchema.safeParse(row.draft)
  return {
    ...rowOf(row, today),
    version: row.version,
    draft: parsedDraft.success ? parsedDraft.data : newInvoiceDraft({ today, number: '' }),
    issuedAt: row.issued_at?.toISOString() ?? null,
    issuedBy: row.issued_by,
    snapshot: (row.snapshot as InvoiceSnapshot | null) ?? null,
    pdfSha256: row.pdf_sha256,
    payment:
      row.paid_on && row.paid_method ? { paidOn: row.paid_on, method: row.paid_method } : null,
    creditedPence: row.credited,
    creditsInvoice: credited ? { id: credited.id, number: credited.number } : null,
    creditNotes: creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      totalPence: note.total_pence,
      issued: note.number !== null,
    })),
    enrolmentId: row.enrolment_id,
    messages,
    editable: row.number === null && mayEdit(row, viewer),
  }
}

/** Starts a draft for `author`: today's date, due four days later, one empty line. */
export async function createDraft(
  db: Db,
  author: StaffUser,
  today: string,
  options: {
    draft?: InvoiceDraft
    kind?: InvoiceKind
    creditsInvoiceId?: number
    enrolmentId?: number
    address?: string
  } = {},
): Promise<number> {
  const draft = options.draft ?? newInvoiceDraft({ today, number: '' })
  const { id } = await db
    .insertInto('invoices')
    .values({
      kind: options.kind ?? 'invoice',
      author_id: author.id,
      author: author.email,
      draft: JSON.stringify(draft),
      credits_invoice_id: options.creditsInvoiceId ?? null,
      enrolment_id: options.enrolmentId ?? null,
      ...draftColumns(draft),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await writeAudit(db, {
    action: 'invoice-created',
    actor: author,
    target: invoiceAuditTarget(id),
    detail: options.kind === 'credit-note' ? 'credit note' : undefined,
    address: options.address,
  })
  return id
}

export type ChangeOutcome =
  | { outcome: 'not-found' }
  | { outcome: 'not-yours' }
  | { outcome: 'issued' }
  | { outcome: 'conflict' }
  | { outcome: 'done' }

/** The draft locked for a change, or why it cannot be changed. */
async function lockDraft(
  trx: Transaction<Database>,
  id: number,
  version: number,
  staff: StaffUser,
): Promise<{ outcome: Exclude<ChangeOutcome['outcome'], 'done'> } | { row: Row }> {
  const row = (await trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()) as Row | undefined
  if (!row) return { outcome: 'not-found' }
  if (row.number !== null) return { outcome: 'issued' }
  if (!mayEdit(row, staff)) return { outcome: 'not-yours' }
  if (row.version !== version) return { outcome: 'conflict' }
  return { row }
}

/** Saves a draft made on `version`; refused when it changed meanwhile or is issued. */
export async function saveDraft(
  db: AppDatabase,
  id: number,
  version: number,
  draft: InvoiceDraft,
  staff: StaffUser,
): Promise<ChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockDraft(trx, id, version, staff)
    if ('outcome' in locked) return locked
    await trx
      .updateTable('invoices')
      .set({
        draft: JSON.stringify(draft),
        ...draftColumns(draft),
        version: sql`version + 1`,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute()
    return { outcome: 'done' }
  })
}

/** Deletes a draft (never an issued document). */
export async function deleteDraft(
  db: AppDatabase,
  id: number,
  version: number,
  staff: StaffUser,
  address: string,
): Promise<ChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockDraft(trx, id, version, staff)
    if ('outcome' in locked) return locked
    await trx.deleteFrom('invoices').where('id', '=', id).execute()
    await writeAudit(trx, {
      action: 'invoice-deleted',
      actor: staff,
      target: invoiceAuditTarget(id),
      address,
    })
    return { outcome: 'done' }
  })
}

export type IssueOutcome =
  | Exclude<ChangeOutcome, { outcome: 'done' }>
  | { outcome: 'invalid'; fields: Record<string, string[]> }
  | { outcome: 'credit-too-much' }
  | { outcome: 'issued-now'; number: string }

/**
 * Issues a draft made on `version`: in one transaction the next number of its series (the series
 * row's lock makes concurrent issues wait their turn), the snapshot, the PDF and its SHA-256.
 * Anything that fails, the PDF included, rolls all of it back: no number is used up.
 */
export async function issueInvoice(
  db: AppDatabase,
  id: number,
  version: number,
  staff: StaffUser,
  now: Date,
  address: string,
): Promise<IssueOutcome> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockDraft(trx, id, version, staff)
    if ('outcome' in locked) return locked
    const { row } = locked
    const draft = invoiceDraftSchema.parse(row.draft)
    const parsed = invoiceSchema.safeParse({ ...draft, number: 'PENDING' })
    if (!parsed.success) {
      const fields: Record<string, string[]> = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.') || 'draft'
        ;(fields[key] ??= []).push(issue.message)
      }
      return { outcome: 'invalid', fields }
    }
    const content = parsed.data
    let creditFor: string | null = null
    if (row.kind === 'credit-note') {
      const invoice = await trx
        .selectFrom('invoices')
        .select(['number', 'total_pence'])
        .select(creditedSql.as('credited'))
        .where('id', '=', row.credits_invoice_id!)
        .forUpdate()
        .executeTakeFirstOrThrow()
      if (Number(invoice.credited) + content.totalPence > invoice.total_pence) {
        return { outcome: 'credit-too-much' }
      }
      creditFor = invoice.number
    }
    const series = invoiceSeries[row.kind] as 'INV' | 'CN'
    const { last_number: value } = await trx
      .updateTable('invoice_series')
      .set({
        last_number: sql`coalesce(last_number, first_number - 1) + 1`,
        updated_at: sql`now()`,
      })
      .where('series', '=', series)
      .returning('last_number')
      .executeTakeFirstOrThrow()
    const number = formatInvoiceNumber(row.kind, value!)
    const snapshot: InvoiceSnapshot = {
      kind: row.kind,
      number,
      issuedAt: now.toISOString(),
      invoiceDate: content.invoiceDate,
      dueDate: row.kind === 'credit-note' ? '' : content.dueDate,
      customer: {
        name: content.customerName,
        email: content.customerEmail,
        address: content.customerAddress,
      },
      notes: content.notes,
      lines: content.lines,
      totalPence: content.totalPence,
      company: invoiceCompanyOn(content.invoiceDate),
      creditFor,
      fileId: randomBytes(16).toString('hex').toUpperCase(),
    }
    const hash = sha256(snapshotPdf(snapshot))
    await trx
      .updateTable('invoices')
      .set({
        number,
        issued_at: now,
        issued_by: staff.email,
        snapshot: JSON.stringify(snapshot),
        pdf_sha256: hash,
        total_pence: content.totalPence,
        customer_name: content.customerName,
        customer_email: content.customerEmail,
        invoice_date: content.invoiceDate,
        due_date: snapshot.dueDate,
        version: sql`version + 1`,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute()
    await writeAudit(
      trx,
      {
        action: 'invoice-issued',
        actor: staff,
        target: invoiceAuditTarget(id),
        detail: number,
        address,
      },
      now,
    )
    return { outcome: 'issued-now', number }
  })
}

/** Records an issued invoice as paid (on a day, by a method) or unpaid again. */
export async function setPayment(
  db: AppDatabase,
  id: number,
  payment: { paidOn: string; method: PaymentMethod } | null,
  staff: StaffUser,
  address: string,
): Promise<'not-found' | 'not-issued' | 'done'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('invoices')
      .select(['number', 'kind'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!row) return 'not-found'
    if (row.number === null || row.kind !== 'invoice') return 'not-issued'
    await trx
      .updateTable('invoices')
      .set({
        paid_on: payment?.paidOn ?? null,
        paid_method: payment?.method ?? null,
        version: sql`version + 1`,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute()
    await writeAudit(trx, {
      action: 'invoice-payment',
      actor: staff,
      target: invoiceAuditTarget(id),
      detail: payment ? `paid ${payment.paidOn} (${payment.method})` : 'unpaid',
      address,
    })
    return 'done'
  })
}

export type CreditOutcome =
  | { outcome: 'not-found' }
  | { outcome: 'not-issued' }
  | { outcome: 'credit-of-credit' }
  | { outcome: 'no-such-line' }
  | { outcome: 'credit-too-much' }
  | { outcome: 'created'; id: number }

/** A credit note draft for an issued invoice: all its lines, or the chosen ones. */
export async function createCreditNote(
  db: AppDatabase,
  invoiceId: number,
  lines: readonly number[] | undefined,
  staff: StaffUser,
  today: string,
  address: string,
): Promise<CreditOutcome> {
  return db.transaction().execute(async (trx) => {
    const invoice = await trx
      .selectFrom('invoices')
      .select(['kind', 'number', 'snapshot', 'total_pence'])
      .select(creditedSql.as('credited'))
      .where('id', '=', invoiceId)
      .executeTakeFirst()
    if (!invoice) return { outcome: 'not-found' }
    if (invoice.number === null) return { outcome: 'not-issued' }
    if (invoice.kind !== 'invoice') return { outcome: 'credit-of-credit' }
    const snapshot = invoice.snapshot as InvoiceSnapshot
    const chosen = lines
      ? [...new Set(lines)].sort((a, b) => a - b)
      : snapshot.lines.map((_, i) => i)
    if (chosen.some((index) => index >= snapshot.lines.length)) return { outcome: 'no-such-line' }
    const credited = chosen.reduce((sum, index) => sum + snapshot.lines[index]!.amountPence, 0)
    if (Number(invoice.credited) + credited > invoice.total_pence) {
      return { outcome: 'credit-too-much' }
    }
    const draft: InvoiceDraft = {
      number: '',
      invoiceDate: today,
      dueDate: today,
      customerName: snapshot.customer.name,
      customerEmail: snapshot.customer.email,
      customerAddress: snapshot.customer.address,
      notes: `Credit for invoice ${snapshot.number}.`,
      lines: chosen.map((index, position) => {
        const line = snapshot.lines[index]!
        return {
          id: position + 1,
          name: line.name,
          quantity: (line.quantityHundredths / 100).toFixed(2).replace(/\.00$/, ''),
          unitPrice: (line.unitPricePence / 100).toFixed(2),
        }
      }),
    }
    const id = await createDraft(trx, staff, today, {
      draft,
      kind: 'credit-note',
      creditsInvoiceId: invoiceId,
      address,
    })
    return { outcome: 'created', id }
  })
}

/** The numbering and the company details. */
export async function readSettings(db: Db): Promise<InvoiceSettings> {
  const rows = await db
    .selectFrom('invoice_series')
    .select(['series', 'first_number', 'last_number'])
    .execute()
  const row = rows.find((series) => series.series === 'INV')!
  const credit = rows.find((series) => series.series === 'CN')!
  return {
    firstNumber: row.first_number,
    firstNumberChangeable: row.last_number === null,
    nextNumber: formatInvoiceNumber('invoice', (row.last_number ?? row.first_number - 1) + 1),
    nextCreditNoteNumber: formatInvoiceNumber(
      'credit-note',
      (credit.last_number ?? credit.first_number - 1) + 1,
    ),
    company: invoiceCompanyOn(ukDay(new Date())),
  }
}

/** Sets the first invoice number: only until the first invoice is issued. */
export async function setFirstNumber(
  db: AppDatabase,
  firstNumber: number,
  staff: StaffUser,
  address: string,
): Promise<'fixed' | 'done'> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('invoice_series')
      .set({ first_number: firstNumber, updated_at: sql`now()` })
      .where('series', '=', 'INV')
      .where('last_number', 'is', null)
      .executeTakeFirst()
    if (Number(changed.numUpdatedRows) === 0) return 'fixed'
    await writeAudit(trx, {
      action: 'invoice-numbering',
      actor: staff,
      target: { type: 'invoice series', id: 'INV', label: 'INV' },
      detail: `first number ${firstNumber}`,
      address,
    })
    return 'done'
  })
}

/**
 * A draft from a paid enrolment: the student's details, one line per course (name, duration,
 * price) and "Paid by card on {date}"; or why not.
 */
export async function draftFromEnrolment(
  db: AppDatabase,
  enrolmentId: number,
  staff: StaffUser,
  today: string,
  address: string,
): Promise<
  { outcome: 'not-found' } | { outcome: 'not-paid' } | { outcome: 'created'; id: number }
> {
  const enrolment = await db
    .selectFrom('enrolments')
    .select(['name', 'email', 'status', 'paid_at'])
    .where('id', '=', enrolmentId)
    .executeTakeFirst()
  if (!enrolment) return { outcome: 'not-found' }
  if (enrolment.status !== 'paid' || !enrolment.paid_at) return { outcome: 'not-paid' }
  const lines = await db
    .selectFrom('enrolment_lines')
    .select(['course_title', 'duration_label', 'price_pence'])
    .where('enrolment_id', '=', enrolmentId)
    .orderBy('position')
    .execute()
  const paidOn = ukDay(enrolment.paid_at)
  const draft: InvoiceDraft = {
    ...newInvoiceDraft({ today, number: '' }),
    invoiceDate: today,
    dueDate: addDays(today, 4),
    customerName: enrolment.name,
    customerEmail: enrolment.email,
    notes: `Paid by card on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${paidOn}T00:00:00Z`))}.`,
    lines: lines.map((line, index) => ({
      id: index + 1,
      name: `${line.course_title} (${line.duration_label})`,
      quantity: '1',
      unitPrice: (line.price_pence / 100).toFixed(2),
    })),
  }
  const id = await createDraft(db, staff, today, { draft, enrolmentId, address })
  return { outcome: 'created', id }
}
