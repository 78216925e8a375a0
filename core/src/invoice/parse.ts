import { invoiceLimits } from './model'
import { invoiceFieldErrors } from './texts'

/**
 * Amounts as staff type them, read exactly: quantities in hundredths of a unit, prices in pence,
 * never through a floating-point sum (docs/product.md#invoice-builder).
 */

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
