import {
  auditActionLabels,
  auditAnswerSchema,
  staffApiPaths,
  staffFormText,
  staffPageText,
  type AuditEntry,
} from '@app/core'
import { AuditLog, StaffPageHeading, StatusMessage, type AuditFilters } from '@app/ui'
import { useCallback, useEffect, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { useTitle } from '../use-title'

/** The audit log's address for these filters, after `before` (the last entry of a page). */
function auditPath(filters: AuditFilters, before?: number): string {
  const query = new URLSearchParams()
  if (filters.actor.trim()) query.set('actor', filters.actor.trim())
  if (filters.action) query.set('action', filters.action)
  if (before !== undefined) query.set('before', String(before))
  const text = query.toString()
  return text ? `${staffApiPaths.audit}?${text}` : staffApiPaths.audit
}

/** /staff/audit (owners): the log newest first, filtered by person and action, older on demand. */
export function AuditPage() {
  useTitle(staffPageText.auditHeading)
  const [filters, setFilters] = useState<AuditFilters>({ actor: '', action: '' })
  const [entries, setEntries] = useState<readonly AuditEntry[]>([])
  const [nextBefore, setNextBefore] = useState<number | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | undefined>()

  const load = useCallback(async (shown: AuditFilters, before?: number) => {
    setLoading(true)
    setError(undefined)
    try {
      const answer = await staffApi.get(auditPath(shown, before), auditAnswerSchema)
      setEntries((current) =>
        before === undefined ? answer.entries : [...current, ...answer.entries],
      )
      setNextBefore(answer.nextBefore)
    } catch (caught) {
      setError(problemOf(caught).message)
    } finally {
      setLoading(false)
    }
  }, [])
  useEffect(() => {
    // The newest entries when the page opens; `load` sets state once they arrive.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load({ actor: '', action: '' })
  }, [load])

  return (
    <>
      <StaffPageHeading title={staffPageText.auditHeading} lead={staffPageText.auditLead} />
      <StatusMessage tone="error" className="*:mb-4">
        {error}
      </StatusMessage>
      <AuditLog
        text={staffFormText.audit}
        entries={entries}
        actionLabels={auditActionLabels}
        filters={filters}
        loading={loading}
        hasMore={nextBefore !== null}
        onFilter={(chosen) => {
          setFilters(chosen)
          void load(chosen)
        }}
        onLoadMore={() => {
          if (nextBefore !== null) void load(filters, nextBefore)
        }}
      />
    </>
  )
}
