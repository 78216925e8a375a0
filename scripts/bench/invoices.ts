import { addDays, invoiceApiPaths, type InvoiceDraft, type InvoiceRecord } from '@app/core'
import { snapshotPdf, ukDay } from '../../server/src/invoices/invoices'
import type { StaffClient } from '../../tests/support/staff'
import { withStaffBench } from './staff-server'
import { postgresUrl, quantile, reachable } from './support'

const issues = Number(process.env.BENCH_INVOICE_ISSUES ?? 60)
const lineCount = 30

/** A complete 30-line draft, as staff would type it. */
function thirtyLines(n: number): InvoiceDraft {
  const today = ukDay(new Date())
  return {
    number: '',
    invoiceDate: today,
    dueDate: addDays(today, 4),
    customerName: `Northampton College of Technology ${n}`,
    customerEmail: `accounts${n}@college.example`,
    customerAddress: 'Booth Lane\nNorthampton\nNN3 3RF',
    notes: '',
    lines: Array.from({ length: lineCount }, (_, index) => ({
      id: index + 1,
      name: `Course seat ${index + 1}: Cybersecurity, 3 months`,
      quantity: index % 3 === 0 ? '2.5' : '1',
      unitPrice: `${1200 + index * 15}.50`,
    })),
  }
}

async function draftOf(client: StaffClient, n: number): Promise<InvoiceRecord> {
  const created = (await (await client.post(invoiceApiPaths.create, {})).json()) as {
    invoice: InvoiceRecord
  }
  const saved = await client.post(invoiceApiPaths.draft(created.invoice.id), {
    version: created.invoice.version,
    draft: thirtyLines(n),
  })
  return ((await saved.json()) as { invoice: InvoiceRecord }).invoice
}

async function issue(client: StaffClient, draft: InvoiceRecord): Promise<number> {
  const started = performance.now()
  const answer = await client.post(invoiceApiPaths.issue(draft.id), { version: draft.version })
  if (answer.status !== 200) throw new Error(`Issue answered ${answer.status}`)
  return performance.now() - started
}

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return `p50 ${quantile(sorted, 0.5).toFixed(1).padStart(6)} ms   p95 ${quantile(sorted, 0.95).toFixed(1).padStart(6)} ms`
}

/**
 * Invoices (docs/invoices.md) on PostgreSQL: issuing a 30-line draft over loopback (the number,
 * the snapshot, the PDF and its hash in one transaction), one at a time and 20 at once, and the
 * 30-line PDF made on the server (time and size).
 */
export async function run() {
  console.log(`\nInvoices: issuing ${issues} drafts of ${lineCount} lines, PostgreSQL, loopback`)
  if (!(await reachable(postgresUrl))) {
    console.log(`PostgreSQL   skipped: nothing answers at ${postgresUrl}`)
    return
  }
  await withStaffBench(
    'invoices',
    async () => {},
    async ({ client }) => {
      const one: number[] = []
      for (let n = 0; n < issues; n += 1) one.push(await issue(client, await draftOf(client, n)))
      console.log(`issue, one at a time   ${figures(one)}`)

      const batch = await Promise.all(
        Array.from({ length: 20 }, (_, n) => draftOf(client, 1000 + n)),
      )
      const started = performance.now()
      const together = await Promise.all(batch.map((draft) => issue(client, draft)))
      console.log(
        `issue, 20 at once      ${figures(together)}   all 20 in ${(performance.now() - started).toFixed(0)} ms`,
      )

      const issued = (await (await client.get(invoiceApiPaths.item(batch[0]!.id))).json()) as {
        invoice: InvoiceRecord
      }
      const snapshot = issued.invoice.snapshot
      const pdfTimes: number[] = []
      let bytes = 0
      for (let run = 0; run < 20; run += 1) {
        const begun = performance.now()
        bytes = snapshotPdf(snapshot!).byteLength
        pdfTimes.push(performance.now() - begun)
      }
      console.log(`30-line PDF on server  ${figures(pdfTimes)}   ${(bytes / 1024).toFixed(1)} KiB`)
    },
  )
}
