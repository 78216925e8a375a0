import {
  inboxApiPaths,
  inboxFilterKeys,
  inboxLimits,
  inboxPageAnswerSchema,
  inboxPages,
  inboxPageText,
  staffPages,
} from '@app/core'
import {
  InboxFilters,
  InboxList,
  StaffPageHeading,
  StatusMessage,
  type InboxListProps,
} from '@app/ui'
import { useEffect, useMemo, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { courseOptions, eventOptions, filterOf, inboxLabels, isFiltered, queryOf } from '../inbox'
import { navigate, useLocation } from '../router'
import { useTitle } from '../use-title'

const text = inboxPageText

/**
 * /staff/inbox: the filters, read from the address (so a view can be bookmarked), and a page of
 * records; Older and Newest page by the server's cursor (docs/inbox.md#the-list).
 */
export function InboxPage() {
  useTitle(text.inboxHeading)
  const { search } = useLocation()
  const searchText = search.toString()
  const { filter, errors: filterErrors } = useMemo(
    () => filterOf(new URLSearchParams(searchText)),
    [searchText],
  )
  const after = new URLSearchParams(searchText).get('after') ?? undefined
  const query = queryOf(filter, after)
  const invalid = Object.keys(filterErrors).length > 0
  const [page, setPage] = useState<
    { query: string; data: { items: InboxListProps['items']; next: string | null } } | undefined
  >()
  const [problem, setProblem] = useState<
    { query: string; message: string; fields: Partial<Record<string, string>> } | undefined
  >()

  useEffect(() => {
    if (invalid) return
    let current = true
    staffApi.get(`${inboxApiPaths.inbox}${query}`, inboxPageAnswerSchema).then(
      (answer) => {
        if (current) setPage({ query, data: { items: answer.items, next: answer.next } })
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
  // The server's messages about filters go on their fields; any other (a cursor from elsewhere)
  // is the page's message.
  const errors: Partial<Record<string, string>> = { ...filterErrors }
  let pageMessage = shownProblem?.message
  for (const [field, message] of Object.entries(shownProblem?.fields ?? {})) {
    if ((inboxFilterKeys as readonly string[]).includes(field)) {
      errors[field] = message
      pageMessage = undefined
    } else pageMessage = message
  }
  const loading = !invalid && !shownProblem && page?.query !== query

  return (
    <>
      <StaffPageHeading title={text.inboxHeading} lead={text.inboxLead} />
      <div className="flex flex-col">
        <InboxFilters
          className="mb-6"
          text={text}
          labels={inboxLabels}
          values={filter}
          events={eventOptions}
          courses={courseOptions}
          action={staffPages.inbox}
          csvHref={`${inboxApiPaths.inboxCsv}${queryOf(filter)}`}
          searchMaxLength={inboxLimits.search}
          errors={errors}
          onApply={(chosen) => {
            const next = chosen.toString()
            navigate(next ? `${staffPages.inbox}?${next}` : staffPages.inbox)
          }}
        />
        <StatusMessage tone="error" className="*:mb-6">
          {pageMessage ?? null}
        </StatusMessage>
        {page && !invalid && !(shownProblem && page.query !== query) ? (
          <InboxList
            text={text}
            labels={inboxLabels}
            items={page.data.items}
            itemHref={inboxPages.item}
            loading={loading}
            filtered={isFiltered(filter)}
            olderHref={
              page.data.next ? `${staffPages.inbox}${queryOf(filter, page.data.next)}` : undefined
            }
            newestHref={after ? `${staffPages.inbox}${queryOf(filter)}` : undefined}
          />
        ) : null}
      </div>
    </>
  )
}
