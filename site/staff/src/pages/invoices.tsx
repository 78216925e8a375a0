import {
  invoiceAnswerSchema,
  invoiceApiPaths,
  invoiceFilterStatuses,
  invoiceListAnswerSchema,
  invoicePages,
  invoicePageText,
  invoiceRecordLimits,
  invoiceStatusLabels,
  type InvoiceRow,
} from '@app/core'
import { Button, InvoiceList, StaffPageHeading, StatusMessage } from '@app/ui'
import { FilePlus2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { navigate, useLocation } from '../router'
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
  const [rows, setRows] = useState<{ query: string; invoices: InvoiceRow[] }>()
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
          setRows({ query, invoices: answer.invoices })
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
    </>
  )
}
