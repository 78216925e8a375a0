import {
  inboxApiPaths,
  inboxLimits,
  inboxPageAnswerSchema,
  inboxPages,
  inboxPageText,
  staffPages,
} from '@app/core'
import { InboxFilters, InboxList, StaffPageHeading, StatusMessage } from '@app/ui'
import { courseOptions, eventOptions, inboxLabels, isFiltered, queryOf } from '../inbox'
import { navigate } from '../router'
import { useFilteredPage } from '../use-filtered-page'
import { useTitle } from '../use-title'

const text = inboxPageText

/**
 * /staff/inbox: the filters, read from the address (so a view can be bookmarked), and a page of
 * records; Older and Newest page by the server's cursor (docs/inbox.md#the-list).
 */
export function InboxPage() {
  useTitle(text.inboxHeading)
  const { filter, after, errors, pageMessage, page, loading } = useFilteredPage(
    inboxApiPaths.inbox,
    inboxPageAnswerSchema,
  )

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
        {page ? (
          <InboxList
            text={text}
            labels={inboxLabels}
            items={page.items}
            itemHref={inboxPages.item}
            loading={loading}
            filtered={isFiltered(filter)}
            olderHref={page.next ? `${staffPages.inbox}${queryOf(filter, page.next)}` : undefined}
            newestHref={after ? `${staffPages.inbox}${queryOf(filter)}` : undefined}
          />
        ) : null}
      </div>
    </>
  )
}
