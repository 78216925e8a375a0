import { Container, lazyOnce, PageHeader } from '@app/ui'
import { lazy, Suspense } from 'react'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import { useHydrated } from '../lib/use-hydrated'

/** The page's meta tags, read when it is prerendered (docs/product.md#speed). */
export const loader = () => pageData('invoice')
export const meta = metaFromPageData

/** The builder and the invoice's checks, fetched once the page runs (docs/product.md#speed). */
const loadWorkspace = lazyOnce(() =>
  import('../features/invoice/invoice-workspace').then(({ InvoiceWorkspace }) => ({
    default: InvoiceWorkspace,
  })),
)
const InvoiceWorkspace = lazy(loadWorkspace)

/**
 * The invoice builder for staff (docs/product.md#invoice-builder): the form, the live preview
 * and the PDF. The prerendered page holds the frame; the builder appears once the page runs,
 * with the draft this browser kept.
 */
export default function InvoiceBuilder() {
  const hydrated = useHydrated()
  return (
    <>
      <PageHeader
        eyebrow="Staff tools"
        title="Invoice builder"
        lead="Write an invoice, see it as your client will, and download it as a PDF. Nothing leaves this browser."
      />
      <Container size="wide" className="py-10 sm:py-14">
        {hydrated ? (
          <Suspense fallback={<OpeningBuilder />}>
            <InvoiceWorkspace />
          </Suspense>
        ) : (
          <OpeningBuilder />
        )}
      </Container>
    </>
  )
}

/** What the page shows until the builder is there. */
function OpeningBuilder() {
  return (
    // A screen tall, like the builder that takes its place: the footer waits below the fold
    // instead of jumping down when the builder appears.
    <p className="min-h-screen text-slate-600">
      Opening the invoice builder…
      <noscript> It needs JavaScript: please turn it on and reload the page.</noscript>
    </p>
  )
}
