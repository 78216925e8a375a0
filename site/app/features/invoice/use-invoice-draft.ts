import { useCallback, useRef, useState } from 'react'
import {
  addInvoiceLine,
  invoiceStorageKeys,
  localIsoDate,
  newInvoiceDraft,
  nextInvoiceNumber,
  parseStoredInvoiceDraft,
  removeInvoiceLine,
  serializeInvoiceDraft,
  updateInvoiceField,
  updateInvoiceLine,
  type InvoiceDraft,
  type InvoiceField,
  type InvoiceLineField,
} from '@app/core'

/** localStorage, or nothing where the browser refuses it (storage turned off, a sandbox). */
function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Whether the value was written: false when storage is full or turned off. */
function write(key: string, value: string): boolean {
  try {
    const store = storage()
    if (!store) return false
    store.setItem(key, value)
    return true
  } catch {
    return false
  }
}

function remove(key: string) {
  try {
    storage()?.removeItem(key)
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** A new invoice: dated today where the browser is, numbered after the last one downloaded. */
function freshDraft(lastNumber: string | undefined): InvoiceDraft {
  return newInvoiceDraft({
    today: localIsoDate(new Date()),
    number: nextInvoiceNumber(lastNumber),
  })
}

/**
 * The invoice being written, kept in the browser's local storage on every change and restored on
 * the next visit (docs/product.md#invoice-builder). Call it only in the browser, after hydration:
 * it reads storage as it starts.
 */
export function useInvoiceDraft() {
  const [lastNumber, setLastNumber] = useState(
    () => read(invoiceStorageKeys.lastNumber) ?? undefined,
  )
  const [start] = useState(() => {
    const restored = parseStoredInvoiceDraft(read(invoiceStorageKeys.draft))
    const draft = restored ?? freshDraft(lastNumber)
    // A restored draft is someone's work; a fresh one may be replaced without asking.
    return { draft, discardable: restored ? [] : [serializeInvoiceDraft(draft)] }
  })
  const [draft, setDraft] = useState<InvoiceDraft>(start.draft)
  const [kept, setKept] = useState(true)
  /** Bumped when a new invoice starts, so the editor starts afresh too. */
  const [generation, setGeneration] = useState(0)
  /** The latest draft, for changes that arrive before React has rendered the previous one. */
  const latest = useRef(draft)
  /** The drafts that may be discarded without asking: the one just started, the one just downloaded. */
  const safeToDiscard = useRef(new Set(start.discardable))

  const commit = useCallback((next: InvoiceDraft) => {
    latest.current = next
    setDraft(next)
    setKept(write(invoiceStorageKeys.draft, serializeInvoiceDraft(next)))
  }, [])

  const changeField = useCallback(
    (field: InvoiceField, value: string) =>
      commit(updateInvoiceField(latest.current, field, value)),
    [commit],
  )
  const changeLine = useCallback(
    (id: number, field: InvoiceLineField, value: string) =>
      commit(updateInvoiceLine(latest.current, id, field, value)),
    [commit],
  )
  const addLine = useCallback(() => commit(addInvoiceLine(latest.current)), [commit])
  const removeLine = useCallback(
    (id: number) => commit(removeInvoiceLine(latest.current, id)),
    [commit],
  )

  /** Whether starting again would lose work: the draft was changed since it started or was downloaded. */
  const hasUnsavedWork = () => !safeToDiscard.current.has(serializeInvoiceDraft(latest.current))

  /** Starts a new invoice from the defaults. */
  const startNew = () => {
    const next = freshDraft(lastNumber)
    remove(invoiceStorageKeys.draft)
    latest.current = next
    setDraft(next)
    setKept(true)
    safeToDiscard.current = new Set([serializeInvoiceDraft(next)])
    setGeneration((count) => count + 1)
  }

  /** Remembers a downloaded invoice: its number leads the sequence, and it may be discarded. */
  const markDownloaded = (downloaded: InvoiceDraft) => {
    const number = downloaded.number.trim()
    write(invoiceStorageKeys.lastNumber, number)
    setLastNumber(number)
    safeToDiscard.current.add(serializeInvoiceDraft(downloaded))
  }

  return {
    draft,
    kept,
    generation,
    lastNumber,
    changeField,
    changeLine,
    addLine,
    removeLine,
    hasUnsavedWork,
    startNew,
    markDownloaded,
  }
}
