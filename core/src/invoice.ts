import { formatPence } from './money'
import { controlExceptTabAndNewline, hasControlCharacters } from './control-characters'

/**
 * The invoice builder's model and rules (docs/product.md#invoice-builder). An invoice lives in the
 * browser only: the draft holds every field exactly as typed, so nothing a person typed is ever
 * rewritten or lost; the rules below read it into whole pence and whole hundredths of a unit,
 * and money is never a floating-point sum.
 *
 * The checks are plain functions rather than zod schemas: nothing here is sent to a server, and
 * the /invoice page stays within its first-load budget without zod.
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
} as const

export const invoiceTexts = {
  /** What the invoice says when no notes were written. */
  defaultNotes: 'It was great doing business with you.',
  /** The number of the first invoice made in a browser. */
  firstNumber: 'INV-0001',
  /** The customer's name in the file name when none was typed. */
  fileNameFallback: 'Customer',
} as const

export const invoiceFieldErrors = {
  number: 'Enter the invoice number.',
  numberTooLong: `Keep the invoice number to ${invoiceLimits.number} characters.`,
  invoiceDate: 'Enter the invoice date.',
  dueDate: 'Enter the due date.',
  dueBeforeInvoice: 'Due date is before the invoice date',
  customerName: "Enter the customer's name.",
  customerNameTooLong: `Keep the customer's name to ${invoiceLimits.customerName} characters.`,
  customerEmail: 'Enter an e-mail address like name@example.com, or leave it empty.',
  customerAddress: `Keep the address to ${invoiceLimits.customerAddress} characters, without special characters.`,
  notes: `Keep the notes to ${invoiceLimits.notes} characters, without special characters.`,
  lineName: `Keep the product to one line of at most ${invoiceLimits.lineName} characters.`,
  quantity: 'Enter a quantity.',
  quantityFormat: 'Enter the quantity as a number, like 3 or 1.5.',
  quantityDecimals: 'Enter the quantity with at most two decimal places, like 1.25.',
  quantityTooSmall: 'Enter a quantity of at least 0.01.',
  quantityTooLarge: 'Enter a quantity of at most 10,000.',
  unitPriceFormat: 'Enter the price in pounds, like 450 or 12.50.',
  unitPriceDecimals: 'Enter the price in pounds and pence, with at most two decimal places.',
  unitPriceNegative: 'Enter a price of £0.00 or more.',
  unitPriceTooLarge: 'Enter a price of at most £1,000,000.',
  items: 'Add at least one product with a name.',
  /** Beside Add product once the invoice has as many lines as it takes. */
  tooManyLines: `An invoice takes at most ${invoiceLimits.lines.toLocaleString('en-GB')} products.`,
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

// ---------------------------------------------------------------------------------------------
// Numbers as typed

/** A parsed amount, or why the text is not one. */
export type Parsed = { ok: true; value: number } | { ok: false; error: string }

/** Digits with an optional decimal part; thousands may be grouped with commas ("1,250.50"). */
const plainDecimal = /^(\d+|\d{1,3}(,\d{3})+)?(\.\d*)?$/

/**
 * A decimal text in hundredths, exactly (no floating point): "12.5" → 1250. Returns the number
 * of decimals typed too, so the caller can refuse more than two.
 */
function hundredthsOf(text: string): { hundredths: number; decimals: number } | undefined {
  if (!plainDecimal.test(text) || !/\d/.test(text)) return undefined
  const [whole = '', fraction = ''] = text.replace(/,/g, '').split('.')
  if (fraction.length > 2) return { hundredths: Number.NaN, decimals: fraction.length }
  // Long runs of digits are refused by the limits; cap them before they lose precision.
  if (whole.replace(/^0+/, '').length > 12) return { hundredths: Infinity, decimals: 0 }
  return {
    hundredths: Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0')),
    decimals: fraction.length,
  }
}

/** A quantity as typed → hundredths of a unit: at least 0.01, at most 10,000, two decimals. */
export function parseQuantity(typed: string): Parsed {
  const text = typed.trim().replace(/\s/g, '')
  if (text === '') return { ok: false, error: invoiceFieldErrors.quantity }
  if (/^-/.test(text) && hundredthsOf(text.slice(1))) {
    return { ok: false, error: invoiceFieldErrors.quantityTooSmall }
  }
  const parsed = hundredthsOf(text)
  if (!parsed) return { ok: false, error: invoiceFieldErrors.quantityFormat }
  if (parsed.decimals > 2) return { ok: false, error: invoiceFieldErrors.quantityDecimals }
  if (parsed.hundredths < 1) return { ok: false, error: invoiceFieldErrors.quantityTooSmall }
  if (parsed.hundredths > invoiceLimits.quantityHundredths) {
    return { ok: false, error: invoiceFieldErrors.quantityTooLarge }
  }
  return { ok: true, value: parsed.hundredths }
}

/** A unit price in pounds as typed ("£1,250.50", "12", "") → pence. Empty is £0.00. */
export function parseUnitPrice(typed: string): Parsed {
  const text = typed
    .trim()
    .replace(/\s/g, '')
    .replace(/^(-?)£/, '$1')
  if (text === '') return { ok: true, value: 0 }
  if (/^-/.test(text) && hundredthsOf(text.slice(1).replace(/^£/, ''))) {
    return { ok: false, error: invoiceFieldErrors.unitPriceNegative }
  }
  const parsed = hundredthsOf(text)
  if (!parsed) return { ok: false, error: invoiceFieldErrors.unitPriceFormat }
  if (parsed.decimals > 2) return { ok: false, error: invoiceFieldErrors.unitPriceDecimals }
  if (parsed.hundredths > invoiceLimits.unitPricePence) {
    return { ok: false, error: invoiceFieldErrors.unitPriceTooLarge }
  }
  return { ok: true, value: parsed.hundredths }
}

// ---------------------------------------------------------------------------------------------
// Money

/**
 * A line's amount in pence: quantity × unit price, rounded to the nearest penny, halves up
 * (3.5 × £0.29 = £1.015 → £1.02). Integer arithmetic throughout: within the limits the product
 * stays below 2^53.
 */
export function lineAmountPence(quantityHundredths: number, unitPricePence: number): number {
  const hundredthsOfPence = quantityHundredths * unitPricePence
  return Math.floor((hundredthsOfPence + 50) / 100)
}

/** The sum of line amounts in pence; at the limits (1,000 lines of the largest line) still exact. */
export function sumPence(amounts: readonly number[]): number {
  let total = 0
  for (const amount of amounts) total += amount
  return total
}

// ---------------------------------------------------------------------------------------------
// Dates

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether the text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = isoDatePattern.exec(text)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** The local calendar date of a moment as YYYY-MM-DD: "today" where the browser is. */
export function localIsoDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`
}

/** The date `days` calendar days after a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "2025-07-05" → "5 July 2025"; '' for a date that is not complete. */
export function formatLongDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) return ''
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return longDate.format(new Date(Date.UTC(year, month - 1, day)))
}

/** How many days after the invoice date a new invoice is due. */
export const invoiceDueAfterDays = 4

// ---------------------------------------------------------------------------------------------
// A new invoice, its lines and its number

/** A new line: no name, quantity 1, no price (which counts as £0.00). */
export function newInvoiceLine(id: number): InvoiceLineDraft {
  return { id, name: '', quantity: '1', unitPrice: '' }
}

/** A fresh invoice dated `today`, due four days later, numbered `number`, with one empty line. */
export function newInvoiceDraft({
  today,
  number,
}: {
  today: string
  number: string
}): InvoiceDraft {
  return {
    number,
    invoiceDate: today,
    dueDate: addDays(today, invoiceDueAfterDays),
    customerName: '',
    customerEmail: '',
    customerAddress: '',
    notes: '',
    lines: [newInvoiceLine(1)],
  }
}

/** The draft with a new empty line at the end (unchanged at the limit of lines). */
export function addInvoiceLine(draft: InvoiceDraft): InvoiceDraft {
  if (draft.lines.length >= invoiceLimits.lines) return draft
  const id = draft.lines.reduce((highest, line) => Math.max(highest, line.id), 0) + 1
  return { ...draft, lines: [...draft.lines, newInvoiceLine(id)] }
}

export function removeInvoiceLine(draft: InvoiceDraft, id: number): InvoiceDraft {
  return { ...draft, lines: draft.lines.filter((line) => line.id !== id) }
}

export function updateInvoiceLine(
  draft: InvoiceDraft,
  id: number,
  field: InvoiceLineField,
  value: string,
): InvoiceDraft {
  return {
    ...draft,
    lines: draft.lines.map((line) => (line.id === id ? { ...line, [field]: value } : line)),
  }
}

export function updateInvoiceField(
  draft: InvoiceDraft,
  field: InvoiceField,
  value: string,
): InvoiceDraft {
  return { ...draft, [field]: value }
}

/** Adds one to a string of digits, however long: "0041" → "0042", "999" → "1000". */
function incrementDigits(digits: string): string {
  const result = digits.split('')
  for (let index = result.length - 1; index >= 0; index -= 1) {
    if (result[index] !== '9') {
      result[index] = String(Number(result[index]) + 1)
      return result.join('')
    }
    result[index] = '0'
  }
  return `1${result.join('')}`
}

/**
 * The number after the last invoice downloaded: its last run of digits plus one, keeping the
 * prefix, the suffix and the zero padding (INV-0041 → INV-0042, 2025/099 → 2025/100). A number
 * without digits gets "-2"; with no last invoice the sequence starts at INV-0001.
 */
export function nextInvoiceNumber(last: string | undefined): string {
  const previous = last?.trim()
  if (!previous) return invoiceTexts.firstNumber
  const match = /^(.*?)(\d+)(\D*)$/.exec(previous)
  if (!match) return `${previous}-2`
  const [, prefix = '', digits = '', suffix = ''] = match
  return `${prefix}${incrementDigits(digits)}${suffix}`
}

// ---------------------------------------------------------------------------------------------
// Checks

/** The address check of the site's other forms: the pattern zod's `z.email()` uses. */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** A required one-line text: not empty once trimmed, at most `max` characters, no control characters. */
function checkLine(text: string, max: number, missing: string, tooLong: string) {
  const trimmed = text.trim()
  if (trimmed === '') return missing
  if (trimmed.length > max || hasControlCharacters(trimmed)) return tooLong
  return undefined
}

/** Optional text of several lines: at most `max` characters, tab and newline the only controls. */
function checkFreeText(text: string, max: number, error: string) {
  const normalised = text.trim().replace(/\r\n?/g, '\n')
  return normalised.length > max || controlExceptTabAndNewline.test(normalised) ? error : undefined
}

function checkEmail(text: string) {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const valid =
    trimmed.length <= invoiceLimits.customerEmail &&
    !hasControlCharacters(trimmed) &&
    emailPattern.test(trimmed)
  return valid ? undefined : invoiceFieldErrors.customerEmail
}

/** A line counts when it has a product name; lines without one stay out of the invoice. */
export function isNamedLine(line: InvoiceLineDraft): boolean {
  return line.name.trim() !== ''
}

/**
 * Every problem of a draft, each worded for the field it belongs to. The due date before the
 * invoice date is flagged on the due date. The editor shows them as they are typed; a PDF is
 * made only from a draft without any.
 */
export function validateInvoice(draft: InvoiceDraft): InvoiceErrors {
  const fields: InvoiceErrors['fields'] = {}
  const set = (field: InvoiceField, error: string | undefined) => {
    if (error) fields[field] = error
  }
  set(
    'number',
    checkLine(
      draft.number,
      invoiceLimits.number,
      invoiceFieldErrors.number,
      invoiceFieldErrors.numberTooLong,
    ),
  )
  set('invoiceDate', isIsoDate(draft.invoiceDate) ? undefined : invoiceFieldErrors.invoiceDate)
  set('dueDate', isIsoDate(draft.dueDate) ? undefined : invoiceFieldErrors.dueDate)
  if (
    isIsoDate(draft.invoiceDate) &&
    isIsoDate(draft.dueDate) &&
    draft.dueDate < draft.invoiceDate
  ) {
    set('dueDate', invoiceFieldErrors.dueBeforeInvoice)
  }
  set(
    'customerName',
    checkLine(
      draft.customerName,
      invoiceLimits.customerName,
      invoiceFieldErrors.customerName,
      invoiceFieldErrors.customerNameTooLong,
    ),
  )
  set('customerEmail', checkEmail(draft.customerEmail))
  set(
    'customerAddress',
    checkFreeText(
      draft.customerAddress,
      invoiceLimits.customerAddress,
      invoiceFieldErrors.customerAddress,
    ),
  )
  set('notes', checkFreeText(draft.notes, invoiceLimits.notes, invoiceFieldErrors.notes))

  const lines: InvoiceErrors['lines'] = {}
  for (const line of draft.lines) {
    const errors: Partial<Record<InvoiceLineField, string>> = {}
    const name = line.name.trim()
    if (name.length > invoiceLimits.lineName || hasControlCharacters(name)) {
      errors.name = invoiceFieldErrors.lineName
    }
    const quantity = parseQuantity(line.quantity)
    if (!quantity.ok) errors.quantity = quantity.error
    const unitPrice = parseUnitPrice(line.unitPrice)
    if (!unitPrice.ok) errors.unitPrice = unitPrice.error
    if (Object.keys(errors).length > 0) lines[line.id] = errors
  }

  const named = draft.lines.some(isNamedLine)
  return { fields, lines, ...(named ? {} : { items: invoiceFieldErrors.items }) }
}

/** Whether a draft has no problem at all, so that its PDF may be made. */
export function isInvoiceComplete(errors: InvoiceErrors): boolean {
  return (
    Object.keys(errors.fields).length === 0 &&
    Object.keys(errors.lines).length === 0 &&
    errors.items === undefined
  )
}

// ---------------------------------------------------------------------------------------------
// What the client sees: the preview and the PDF show this, and only this

export interface InvoiceViewLine {
  id: number
  name: string
  /** "1.5", "1,000"; "—" while the quantity typed is not valid. */
  quantity: string
  /** "£1,234.56"; "—" while the price typed is not valid. */
  unitPrice: string
  /** "£1,234.56"; "—" while either is not valid (and then left out of the totals). */
  amount: string
}

export interface InvoiceView {
  number: string
  /** "5 July 2025", or '' while the date is not complete. */
  invoiceDate: string
  dueDate: string
  customer: {
    name: string
    email: string
    /** The address, one entry per line, blank lines left out; none when it is empty. */
    addressLines: string[]
  }
  /** The lines that have a product name, in order. */
  lines: InvoiceViewLine[]
  subtotal: string
  /** The total: there is no tax, discount or fee, so it equals the subtotal. */
  total: string
  /** The notes as typed, or the default thanks; one entry per line. */
  notes: string[]
}

const quantityFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })

/** Hundredths → "1.5", "12", "1,000.25". */
export function formatQuantity(hundredths: number): string {
  return quantityFormat.format(hundredths / 100)
}

function linesOf(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** The invoice as its client reads it, from the draft as typed (docs/product.md#invoice-builder). */
export function invoiceView(draft: InvoiceDraft): InvoiceView {
  const amounts: number[] = []
  const lines = draft.lines.filter(isNamedLine).map((line): InvoiceViewLine => {
    const quantity = parseQuantity(line.quantity)
    const unitPrice = parseUnitPrice(line.unitPrice)
    let amount = '—'
    if (quantity.ok && unitPrice.ok) {
      const pence = lineAmountPence(quantity.value, unitPrice.value)
      amounts.push(pence)
      amount = formatPence(pence)
    }
    return {
      id: line.id,
      name: line.name.trim(),
      quantity: quantity.ok ? formatQuantity(quantity.value) : '—',
      unitPrice: unitPrice.ok ? formatPence(unitPrice.value) : '—',
      amount,
    }
  })
  const subtotal = sumPence(amounts)
  const notes = linesOf(draft.notes)
  return {
    number: draft.number.trim(),
    invoiceDate: formatLongDate(draft.invoiceDate),
    dueDate: formatLongDate(draft.dueDate),
    customer: {
      name: draft.customerName.trim(),
      email: draft.customerEmail.trim(),
      addressLines: linesOf(draft.customerAddress),
    },
    lines,
    subtotal: formatPence(subtotal),
    total: formatPence(subtotal),
    notes: notes.length > 0 ? notes : [invoiceTexts.defaultNotes],
  }
}

/**
 * Each line's amount by line id, named or not, as the editor shows it beside the line: "£18.00",
 * or "—" while its quantity or price is not valid. Only named lines count in the total.
 */
export function invoiceLineAmounts(draft: InvoiceDraft): Record<number, string> {
  const amounts: Record<number, string> = {}
  for (const line of draft.lines) {
    const quantity = parseQuantity(line.quantity)
    const unitPrice = parseUnitPrice(line.unitPrice)
    amounts[line.id] =
      quantity.ok && unitPrice.ok
        ? formatPence(lineAmountPence(quantity.value, unitPrice.value))
        : '—'
  }
  return amounts
}

/**
 * The PDF's file name: `Invoice_{customer name}.pdf`, without the characters that are unsafe in
 * file names (\ / : * ? " < > | and control characters); `Invoice_Customer.pdf` without a name.
 */
export function invoiceFileName(customerName: string): string {
  const safe = customerName
    .replace(/[\\/:*?"<>|\p{Cc}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
  return `Invoice_${safe || invoiceTexts.fileNameFallback}.pdf`
}

// ---------------------------------------------------------------------------------------------
// Kept in the browser

/** Where the browser keeps the draft and the number of the last invoice downloaded. */
export const invoiceStorageKeys = {
  draft: 'northlight:invoice-draft',
  lastNumber: 'northlight:last-invoice-number',
} as const

const draftTextFields = [
  'number',
  'invoiceDate',
  'dueDate',
  'customerName',
  'customerEmail',
  'customerAddress',
  'notes',
] as const satisfies readonly InvoiceField[]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function isStoredLine(value: unknown): value is InvoiceLineDraft {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.quantity === 'string' &&
    typeof value.unitPrice === 'string'
  )
}

/** Whether a stored value has the shape of version 1 of the draft. */
function isStoredDraft(value: unknown): value is { version: 1; draft: InvoiceDraft } {
  if (!isRecord(value) || value.version !== 1 || !isRecord(value.draft)) return false
  const draft = value.draft
  return (
    draftTextFields.every((field) => typeof draft[field] === 'string') &&
    Array.isArray(draft.lines) &&
    draft.lines.length <= invoiceLimits.lines &&
    draft.lines.every(isStoredLine)
  )
}

/** The draft as the browser stores it, with a version for the day its shape changes. */
export function serializeInvoiceDraft(draft: InvoiceDraft): string {
  return JSON.stringify({ version: 1, draft })
}

/**
 * A stored draft, or undefined when there is none or it cannot be read (another version, edited
 * by hand). Lines are numbered afresh, so their ids are unique whatever was stored.
 */
export function parseStoredInvoiceDraft(stored: string | null): InvoiceDraft | undefined {
  if (!stored) return undefined
  let json: unknown
  try {
    json = JSON.parse(stored)
  } catch {
    return undefined
  }
  if (!isStoredDraft(json)) return undefined
  const { draft } = json
  const fields = Object.fromEntries(draftTextFields.map((field) => [field, draft[field]]))
  return {
    ...(fields as Record<InvoiceField, string>),
    lines: draft.lines.map(({ name, quantity, unitPrice }, index) => ({
      id: index + 1,
      name,
      quantity,
      unitPrice,
    })),
  }
}

// ---------------------------------------------------------------------------------------------
// The page's own words

export const invoiceMessages = {
  download: 'Download Invoice PDF',
  downloadBusy: 'Making the PDF…',
  downloaded: (fileName: string) => `${fileName} has been downloaded.`,
  downloadFailed:
    'The PDF could not be made. Your invoice is kept in this browser: please try again, or reload the page first.',
  fixBeforeDownload: 'Correct these before downloading the PDF',
  newInvoice: 'New invoice',
  confirmNewTitle: 'Start a new invoice?',
  confirmNewBody:
    'The invoice you are writing will be cleared from this page and from this browser. Download its PDF first if you need it.',
  confirmNewAction: 'Clear and start again',
  confirmNewCancel: 'Keep this invoice',
  started: 'A new invoice has been started.',
  draftKept: 'Your invoice is saved in this browser as you type.',
  draftNotKept:
    'This browser is not keeping your invoice (its storage is full or turned off): download the PDF before you leave the page.',
  lastNumber: (number: string) => `The last invoice downloaded in this browser was ${number}.`,
  pdfCharacters: (changes: ReadonlyArray<{ from: string; to: string }>) =>
    `The PDF's font has no ${changes.map((change) => change.from).join(' ')}: the PDF will show ${changes.map((change) => change.to).join(' ')} instead.`,
} as const
