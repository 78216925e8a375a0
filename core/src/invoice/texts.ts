import { invoiceLimits } from './model'

/** The invoice builder's words (docs/product.md#invoice-builder): its defaults, checks and notices. */

export const invoiceTexts = {
  /** What the invoice says when no notes were written. */
  defaultNotes: 'It was great doing business with you.',
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
  lineTooLarge: 'A line may come to at most £10,000,000: lower the quantity or the price.',
  totalTooLarge: 'An invoice may come to at most £10,000,000: split it into several invoices.',
  /** Beside Add product once the invoice has as many lines as it takes. */
  tooManyLines: `An invoice takes at most ${invoiceLimits.lines.toLocaleString('en-GB')} products.`,
} as const

export const invoiceMessages = {
  /** The PDF button of the editor's stories. */
  download: 'Download Invoice PDF',
  /** Beside a draft's PDF button, when its PDF will show some characters differently. */
  pdfCharacters: (changes: ReadonlyArray<{ from: string; to: string }>) =>
    `The PDF's font has no ${changes.map((change) => change.from).join(' ')}: the PDF will show ${changes.map((change) => change.to).join(' ')} instead.`,
} as const
