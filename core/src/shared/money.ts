const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })

/** Formats integer pence as pounds in the en-GB style, e.g. 123456 → "£1,234.56" (docs/product.md#invoice-builder). */
export function formatPence(pence: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`Not a whole number of pence: ${pence}`)
  return gbp.format(pence / 100)
}

/** Pounds typed by a person, e.g. "12.345", → integer pence, rounded. */
export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100)
}

const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/**
 * A price as marketing pages show it: whole pounds without pence ("£600", "£1,200"), any other
 * amount with its pence ("£12.50"). Payment pages use formatPence (docs/product.md#courses-and-prices).
 */
export function formatPrice(pence: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`Not a whole number of pence: ${pence}`)
  return pence % 100 === 0 ? wholePounds.format(pence / 100) : gbp.format(pence / 100)
}
