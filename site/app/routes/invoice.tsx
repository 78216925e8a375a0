import { Download, FilePlus2, Info } from 'lucide-react'
import { useMemo, useRef, useState, useSyncExternalStore } from 'react'
import {
  brand,
  headOfficeLines,
  invoiceFieldErrors,
  invoiceFileName,
  invoiceLimits,
  invoiceLineAmounts,
  invoiceMessages,
  invoiceTexts,
  invoiceView,
  isInvoiceComplete,
  pdfTextChanges,
  validateInvoice,
  type InvoiceView,
} from '@app/core'
import {
  Button,
  ConfirmDialog,
  Container,
  InvoiceEditor,
  InvoicePreview,
  PageHeader,
  StatusMessage,
} from '@app/ui'
import { useInvoiceDraft } from '../lib/invoice-draft'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'

/** The page's meta tags, read when it is prerendered (docs/product.md#speed). */
export const loader = () => pageData('invoice')
export const meta = metaFromPageData

const company = {
  name: brand.name,
  addressLines: headOfficeLines(),
  email: brand.email,
}

const noSubscription = () => () => {}

/** True once the page runs in the browser after hydration; false while prerendering and hydrating. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** Offers the file to the browser as a download. */
function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** Every text of the invoice that goes into the PDF, for the check of characters its fonts lack. */
function pdfTexts(view: InvoiceView): string[] {
  return [
    view.number,
    view.customer.name,
    view.customer.email,
    ...view.customer.addressLines,
    ...view.lines.map((line) => line.name),
    ...view.notes,
  ]
}

type PdfState =
  { step: 'idle' } | { step: 'making' } | { step: 'done'; fileName: string } | { step: 'failed' }

/** The builder itself: it reads the draft from local storage, so it runs in the browser only. */
function InvoiceWorkspace() {
  const invoice = useInvoiceDraft()
  const { draft } = invoice
  const errors = useMemo(() => validateInvoice(draft), [draft])
  const view = useMemo(() => invoiceView(draft), [draft])
  const amounts = useMemo(() => invoiceLineAmounts(draft), [draft])
  const characterChanges = useMemo(() => pdfTextChanges(pdfTexts(view)), [view])

  const [checkAttempts, setCheckAttempts] = useState(0)
  const [pdf, setPdf] = useState<PdfState>({ step: 'idle' })
  const making = useRef(false)
  const [confirmingNew, setConfirmingNew] = useState(false)
  const [started, setStarted] = useState('')

  async function download() {
    if (making.current) return
    if (!isInvoiceComplete(validateInvoice(draft))) {
      setPdf({ step: 'idle' })
      setCheckAttempts((count) => count + 1)
      return
    }
    making.current = true
    setPdf({ step: 'making' })
    setStarted('')
    try {
      const { makeInvoicePdf } = await import('../lib/invoice-pdf')
      const fileName = invoiceFileName(draft.customerName)
      saveFile(makeInvoicePdf(invoiceView(draft), company), fileName)
      invoice.markDownloaded(draft)
      setPdf({ step: 'done', fileName })
    } catch (error) {
      // Most likely the PDF code could not be fetched (offline, or a new release replaced it).
      console.error('The invoice PDF could not be made', error)
      setPdf({ step: 'failed' })
    } finally {
      making.current = false
    }
  }

  function startNew() {
    invoice.startNew()
    setConfirmingNew(false)
    setCheckAttempts(0)
    setPdf({ step: 'idle' })
    setStarted(invoiceMessages.started)
  }

  return (
    <>
      <div className="grid items-start gap-x-10 gap-y-12 xl:grid-cols-2">
        <section aria-labelledby="invoice-form-heading" className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="invoice-form-heading" className="text-2xl font-semibold text-slate-900">
              Invoice details
            </h2>
            <Button
              variant="outline"
              onClick={() => {
                if (invoice.hasUnsavedWork()) setConfirmingNew(true)
                else startNew()
              }}
            >
              <FilePlus2 aria-hidden="true" />
              {invoiceMessages.newInvoice}
            </Button>
          </div>
          <p className="mt-2 text-slate-600">
            Fields marked * are required. {invoice.kept ? invoiceMessages.draftKept : null}
          </p>
          <StatusMessage tone="error" className="mt-4">
            {invoice.kept ? null : invoiceMessages.draftNotKept}
          </StatusMessage>
          <StatusMessage tone="success" className="mt-4">
            {started}
          </StatusMessage>
          <InvoiceEditor
            key={invoice.generation}
            aria-labelledby="invoice-form-heading"
            idPrefix="invoice"
            className="mt-6"
            value={draft}
            errors={errors}
            onFieldChange={invoice.changeField}
            onLineChange={invoice.changeLine}
            onAddLine={invoice.addLine}
            onRemoveLine={invoice.removeLine}
            lineAmounts={amounts}
            total={view.total}
            checkAttempts={checkAttempts}
            errorSummaryTitle={invoiceMessages.fixBeforeDownload}
            numberHint={
              invoice.lastNumber ? invoiceMessages.lastNumber(invoice.lastNumber) : undefined
            }
            defaultNotes={invoiceTexts.defaultNotes}
            maxLines={invoiceLimits.lines}
            maxLinesMessage={invoiceFieldErrors.tooManyLines}
          />
        </section>

        <section aria-labelledby="invoice-preview-heading" className="min-w-0">
          <h2 id="invoice-preview-heading" className="text-2xl font-semibold text-slate-900">
            Preview
          </h2>
          <p className="mt-2 text-slate-600">What your client will see. It follows your typing.</p>
          <div className="mt-6 rounded-2xl bg-slate-100 p-2 sm:p-5">
            <InvoicePreview headingLevel={3} invoice={view} company={company} />
          </div>
          <div className="mt-6 flex flex-col gap-4">
            {characterChanges.length > 0 ? (
              <p className="flex items-start gap-2 text-sm text-slate-700">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {invoiceMessages.pdfCharacters(characterChanges)}
              </p>
            ) : null}
            <div>
              <Button
                size="lg"
                busy={pdf.step === 'making'}
                onClick={() => void download()}
                className="w-full sm:w-auto"
              >
                {pdf.step === 'making' ? null : <Download aria-hidden="true" />}
                {pdf.step === 'making' ? invoiceMessages.downloadBusy : invoiceMessages.download}
              </Button>
            </div>
            <StatusMessage tone="success">
              {pdf.step === 'done' ? invoiceMessages.downloaded(pdf.fileName) : null}
            </StatusMessage>
            <StatusMessage tone="error">
              {pdf.step === 'failed' ? invoiceMessages.downloadFailed : null}
            </StatusMessage>
          </div>
        </section>
      </div>
      <ConfirmDialog
        open={confirmingNew}
        title={invoiceMessages.confirmNewTitle}
        confirmLabel={invoiceMessages.confirmNewAction}
        cancelLabel={invoiceMessages.confirmNewCancel}
        onConfirm={startNew}
        onCancel={() => setConfirmingNew(false)}
      >
        {invoiceMessages.confirmNewBody}
      </ConfirmDialog>
    </>
  )
}

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
          <InvoiceWorkspace />
        ) : (
          // A screen tall, like the builder that takes its place: the footer waits below the fold
          // instead of jumping down when the builder appears.
          <p className="min-h-screen text-slate-600">
            Opening the invoice builder…
            <noscript> It needs JavaScript: please turn it on and reload the page.</noscript>
          </p>
        )}
      </Container>
    </>
  )
}
