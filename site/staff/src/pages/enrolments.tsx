import {
  enrolmentsAnswerSchema,
  inboxApiPaths,
  inboxLimits,
  inboxPages,
  inboxPageText,
  staffPages,
  type InboxFilter,
} from '@app/core'
import { EnrolmentTable, InboxFilters, StaffPageHeading, StatusMessage } from '@app/ui'
import { courseOptions, eventOptions, inboxLabels, queryOf } from '../inbox'
import { navigate } from '../router'
import { useFilteredPage } from '../use-filtered-page'
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

/**
 * /staff/enrolments: every enrolment with its payment, newest first, a page at a time, filtered
 * by payment state, course, dates and a search kept in the address (docs/inbox.md).
 */
export function EnrolmentsPage() {
  useTitle(text.enrolmentsHeading)
  const { filter, after, errors, pageMessage, page, loading } = useFilteredPage(
    inboxApiPaths.enrolments,
    enrolmentsAnswerSchema,
    enrolmentFilters,
  )

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
      {page ? (
        <EnrolmentTable
          text={text}
          labels={inboxLabels}
          enrolments={page.enrolments}
          itemHref={inboxPages.item}
          aria-busy={loading || undefined}
          olderHref={
            page.next ? `${staffPages.enrolments}${queryOf(filter, page.next)}` : undefined
          }
          newestHref={after ? `${staffPages.enrolments}${queryOf(filter)}` : undefined}
        />
      ) : null}
    </>
  )
}
