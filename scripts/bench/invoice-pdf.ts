import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { staffPages } from '@app/core'
import { chromium, type Page } from 'playwright-core'
import { signInAsOwner } from '../../tests/e2e/support/staff-browser'
import { kib } from './first-load'
import { quantile, siteDir, startBuiltServer } from './support'

const runs = Number(process.env.BENCH_PDF_RUNS ?? 5)
const lineCount = 30

const require = createRequire(import.meta.url)
/** The original site's method, for comparison only: html2canvas-pro (a devDependency) and jsPDF's UMD build. */
const html2canvasSource = readFileSync(
  join(dirname(require.resolve('html2canvas-pro')), 'html2canvas-pro.min.js'),
  'utf8',
)
const jspdfSource = readFileSync(require.resolve('jspdf/dist/jspdf.umd.min.js'), 'utf8')

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  )

/** Types a 30-line invoice into the page, as staff would. */
async function fillInvoice(page: Page) {
  await page
    .getByRole('textbox', { name: 'Customer name' })
    .fill('Northampton College of Technology')
  await page.getByRole('textbox', { name: 'Customer email' }).fill('accounts@college.example')
  await page
    .getByRole('textbox', { name: 'Customer address' })
    .fill('Booth Lane\nNorthampton\nNN3 3RF')
  for (let index = 0; index < lineCount; index += 1) {
    if (index > 0) await page.getByRole('button', { name: 'Add product' }).click()
    const line = page.getByRole('group', { name: `Item ${index + 1}`, exact: true })
    await line
      .getByRole('textbox', { name: 'Product' })
      .fill(`Course seat ${index + 1}: Cybersecurity, 3 months`)
    await line.getByRole('textbox', { name: 'Quantity' }).fill(index % 3 === 0 ? '2.5' : '1')
    await line.getByRole('textbox', { name: 'Unit price' }).fill(`${1200 + index * 15}.50`)
  }
}

/** Our method: the page's own button, from the click to the file the browser is given. */
async function realTextPdf(page: Page, folder: string, run: number) {
  const started = performance.now()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download draft PDF' }).click(),
  ])
  const file = join(folder, `real-text-${run}.pdf`)
  await download.saveAs(file)
  return { ms: performance.now() - started, bytes: statSync(file).size, file }
}

/**
 * The original site's method: the preview drawn to a canvas at scale 2, as a PNG on one A4 page scaled to
 * its width. `compression` 'NONE' is jsPDF's default, which it used; 'FAST' is the kindest
 * variant of the method, for a fair comparison.
 */
function imagePdf(page: Page, compression: 'NONE' | 'FAST') {
  return page.getByRole('article', { name: 'Invoice' }).evaluate(async (preview, compression) => {
    const started = performance.now()
    interface Canvas {
      width: number
      height: number
      toDataURL(type: string): string
    }
    const globals = globalThis as unknown as {
      html2canvas: (element: unknown, options: { scale: number }) => Promise<Canvas>
      jspdf: {
        jsPDF: new (
          orientation: string,
          unit: string,
          format: string,
        ) => {
          addImage(
            data: string,
            format: string,
            x: number,
            y: number,
            width: number,
            height: number,
            alias: undefined,
            compression: string,
          ): void
          output(type: 'arraybuffer'): ArrayBuffer
        }
      }
    }
    const canvas = await globals.html2canvas(preview, { scale: 2 })
    const image = canvas.toDataURL('image/png')
    const pdf = new globals.jspdf.jsPDF('p', 'mm', 'a4')
    const width = 210
    const height = (canvas.height * width) / canvas.width
    pdf.addImage(image, 'PNG', 0, 0, width, height, undefined, compression)
    const bytes = pdf.output('arraybuffer').byteLength
    return { ms: performance.now() - started, bytes }
  }, compression)
}

