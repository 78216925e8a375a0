export { InvoicePreview, type InvoiceCompany, type InvoicePreviewProps } from './invoice-preview'
