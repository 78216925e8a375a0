import * as z from 'zod/mini'
import type { InvoiceDraft } from './model'
import { invoiceDraftSchema } from './schema'

/** The draft kept in the browser between visits (docs/product.md#invoice-builder). */

/** Where the browser keeps the draft and the number of the last invoice downloaded. */
export const invoiceStorageKeys = {
  draft: 'northlight:invoice-draft',
  lastNumber: 'northlight:last-invoice-number',
} as const

/** Version 1 of the stored draft: the day its shape changes, the version says which it is. */
const storedDraftSchema = z.object({ version: z.literal(1), draft: invoiceDraftSchema })

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
  const parsed = storedDraftSchema.safeParse(json)
  if (!parsed.success) return undefined
  const { lines, ...fields } = parsed.data.draft
  return {
    ...fields,
    lines: lines.map(({ name, quantity, unitPrice }, index) => ({
      id: index + 1,
      name,
      quantity,
      unitPrice,
    })),
  }
}
