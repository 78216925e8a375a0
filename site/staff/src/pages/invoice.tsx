import {
  addInvoiceLine,
  documentFileName,
  invoiceAnswerSchema,
  invoiceApiPaths,
  invoiceCompanyOn,
  invoiceFieldErrors,
  invoiceLimits,
  invoiceLineAmounts,
  invoiceMessages,
  invoicePages,
  invoicePageText,
  invoiceRecordMessages,
  invoiceSettingsAnswerSchema,
  invoiceStatusLabels,
  invoiceTexts,
  invoiceView,
  isInvoiceComplete,
  localIsoDate,
  paymentMethodLabels,
  pdfDateOf,
  pdfTextChanges,
  removeInvoiceLine,
  snapshotView,
  staffOkAnswerSchema,
  updateInvoiceField,
  updateInvoiceLine,
  validateInvoice,
  type InvoiceDraft,
  type InvoiceRecord,
  type InvoiceSnapshot,
  type PaymentMethod,
} from '@app/core'
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  CreditNoteEditor,
  InvoiceEditor,
  InvoicePreview,
  IssueDialog,
  IssuedInvoice,
  lazyOnce,
  StaffPageHeading,
  StatusMessage,
} from '@app/ui'
import { Download, FileCheck2, Info, Trash2 } from 'lucide-react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { problemOf, StaffApiError, staffApi } from '../api'
import { navigate } from '../router'
import { useTitle } from '../use-title'

const text = invoicePageText

/** The PDF maker (jsPDF, about 130 KiB), shared with the server: fetched when a PDF is asked for. */
const loadPdf = lazyOnce(() => import('@app/core/invoice-pdf'))

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
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A draft is checked as an invoice, with the number it will be given on issue. */
const checkDraft = (draft: InvoiceDraft) => validateInvoice({ ...draft, number: 'DRAFT' })

/**
 * /staff/invoices/{id}: a draft in the editor, saved on the server as staff type, and issued
 * from here; or an issued invoice or credit note as it was issued (docs/invoices.md).
 */
export function InvoicePage({ id }: { id: string }) {
  const [record, setRecord] = useState<InvoiceRecord>()
  const [problem, setProblem] = useState<string>()
  const title = record
    ? (record.number ??
      `${record.kind === 'credit-note' ? 'Draft credit note' : 'Draft invoice'} ${record.id}`)
    : text.listHeading
  useTitle(title)

  const validId = /^[1-9]\d{0,15}$/.test(id)
  useEffect(() => {
    if (!validId) return
    let current = true
    staffApi.get(invoiceApiPaths.item(id), invoiceAnswerSchema).then(
      (answer) => {
        if (current) setRecord(answer.invoice)
      },
      (error: unknown) => {
        if (current) setProblem(problemOf(error).message)
      },
    )
    return () => {
      current = false
    }
  }, [id, validId])
  const shownProblem = validId ? problem : invoiceRecordMessages.notFound

  return (
    <>
      <StaffPageHeading title={title} />
      <p className="-mt-4 mb-6">
        <ButtonLink href={invoicePages.list} variant="outline" size="sm">
          {text.backToList}
        </ButtonLink>
      </p>
      <StatusMessage tone="error" className="*:mb-4">
        {shownProblem ?? null}
      </StatusMessage>
      {record === undefined ? (
        shownProblem ? null : (
          <p className="min-h-screen text-slate-600">{text.openingDraft}</p>
        )
      ) : record.snapshot ? (
        <IssuedView record={record} snapshot={record.snapshot} onChange={setRecord} />
      ) : (
        <DraftEditor key={record.id} record={record} onChange={setRecord} />
      )}
    </>
  )
}

type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed'

