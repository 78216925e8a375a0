/**
 * The invoice builder's model (docs/product.md#invoice-builder): an invoice as staff type it and
 * the limits of what it takes. The draft holds every field exactly as typed, so nothing a person
 * typed is ever rewritten or lost; parse.ts reads it into whole pence and whole hundredths of a
 * unit, schema.ts holds its rules, and money is never a floating-point sum.
 */

/** The most an invoice takes. With them every amount and total is an exact whole number of pence. */
export const invoiceLimits = {
  number: 40,
  customerName: 120,
  customerEmail: 254,
  customerAddress: 500,
  notes: 2000,
  lineName: 200,
  lines: 1000,
  /** 10,000 units (or hours), in hundredths. */
  quantityHundredths: 1_000_000,
  /** £1,000,000 a unit, in pence. */
  unitPricePence: 100_000_000,
  /** £10,000,000: the most one line, or the whole invoice, may come to, in pence. */
  amountPence: 1_000_000_000,
} as const

/** One product line as typed: the quantity and the unit price (in pounds) are the texts in their fields. */
export interface InvoiceLineDraft {
  /** Tells lines apart while they are added and removed; 1, 2, 3 … in a fresh invoice. */
  id: number
  name: string
  quantity: string
  unitPrice: string
}

/** An invoice as typed, which is what the browser keeps between visits. Dates are YYYY-MM-DD, or '' while unfinished. */
export interface InvoiceDraft {
  number: string
  invoiceDate: string
  dueDate: string
  customerName: string
  customerEmail: string
  customerAddress: string
  notes: string
  lines: InvoiceLineDraft[]
}

export type InvoiceField = Exclude<keyof InvoiceDraft, 'lines'>
export type InvoiceLineField = Exclude<keyof InvoiceLineDraft, 'id'>

/** What is wrong with a draft: per field, per line (by line id), and with the list of products. */
export interface InvoiceErrors {
  fields: Partial<Record<InvoiceField, string>>
  lines: Record<number, Partial<Record<InvoiceLineField, string>>>
  /** The invoice has no product with a name. */
  items?: string
}

/** How many days after the invoice date a new invoice is due. */
export const invoiceDueAfterDays = 4
