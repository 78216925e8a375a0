import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  invoiceApiPaths,
  invoicePages,
  invoicePageText,
  invoiceRecordMessages,
  type InvoiceRecord,
} from '@app/core'
import type { Download, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { axeViolations, formatViolations } from './support/axe'
import { desktop, openPage } from './support/browser'
import { gotoHydrated } from './support/pages'
import { useSiteAndBrowser } from './support/site-and-browser'
import { signInAsOwner } from './support/staff-browser'

const text = invoicePageText
const downloads = mkdtempSync(join(tmpdir(), 'invoices-e2e-'))

/** The file the browser was given, its text as pdftotext reads it, and its SHA-256. */
async function saved(download: Download, name: string) {
  const file = join(downloads, name)
  await download.saveAs(file)
  const bytes = readFileSync(file)
  return {
    fileName: download.suggestedFilename(),
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }
}

async function click(page: Page, name: string | RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    page.getByRole('button', { name }).click(),
  ])
  return download
}

/** The document as the API has it, asked from the page (with its own session). */
function recordOf(page: Page, id: string): Promise<InvoiceRecord> {
  return page.evaluate(async (path) => {
    const response = await fetch(path, { headers: { accept: 'application/json' } })
    return ((await response.json()) as { invoice: InvoiceRecord }).invoice
  }, invoiceApiPaths.item(id))
}

