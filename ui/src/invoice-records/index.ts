export { CreditNoteEditor, type CreditNoteEditorProps } from './credit-note-editor'
export { IssueDialog, type IssueDialogProps } from './issue-dialog'
export { IssuedInvoice, type IssuedInvoiceProps } from './issued-invoice'
export {
  InvoiceList,
  InvoiceStatusPill,
  type InvoiceListProps,
  type InvoiceText,
} from './invoice-list'
