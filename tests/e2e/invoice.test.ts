import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  addDays,
  brand,
  formatLongDate,
  invoiceApiPaths,
  invoiceMessages,
  invoicePageText,
  newInvoiceDraft,
  staffPages,
  type InvoiceDraft,
  type InvoiceRecord,
} from '@app/core'
import type { Browser, BrowserContextOptions, Download, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, formatViolations } from './support/axe'
import { desktop, launchBrowser, openPage, phone } from './support/browser'
import { gotoHydrated } from './support/pages'
import { staffDir } from './support/paths'
import { startSiteServer, type SiteServer } from './support/site-server'
import { signInAsOwner } from './support/staff-browser'

/** The three lines of the first test, as typed, and what the invoice must say about each. */
const threeLines = [
  {
    name: 'Website design and build',
    quantity: '1',
    unitPrice: '1,250',
    shownPrice: '£1,250.00',
    amount: '£1,250.00',
  },
  {
    name: 'Support hours',
    quantity: '3.5',
    unitPrice: '45.50',
    shownPrice: '£45.50',
    amount: '£159.25',
  },
  {
    name: 'Hosting (12 months)',
    quantity: '12',
    unitPrice: '9.99',
    shownPrice: '£9.99',
    amount: '£119.88',
  },
]
const threeLinesTotal = '£1,529.13'

/** The text of a PDF (or of one page of it), as poppler's pdftotext reads it. */
function pdfText(file: string, page?: number): string {
  const pages = page === undefined ? [] : ['-f', String(page), '-l', String(page)]
  return execFileSync('pdftotext', ['-layout', ...pages, file, '-'], { encoding: 'utf8' })
}

/** pdfinfo's fields: Title, Author, Pages, Page size … */
function pdfInfo(file: string): Record<string, string> {
  const output = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
  return Object.fromEntries(
    output
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => {
        const [key, ...value] = line.split(':')
        return [key!.trim(), value.join(':').trim()]
      }),
  )
}

/** The visible rows of the preview's products table, cell by cell. */
function previewRows(page: Page) {
  return page
    .getByRole('article', { name: 'Invoice' })
    .getByRole('table', { name: 'Products' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')]
          .filter((cell) => cell.checkVisibility())
          .map((cell) => (cell.firstChild?.textContent ?? '').trim()),
      ),
    )
}

function line(page: Page, position: number) {
  const group = page.getByRole('group', { name: `Item ${position}`, exact: true })
  return {
    product: group.getByRole('textbox', { name: 'Product' }),
    quantity: group.getByRole('textbox', { name: 'Quantity' }),
    unitPrice: group.getByRole('textbox', { name: 'Unit price' }),
    remove: group.getByRole('button', { name: `Remove item ${position}` }),
  }
}

async function fillCustomer(page: Page) {
  await page.getByRole('textbox', { name: 'Customer name' }).fill('Acme Trading Ltd')
  await page.getByRole('textbox', { name: 'Customer email' }).fill('accounts@acme.example')
  await page
    .getByRole('textbox', { name: 'Customer address' })
    .fill('1 Market Square\nNorthampton\nNN1 2DL')
}

async function fillLines(page: Page, lines: typeof threeLines) {
  for (const [index, item] of lines.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add product' }).click()
    const controls = line(page, index + 1)
    await controls.product.fill(item.name)
    await controls.quantity.fill(item.quantity)
    await controls.unitPrice.fill(item.unitPrice)
  }
}

const text = invoicePageText

/** Clicks Download draft PDF and returns the file the browser was given. */
async function downloadPdf(page: Page): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    page.getByRole('button', { name: text.downloadDraft }).click(),
  ])
  return download
}

/** The draft's id, from the address the page was given. */
function draftId(page: Page): string {
  const match = /^\/staff\/invoices\/(\d+)$/.exec(new URL(page.url()).pathname)
  expect(match, page.url()).not.toBeNull()
  return match![1]!
}

/** The document as the API has it, asked from the page (with its own session). */
function recordOf(page: Page, id: string): Promise<InvoiceRecord> {
  return page.evaluate(async (path) => {
    const response = await fetch(path, { headers: { accept: 'application/json' } })
    return ((await response.json()) as { invoice: InvoiceRecord }).invoice
  }, invoiceApiPaths.item(id))
}

/** Waits until the draft as typed is saved on the server. */
async function savedOnServer(page: Page) {
  await page.locator('[data-save-state="saved"]').waitFor()
}

/** A draft with `count` lines. */
function longDraft(count: number): InvoiceDraft {
  return {
    ...newInvoiceDraft({ today: '2025-07-01', number: '' }),
    customerName: 'Northampton College of Technology',
    customerAddress: 'Booth Lane\nNorthampton\nNN3 3RF',
    lines: Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      name: `Course seat ${String(index + 1).padStart(2, '0')}: Cybersecurity, 3 months`,
      quantity: '1',
      unitPrice: '2,000',
    })),
  }
}

