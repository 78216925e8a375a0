import {
  enrolmentsAnswerSchema,
  inboxApiPaths,
  inboxPages,
  inboxPageText,
  paymentStateLabels,
  staffPages,
} from '@app/core'
import {
  EnrolmentTable,
  StaffPageHeading,
  StatusMessage,
  buttonVariants,
  type EnrolmentTableProps,
} from '@app/ui'
import { Download } from 'lucide-react'
import { useEffect, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { useLocation } from '../router'
import { useTitle } from '../use-title'

const text = inboxPageText
const labels = { payment: paymentStateLabels }

/** /staff/enrolments: every enrolment with its payment, newest first, a page at a time. */
export function EnrolmentsPage() {
  useTitle(text.enrolmentsHeading)
  const { search } = useLocation()
  const after = search.get('after') ?? ''
  const query = after ? `?${new URLSearchParams({ after })}` : ''
  const [page, setPage] = useState<
    | { query: string; enrolments: EnrolmentTableProps['enrolments']; next: string | null }
    | undefined
  >()
  const [problem, setProblem] = useState<{ query: string; message: string } | undefined>()

  useEffect(() => {
    let current = true
    staffApi.get(`${inboxApiPaths.enrolments}${query}`, enrolmentsAnswerSchema).then(
      (answer) => {
        if (current) setPage({ query, enrolments: answer.enrolments, next: answer.next })
      },
      (error: unknown) => {
        if (current) setProblem({ query, message: problemOf(error).message })
      },
    )
    return () => {
      current = false
    }
  }, [query])

  return (
    <>
      <StaffPageHeading
        title={text.enrolmentsHeading}
        lead={text.enrolmentsLead}
        actions={
          <a
            href={inboxApiPaths.enrolmentsCsv}
            download
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden="true" />
            {text.exportCsv}
          </a>
        }
      />
      <StatusMessage tone="error" className="*:mb-4">
        {problem?.query === query ? problem.message : null}
      </StatusMessage>
      {page ? (
        <EnrolmentTable
          text={text}
          labels={labels}
          enrolments={page.enrolments}
          itemHref={inboxPages.item}
          aria-busy={page.query !== query || undefined}
          olderHref={
            page.next
              ? `${staffPages.enrolments}?${new URLSearchParams({ after: page.next })}`
              : undefined
          }
          newestHref={after ? staffPages.enrolments : undefined}
        />
      ) : null}
    </>
  )
}
