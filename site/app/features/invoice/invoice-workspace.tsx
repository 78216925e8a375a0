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
  type InvoiceDraft,
  type InvoiceView,
} from '@app/core'
import {
  Button,
  ConfirmDialog,
  InvoiceEditor,
  InvoicePreview,
  lazyOnce,
  StatusMessage,
} from '@app/ui'
import { Download, FilePlus2, Info } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useSubmission } from '../../lib/use-submission'
import { useInvoiceDraft } from './use-invoice-draft'

/**
 * The invoice builder itself (docs/product.md#invoice-builder): the form, the live preview and
 * the PDF. It reads the draft from local storage, so it runs in the browser only, and the page
 * loads it after hydration with the invoice's checks; jsPDF follows when a PDF is asked for.
 */

/** jsPDF and the invoice's layout, about 130 KiB: fetched when a PDF is asked for. */
const loadPdf = lazyOnce(() =>
  import('@app/core/invoice-pdf').then(({ makeInvoicePdfBytes }) => makeInvoicePdfBytes),
)

const company = {
  name: brand.name,
  addressLines: headOfficeLines(),
  email: brand.email,
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

/**
 * The invoice builder itself: the draft this browser keeps, the editor, the live preview and the
 * PDF, which is made only from an invoice without errors.
 */
export function InvoiceWorkspace() {
  const invoice = useInvoiceDraft()
  const { draft } = invoice
  const errors = useMemo(() => validateInvoice(draft), [draft])
  const view = useMemo(() => invoiceView(draft), [draft])
  const amounts = useMemo(() => invoiceLineAmounts(draft), [draft])
  const characterChanges = useMemo(() => pdfTextChanges(pdfTexts(view)), [view])

  const [checkAttempts, setCheckAttempts] = useState(0)
  const [downloaded, setDownloaded] = useState('')
  const [confirmingNew, setConfirmingNew] = useState(false)
  const [started, setStarted] = useState('')

  const pdf = useSubmission({
    check: (current: InvoiceDraft) =>
      isInvoiceComplete(validateInvoice(current))
        ? { ok: true, payload: current }
        : { ok: false, errors: {} },
    send: async (complete: InvoiceDraft) => {
      try {
        const makeInvoicePdf = await loadPdf()
        const fileName = invoiceFileName(complete.customerName)
        saveFile(
          new Blob([makeInvoicePdf(invoiceView(complete), company)], { type: 'application/pdf' }),
          fileName,
        )
        invoice.markDownloaded(complete)
        return { ok: true, data: fileName } as const
      } catch (error) {
        // Most likely the PDF code could not be fetched (offline, or a new release replaced it).
        console.error('The invoice PDF could not be made', error)
        return { ok: false, failure: { kind: 'network' } } as const
      }
    },
  })

  async function download() {
    const outcome = await pdf.submit(draft)
    if (outcome.status === 'idle') setCheckAttempts((count) => count + 1)
    else setStarted('')
    setDownloaded(outcome.status === 'sent' ? outcome.data : '')
  }

  function startNew() {
    invoice.startNew()
    setConfirmingNew(false)
    setCheckAttempts(0)
    pdf.reset()
    setDownloaded('')
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
                busy={pdf.status === 'sending'}
                onClick={() => void download()}
                className="w-full sm:w-auto"
              >
                {pdf.status === 'sending' ? null : <Download aria-hidden="true" />}
                {pdf.status === 'sending' ? invoiceMessages.downloadBusy : invoiceMessages.download}
              </Button>
            </div>
            <StatusMessage tone="success">
              {pdf.status === 'sent' ? invoiceMessages.downloaded(downloaded) : null}
            </StatusMessage>
            <StatusMessage tone="error">
              {pdf.status === 'failed' ? invoiceMessages.downloadFailed : null}
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
