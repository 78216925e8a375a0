import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  addDays,
  inboxApiPaths,
  invoiceApiPaths,
  invoiceFieldErrors,
  type InvoiceDraft,
  type InvoiceRecord,
  type InvoiceRow,
  invoiceRecordLimits,
  invoiceRecordMessages,
  invoiceView,
  staffMessages,
} from '@app/core'
import { makeInvoicePdfBytes } from '@app/core/invoice-pdf'
import { ukDay } from '@app/server/src/invoices/invoices'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backendTitle, databaseBackends } from '../support/database'
import {
  eventually,
  insertPaidEnrolment,
  startStaffTestApp,
  type StaffTestApp,
} from '../support/inbox-records'
import { StaffClient, type StaffMember } from '../support/staff'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** The text of a PDF as pdftotext reads it. */
function pdfText(bytes: Uint8Array): string {
  const folder = mkdtempSync(join(tmpdir(), 'invoice-pdf-'))
  const file = join(folder, 'document.pdf')
  writeFileSync(file, bytes)
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

let customers = 0
/** A complete draft for a customer of its own, dated today. */
function completeDraft(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  customers += 1
  const today = ukDay(new Date())
  return {
    number: '',
    invoiceDate: today,
    dueDate: addDays(today, 4),
    customerName: `Customer ${customers} Ltd`,
    customerEmail: `accounts${customers}-${Date.now()}@example.com`,
    customerAddress: '1 High Street\nNorthampton\nNN1 1AA',
    notes: '',
    lines: [
      { id: 1, name: 'SAP BASIS (3 months)', quantity: '1', unitPrice: '1200' },
      { id: 2, name: 'Exam preparation', quantity: '2.5', unitPrice: '40.10' },
    ],
    ...overrides,
  }
}

for (const backend of await databaseBackends()) {
  describe.skipIf(backend.skip)(`invoices on ${backendTitle(backend)}`, () => {
    let staff: StaffTestApp
    let owner: StaffMember
    let colleague: StaffMember

    beforeAll(async () => {
      staff = await startStaffTestApp(backend.backend)
      owner = staff.owner
      colleague = await staff.colleague('cara.colleague@example.com')
    })

    afterAll(async () => {
      await staff?.close()
    })

    async function answer<T = InvoiceRecord>(response: Response, status = 200): Promise<T> {
      const text = await response.text()
      expect(response.status, text).toBe(status)
      const json = JSON.parse(text) as { invoice?: T }
      return (json.invoice ?? json) as T
    }

    async function newDraft(member: StaffMember = owner, draft = completeDraft()) {
      const created = await answer(await member.client.post(invoiceApiPaths.create, {}))
      return answer(
        await member.client.post(invoiceApiPaths.draft(created.id), {
          version: created.version,
          draft,
        }),
      )
    }

    async function issue(member: StaffMember, invoice: InvoiceRecord, status = 200) {
      return answer(
        await member.client.post(invoiceApiPaths.issue(invoice.id), { version: invoice.version }),
        status,
      )
    }

    async function list(query = ''): Promise<InvoiceRow[]> {
      const json = await answer<{ invoices: InvoiceRow[] }>(
        await owner.client.get(`${invoiceApiPaths.list}${query}`),
      )
      return json.invoices
    }

    /** The first invoice number is set while the series has not started (first describe block). */
    it('lets an owner choose the first number until the first invoice is issued', async () => {
      const refused = await colleague.client.post(invoiceApiPaths.settings, { firstNumber: 500 })
      expect(refused.status).toBe(403)
      const bad = await owner.client.post(invoiceApiPaths.settings, { firstNumber: 0 })
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty(
        'firstNumber',
      )
      const set = await owner.client.post(invoiceApiPaths.settings, { firstNumber: 41 })
      expect(set.status, await set.clone().text()).toBe(200)
      expect(((await set.json()) as { settings: { nextNumber: string } }).settings.nextNumber).toBe(
        'INV-0041',
      )
      const first = await issue(owner, await newDraft())
      expect(first.number).toBe('INV-0041')
      const late = await owner.client.post(invoiceApiPaths.settings, { firstNumber: 7 })
      expect(late.status).toBe(409)
      expect(((await late.json()) as { error: string }).error).toBe(
        invoiceRecordMessages.firstNumberFixed,
      )
      const second = await issue(owner, await newDraft())
      expect(second.number).toBe('INV-0042')
    })

    it('answers 401 to every route when signed out', async () => {
      const stranger = new StaffClient(staff.app.url)
      for (const response of [
        await stranger.get(invoiceApiPaths.list),
        await stranger.post(invoiceApiPaths.create, {}),
        await stranger.get(invoiceApiPaths.item(1)),
        await stranger.post(invoiceApiPaths.issue(1), { version: 0 }),
        await stranger.get(invoiceApiPaths.pdf(1)),
      ]) {
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({ ok: false, error: staffMessages.signInRequired })
      }
    })

    it('keeps drafts per member, saved on a version, with the editor’s checks', async () => {
      const created = await answer(await colleague.client.post(invoiceApiPaths.create, {}))
      expect(created).toMatchObject({ status: 'draft', number: null, editable: true, version: 0 })
      expect(created.draft.lines).toHaveLength(1)

      // A payload that is not a draft: 400 naming the field, nothing stored.
      const bad = await colleague.client.post(invoiceApiPaths.draft(created.id), {
        version: 0,
        draft: { ...completeDraft(), lines: 'many' },
      })
      expect(bad.status).toBe(400)
      expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(['draft'])

      const draft = completeDraft({ customerEmail: 'not-an-address' })
      const saved = await answer(
        await colleague.client.post(invoiceApiPaths.draft(created.id), { version: 0, draft }),
      )
      expect(saved.version).toBe(1)
      expect(saved.draft.customerName).toBe(draft.customerName)

      // The second tab saves on the version it loaded: refused, with the draft as it is now.
      const stale = await colleague.client.post(invoiceApiPaths.draft(created.id), {
        version: 0,
        draft: completeDraft(),
      })
      expect(stale.status).toBe(409)
      const staleJson = (await stale.json()) as { error: string; invoice: InvoiceRecord }
      expect(staleJson.error).toBe(invoiceRecordMessages.changedMeanwhile)
      expect(staleJson.invoice.draft.customerName).toBe(draft.customerName)

      // Someone else's draft is theirs (owners may change any).
      const other = await newDraft(owner)
      const notYours = await colleague.client.post(invoiceApiPaths.draft(other.id), {
        version: other.version,
        draft: completeDraft(),
      })
      expect(notYours.status).toBe(403)

      // Issuing it checks the same rules as the editor: the e-mail address is wrong.
      const refused = await colleague.client.post(invoiceApiPaths.issue(created.id), {
        version: saved.version,
      })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { fields: Record<string, string[]> }).fields).toEqual({
        customerEmail: [invoiceFieldErrors.customerEmail],
      })

      // A line above £10,000,000 is refused, naming the line.
      const huge = await answer(
        await colleague.client.post(invoiceApiPaths.draft(created.id), {
          version: saved.version,
          draft: completeDraft({
            lines: [{ id: 1, name: 'Campus', quantity: '10000', unitPrice: '1000000' }],
          }),
        }),
      )
      const tooBig = await colleague.client.post(invoiceApiPaths.issue(created.id), {
        version: huge.version,
      })
      expect(tooBig.status).toBe(400)
      expect(((await tooBig.json()) as { fields: Record<string, string[]> }).fields).toEqual({
        'lines.0.quantity': [invoiceFieldErrors.lineTooLarge],
        items: [invoiceFieldErrors.totalTooLarge],
      })

      // A draft can be deleted; it is gone from the list.
      const deleted = await colleague.client.post(invoiceApiPaths.remove(created.id), {
        version: huge.version,
      })
      expect(deleted.status).toBe(200)
      expect((await list()).map((row) => row.id)).not.toContain(created.id)
    })

    it('issues 20 drafts at once as 20 consecutive numbers, no gap, no duplicate', async () => {
      const drafts = await Promise.all(Array.from({ length: 20 }, () => newDraft()))
      const issued = await Promise.all(drafts.map((draft) => issue(owner, draft)))
      const numbers = issued
        .map((invoice) => Number(invoice.number!.slice(4)))
        .sort((a, b) => a - b)
      expect(new Set(numbers).size).toBe(20)
      expect(numbers.at(-1)! - numbers[0]!).toBe(19)
      const all = await staff.app.db
        .selectFrom('invoices')
        .select('number')
        .where('kind', '=', 'invoice')
        .where('number', 'is not', null)
        .execute()
      const every = all.map((row) => Number(row.number!.slice(4))).sort((a, b) => a - b)
      expect(every).toEqual(Array.from({ length: every.length }, (_, i) => every[0]! + i))
    })

    it('freezes an issued invoice: a snapshot, the PDF’s hash, and no route changes it', async () => {
      const draft = await newDraft()
      const issued = await issue(owner, draft)
      expect(issued).toMatchObject({ status: 'unpaid', editable: false })
      expect(issued.number).toMatch(/^INV-\d{4,}$/)
      expect(issued.snapshot).toMatchObject({
        number: issued.number,
        totalPence: 130_025,
        customer: { name: draft.draft.customerName },
        company: { vatNumber: null },
      })

      // The PDF downloaded is the PDF hashed at issue, with the number and total in it.
      const pdf = await owner.client.get(invoiceApiPaths.pdf(issued.id))
      expect(pdf.status).toBe(200)
      expect(pdf.headers.get('content-disposition')).toContain(
        `Invoice_${issued.number}_${draft.draft.customerName}.pdf`,
      )
      const bytes = new Uint8Array(await pdf.arrayBuffer())
      expect(sha256(bytes)).toBe(issued.pdfSha256)
      const text = pdfText(bytes)
      expect(text).toContain(issued.number)
      expect(text).toContain('£1,300.25')
      expect(text).not.toContain('DRAFT')
      expect(text).not.toContain('VAT')
      // Made again, later, it is the same file.
      const again = new Uint8Array(
        await (await owner.client.get(invoiceApiPaths.pdf(issued.id))).arrayBuffer(),
      )
      expect(sha256(again)).toBe(issued.pdfSha256)

      // Every change is refused.
      const stale = await owner.client.post(invoiceApiPaths.issue(issued.id), {
        version: draft.version,
      })
      expect(stale.status).toBe(409)
      for (const response of [
        await owner.client.post(invoiceApiPaths.issue(issued.id), { version: issued.version }),
        await owner.client.post(invoiceApiPaths.draft(issued.id), {
          version: issued.version,
          draft: completeDraft(),
        }),
        await owner.client.post(invoiceApiPaths.remove(issued.id), { version: issued.version }),
      ]) {
        expect(response.status).toBe(409)
        expect(((await response.json()) as { error: string }).error).toBe(
          invoiceRecordMessages.issuedUnchangeable,
        )
      }
      // Nor can anything else: the database refuses.
      await expect(
        staff.app.db
          .updateTable('invoices')
          .set({ total_pence: 1 })
          .where('id', '=', issued.id)
          .execute(),
      ).rejects.toThrow(/never changed/)
      await expect(
        staff.app.db.deleteFrom('invoices').where('id', '=', issued.id).execute(),
      ).rejects.toThrow(/never deleted/)
      const after = await answer(await owner.client.get(invoiceApiPaths.item(issued.id)))
      expect(after.snapshot).toEqual(issued.snapshot)
      expect(after.pdfSha256).toBe(issued.pdfSha256)
    })

    it('refuses to issue a draft changed since the page loaded', async () => {
      const draft = await newDraft()
      await answer(
        await owner.client.post(invoiceApiPaths.draft(draft.id), {
          version: draft.version,
          draft: completeDraft({ customerName: 'Changed in another tab' }),
        }),
      )
      const stale = await owner.client.post(invoiceApiPaths.issue(draft.id), {
        version: draft.version,
      })
      expect(stale.status).toBe(409)
      const json = (await stale.json()) as { invoice: InvoiceRecord }
      expect(json.invoice.number).toBeNull()
      expect(json.invoice.draft.customerName).toBe('Changed in another tab')
    })

    it('makes the same PDF bytes from the same snapshot, and marks a draft DRAFT without a number', async () => {
      const issued = await issue(owner, await newDraft())
      const { snapshotPdf } = await import('@app/server/src/invoices/invoices')
      expect(sha256(snapshotPdf(issued.snapshot!))).toBe(issued.pdfSha256)

      const draft = completeDraft({ customerName: 'Draft Customer' })
      const view = invoiceView(draft)
      const draftPdf = makeInvoicePdfBytes(view, issued.snapshot!.company, { draft: true })
      const text = pdfText(draftPdf)
      expect(text).toContain('DRAFT')
      expect(text).not.toMatch(/INV-\d/)
      expect(text).toContain('Draft Customer')
    })

    it('shows paid, unpaid and overdue (from the day after the due date)', async () => {
      const today = ukDay(new Date())
      const dueToday = await issue(
        owner,
        await newDraft(owner, completeDraft({ invoiceDate: addDays(today, -10), dueDate: today })),
      )
      const dueYesterday = await issue(
        owner,
        await newDraft(
          owner,
          completeDraft({ invoiceDate: addDays(today, -10), dueDate: addDays(today, -1) }),
        ),
      )
      expect(dueToday.status).toBe('unpaid')
      expect(dueYesterday.status).toBe('overdue')
      expect((await list('?status=overdue')).map((row) => row.id)).toContain(dueYesterday.id)
      expect((await list('?status=overdue')).map((row) => row.id)).not.toContain(dueToday.id)

      const badMethod = await owner.client.post(invoiceApiPaths.payment(dueYesterday.id), {
        paid: true,
        paidOn: today,
        method: 'cheque',
      })
      expect(badMethod.status).toBe(400)
      const paid = await answer(
        await owner.client.post(invoiceApiPaths.payment(dueYesterday.id), {
          paid: true,
          paidOn: today,
          method: 'bank-transfer',
        }),
      )
      expect(paid.status).toBe('paid')
      expect(paid.payment).toEqual({ paidOn: today, method: 'bank-transfer' })
      expect(paid.pdfSha256).toBe(dueYesterday.pdfSha256)
      expect((await list('?status=paid')).map((row) => row.id)).toContain(paid.id)
      const unpaid = await answer(
        await owner.client.post(invoiceApiPaths.payment(dueYesterday.id), { paid: false }),
      )
      expect(unpaid.status).toBe('overdue')
      const unknown = await owner.client.get(`${invoiceApiPaths.list}?status=lost`)
      expect(unknown.status).toBe(400)
    })

    it('finds invoices by number, customer and e-mail, newest first', async () => {
      const draft = completeDraft({ customerName: 'Zebedee Quill & Co' })
      const issued = await issue(owner, await newDraft(owner, draft))
      expect((await list(`?q=${encodeURIComponent('quill & co')}`)).map((r) => r.id)).toEqual([
        issued.id,
      ])
      expect((await list(`?q=${issued.number}`)).map((r) => r.id)).toContain(issued.id)
      expect(
        (await list(`?q=${encodeURIComponent(draft.customerEmail)}`)).map((r) => r.id),
      ).toEqual([issued.id])
      expect((await list('?status=draft')).every((row) => row.number === null)).toBe(true)
      const rows = await list()
      const times = rows.map((row) => row.updatedAt)
      expect([...times].sort().reverse()).toEqual(times)
    })

    it('credits chosen lines or the whole invoice with CN- numbers; a fully credited invoice shows credited', async () => {
      const invoice = await issue(owner, await newDraft())
      const bad = await owner.client.post(invoiceApiPaths.creditNotes(invoice.id), { lines: [5] })
      expect(bad.status).toBe(400)
      const partial = await answer(
        await owner.client.post(invoiceApiPaths.creditNotes(invoice.id), { lines: [1] }),
      )
      expect(partial).toMatchObject({ kind: 'credit-note', number: null, status: 'draft' })
      expect(partial.creditsInvoice).toEqual({ id: invoice.id, number: invoice.number })
      expect(partial.draft.lines.map((line) => line.name)).toEqual(['Exam preparation'])
      const partialIssued = await issue(owner, partial)
      expect(partialIssued.number).toMatch(/^CN-\d{4,}$/)
      expect(partialIssued.snapshot).toMatchObject({
        creditFor: invoice.number,
        totalPence: 10_025,
      })
      const text = pdfText(
        new Uint8Array(
          await (await owner.client.get(invoiceApiPaths.pdf(partialIssued.id))).arrayBuffer(),
        ),
      )
      expect(text).toContain('Credit note')
      expect(text).toContain(invoice.number!)
      expect(text).toContain('£100.25')

      const halfway = await answer(await owner.client.get(invoiceApiPaths.item(invoice.id)))
      expect(halfway).toMatchObject({ status: 'unpaid', creditedPence: 10_025 })

      // The whole invoice would now credit more than it: refused.
      const tooMuch = await owner.client.post(invoiceApiPaths.creditNotes(invoice.id), {})
      expect(tooMuch.status).toBe(409)
      const rest = await issue(
        owner,
        await answer(
          await owner.client.post(invoiceApiPaths.creditNotes(invoice.id), { lines: [0] }),
        ),
      )
      expect(Number(rest.number!.slice(3))).toBe(Number(partialIssued.number!.slice(3)) + 1)
      const credited = await answer(await owner.client.get(invoiceApiPaths.item(invoice.id)))
      expect(credited.status).toBe('credited')
      expect(credited.creditNotes.map((note) => note.number)).toEqual([
        partialIssued.number,
        rest.number,
      ])
      expect((await list('?status=credited')).map((row) => row.id)).toContain(invoice.id)
      const ofCredit = await owner.client.post(invoiceApiPaths.creditNotes(rest.id), {})
      expect(ofCredit.status).toBe(409)
    })

    it('e-mails the issued PDF through the outbox, once per click, and shows it sent', async () => {
      const draft = completeDraft()
      const invoice = await issue(owner, await newDraft(owner, draft))
      const key = `click-${Date.now()}`
      const [first, second] = await Promise.all([
        owner.client.post(invoiceApiPaths.email(invoice.id), { key }),
        owner.client.post(invoiceApiPaths.email(invoice.id), { key }),
      ])
      expect(first.status).toBe(200)
      expect(second.status).toBe(200)
      const message = await staff.smtp.waitForMessage((mail) =>
        mail.to.includes(draft.customerEmail),
      )
      expect(message.subject).toContain(invoice.number)
      const attachment = message.parsed.attachments[0]!
      expect(attachment.filename).toBe(`Invoice_${invoice.number}_${draft.customerName}.pdf`)
      expect(attachment.contentType).toBe('application/pdf')
      expect(sha256(attachment.content)).toBe(invoice.pdfSha256)
      expect(message.parsed.replyTo?.text).toContain('hello@')
      const sent = await eventually('the e-mail to show as sent', async () => {
        const record = await answer(await owner.client.get(invoiceApiPaths.item(invoice.id)))
        return record.messages[0]?.state === 'sent' ? record : undefined
      })
      expect(sent.messages).toHaveLength(1)
      const rows = await staff.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', `invoice-${invoice.id}`)
        .execute()
      expect(rows.map((row) => row.action)).toEqual(
        expect.arrayContaining(['invoice-created', 'invoice-issued', 'invoice-emailed']),
      )
    })

    it('starts a draft from a paid enrolment: the student, a line per course, "Paid by card"', async () => {
      const { id } = await insertPaidEnrolment(staff.app.db, {
        name: 'Priya Patel',
        email: `priya-${Date.now()}@example.com`,
      })
      const draft = await answer(
        await owner.client.post(invoiceApiPaths.fromEnrolment, { enrolmentId: id }),
      )
      expect(draft.draft).toMatchObject({
        customerName: 'Priya Patel',
        lines: [{ name: 'SAP BASIS (3 months)', quantity: '1', unitPrice: '1200.00' }],
      })
      expect(draft.draft.notes).toMatch(/^Paid by card on \d{1,2} \w+ \d{4}\.$/)
      expect(draft.enrolmentId).toBe(id)
      const missing = await owner.client.post(invoiceApiPaths.fromEnrolment, {
        enrolmentId: 999_999,
      })
      expect(missing.status).toBe(404)
    })

    it('anonymises the customer of issued invoices on erasure, keeping numbers and amounts', async () => {
      const draft = completeDraft({ customerName: 'Erin Erasable' })
      const issued = await issue(owner, await newDraft(owner, draft))
      const pending = await newDraft(owner, {
        ...completeDraft(),
        customerEmail: draft.customerEmail,
      })
      const bystander = await issue(owner, await newDraft())
      // A subject access request's file holds them, as issued and as typed.
      const exported = await owner.client.post(inboxApiPaths.privacyExport, {
        email: draft.customerEmail,
      })
      expect(exported.status).toBe(200)
      const file = (await exported.json()) as { invoices: { number: string | null }[] }
      expect(file.invoices.map((row) => row.number)).toEqual([issued.number, null])
      // Find counts them among what is held, so the erasure's confirmation names them.
      const found = await owner.client.post(inboxApiPaths.privacyFind, {
        email: draft.customerEmail,
      })
      expect(await found.json()).toMatchObject({ findings: { invoices: 2 } })
      const erased = await owner.client.post(inboxApiPaths.privacyErase, {
        email: draft.customerEmail.toUpperCase(),
      })
      expect(erased.status, await erased.clone().text()).toBe(200)
      expect(await erased.clone().json()).toMatchObject({
        erased: { invoiceDraftsDeleted: 1, invoicesAnonymised: 1 },
      })
      const after = await answer(await owner.client.get(invoiceApiPaths.item(issued.id)))
      expect(after).toMatchObject({
        number: issued.number,
        totalPence: issued.totalPence,
        customerName: 'Erased',
        customerEmail: '',
        pdfSha256: issued.pdfSha256,
      })
      expect(after.snapshot!.customer).toEqual({ name: 'Erased', email: '', address: '' })
      expect(after.snapshot!.lines).toEqual(issued.snapshot!.lines)
      expect(JSON.stringify(after)).not.toContain('Erin Erasable')
      expect((await owner.client.get(invoiceApiPaths.item(pending.id))).status).toBe(404)
      const untouched = await answer(await owner.client.get(invoiceApiPaths.item(bystander.id)))
      expect(untouched.snapshot).toEqual(bystander.snapshot)
    })

    it('uses no number when an issue fails', async () => {
      const before = await staff.app.db
        .selectFrom('invoice_series')
        .select('last_number')
        .where('series', '=', 'INV')
        .executeTakeFirstOrThrow()
      // A draft whose stored JSON is not a draft cannot be issued: the issue fails, nothing moves.
      const draft = await newDraft()
      await sql`update invoices set draft = '{"broken": true}'::jsonb where id = ${draft.id}`.execute(
        staff.app.db,
      )
      const failed = await owner.client.post(invoiceApiPaths.issue(draft.id), {
        version: draft.version,
      })
      expect(failed.status).toBe(500)
      const after = await staff.app.db
        .selectFrom('invoice_series')
        .select('last_number')
        .where('series', '=', 'INV')
        .executeTakeFirstOrThrow()
      expect(after.last_number).toBe(before.last_number)
      const row = await staff.app.db
        .selectFrom('invoices')
        .select('number')
        .where('id', '=', draft.id)
        .executeTakeFirstOrThrow()
      expect(row.number).toBeNull()
    })

    it('lists the newest ones and says when more match, which the search still finds', async () => {
      const oldest = await issue(
        owner,
        await newDraft(owner, completeDraft({ customerName: 'Oldest Customer Ltd' })),
      )
      // Enough drafts after it to push it off the list.
      for (let batch = 0; batch < invoiceRecordLimits.list / 20; batch += 1) {
        await Promise.all(
          Array.from({ length: 20 }, () => owner.client.post(invoiceApiPaths.create, {})),
        )
      }
      const page = await answer<{ invoices: InvoiceRow[]; more: boolean }>(
        await owner.client.get(invoiceApiPaths.list),
      )
      expect(page.invoices).toHaveLength(invoiceRecordLimits.list)
      expect(page.more).toBe(true)
      expect(page.invoices.map((row) => row.id)).not.toContain(oldest.id)
      const found = await answer<{ invoices: InvoiceRow[]; more: boolean }>(
        await owner.client.get(
          `${invoiceApiPaths.list}?q=${encodeURIComponent('oldest customer')}`,
        ),
      )
      expect(found).toMatchObject({ more: false, invoices: [{ id: oldest.id }] })
    })
  })
}
