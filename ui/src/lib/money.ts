const formats = new Map<string, Intl.NumberFormat>()

/** Whole pence (or cents) as the team reads them: 123456 → "£1,234.56". */
export function formatMoney(pence: number, currency = 'GBP'): string {
  const code = currency.toUpperCase()
  let format = formats.get(code)
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code })
    } catch {
      return `${(pence / 100).toFixed(2)} ${code}`
    }
    formats.set(code, format)
  }
  return format.format(pence / 100)
}