/** The editor and preview of a draft: saved (debounced) on the version it was loaded on. */
function DraftEditor({
  record,
  onChange,
}: {
  record: InvoiceRecord
  onChange: (record: InvoiceRecord) => void
}) {
  const [draft, setDraft] = useState(record.draft)
  const [generation, setGeneration] = useState(0)
  const [saveState, setSaveState] = useState<SaveState>('saved')
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>()
  const [checkAttempts, setCheckAttempts] = useState(0)
  const [confirming, setConfirming] = useState<string>()
  const [issuing, setIssuing] = useState(false)
  const [downloading, setDownloading] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const latest = useRef(draft)
  const version = useRef(record.version)
  const savedJson = useRef(JSON.stringify(record.draft))
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const queue = useRef<Promise<boolean>>(Promise.resolve(true))

  const errors = useMemo(() => checkDraft(draft), [draft])
  const view = useMemo(() => invoiceView(draft), [draft])
  const amounts = useMemo(() => invoiceLineAmounts(draft), [draft])
  const characterChanges = useMemo(
    () =>
      pdfTextChanges([
        view.customer.name,
        view.customer.email,
        ...view.customer.addressLines,
        ...view.lines.map((line) => line.name),
        ...view.notes,
      ]),
    [view],
  )
  const company = invoiceCompanyOn(draft.invoiceDate || localIsoDate(new Date()))
  const word = record.kind === 'credit-note' ? 'Credit note' : 'Invoice'
  const editable = record.editable

  /** Sends the latest draft unless it is saved already; false when it could not be saved. */
  const save = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current)
    queue.current = queue.current.then(async () => {
      const sending = latest.current
      const json = JSON.stringify(sending)
      if (json === savedJson.current) return true
      setSaveState('saving')
      try {
        const answer = await staffApi.post(
          invoiceApiPaths.draft(record.id),
          { version: version.current, draft: sending },
          invoiceAnswerSchema,
        )
        version.current = answer.invoice.version
        savedJson.current = json
        setSaveState(JSON.stringify(latest.current) === json ? 'saved' : 'unsaved')
        return true
      } catch (error) {
        const { status, message: sentence } = problemOf(error)
        const now =
          error instanceof StaffApiError ? (error.answer as { invoice?: InvoiceRecord }) : {}
        if (status === 409 && now?.invoice) {
          // Changed elsewhere: show it as it is now, and say so.
          if (now.invoice.snapshot) {
            onChange(now.invoice)
            return false
          }
          latest.current = now.invoice.draft
          version.current = now.invoice.version
          savedJson.current = JSON.stringify(now.invoice.draft)
          setDraft(now.invoice.draft)
          setGeneration((count) => count + 1)
          setSaveState('saved')
        } else setSaveState('failed')
        setMessage({ tone: 'error', text: sentence })
        return false
      }
    })
    return queue.current
  }, [record.id, onChange])

  const commit = (next: InvoiceDraft) => {
    latest.current = next
    setDraft(next)
    setSaveState('unsaved')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void save(), 700)
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  async function askToIssue() {
    setMessage(undefined)
    if (!isInvoiceComplete(checkDraft(latest.current))) {
      setCheckAttempts((count) => count + 1)
      return
    }
    if (!(await save())) return
    try {
      const { settings } = await staffApi.get(invoiceApiPaths.settings, invoiceSettingsAnswerSchema)
      setConfirming(
        record.kind === 'credit-note' ? settings.nextCreditNoteNumber : settings.nextNumber,
      )
    } catch (error) {
      setMessage({ tone: 'error', text: problemOf(error).message })
    }
  }

  async function issue() {
    setConfirming(undefined)
    setIssuing(true)
    try {
      if (!(await save())) return
      const answer = await staffApi.post(
        invoiceApiPaths.issue(record.id),
        { version: version.current },
        invoiceAnswerSchema,
      )
      onChange(answer.invoice)
    } catch (error) {
      const { status, message: sentence, fields } = problemOf(error)
      const now =
        error instanceof StaffApiError ? (error.answer as { invoice?: InvoiceRecord }) : {}
      if (status === 409 && now?.invoice && !now.invoice.snapshot) {
        latest.current = now.invoice.draft
        version.current = now.invoice.version
        savedJson.current = JSON.stringify(now.invoice.draft)
        setDraft(now.invoice.draft)
        setGeneration((count) => count + 1)
      }
      const detail = Object.values(fields)[0]
      setMessage({ tone: 'error', text: detail ? `${sentence} ${detail}` : sentence })
    } finally {
      setIssuing(false)
    }
  }

  async function downloadDraft() {
    setDownloading(true)
    try {
      const { makeInvoicePdfBytes } = await loadPdf()
      const bytes = makeInvoicePdfBytes(view, company, { kind: record.kind, draft: true })
      saveFile(
        new Blob([bytes], { type: 'application/pdf' }),
        documentFileName(record.kind, null, draft.customerName),
      )
    } catch {
      setMessage({ tone: 'error', text: text.draftPdfFailed })
    } finally {
      setDownloading(false)
    }
  }

  async function remove() {
    if (!(await save())) return
    try {
      await staffApi.post(
        invoiceApiPaths.remove(record.id),
        { version: version.current },
        staffOkAnswerSchema,
      )
      navigate(invoicePages.list)
    } catch (error) {
      setMessage({ tone: 'error', text: problemOf(error).message })
    }
  }

  const saveLabel = {
    saved: text.saved,
    unsaved: text.saving,
    saving: text.saving,
    failed: text.saveFailed,
  }[saveState]

  return (
    <>
      <div className="grid items-start gap-x-10 gap-y-12 xl:grid-cols-2">
        <section aria-labelledby="invoice-form-heading" className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="invoice-form-heading" className="text-2xl font-semibold text-slate-900">
              {word} details
            </h2>
            <p className="text-sm text-slate-600" role="status" data-save-state={saveState}>
              {editable ? saveLabel : invoiceRecordMessages.notYours}
            </p>
          </div>
          <StatusMessage tone={message?.tone ?? 'error'} className="mt-4">
            {message?.text ?? null}
          </StatusMessage>
          <fieldset disabled={!editable} className="contents">
            <InvoiceEditor
              key={generation}
              aria-labelledby="invoice-form-heading"
              idPrefix="invoice"
              className="mt-6"
              value={draft}
              errors={errors}
              onFieldChange={(field, value) =>
                commit(updateInvoiceField(latest.current, field, value))
              }
              onLineChange={(line, field, value) =>
                commit(updateInvoiceLine(latest.current, line, field, value))
              }
              onAddLine={() => commit(addInvoiceLine(latest.current))}
              onRemoveLine={(line) => commit(removeInvoiceLine(latest.current, line))}
              lineAmounts={amounts}
              total={view.total}
              checkAttempts={checkAttempts}
              errorSummaryTitle={text.fixBeforeIssue(word.toLowerCase())}
              numberNote={text.numberOnIssue(word.toLowerCase())}
              defaultNotes={invoiceTexts.defaultNotes}
              maxLines={invoiceLimits.lines}
              maxLinesMessage={invoiceFieldErrors.tooManyLines}
            />
          </fieldset>
        </section>
        <section aria-labelledby="invoice-preview-heading" className="min-w-0">
          <h2 id="invoice-preview-heading" className="text-2xl font-semibold text-slate-900">
            Preview
          </h2>
          <div className="mt-6 rounded-2xl bg-slate-100 p-2 sm:p-5">
            <InvoicePreview headingLevel={3} invoice={view} company={company} title={word} draft />
          </div>
          {characterChanges.length > 0 ? (
            <p className="mt-6 flex items-start gap-2 text-sm text-slate-700">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {invoiceMessages.pdfCharacters(characterChanges)}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            {editable ? (
              <Button size="lg" busy={issuing} onClick={() => void askToIssue()}>
                <FileCheck2 aria-hidden="true" />
                {record.kind === 'credit-note' ? text.issueCreditNote : text.issue}
              </Button>
            ) : null}
            <Button
              size="lg"
              variant="outline"
              busy={downloading}
              onClick={() => void downloadDraft()}
            >
              <Download aria-hidden="true" />
              {text.downloadDraft}
            </Button>
            {editable ? (
              <Button size="lg" variant="outline" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" />
                {text.deleteDraft}
              </Button>
            ) : null}
          </div>
        </section>
      </div>
      <IssueDialog
        open={confirming !== undefined}
        text={text}
        kind={record.kind}
        nextNumber={confirming ?? ''}
        total={view.total}
        customer={draft.customerName.trim()}
        onConfirm={() => void issue()}
        onCancel={() => setConfirming(undefined)}
      />
      <ConfirmDialog
        open={deleting}
        title={text.deleteTitle}
        confirmLabel={text.deleteConfirm}
        cancelLabel={text.deleteCancel}
        onConfirm={() => {
          setDeleting(false)
          void remove()
        }}
        onCancel={() => setDeleting(false)}
      >
        {text.deleteBody}
      </ConfirmDialog>
    </>
  )
}

/** An issued invoice or credit note: as issued, with its PDF, e-mail, payment and credit notes. */
function IssuedView({
  record,
  snapshot,
  onChange,
}: {
  record: InvoiceRecord
  snapshot: InvoiceSnapshot
  onChange: (record: InvoiceRecord) => void
}) {
  const [busy, setBusy] = useState<'download' | 'email' | 'payment'>()
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>()
  const [crediting, setCrediting] = useState(false)
  const [creditError, setCreditError] = useState<string>()
  const view = useMemo(() => snapshotView(snapshot), [snapshot])
  const fileName = documentFileName(snapshot.kind, snapshot.number, snapshot.customer.name)

  const reload = useCallback(async () => {
    const answer = await staffApi.get(invoiceApiPaths.item(record.id), invoiceAnswerSchema)
    onChange(answer.invoice)
  }, [record.id, onChange])

  // While an e-mail is on its way, its state is asked again every few seconds.
  const pending = record.messages.some((message) => message.state === 'queued')
  useEffect(() => {
    if (!pending) return
    const timer = setInterval(() => void reload().catch(() => {}), 3000)
    return () => clearInterval(timer)
  }, [pending, reload])

  async function download() {
    setBusy('download')
    setNotice(undefined)
    try {
      // Made here with the server's own PDF code; the server's copy if it is not the file issued.
      let file: Blob | undefined
      try {
        const { makeInvoicePdfBytes } = await loadPdf()
        const bytes = makeInvoicePdfBytes(view, snapshot.company, {
          kind: snapshot.kind,
          creditFor: snapshot.creditFor,
          creationDate: pdfDateOf(snapshot.issuedAt),
          fileId: snapshot.fileId,
        })
        if ((await sha256Hex(bytes)) === record.pdfSha256) {
          file = new Blob([bytes], { type: 'application/pdf' })
        } else console.warn('The PDF made in this browser differs from the one issued.')
      } catch {
        // The PDF code could not be fetched: the server's copy will do.
      }
      if (!file) {
        const response = await fetch(invoiceApiPaths.pdf(record.id), { credentials: 'same-origin' })
        if (!response.ok) throw new Error(String(response.status))
        file = await response.blob()
      }
      saveFile(file, fileName)
      setNotice({ tone: 'success', text: text.pdfDownloaded(fileName) })
    } catch {
      setNotice({ tone: 'error', text: text.pdfDownloadFailed })
    } finally {
      setBusy(undefined)
    }
  }

  async function email() {
    setBusy('email')
    setNotice(undefined)
    try {
      const answer = await staffApi.post(
        invoiceApiPaths.email(record.id),
        { key: crypto.randomUUID() },
        invoiceAnswerSchema,
      )
      onChange(answer.invoice)
      setNotice({ tone: 'success', text: text.emailQueued })
    } catch (error) {
      setNotice({ tone: 'error', text: problemOf(error).message })
    } finally {
      setBusy(undefined)
    }
  }

  async function payment(paid: { paidOn: string; method: PaymentMethod } | null) {
    setBusy('payment')
    setNotice(undefined)
    try {
      const answer = await staffApi.post(
        invoiceApiPaths.payment(record.id),
        paid ? { paid: true, ...paid } : { paid: false },
        invoiceAnswerSchema,
      )
      onChange(answer.invoice)
    } catch (error) {
      setNotice({ tone: 'error', text: problemOf(error).message })
    } finally {
      setBusy(undefined)
    }
  }

  async function creditNote(lines: number[] | undefined) {
    setCrediting(true)
    setCreditError(undefined)
    try {
      const answer = await staffApi.post(
        invoiceApiPaths.creditNotes(record.id),
        lines ? { lines } : {},
        invoiceAnswerSchema,
      )
      navigate(invoicePages.item(answer.invoice.id))
    } catch (error) {
      setCreditError(problemOf(error).message)
      setCrediting(false)
    }
  }

  return (
    <IssuedInvoice
      text={text}
      statusLabels={invoiceStatusLabels}
      methodLabels={paymentMethodLabels}
      invoice={record}
      view={view}
      company={snapshot.company}
      today={localIsoDate(new Date())}
      itemHref={invoicePages.item}
      busy={busy}
      notice={notice}
      onDownload={() => void download()}
      onEmail={() => void email()}
      onPayment={(paid) => void payment(paid)}
      creditNote={
        record.kind === 'invoice' && record.status !== 'credited' ? (
          <CreditNoteEditor
            text={text}
            lines={snapshot.lines}
            busy={crediting}
            error={creditError}
            onCreate={(lines) => void creditNote(lines)}
          />
        ) : undefined
      }
    />
  )
}
