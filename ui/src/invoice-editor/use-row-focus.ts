import type { InvoiceLineDraft } from '@app/core'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

type PendingFocus = { kind: 'added' } | { kind: 'removed'; index: number }

/**
 * Where focus goes when a line is added or removed (docs/product.md#invoice-builder): to the new
 * line's product field, or to the line that took the removed one's place (else the one before
 * it, else Add product), with "Item 3 removed." said in `announcement`. The rows register their
 * product input with `setNameInput`; Add product takes `addButton`. `addLine` and `removeLine`
 * call the caller's callbacks; `removeLine` and `setNameInput` stay the same from render to
 * render, for the memoised rows.
 */
export function useRowFocus(
  lines: readonly InvoiceLineDraft[],
  onAddLine: () => void,
  onRemoveLine: (id: number) => void,
) {
  const nameInputs = useRef(new Map<number, HTMLInputElement>())
  const setNameInput = useCallback((id: number, input: HTMLInputElement | null) => {
    if (input) nameInputs.current.set(id, input)
    else nameInputs.current.delete(id)
  }, [])
  const pendingFocus = useRef<PendingFocus | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const [announcement, setAnnouncement] = useState('')

  useLayoutEffect(() => {
    const pending = pendingFocus.current
    if (!pending) return
    pendingFocus.current = null
    const target =
      pending.kind === 'added'
        ? lines.at(-1)
        : (lines[pending.index] ?? lines[pending.index - 1] ?? undefined)
    const input = target ? nameInputs.current.get(target.id) : undefined
    if (input) input.focus()
    else addButton.current?.focus()
  }, [lines])

  const onRemoveLineRef = useRef(onRemoveLine)
  useEffect(() => {
    onRemoveLineRef.current = onRemoveLine
  })
  const removeLine = useCallback((id: number, position: number) => {
    pendingFocus.current = { kind: 'removed', index: position - 1 }
    setAnnouncement(`Item ${position} removed.`)
    onRemoveLineRef.current(id)
  }, [])

  function addLine() {
    pendingFocus.current = { kind: 'added' }
    setAnnouncement('')
    onAddLine()
  }

  return { setNameInput, addButton, announcement, addLine, removeLine }
}
