import { TriangleAlert } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Button } from '../button/button'

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The question, e.g. "Start a new invoice?". */
  title: string
  /** What will happen if the action is confirmed. */
  children: ReactNode
  /** The text of the button that goes ahead. */
  confirmLabel: string
  /** The text of the button that changes nothing. @default 'Cancel' */
  cancelLabel?: string
  /** Called when the action is confirmed; the caller closes the dialog. */
  onConfirm: () => void
  /** Called on the cancel button, Escape or a click outside; the caller closes the dialog. */
  onCancel: () => void
}

/**
 * Asks before something that cannot be undone: the browser's own modal `<dialog>`, as an
 * `alertdialog`. The rest of the page is inert while it is open and Tab goes round its two
 * buttons; focus starts on the button that changes nothing and returns to the opener when it
 * closes; Escape and a click outside cancel. Being the browser's dialog, it costs almost no script.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
      cancelButton.current?.focus()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open])

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the caller decides, by setting `open`.
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      onClose={() => {
        opener.current?.focus()
        opener.current = null
        // Closed by the browser itself (a second Escape): tell the caller.
        if (open) onCancel()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          onCancel()
        } else if (event.key === 'Tab') {
          // Round from the last button to the first and back, rather than out to the browser.
          const [first, last] = [cancelButton.current, confirmButton.current]
          const leaving = event.shiftKey ? first : last
          if (document.activeElement === leaving) {
            event.preventDefault()
            ;(event.shiftKey ? last : first)?.focus()
          }
        }
      }}
      // A click on the backdrop reaches the dialog element itself, not its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel()
      }}
      className="fixed inset-x-0 bottom-3 mx-auto mt-auto mb-0 w-[calc(100%-1.5rem)] max-w-md rounded-2xl bg-white p-0 text-slate-800 shadow-card-hover ring-1 ring-slate-900/5 backdrop:bg-brand-950/60 backdrop:backdrop-blur-sm sm:inset-y-0 sm:my-auto sm:h-fit"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800"
          >
            <TriangleAlert className="size-5" />
          </span>
          <div>
            <h2
              id={titleId}
              className="text-lg font-bold tracking-tight text-balance text-brand-950"
            >
              {title}
            </h2>
            <p id={descriptionId} className="mt-2 text-sm leading-relaxed text-slate-600">
              {children}
            </p>
          </div>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button ref={cancelButton} variant="outline" onClick={() => onCancel()}>
            {cancelLabel}
          </Button>
          <Button ref={confirmButton} onClick={() => onConfirm()}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  )
}
