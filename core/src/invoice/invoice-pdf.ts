/**
 * The invoice as a PDF (docs/product.md#invoice-builder, docs/invoices.md#the-pdf): real text on
 * A4 portrait pages, the company's details and the invoice's on the first page, the products in a
 * table that runs onto as many pages as it needs with its header repeated, "Page X of Y" on every
 * page, and the same content as the preview.
 *
 * One module for browser and server: the staff pages import it with a dynamic import() when a PDF
 * is asked for (jsPDF is about 130 KiB), the server when it issues or sends a document. Given the
 * same document, creation date and file identifier it writes the same bytes on both; it is not
 * exported from core's index, so no page loads it with core.
 */
import { jsPDF } from 'jspdf'
import { autoTable } from 'jspdf-autotable'
import { brandMark } from '../brand/mark'
import { hexToRgb, palette, paletteHex } from '../brand/palette'
import { toPdfText } from '../shared/pdf-text'
import { penPath } from '../shared/svg-path'
import { companyFootLine, type InvoiceCompany } from './company'
import type { InvoiceKind } from './records'
import type { InvoiceView } from './view'

/** The company as the PDF shows it; the registered details and VAT number when known. */
export type InvoicePdfCompany = Pick<InvoiceCompany, 'name' | 'addressLines' | 'email'> &
  Partial<InvoiceCompany>

/** What the document is, beyond its content. */
export interface InvoicePdfOptions {
  /** @default 'invoice' */
  kind?: InvoiceKind
  /** A draft: marked DRAFT on every page and without a number. @default false */
  draft?: boolean
  /** A credit note's invoice number. */
  creditFor?: string | null
  /** The PDF's creation date as PDF writes it (D:20250701090000+00'00'); fixed for an issued document. */
  creationDate?: string
  /** The PDF's file identifier, 32 hexadecimal digits; fixed for an issued document. */
  fileId?: string
}

type Rgb = [number, number, number]

/** The PDF's colours, from the brand's palette (the site's theme). */
const colours = {
  brand700: hexToRgb(palette.brand[700]),
  brand950: hexToRgb(palette.brand[950]),
  slate200: hexToRgb(palette.slate[200]),
  slate500: hexToRgb(palette.slate[500]),
  slate600: hexToRgb(palette.slate[600]),
  slate700: hexToRgb(palette.slate[700]),
  slate900: hexToRgb(palette.slate[900]),
  white: hexToRgb(palette.white),
  draft: hexToRgb(palette.accent[700]),
} satisfies Record<string, Rgb>

/** A4 portrait in millimetres, and the margins every page keeps. */
const page = { width: 210, height: 297, margin: 18, top: 26, bottom: 24 }
const right = page.width - page.margin
const contentWidth = page.width - 2 * page.margin

/** Line height in millimetres for a font size in points (1.35 leading). */
const lineHeight = (points: number) => points * 0.3528 * 1.35

/** The brand's mark (core's brandMark) as vector shapes: the tile, the north star and the open book. */
function drawMark(doc: jsPDF, x: number, y: number, size: number) {
  const unit = size / brandMark.size
  const { tile, shapes } = brandMark
  doc.setFillColor(...hexToRgb(paletteHex(tile.colour)))
  doc.roundedRect(x, y, size, size, tile.radius * unit, tile.radius * unit, 'F')
  for (const shape of shapes) {
    const { start, legs, closed } = penPath(shape.d)
    doc.setFillColor(...hexToRgb(paletteHex(shape.colour)))
    doc.lines(legs, x + start[0] * unit, y + start[1] * unit, [unit, unit], 'F', closed)
  }
}

/** Sets the font and colour of what is written next. */
function font(doc: jsPDF, size: number, style: 'normal' | 'bold', colour: Rgb) {
  doc.setFont('helvetica', style)
  doc.setFontSize(size)
  doc.setTextColor(...colour)
}

/** A small capitalised label, e.g. BILL TO. */
function label(doc: jsPDF, text: string, x: number, y: number) {
  font(doc, 7.5, 'bold', colours.slate500)
  doc.text(text.toUpperCase(), x, y, { charSpace: 0.3 })
}

/** The line at the top of every page after the first, so a loose page still says whose it is. */
function continuationHeader(doc: jsPDF, company: InvoicePdfCompany, title: string) {
  font(doc, 8.5, 'bold', colours.brand950)
  doc.text(toPdfText(company.name), page.margin, 16)
  font(doc, 8.5, 'normal', colours.slate600)
  doc.text(toPdfText(`${title}, continued`), right, 16, { align: 'right' })
  doc.setDrawColor(...colours.slate200)
  doc.setLineWidth(0.3)
  doc.line(page.margin, 19, right, 19)
}

