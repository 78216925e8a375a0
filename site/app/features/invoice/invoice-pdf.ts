/**
 * The invoice as a PDF (docs/product.md#invoice-builder): real text on A4 portrait pages, the
 * company's details and the invoice's on the first page, the products in a table that runs onto
 * as many pages as it needs with its header repeated, "Page X of Y" on every page, and the same
 * content as the preview. Only the /invoice page imports this module, with a dynamic import()
 * when a PDF is asked for, so jsPDF (about 130 KiB) is never part of any page's first load.
 */
import { jsPDF } from 'jspdf'
import { autoTable } from 'jspdf-autotable'
import {
  brandMark,
  hexToRgb,
  palette,
  paletteHex,
  penPath,
  toPdfText,
  type InvoiceView,
} from '@app/core'

export interface InvoicePdfCompany {
  name: string
  addressLines: readonly string[]
  email: string
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
function continuationHeader(doc: jsPDF, company: InvoicePdfCompany, invoice: InvoiceView) {
  font(doc, 8.5, 'bold', colours.brand950)
  doc.text(toPdfText(company.name), page.margin, 16)
  font(doc, 8.5, 'normal', colours.slate600)
  doc.text(toPdfText(`Invoice ${invoice.number}, continued`), right, 16, { align: 'right' })
  doc.setDrawColor(...colours.slate200)
  doc.setLineWidth(0.3)
  doc.line(page.margin, 19, right, 19)
}

/**
 * Writes the invoice into a new A4 document and returns it as a PDF file. Text goes through
 * `toPdfText`, so characters the built-in fonts lack are written as close as they allow.
 */
export function makeInvoicePdf(invoice: InvoiceView, company: InvoicePdfCompany): Blob {
  const doc = new jsPDF({
    orientation: 'portrait',
    unit: 'mm',
    format: 'a4',
    compress: true,
    putOnlyUsedFonts: true,
  })
  const number = toPdfText(invoice.number)
  const customer = toPdfText(invoice.customer.name)
  doc.setProperties({
    title: `Invoice ${number}`,
    subject: `Invoice ${number} for ${customer}`,
    author: toPdfText(company.name),
    creator: toPdfText(company.name),
    keywords: `invoice, ${number}`,
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

  // The word Invoice, large, on the right.
  font(doc, 26, 'bold', colours.brand700)
  doc.text('Invoice', right, page.margin + 8, { align: 'right' })

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
  for (const [name, value] of [
    ['Invoice number', number],
    ['Invoice date', invoice.invoiceDate],
    ['Due date', invoice.dueDate],
  ] as const) {
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
      if (doc.getCurrentPageInfo().pageNumber > 1) continuationHeader(doc, company, invoice)
    },
  })
  const tableEnd = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY

  /** Starts a new page when `height` more millimetres do not fit; returns where to write. */
  const room = (y: number, height: number) => {
    if (y + height <= page.height - page.bottom) return y
    doc.addPage()
    continuationHeader(doc, company, invoice)
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
  doc.text('Total', totalsLabelX, y)
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
    doc.text(`Page ${index} of ${pages}`, right, page.height - 11, { align: 'right' })
  }

  return doc.output('blob')
}
