// zod/mini: the same schemas as classic zod at a tenth of the size in the browser bundle.
import * as z from 'zod/mini'
import { hasControlCharacters } from '../shared/control-characters'
import { isIsoDate } from '../shared/dates'
import { emailAddress, freeText, requiredLine } from '../shared/text'
import { isNamedLine } from './draft'
import { type InvoiceDraft, invoiceLimits, type InvoiceLineDraft } from './model'
import { lineAmountPence, parseQuantity, parseUnitPrice, sumPence } from './parse'
import { invoiceFieldErrors } from './texts'

/**
 * The invoice's rules as one pair of schemas (docs/product.md#invoice-builder), for the editor's
 * checks as staff type and for the server that keeps invoices:
 *
 * - `invoiceDraftSchema` is a draft as typed: every field a text, unfinished or wrong as it may
 *   be, within limits that keep a stored draft small. Anything that passes can be kept.
 * - `invoiceSchema` is an invoice that may be made into a PDF or issued: the same draft with every
 *   rule met, read into whole pence and hundredths. Its messages are the editor's.
 */

/** The longest text a draft keeps in one field, whatever the rules of the finished invoice say. */
export const invoiceDraftTextLimit = 100_000

const draftText = z.string().check(z.maxLength(invoiceDraftTextLimit))

const draftLineSchema = z.object({
  /** Tells lines apart while they are edited; numbered afresh when a draft is read back. */
  id: z.number(),
  name: draftText,
  quantity: draftText,
  unitPrice: draftText,
}) satisfies z.ZodMiniType<InvoiceLineDraft>

/** A draft as typed, as the browser and the server keep it. */
export const invoiceDraftSchema = z.object({
  number: draftText,
  invoiceDate: draftText,
  dueDate: draftText,
  customerName: draftText,
  customerEmail: draftText,
  customerAddress: draftText,
  notes: draftText,
  lines: z.array(draftLineSchema).check(z.maxLength(invoiceLimits.lines)),
}) satisfies z.ZodMiniType<InvoiceDraft>

/**
 * A text that `read` (parse.ts) must accept, with its message when it does not. A check rather
 * than a transform, so that the invoice's own checks still run beside it and staff see every
 * problem at once; `invoiceSchema`'s last step reads the value.
 */
function readableAmount(read: typeof parseQuantity) {
  return z.string().check(
    z.superRefine((typed, context) => {
      const parsed = read(typed)
      if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.error, input: typed })
    }),
  )
}

/** The value of a text that `readableAmount` accepted. */
function amountOf(read: typeof parseQuantity, typed: string): number {
  const parsed = read(typed)
  if (!parsed.ok) throw new RangeError(parsed.error)
  return parsed.value
}

/** Empty, or an address by the rule every form of the site uses. */
function optionalEmailAddress(error: string) {
  const address = emailAddress(error)
  return z.string({ error }).check(
    z.trim(),
    z.refine((text) => text === '' || address.safeParse(text).success, { error }),
  )
}

const calendarDate = (error: string) => z.string({ error }).check(z.refine(isIsoDate, { error }))

const lineSchema = z.object({
  id: z.int(),
  name: z.string().check(
    z.trim(),
    z.refine((name) => name.length <= invoiceLimits.lineName && !hasControlCharacters(name), {
      error: invoiceFieldErrors.lineName,
    }),
  ),
  quantity: readableAmount(parseQuantity),
  unitPrice: readableAmount(parseUnitPrice),
})

/** One line of a finished invoice. */
export interface InvoiceLine {
  name: string
  quantityHundredths: number
  unitPricePence: number
  amountPence: number
}

/** A finished invoice: the draft's texts trimmed, its named lines priced, its total. */
export interface InvoiceContent {
  number: string
  invoiceDate: string
  dueDate: string
  customerName: string
  customerEmail: string
  customerAddress: string
  notes: string
  lines: InvoiceLine[]
  totalPence: number
}

/** The field a problem with the list of lines as a whole is reported under. */
export const INVOICE_ITEMS_FIELD = 'items'

/** An invoice with every rule met, ready for a PDF or to be issued. */
export const invoiceSchema = z.pipe(
  z
    .object({
      number: requiredLine({
        missing: invoiceFieldErrors.number,
        max: invoiceLimits.number,
        tooLong: invoiceFieldErrors.numberTooLong,
        refused: invoiceFieldErrors.numberTooLong,
      }),
      invoiceDate: calendarDate(invoiceFieldErrors.invoiceDate),
      dueDate: calendarDate(invoiceFieldErrors.dueDate),
      customerName: requiredLine({
        missing: invoiceFieldErrors.customerName,
        max: invoiceLimits.customerName,
        tooLong: invoiceFieldErrors.customerNameTooLong,
        refused: invoiceFieldErrors.customerNameTooLong,
      }),
      customerEmail: optionalEmailAddress(invoiceFieldErrors.customerEmail),
      customerAddress: freeText({
        missing: invoiceFieldErrors.customerAddress,
        max: invoiceLimits.customerAddress,
        tooLong: invoiceFieldErrors.customerAddress,
        refused: invoiceFieldErrors.customerAddress,
      }),
      notes: freeText({
        missing: invoiceFieldErrors.notes,
        max: invoiceLimits.notes,
        tooLong: invoiceFieldErrors.notes,
        refused: invoiceFieldErrors.notes,
      }),
      lines: z.array(lineSchema).check(z.maxLength(invoiceLimits.lines)),
    })
    .check(
      z.refine(
        (invoice) =>
          !(
            isIsoDate(invoice.invoiceDate) &&
            isIsoDate(invoice.dueDate) &&
            invoice.dueDate < invoice.invoiceDate
          ),
        { error: invoiceFieldErrors.dueBeforeInvoice, path: ['dueDate'] },
      ),
      z.refine((invoice) => Array.isArray(invoice.lines) && invoice.lines.some(isNamedLine), {
        error: invoiceFieldErrors.items,
        path: [INVOICE_ITEMS_FIELD],
      }),
      z.superRefine((invoice, context) => {
        if (!Array.isArray(invoice.lines)) return
        let total = 0
        invoice.lines.forEach((line, index) => {
          if (!isNamedLine(line)) return
          const quantity = parseQuantity(line.quantity)
          const price = parseUnitPrice(line.unitPrice)
          if (!quantity.ok || !price.ok) return
          const amount = lineAmountPence(quantity.value, price.value)
          total += amount
          if (amount > invoiceLimits.amountPence) {
            context.addIssue({
              code: 'custom',
              message: invoiceFieldErrors.lineTooLarge,
              path: ['lines', index, 'quantity'],
              input: line.quantity,
            })
          }
        })
        if (total > invoiceLimits.amountPence) {
          context.addIssue({
            code: 'custom',
            message: invoiceFieldErrors.totalTooLarge,
            path: [INVOICE_ITEMS_FIELD],
            input: invoice.lines,
          })
        }
      }),
    ),
  z.transform(({ lines, ...fields }): InvoiceContent => {
    const priced = lines.filter(isNamedLine).map((line): InvoiceLine => {
      const quantityHundredths = amountOf(parseQuantity, line.quantity)
      const unitPricePence = amountOf(parseUnitPrice, line.unitPrice)
      return {
        name: line.name,
        quantityHundredths,
        unitPricePence,
        amountPence: lineAmountPence(quantityHundredths, unitPricePence),
      }
    })
    return {
      ...fields,
      lines: priced,
      totalPence: sumPence(priced.map((line) => line.amountPence)),
    }
  }),
)
