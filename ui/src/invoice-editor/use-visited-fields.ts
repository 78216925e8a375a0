import type { InvoiceDraft } from '@app/core'
import { useCallback, useState } from 'react'
import { fieldOrder, lineFieldOrder, lineKey } from './fields'

/** Fields whose errors show as soon as they change: the dates, prefilled and always complete. */
const alwaysShown: ReadonlySet<string> = new Set(['invoiceDate', 'dueDate'])

/** Fields that hold text when the editor opens count as visited: a restored draft shows its problems. */
function initiallyVisited(value: InvoiceDraft): Set<string> {
  const visited = new Set<string>()
  for (const field of fieldOrder) if (value[field].trim() !== '') visited.add(field)
  for (const line of value.lines) {
    for (const field of lineFieldOrder) {
      if (line[field].trim() !== '') visited.add(lineKey(line.id, field))
    }
  }
  return visited
}

/**
 * Which of the invoice's errors to show (docs/product.md#invoice-builder): a field's once it has
 * been left (`visit`, on blur) or held text when the editor opened, the dates' at once, and
 * every one with `showAll` (after an attempt to use the invoice). Fields are named by
 * `InvoiceField`, lines' by `lineKey`.
 */
export function useVisitedFields(value: InvoiceDraft, showAll: boolean) {
  const [visited, setVisited] = useState(() => initiallyVisited(value))
  // Stable, so that the memoised line rows keep it.
  const visit = useCallback((key: string) => {
    setVisited((current) => (current.has(key) ? current : new Set(current).add(key)))
  }, [])
  const shown = (key: string, error: string | undefined) =>
    error && (showAll || alwaysShown.has(key) || visited.has(key)) ? error : undefined
  return { visit, shown }
}