/**
 * Writes the invoice into a new A4 document and returns it as a PDF file. Text goes through
 * `toPdfText`, so characters the built-in fonts lack are written as close as they allow.
 */
export function makeInvoicePdfBytes(
  invoice: InvoiceView,
  company: InvoicePdfCompany,
  options: InvoicePdfOptions = {},
): Uint8Array<ArrayBuffer> {
  const kind = options.kind ?? 'invoice'
  const draft = options.draft ?? false
  const word = kind === 'credit-note' ? 'Credit note' : 'Invoice'
  const doc = new jsPDF({
    orientation: 'portrait',
    unit: 'mm',
    format: 'a4',
    compress: true,
    putOnlyUsedFonts: true,
  })
  if (options.creationDate) doc.setCreationDate(options.creationDate)
  if (options.fileId) doc.setFileId(options.fileId)
  const number = draft ? '' : toPdfText(invoice.number)
  const customer = toPdfText(invoice.customer.name)
  const title = draft ? `DRAFT ${word.toLowerCase()}` : `${word} ${number}`
  doc.setProperties({
    title,
    subject: `${title} for ${customer}`,
    author: toPdfText(company.name),
    creator: toPdfText(company.name),
    keywords: draft ? `${word.toLowerCase()}, draft` : `${word.toLowerCase()}, ${number}`,
  })
  doc.setLanguage('en-GB')
  doc.setLineHeightFactor(1.35)

  // The company: mark, name, address and e-mail.
  const markSize = 13
  drawMark(doc, page.margin, page.margin, markSize)
  const companyX = page.margin + markSize + 4
  font(doc, 13, 'bold', colours.brand950)
  doc.text(toPdfText(company.name), companyX, page.margin + 4.5)
  font(doc, 9, 'normal', colours.slate600)
  let companyY = page.margin + 10
  for (const line of [...company.addressLines, company.email]) {
    doc.text(toPdfText(line), companyX, companyY)
    companyY += lineHeight(9)
  }

  // The word Invoice (or Credit note), large, on the right; a draft says so under it.
  font(doc, 26, 'bold', colours.brand700)
  doc.text(word, right, page.margin + 8, { align: 'right' })
  if (draft) {
    font(doc, 14, 'bold', colours.draft)
    doc.text('DRAFT', right, page.margin + 15, { align: 'right' })
  }

  // Bill To on the left, the number and dates on the right.
  const blockTop = Math.max(companyY, page.margin + markSize) + 9
  const billWidth = 95
  label(doc, 'Bill to', page.margin, blockTop)
  let billY = blockTop + 6
  font(doc, 11, 'bold', colours.slate900)
  for (const line of doc.splitTextToSize(customer, billWidth) as string[]) {
    doc.text(line, page.margin, billY)
    billY += lineHeight(11)
  }
  font(doc, 9.5, 'normal', colours.slate700)
  const billLines = [invoice.customer.email, ...invoice.customer.addressLines].filter(Boolean)
  for (const text of billLines) {
    for (const line of doc.splitTextToSize(toPdfText(text), billWidth) as string[]) {
      doc.text(line, page.margin, billY)
      billY += lineHeight(9.5)
    }
  }

  const detailsLabelX = 122
  let detailsY = blockTop
  const details: [string, string][] = draft
    ? [['Number', 'DRAFT, not yet issued']]
    : [[`${word} number`, number]]
  details.push([`${word} date`, invoice.invoiceDate])
  if (kind === 'credit-note') details.push(['For invoice', toPdfText(options.creditFor ?? '')])
  else details.push(['Due date', invoice.dueDate])
  if (company.vatNumber) details.push(['VAT number', toPdfText(company.vatNumber)])
  for (const [name, value] of details) {
    font(doc, 9.5, 'normal', colours.slate500)
    doc.text(name, detailsLabelX, detailsY)
    font(doc, 9.5, 'bold', colours.slate900)
    const lines = doc.splitTextToSize(value, right - detailsLabelX - 30) as string[]
    lines.forEach((line, index) => {
      doc.text(line, right, detailsY + index * lineHeight(9.5), { align: 'right' })
    })
    detailsY += lines.length * lineHeight(9.5) + 1.8
  }

  // The products: the header repeats on every page the table reaches.
  autoTable(doc, {
    startY: Math.max(billY, detailsY) + 7,
    margin: { top: page.top, bottom: page.bottom, left: page.margin, right: page.margin },
    head: [['Description', 'Qty', 'Unit price', 'Amount']],
    body: invoice.lines.map((line) => [
      toPdfText(line.name),
      line.quantity,
      line.unitPrice,
      line.amount,
    ]),
    showHead: 'everyPage',
    rowPageBreak: 'avoid',
    theme: 'plain',
    styles: {
      font: 'helvetica',
      fontSize: 9.5,
      textColor: colours.slate700,
      cellPadding: { top: 2.4, bottom: 2.4, left: 2.5, right: 2.5 },
      lineColor: colours.slate200,
      lineWidth: { bottom: 0.25 },
      valign: 'top',
    },
    headStyles: {
      fillColor: colours.brand700,
      textColor: colours.white,
      fontStyle: 'bold',
      lineWidth: 0,
    },
    columnStyles: {
      0: { cellWidth: 'auto', textColor: colours.slate900 },
      1: { cellWidth: 18, halign: 'right' },
      2: { cellWidth: 30, halign: 'right' },
      3: { cellWidth: 32, halign: 'right', textColor: colours.slate900 },
    },
    didParseCell: (data) => {
      if (data.section === 'head' && data.column.index > 0) data.cell.styles.halign = 'right'
    },
    didDrawPage: () => {
      if (doc.getCurrentPageInfo().pageNumber > 1) continuationHeader(doc, company, title)
    },
  })
  const tableEnd = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY

  /** Starts a new page when `height` more millimetres do not fit; returns where to write. */
  const room = (y: number, height: number) => {
    if (y + height <= page.height - page.bottom) return y
    doc.addPage()
    continuationHeader(doc, company, title)
    return page.top
  }

  // Subtotal and total, under the amounts.
  let y = room(tableEnd + 7, 18)
  const totalsLabelX = right - 32 - 30
  font(doc, 9.5, 'normal', colours.slate600)
  doc.text('Subtotal', totalsLabelX, y)
  font(doc, 9.5, 'normal', colours.slate900)
  doc.text(invoice.subtotal, right - 2.5, y, { align: 'right' })
  y += 4
  doc.setDrawColor(...colours.brand700)
  doc.setLineWidth(0.5)
  doc.line(totalsLabelX, y, right, y)
  y += 6
  font(doc, 12, 'bold', colours.slate900)
  doc.text(kind === 'credit-note' ? 'Credited' : 'Total', totalsLabelX, y)
  font(doc, 12, 'bold', colours.brand700)
  doc.text(invoice.total, right - 2.5, y, { align: 'right' })

  // The notes, or the default thanks, continuing onto a new page if need be.
  y = room(y + 14, 12)
  label(doc, 'Notes', page.margin, y)
  y += 5.5
  font(doc, 9.5, 'normal', colours.slate700)
  for (const paragraph of invoice.notes) {
    for (const line of doc.splitTextToSize(toPdfText(paragraph), contentWidth) as string[]) {
      y = room(y, lineHeight(9.5))
      font(doc, 9.5, 'normal', colours.slate700)
      doc.text(line, page.margin, y)
      y += lineHeight(9.5)
    }
  }

  // Every page: who sent it, and Page X of Y.
  const pages = doc.getNumberOfPages()
  for (let index = 1; index <= pages; index += 1) {
    doc.setPage(index)
    doc.setDrawColor(...colours.slate200)
    doc.setLineWidth(0.3)
    doc.line(page.margin, page.height - 16, right, page.height - 16)
    font(doc, 8, 'normal', colours.slate500)
    doc.text(toPdfText(`${company.name} · ${company.email}`), page.margin, page.height - 11)
    doc.text(
      draft ? `DRAFT · Page ${index} of ${pages}` : `Page ${index} of ${pages}`,
      right,
      page.height - 11,
      { align: 'right' },
    )
    if (company.legalName && company.companyNumber && company.registeredIn) {
      font(doc, 6.5, 'normal', colours.slate500)
      const foot = doc.splitTextToSize(
        toPdfText(companyFootLine(company as InvoiceCompany)),
        contentWidth,
      ) as string[]
      foot.forEach((line, row) => doc.text(line, page.margin, page.height - 7 + row * 2.8))
    }
  }

  return new Uint8Array(doc.output('arraybuffer'))
}
