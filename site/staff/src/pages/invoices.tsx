import {
  invoiceAnswerSchema,
  invoiceApiPaths,
  invoiceFilterStatuses,
  invoiceListAnswerSchema,
  invoicePages,
  invoicePageText,
  invoiceRecordLimits,
  invoiceSettingsAnswerSchema,
  invoiceStatusLabels,
  type InvoiceRow,
  type InvoiceSettings,
} from '@app/core'
import { Button, InvoiceList, StaffPageHeading, StatusMessage, TextField } from '@app/ui'
import { FilePlus2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { navigate, useLocation } from '../router'
import { useSession } from '../session'
import { useTitle } from '../use-title'

const text = invoicePageText

/**
 * /staff/invoices: drafts, issued invoices and credit notes, newest first, with the status filter
 * and the search kept in the address (docs/invoices.md#the-list); New invoice starts a draft.
 */
export function InvoicesPage() {
  useTitle(text.listHeading)
  const { search } = useLocation()
  const query = search.toString()
  const [rows, setRows] = useState<{ query: string; invoices: InvoiceRow[]; more: boolean }>()
  const [problem, setProblem] = useState<{
    message: string
    fields: Partial<Record<string, string>>
  }>()
  const [creating, setCreating] = useState(false)

  useEffect(() => {
    let current = true
    staffApi
      .get(`${invoiceApiPaths.list}${query ? `?${query}` : ''}`, invoiceListAnswerSchema)
      .then(
        (answer) => {
          if (!current) return
          setProblem(undefined)
          setRows({ query, invoices: answer.invoices, more: answer.more })
        },
        (error: unknown) => {
          if (current) setProblem(problemOf(error))
        },
      )
    return () => {
      current = false
    }
  }, [query])

  async function startDraft() {
    setCreating(true)
    try {
      const answer = await staffApi.post(invoiceApiPaths.create, {}, invoiceAnswerSchema)
      navigate(invoicePages.item(answer.invoice.id))
    } catch (error) {
      setProblem(problemOf(error))
      setCreating(false)
    }
  }

  return (
    <>
      <StaffPageHeading title={text.listHeading} lead={text.listLead} />
      <div className="mb-6">
        <Button busy={creating} onClick={() => void startDraft()}>
          <FilePlus2 aria-hidden="true" />
          {text.newInvoice}
        </Button>
      </div>
      <StatusMessage tone="error" className="*:mb-4">
        {problem && !problem.fields.status && !problem.fields.q ? problem.message : null}
      </StatusMessage>
      <InvoiceList
        key={query}
        text={text}
        statusLabels={invoiceStatusLabels}
        filterStatuses={invoiceFilterStatuses}
        invoices={rows?.invoices ?? []}
        more={rows?.more}
        aria-busy={rows?.query !== query || undefined}
        values={{ status: search.get('status') ?? undefined, q: search.get('q') ?? undefined }}
        action={invoicePages.list}
        itemHref={invoicePages.item}
        searchMaxLength={invoiceRecordLimits.search}
        errors={{ status: problem?.fields.status, q: problem?.fields.q }}
        onApply={(chosen) => {
          const next = chosen.toString()
          navigate(next ? `${invoicePages.list}?${next}` : invoicePages.list)
        }}
      />
      <Numbering />
    </>
  )
}

/**
 * /staff/invoices/new (and the old /invoice, through the sign-in): starts a draft on the server,
 * as New invoice does, and puts its address in place of this one (docs/invoices.md#drafts).
 */
export function NewInvoicePage() {
  useTitle(text.newInvoice)
  const [problem, setProblem] = useState<string>()
  const started = useRef(false)

  useEffect(() => {
    // Once per visit, even when React runs the effect twice.
    if (started.current) return
    started.current = true
    staffApi.post(invoiceApiPaths.create, {}, invoiceAnswerSchema).then(
      (answer) => navigate(invoicePages.item(answer.invoice.id), { replace: true }),
      (error: unknown) => setProblem(problemOf(error).message),
    )
  }, [])

  return (
    <>
      <StaffPageHeading title={text.newInvoice} />
      <StatusMessage tone="error" className="*:mb-4">
        {problem ?? null}
      </StatusMessage>
      {problem ? null : <p className="min-h-screen text-slate-600">{text.openingDraft}</p>}
    </>
  )
}

/**
 * The numbering (docs/invoices.md#numbers): the next number for everyone; for owners, the first
 * number while no invoice has been issued.
 */
function Numbering() {
  const { current } = useSession()
  const isOwner = current.state === 'signed-in' && current.session.user.role === 'owner'
  const [settings, setSettings] = useState<InvoiceSettings>()
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>()

  useEffect(() => {
    let active = true
    staffApi.get(invoiceApiPaths.settings, invoiceSettingsAnswerSchema).then(
      (answer) => {
        if (!active) return
        setSettings(answer.settings)
        setTyped(String(answer.settings.firstNumber))
      },
      () => {},
    )
    return () => {
      active = false
    }
  }, [])

  if (!settings) return null
  return (
    <section aria-labelledby="invoice-numbering" className="mt-10 flex max-w-xl flex-col gap-3">
      <h2 id="invoice-numbering" className="text-lg font-semibold text-slate-900">
        {text.settingsHeading}
      </h2>
      <p className="text-slate-700">{text.nextNumber(settings.nextNumber)}</p>
      {isOwner && settings.firstNumberChangeable ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={async (event) => {
            event.preventDefault()
            setBusy(true)
            setOutcome(undefined)
            try {
              const answer = await staffApi.post(
                invoiceApiPaths.settings,
                { firstNumber: Number(typed.trim()) },
                invoiceSettingsAnswerSchema,
              )
              setSettings(answer.settings)
              setOutcome({ tone: 'success', text: text.settingsSaved })
            } catch (error) {
              const problem = problemOf(error)
              setOutcome({ tone: 'error', text: problem.fields.firstNumber ?? problem.message })
            } finally {
              setBusy(false)
            }
          }}
        >
          <TextField
            label={text.firstNumber}
            hint={text.firstNumberHint}
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={outcome?.tone === 'error' ? outcome.text : undefined}
            className="min-w-60 flex-1"
          />
          <Button type="submit" variant="outline" busy={busy}>
            {text.saveSettings}
          </Button>
        </form>
      ) : null}
      <StatusMessage tone="success">
        {outcome?.tone === 'success' ? outcome.text : null}
      </StatusMessage>
    </section>
  )
}
