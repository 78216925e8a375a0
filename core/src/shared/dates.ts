/**
 * Calendar dates written YYYY-MM-DD, the form the date inputs of a page and the database share.
 * Dates here are days, not instants: they are read and formatted in UTC so that no time zone
 * moves them by a day.
 */

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

/** "2025-07-05" → "5 July 2025"; '' for a date that is not complete. */
export function formatLongDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) return ''
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  // Made on use: a module-level formatter would travel with every page that imports a date helper.
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)))
}
