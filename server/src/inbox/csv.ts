import type { Response } from 'express'

/**
 * CSV as spreadsheets read it (docs/inbox.md#csv-export): RFC 4180 with CRLF line ends, fields
 * quoted when they hold a comma, quote or line break, UTF-8 with a byte-order mark (so Excel
 * reads the accents and the pound sign), UK dates. A cell that begins with `=`, `+`, `-`, `@`, a
 * tab or a carriage return gets a leading apostrophe, so a spreadsheet never runs a visitor's
 * text as a formula.
 */

export const CSV_BOM = '\uFEFF'

const formulaStart = /^[=+\-@\t\r]/
const needsQuotes = /[",\r\n]/

/** One cell: neutralised, then quoted (with doubled quotes) when it has to be. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (formulaStart.test(text)) text = `'${text}`
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One record, with its CRLF. */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

const ukDateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "27/11/2026 16:46": the UK date and time of an instant. */
export function ukDateTime(instant: Date | null | undefined): string {
  if (!instant) return ''
  const part: Record<string, string> = {}
  for (const { type, value } of ukDateTimeFormat.formatToParts(instant)) part[type] = value
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`
}

/** Pence as pounds with two decimals and no symbol, as spreadsheets sum them: "1234.50". */
export function csvPounds(pence: number | null | undefined): string {
  if (pence === null || pence === undefined) return ''
  const sign = pence < 0 ? '-' : ''
  const abs = Math.abs(pence)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** "inbox-2026-11-27.csv": the export's name, dated with the UK day. */
export function csvFileName(name: string, day: string): string {
  return `${name}-${day}.csv`
}

/**
 * Writes chunks, waiting while the client is slower than the database. One listener of each
 * kind per response: the compression middleware moves `drain` listeners onto its own stream,
 * where removing them again is not possible.
 */
function writer(res: Response): (chunk: string) => Promise<boolean> {
  let wake: (() => void) | undefined
  let closed = false
  res.on('drain', () => wake?.())
  res.on('close', () => {
    closed = true
    wake?.()
  })
  return async (chunk) => {
    if (closed || res.destroyed || res.writableEnded) return false
    if (res.write(chunk)) return true
    await new Promise<void>((resolve) => {
      wake = resolve
    })
    wake = undefined
    return !closed
  }
}

/**
 * Streams a CSV file: the header, then each batch of records as it arrives, one write per batch
 * and no more than one batch in memory. `progress` counts the records sent and says whether the
 * client took all of them; the caller ends the response (after writing the audit entry).
 */
export async function streamCsv<Row>(
  res: Response,
  file: {
    name: string
    header: readonly string[]
    batches: AsyncIterable<Row[]>
    cells: (row: Row) => ReadonlyArray<string | number | null | undefined>
  },
  progress: { rows: number; complete: boolean } = { rows: 0, complete: false },
): Promise<{ rows: number; complete: boolean }> {
  res.status(200)
  res.setHeader('Content-Type', 'text/csv; charset=utf-8')
  res.setHeader('Content-Disposition', `attachment; filename="${file.name}"`)
  const write = writer(res)
  if (!(await write(CSV_BOM + csvLine(file.header)))) return progress
  for await (const batch of file.batches) {
    let chunk = ''
    for (const row of batch) chunk += csvLine(file.cells(row))
    if (!(await write(chunk))) return progress
    progress.rows += batch.length
  }
  progress.complete = true
  return progress
}
