import type { InvoiceKind } from '@app/core'
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog'
import type { InvoiceText } from './invoice-list'

export interface IssueDialogProps {
  open: boolean
  text: InvoiceText
  kind: InvoiceKind
  /** The number it will get, e.g. INV-0042. */
  nextNumber: string
  /** "£1,300.25". */
  total: string
  customer: string
  onConfirm: () => void
  onCancel: () => void
}

/** The question before issuing: the number it gets, and that it can never change afterwards. */
export function IssueDialog({
  open,
  text,
  kind,
  nextNumber,
  total,
  customer,
  onConfirm,
  onCancel,
}: IssueDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={text.issueTitle(kind)}
      confirmLabel={text.issueConfirm}
      cancelLabel={text.issueCancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {text.issueBody(nextNumber, total, customer)}
    </ConfirmDialog>
  )
}
