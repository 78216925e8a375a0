import {
  enrolmentsAnswerSchema,
  inboxApiPaths,
  inboxFilterKeys,
  inboxLimits,
  inboxPages,
  inboxPageText,
  staffPages,
  type InboxFilter,
} from '@app/core'
import {
  EnrolmentTable,
  InboxFilters,
  StaffPageHeading,
  StatusMessage,
  type EnrolmentTableProps,
} from '@app/ui'
import { useEffect, useMemo, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { courseOptions, eventOptions, filterOf, inboxLabels, queryOf } from '../inbox'
import { navigate, useLocation } from '../router'
import { useTitle } from '../use-title'

const text = inboxPageText

/** The filters the Enrolments room offers (the API's enrolment query). */
const enrolmentFilters = [
  'payment',
  'course',
  'from',
  'to',
  'q',
] as const satisfies readonly (keyof InboxFilter)[]

/** Only the Enrolments room's filters of a query's. */
function enrolmentFilterOf(filter: InboxFilter): InboxFilter {
  return Object.fromEntries(enrolmentFilters.map((key) => [key, filter[key]]))
}

/**
 * /staff/enrolments: every enrolment with its payment, newest first, a page at a time, filtered
 * by payment state, course, dates and a search kept in the address (docs/inbox.md).
 */
export function EnrolmentsPage() {
  useTitle(text.enrolmentsHeading)
  const { search } = useLocation()
  const searchText = search.toString()
  const { filter, errors: filterErrors } = useMemo(() => {
    const parsed = filterOf(new URLSearchParams(searchText))
    return { filter: enrolmentFilterOf(parsed.filter), errors: parsed.errors }
  }, [searchText])
  const after = new URLSearchParams(searchText).get('after') ?? undefined
  const query = queryOf(filter, after)
  const invalid = Object.keys(filterErrors).length > 0
  const [page, setPage] = useState<
    | { query: string; enrolments: EnrolmentTableProps['enrolments']; next: string | null }
    | undefined
  >()
  const [problem, setProblem] = useState<
    { query: string; message: string; fields: Partial<Record<string, string>> } | undefined
  >()

  useEffect(() => {
    if (invalid) return
    let current = true
    staffApi.get(`${inboxApiPaths.enrolments}${query}`, enrolmentsAnswerSchema).then(
      (answer) => {
        if (current) setPage({ query, enrolments: answer.enrolments, next: answer.next })
      },
      (error: unknown) => {
        if (!current) return
        const { message, fields } = problemOf(error)
        setProblem({ query, message, fields })
      },
    )
    return () => {
      current = false
    }
  }, [query, invalid])

  const shownProblem = problem?.query === query ? problem : undefined
  // The server's messages about filters go on their fields; any other is the page's message.
  const errors: Partial<Record<string, string>> = { ...filterErrors }
  let pageMessage = shownProblem?.message
  for (const [field, message] of Object.entries(shownProblem?.fields ?? {})) {
    if ((inboxFilterKeys as readonly string[]).includes(field)) {
      errors[field] = message
      pageMessage = undefined
    } else pageMessage = message
  }

  return (
    <>
      <StaffPageHeading title={text.enrolmentsHeading} lead={text.enrolmentsLead} />
      <InboxFilters
        className="mb-6"
        text={text}
        labels={inboxLabels}
        values={filter}
        fields={enrolmentFilters}
        events={eventOptions}
        courses={courseOptions}
        action={staffPages.enrolments}
        csvHref={`${inboxApiPaths.enrolmentsCsv}${queryOf(filter)}`}
        searchMaxLength={inboxLimits.search}
        errors={errors}
        onApply={(chosen) => {
          const next = chosen.toString()
          navigate(next ? `${staffPages.enrolments}?${next}` : staffPages.enrolments)
        }}
      />
      <StatusMessage tone="error" className="*:mb-4">
        {pageMessage ?? null}
      </StatusMessage>
      {page && !invalid ? (
        <EnrolmentTable
          text={text}
          labels={inboxLabels}
          enrolments={page.enrolments}
          itemHref={inboxPages.item}
          aria-busy={page.query !== query || undefined}
          olderHref={
            page.next ? `${staffPages.enrolments}${queryOf(filter, page.next)}` : undefined
          }
          newestHref={after ? `${staffPages.enrolments}${queryOf(filter)}` : undefined}
        />
      ) : null}
    </>
  )
}