describe('invoices on the server, end to end', () => {
  const env = useSiteAndBrowser({ smtp: true })

  afterAll(() => rmSync(downloads, { recursive: true, force: true }))

  it('goes from draft to issued, downloaded, e-mailed and credited', async () => {
    const { page, context, problems } = await openPage(env.browser, {
      ...desktop,
      timezoneId: 'Europe/London',
    })
    context.setDefaultTimeout(15_000)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await signInAsOwner(context, env.site)
    await gotoHydrated(page, `${env.site.url}${invoicePages.list}`)
    await page.getByText(text.none).waitFor()
    await page.getByText(text.nextNumber('INV-0001')).waitFor()
    expect(formatViolations(await axeViolations(page))).toEqual([])

    // A new draft: no number, saved as it is typed.
    await page.getByRole('button', { name: text.newInvoice }).click()
    await page.waitForURL(/\/staff\/invoices\/\d+$/)
    const id = new URL(page.url()).pathname.split('/').at(-1)!
    await page.getByRole('textbox', { name: 'Customer name' }).fill('Acme Trading Ltd')
    await page.getByRole('textbox', { name: 'Customer email' }).fill('accounts@acme.example')
    await page.getByRole('textbox', { name: 'Customer address' }).fill('1 Market Square\nNN1 2DL')
    const item = (n: number) => page.getByRole('group', { name: `Item ${n}`, exact: true })
    await item(1).getByRole('textbox', { name: 'Product' }).fill('Website design and build')
    await item(1).getByRole('textbox', { name: 'Unit price' }).fill('1,250')
    await page.getByRole('button', { name: 'Add product' }).click()
    await item(2).getByRole('textbox', { name: 'Product' }).fill('Support hours')
    await item(2).getByRole('textbox', { name: 'Quantity' }).fill('3.5')
    await item(2).getByRole('textbox', { name: 'Unit price' }).fill('45.50')
    await page.locator('[data-save-state="saved"]').waitFor()
    expect((await recordOf(page, id)).draft.customerName).toBe('Acme Trading Ltd')

    const draftPdf = await saved(await click(page, 'Download draft PDF'), 'draft.pdf')
    expect(draftPdf.fileName).toBe('Invoice_Acme Trading Ltd.pdf')
    expect(draftPdf.text).toContain('DRAFT')
    expect(draftPdf.text).not.toMatch(/INV-\d/)
    expect(draftPdf.text).toContain('£1,409.25')

    // Issue: the confirmation names the number, and the page becomes the issued invoice.
    await page.getByRole('button', { name: text.issue }).click()
    const dialog = page.getByRole('alertdialog', { name: text.issueTitle('invoice') })
    await dialog.getByText(/numbered INV-0001, for £1,409.25 to Acme Trading Ltd/).waitFor()
    await dialog.getByRole('button', { name: text.issueConfirm }).click()
    await page.getByRole('heading', { level: 1, name: 'INV-0001' }).waitFor()
    await page.getByText('Unpaid', { exact: true }).first().waitFor()
    const issued = await recordOf(page, id)
    expect(issued.number).toBe('INV-0001')

    const issuedPdf = await saved(await click(page, text.download), 'issued.pdf')
    expect(issuedPdf.fileName).toBe('Invoice_INV-0001_Acme Trading Ltd.pdf')
    expect(issuedPdf.text).toContain('INV-0001')
    expect(issuedPdf.text).toContain('£1,409.25')
    expect(issuedPdf.text).not.toContain('DRAFT')
    // Made in the browser, byte for byte the file the server hashed when it issued it.
    expect(issuedPdf.sha256).toBe(issued.pdfSha256)
    expect(warnings.filter((warning) => warning.includes('PDF'))).toEqual([])

    // E-mail: the customer receives the same PDF; the page shows it sent.
    await page.getByRole('button', { name: text.email }).click()
    await page.getByText(text.emailQueued).waitFor()
    const mail = await env.smtp.waitForMessage((message) =>
      message.to.includes('accounts@acme.example'),
    )
    const attachment = mail.parsed.attachments[0]!
    expect(attachment.filename).toBe('Invoice_INV-0001_Acme Trading Ltd.pdf')
    expect(createHash('sha256').update(attachment.content).digest('hex')).toBe(issued.pdfSha256)
    await page.locator('[data-mail="sent"]').waitFor({ timeout: 20_000 })

    // A credit note for the second line.
    await page.getByRole('radio', { name: text.creditChosen }).check()
    await page.getByRole('checkbox', { name: /Support hours/ }).check()
    await page.getByRole('button', { name: text.creditCreate }).click()
    await page.waitForURL((url) => url.pathname !== invoicePages.item(id))
    const creditId = new URL(page.url()).pathname.split('/').at(-1)!
    await page.getByRole('button', { name: text.issueCreditNote }).click()
    await page
      .getByRole('alertdialog', { name: text.issueTitle('credit-note') })
      .getByRole('button', { name: text.issueConfirm })
      .click()
    await page.getByRole('heading', { level: 1, name: 'CN-0001' }).waitFor()
    const credit = await recordOf(page, creditId)
    const creditPdf = await saved(await click(page, text.download), 'credit.pdf')
    expect(creditPdf.fileName).toBe('CreditNote_CN-0001_Acme Trading Ltd.pdf')
    expect(creditPdf.text).toContain('Credit note')
    expect(creditPdf.text).toContain('CN-0001')
    expect(creditPdf.text).toContain('INV-0001')
    expect(creditPdf.text).toContain('£159.25')
    expect(creditPdf.text).not.toContain('DRAFT')
    expect(creditPdf.sha256).toBe(credit.pdfSha256)

    // The list shows both, newest first.
    await gotoHydrated(page, `${env.site.url}${invoicePages.list}`)
    await page.getByRole('link', { name: 'CN-0001' }).waitFor()
    await page.getByRole('link', { name: 'INV-0001' }).waitFor()
    expect(formatViolations(await axeViolations(page))).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('tells the second tab that the draft changed elsewhere, and shows it as it is now', async () => {
    const first = await openPage(env.browser, desktop)
    first.context.setDefaultTimeout(15_000)
    await signInAsOwner(first.context, env.site)
    await gotoHydrated(first.page, `${env.site.url}${invoicePages.list}`)
    await first.page.getByRole('button', { name: text.newInvoice }).click()
    await first.page.waitForURL(/\/staff\/invoices\/\d+$/)
    const second = await first.context.newPage()
    await gotoHydrated(second, first.page.url())
    await second.getByRole('textbox', { name: 'Customer name' }).waitFor()

    await first.page.getByRole('textbox', { name: 'Customer name' }).fill('Typed in the first tab')
    await first.page.locator('[data-save-state="saved"]').waitFor()
    await first.page.waitForTimeout(300)
    await first.page.locator('[data-save-state="saved"]').waitFor()
    await second.getByRole('textbox', { name: 'Customer name' }).fill('Typed in the second tab')
    await second.getByText(invoiceRecordMessages.changedMeanwhile).waitFor()
    await expect(second.getByRole('textbox', { name: 'Customer name' }).inputValue()).resolves.toBe(
      'Typed in the first tab',
    )
    expect(first.problems).toEqual([])
    await first.context.close()
  })
})