/** Saves this draft on the server through the API, from the page, as another tab would. */
async function saveThroughApi(page: Page, id: string, draft: InvoiceDraft) {
  const { version } = await recordOf(page, id)
  const status = await page.evaluate(
    async ([path, body]) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
      })
      return response.status
    },
    [invoiceApiPaths.draft(id), JSON.stringify({ version, draft })] as const,
  )
  expect(status).toBe(200)
}

describe('a new invoice from the staff area, end to end', () => {
  let site: SiteServer
  let browser: Browser
  let url: string
  const downloads = mkdtempSync(join(tmpdir(), 'invoice-e2e-'))

  beforeAll(async () => {
    site = await startSiteServer()
    url = `${site.url}${staffPages.newInvoice}`
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
    rmSync(downloads, { recursive: true, force: true })
  })

  /** A fresh browser profile of a signed-in member of staff. */
  async function openStaffPage(options: BrowserContextOptions = desktop) {
    const opened = await openPage(browser, options)
    await signInAsOwner(opened.context, site)
    return opened
  }

  /** A fresh staff browser profile, in London, on a new draft started by /staff/invoices/new. */
  async function openNewDraft(options: BrowserContextOptions = desktop) {
    const opened = await openStaffPage({ ...options, timezoneId: 'Europe/London' })
    opened.context.setDefaultTimeout(15_000)
    await gotoHydrated(opened.page, url)
    await opened.page.waitForURL(/\/staff\/invoices\/\d+$/)
    await opened.page.getByRole('group', { name: 'Item 1', exact: true }).waitFor()
    const id = draftId(opened.page)
    const { draft } = await recordOf(opened.page, id)
    return { ...opened, id, today: draft.invoiceDate }
  }

  it('is behind the staff sign-in: its old address leads there, and on to a new draft on the server', async () => {
    const visitor = await openPage(browser, desktop)
    await visitor.page.goto(`${site.url}/invoice`)
    expect(new URL(visitor.page.url()).pathname).toBe(staffPages.signIn)
    expect(new URL(visitor.page.url()).searchParams.get('next')).toBe(staffPages.newInvoice)
    await visitor.context.close()

    const staff = await openStaffPage()
    await staff.page.goto(`${site.url}/invoice`)
    await staff.page.waitForURL(/\/staff\/invoices\/\d+$/)
    await staff.page.getByRole('group', { name: 'Item 1', exact: true }).waitFor()
    const id = draftId(staff.page)
    const record = await recordOf(staff.page, id)
    expect(record).toMatchObject({ kind: 'invoice', number: null, snapshot: null })
    // One draft, started once.
    const drafts = await staff.page.evaluate(async (path) => {
      const response = await fetch(path, { headers: { accept: 'application/json' } })
      return ((await response.json()) as { invoices: Array<{ id: number }> }).invoices
    }, `${invoiceApiPaths.list}?status=draft`)
    expect(drafts.map((row) => String(row.id))).toEqual([id])
    const body = (await staff.page.locator('main').textContent()) ?? ''
    expect(body).toContain(text.numberOnIssue('invoice'))
    expect(body).not.toMatch(/outside the invoice series|in this browser/i)
    // Nothing is numbered or kept in the browser any more.
    await expect(staff.page.evaluate(() => localStorage.length)).resolves.toBe(0)

    // The Invoices room lists it as a draft, without a number.
    await gotoHydrated(staff.page, `${site.url}${staffPages.invoices}`)
    await staff.page.getByRole('link', { name: `${text.draftNumber} ${id}` }).waitFor()
    expect(staff.problems).toEqual([])
    await staff.context.close()
  })

  it('starts from the defaults: due in four days, no number, one empty line', async () => {
    const { page, context, problems, today } = await openNewDraft()
    const due = addDays(today, 4)
    await expect(page.getByLabel('Invoice date').inputValue()).resolves.toBe(today)
    await expect(page.getByLabel('Due date').inputValue()).resolves.toBe(due)
    await expect(page.getByRole('textbox', { name: 'Invoice number' }).count()).resolves.toBe(0)
    await expect(page.getByRole('group', { name: /^Item \d+$/ }).count()).resolves.toBe(1)
    await expect(line(page, 1).quantity.inputValue()).resolves.toBe('1')
    const preview = page.getByRole('article', { name: 'Invoice' })
    await expect(preview.textContent()).resolves.toContain('DRAFT')
    await expect(preview.textContent()).resolves.toContain(formatLongDate(today))
    await expect(preview.textContent()).resolves.toContain(formatLongDate(due))
    await expect(preview.textContent()).resolves.toContain('It was great doing business with you.')

    // A letter the PDF's font lacks is named before the PDF is made.
    await page.getByRole('textbox', { name: 'Customer name' }).fill('Łukasz Wróbel')
    await page.getByText(invoiceMessages.pdfCharacters([{ from: 'Ł', to: 'L' }])).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('turns a 3-line draft into a PDF marked DRAFT whose text says what the preview says', async () => {
    const { page, context, problems, today } = await openNewDraft()
    await fillCustomer(page)
    await fillLines(page, threeLines)

    expect(await previewRows(page)).toEqual(
      threeLines.map((item) => [item.name, item.quantity, item.shownPrice, item.amount]),
    )
    const total = page.getByRole('article', { name: 'Invoice' }).getByRole('row', {
      name: /^Total/,
    })
    await expect(total.textContent()).resolves.toContain(threeLinesTotal)

    const download = await downloadPdf(page)
    expect(download.suggestedFilename()).toBe('Invoice_Acme Trading Ltd.pdf')
    const file = join(downloads, 'three-lines.pdf')
    await download.saveAs(file)

    const pdf = pdfText(file)
    for (const expected of [
      'Invoice',
      'DRAFT',
      brand.name,
      brand.email,
      'Acme Trading Ltd',
      'accounts@acme.example',
      'NN1 2DL',
      formatLongDate(today),
      formatLongDate(addDays(today, 4)),
      'Description',
      'Unit price',
      ...threeLines.flatMap((item) => [item.name, item.shownPrice, item.amount]),
      'Subtotal',
      'It was great doing business with you.',
      'Page 1 of 1',
    ]) {
      expect(pdf, expected).toContain(expected)
    }
    expect(pdf).not.toMatch(/INV-\d/)
    expect(pdf).toMatch(new RegExp(`Total\\s+${threeLinesTotal}`))
    // Each line reads across: name, quantity, unit price, amount.
    expect(pdf).toMatch(/Support hours\s+3\.5\s+£45\.50\s+£159\.25/)

    const info = pdfInfo(file)
    expect(info).toMatchObject({ Title: 'DRAFT invoice', Author: brand.name, Pages: '1' })
    expect(info['Page size']).toContain('(A4)')
    expect(problems).toEqual([])
    await context.close()
  })

  it('continues a 60-line draft over several pages, each with the table header and its number', async () => {
    const { page, context, id } = await openNewDraft()
    await saveThroughApi(page, id, longDraft(60))
    await page.reload()
    await page.waitForSelector('html[data-hydrated]')
    await line(page, 60).product.waitFor()
    expect(await previewRows(page)).toHaveLength(60)

    const download = await downloadPdf(page)
    const file = join(downloads, 'sixty-lines.pdf')
    await download.saveAs(file)
    const pages = Number(pdfInfo(file).Pages)
    expect(pages).toBeGreaterThan(1)
    for (let number = 1; number <= pages; number += 1) {
      const pageText = pdfText(file, number)
      expect(pageText, `page ${number}`).toMatch(/Description\s+Qty\s+Unit price\s+Amount/)
      expect(pageText, `page ${number}`).toContain(`Page ${number} of ${pages}`)
    }
    // Every line is there once, and the total is 60 × £2,000.
    const pdf = pdfText(file)
    for (let index = 1; index <= 60; index += 1) {
      const name = `Course seat ${String(index).padStart(2, '0')}: Cybersecurity, 3 months`
      expect(pdf.split(name).length - 1, name).toBe(1)
    }
    expect(pdf).toMatch(/Total\s+£120,000\.00/)
    // A 60-line invoice of real text stays small.
    expect(statSync(file).size).toBeLessThan(50 * 1024)
    await context.close()
  })

  it('keeps a half-written draft on the server through a reload, as typed', async () => {
    const { page, context, id } = await openNewDraft()
    await fillCustomer(page)
    await fillLines(page, threeLines.slice(0, 2))
    await page.getByRole('button', { name: 'Add product' }).click()
    await line(page, 3).product.fill('Half-typed line')
    await line(page, 3).quantity.fill('2.')
    await page.getByRole('textbox', { name: 'Additional notes (optional)' }).fill('Net 4 days.')
    await savedOnServer(page)

    await page.reload()
    await page.waitForSelector('html[data-hydrated]')
    await line(page, 3).product.waitFor()
    expect(draftId(page)).toBe(id)
    await expect(page.getByRole('textbox', { name: 'Customer name' }).inputValue()).resolves.toBe(
      'Acme Trading Ltd',
    )
    await expect(
      page.getByRole('textbox', { name: 'Customer address' }).inputValue(),
    ).resolves.toBe('1 Market Square\nNorthampton\nNN1 2DL')
    await expect(line(page, 2).unitPrice.inputValue()).resolves.toBe('45.50')
    await expect(line(page, 3).product.inputValue()).resolves.toBe('Half-typed line')
    await expect(line(page, 3).quantity.inputValue()).resolves.toBe('2.')
    await expect(
      page.getByRole('textbox', { name: 'Additional notes (optional)' }).inputValue(),
    ).resolves.toBe('Net 4 days.')
    await expect(page.getByRole('group', { name: /^Item \d+$/ }).count()).resolves.toBe(3)
    expect(await previewRows(page)).toHaveLength(3)
    await context.close()
  })

  it('flags a due date before the invoice date, and will not issue until it is put right', async () => {
    const { page, context, today } = await openNewDraft()
    await fillCustomer(page)
    await fillLines(page, threeLines.slice(0, 1))
    const due = page.getByLabel('Due date')
    await due.fill(addDays(today, -1))
    await expect(due.getAttribute('aria-invalid')).resolves.toBe('true')
    const describedBy = (await due.getAttribute('aria-describedby'))!.split(' ')[0]!
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
      'Due date is before the invoice date',
    )

    await page.getByRole('button', { name: text.issue }).click()
    const summary = page.getByRole('alert').filter({ hasText: text.fixBeforeIssue('invoice') })
    await summary.waitFor()
    await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
      'Due date is before the invoice date',
    ])
    await summary.getByRole('link').click()
    await expect(due.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0)

    await due.fill(today)
    await expect(due.getAttribute('aria-invalid')).resolves.toBeNull()
    await page.getByRole('button', { name: text.issue }).click()
    await page.getByRole('alertdialog', { name: text.issueTitle('invoice') }).waitFor()
    await context.close()
  })

  it('loads no jsPDF with the page: only when a PDF is asked for', async () => {
    // The built page names none of the PDF code among the scripts it loads first.
    const html = readFileSync(join(staffDir, 'index.html'), 'utf8')
    const firstLoad = [...html.matchAll(/(?:src|href)="\/staff(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1]!,
    )
    expect(firstLoad.length).toBeGreaterThan(0)
    for (const asset of firstLoad) {
      expect(readFileSync(join(staffDir, asset), 'utf8'), asset).not.toMatch(/jsPDF/)
    }

    // In the browser: every script the page fetches, before and after the click.
    const { page, context } = await openStaffPage()
    const scripts: Array<{ url: string; body: string }> = []
    const reading: Array<Promise<void>> = []
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return
      reading.push(
        response.text().then(
          (body) => void scripts.push({ url: response.url(), body }),
          () => void scripts.push({ url: response.url(), body: '' }),
        ),
      )
    })
    await gotoHydrated(page, url)
    await page.getByRole('group', { name: 'Item 1', exact: true }).waitFor()
    await page.waitForLoadState('networkidle')
    await Promise.all(reading)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((script) => /jsPDF/.test(script.body)).map((s) => s.url)).toEqual([])

    await fillCustomer(page)
    await fillLines(page, threeLines.slice(0, 1))
    await downloadPdf(page)
    await Promise.all(reading)
    expect(scripts.some((script) => /jsPDF/.test(script.body))).toBe(true)
    await context.close()
  })

  it('says so, and keeps the draft, when the PDF code cannot be fetched', async () => {
    const { page, context } = await openNewDraft()
    await fillCustomer(page)
    await fillLines(page, threeLines.slice(0, 1))
    await page.route(/invoice-pdf-[^/]+\.js$/, (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: text.downloadDraft }).click()
    await page.getByRole('alert').filter({ hasText: text.draftPdfFailed }).waitFor()
    await expect(page.getByRole('textbox', { name: 'Customer name' }).inputValue()).resolves.toBe(
      'Acme Trading Ltd',
    )
    // The button is ready for another try.
    await expect(page.getByRole('button', { name: text.downloadDraft }).isEnabled()).resolves.toBe(
      true,
    )
    await context.close()
  })

  it.each([
    ['390 px', phone],
    ['1280 px', desktop],
  ] as const)(
    'has no WCAG A/AA violations, filled in and with errors, at %s',
    async (_width, options) => {
      const { page, context } = await openNewDraft(options)
      await fillCustomer(page)
      await fillLines(page, threeLines.slice(0, 2))
      expect(formatViolations(await axeViolations(page))).toEqual([])
      await page.getByLabel('Due date').fill('2020-06-01')
      await page.getByRole('textbox', { name: 'Customer name' }).fill('')
      await page.getByRole('button', { name: text.issue }).click()
      await page
        .getByRole('alert')
        .filter({ hasText: text.fixBeforeIssue('invoice') })
        .waitFor()
      expect(formatViolations(await axeViolations(page))).toEqual([])
      await context.close()
    },
  )
})
