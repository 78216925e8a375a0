import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
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
 * Asks before something that cannot be undone, as an `alertdialog`. Focus starts on the button
 * that changes nothing, stays inside while the dialog is open, and returns to the opener when it
 * closes; Escape and a click outside cancel.
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
  return (
    <Dialog
      open={open}
      onClose={() => onCancel()}
      role="alertdialog"
      transition
      autoFocus
      className="relative z-50"
    >
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-brand-950/60 backdrop-blur-sm motion-safe:transition-opacity motion-safe:duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-3 sm:items-center sm:p-6">
          <DialogPanel
            transition
            className="w-full max-w-md rounded-2xl bg-white p-5 shadow-card-hover ring-1 ring-slate-900/5 motion-safe:transition motion-safe:duration-200 data-closed:opacity-0 motion-safe:data-closed:translate-y-4 sm:p-6 sm:motion-safe:data-closed:translate-y-0 sm:motion-safe:data-closed:scale-95"
          >
            <div className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800"
              >
                <TriangleAlert className="size-5" />
              </span>
              <div>
                <DialogTitle className="text-lg font-bold tracking-tight text-balance text-brand-950">
                  {title}
                </DialogTitle>
                <Description className="mt-2 text-sm leading-relaxed text-slate-600">
                  {children}
                </Description>
              </div>
            </div>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" data-autofocus onClick={() => onCancel()}>
                {cancelLabel}
              </Button>
              <Button onClick={() => onConfirm()}>{confirmLabel}</Button>
            </div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  )
}
