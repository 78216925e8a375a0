import { lazyOnce, StaffPageHeading } from '@app/ui'
import { staffPageText } from '@app/core'
import { lazy, Suspense } from 'react'
import { useTitle } from '../use-title'

/** The builder and the invoice's checks, fetched when the page opens (jsPDF only on Download). */
const loadWorkspace = lazyOnce(() =>
  import('../../../app/features/invoice/invoice-workspace').then(({ InvoiceWorkspace }) => ({
    default: InvoiceWorkspace,
  })),
)
const InvoiceWorkspace = lazy(loadWorkspace)

/**
 * /staff/invoices/new: the invoice builder (docs/product.md#invoice-builder) — the form, the live
 * preview and the PDF, with the draft this browser kept. Nothing of it is sent to the server.
 */
export function InvoiceBuilderPage() {
  useTitle(staffPageText.invoiceBuilderHeading)
  return (
    <>
      <StaffPageHeading
        title={staffPageText.invoiceBuilderHeading}
        lead={staffPageText.invoiceBuilderLead}
      />
      <Suspense
        fallback={
          <p className="min-h-screen text-slate-600">{staffPageText.invoiceBuilderOpening}</p>
        }
      >
        <InvoiceWorkspace />
      </Suspense>
    </>
  )
}
