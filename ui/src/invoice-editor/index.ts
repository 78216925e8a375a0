export { InvoiceEditor, type InvoiceEditorProps } from './invoice-editor'