/** Lines of the invoice that pdftotext reads back, and the pages that carry "Page X of Y". */
function readBack(file: string) {
  const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  if (text.status !== 0) return undefined
  const lines = Array.from(
    { length: lineCount },
    (_, index) => `Course seat ${index + 1}: Cybersecurity, 3 months`,
  )
  const found = lines.filter((line) => text.stdout.includes(line)).length
  const pages = Number(/Page \d+ of (\d+)/.exec(text.stdout)?.[1] ?? 0)
  const numbered = Array.from(
    { length: pages },
    (_, index) => `Page ${index + 1} of ${pages}`,
  ).filter((mark) => text.stdout.includes(mark)).length
  return { found, pages, numbered }
}

/**
 * The invoice PDF, ours against the original site's method (a picture of the preview), made in
 * Chromium in the same run.
 */
export async function run() {
  console.log(
    `\nInvoice PDF: a ${lineCount}-line invoice made in Chromium in the staff area, median of ${runs} runs`,
  )
  const server = await startBuiltServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  })
  const folder = mkdtempSync(join(tmpdir(), 'bench-invoice-'))
  try {
    // CSP bypassed so the comparison's two libraries can be put into the page; ours needs nothing.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    })
    await signInAsOwner(context, server)
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
    })
    await page.goto(`${server.url}${staffPages.newInvoice}`)
    await page.waitForSelector('html[data-hydrated]')
    await page.getByRole('group', { name: 'Item 1', exact: true }).waitFor()
    await fillInvoice(page)
    await page.waitForLoadState('networkidle')
    const firstLoad = new Set(scripts)

    const ours = []
    for (let run = 0; run < runs; run += 1) ours.push(await realTextPdf(page, folder, run))
    const onDemand = [...scripts].filter((path) => !firstLoad.has(path))
    const onDemandGzip = onDemand.reduce(
      (sum, path) => sum + gzipSync(readFileSync(join(siteDir, '..', path)), { level: 9 }).length,
      0,
    )

    await page.addScriptTag({ content: html2canvasSource })
    await page.addScriptTag({ content: jspdfSource })
    const image = []
    for (let run = 0; run < runs; run += 1) image.push(await imagePdf(page, 'NONE'))
    const compressed = []
    for (let run = 0; run < runs; run += 1) compressed.push(await imagePdf(page, 'FAST'))

    const oursBytes = median(ours.map((result) => result.bytes))
    const imageBytes = median(image.map((result) => result.bytes))
    const compressedBytes = median(compressed.map((result) => result.bytes))
    console.log('method'.padEnd(52), 'size'.padStart(11), 'time'.padStart(10))
    console.log(
      'real text (jsPDF + jspdf-autotable, click to file)'.padEnd(52),
      kib(oursBytes).padStart(11),
      `${median(ours.slice(1).map((result) => result.ms)).toFixed(0)} ms`.padStart(10),
      `  (first click, loading the code: ${ours[0]!.ms.toFixed(0)} ms)`,
    )
    console.log(
      'image of the preview (html2canvas-pro 2.5.0, scale 2)'.padEnd(52),
      kib(imageBytes).padStart(11),
      `${median(image.map((result) => result.ms)).toFixed(0)} ms`.padStart(10),
    )
    console.log(
      "the same, with jsPDF's 'FAST' image compression".padEnd(52),
      kib(compressedBytes).padStart(11),
      `${median(compressed.map((result) => result.ms)).toFixed(0)} ms`.padStart(10),
    )
    console.log(
      `real text is ${(imageBytes / oursBytes).toFixed(0)}× smaller than the image, ` +
        `${(compressedBytes / oursBytes).toFixed(0)}× smaller than the compressed image; ` +
        'the image method also cuts the invoice off after one page',
    )
    console.log(
      `PDF code loaded on demand: ${kib(onDemandGzip)} gzip in ${onDemand.length} file(s): ${onDemand.join(', ')}`,
    )
    const check = readBack(ours[0]!.file)
    console.log(
      check
        ? `pdftotext reads back ${check.found} of ${lineCount} lines; ${check.numbered} of ${check.pages} pages say "Page X of ${check.pages}"`
        : 'pdftotext not found: text read-back skipped (apt-get install poppler-utils)',
    )
    await context.close()
  } finally {
    await browser.close()
    await server.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}
