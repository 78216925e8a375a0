import {
  CANCELLED_ENROLMENT_PARAM,
  courseEnquiryPath,
  courseEnquiryTexts,
  enquiryCourse,
  customAmountAboveTotal,
  customAmountOverTotal,
  defaultDurationId,
  emptyEnrolmentForm,
  enrolmentFormField,
  type EnrolmentFormValues,
  enrolmentFormValuesOf,
  enrolmentMessages,
  formNotices,
  legalNoticeLinks,
  preselectCourse,
} from '@app/core'
import { ButtonLink, Container, EnrolmentForm, FormNotice, PageHeader } from '@app/ui'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { createCheckoutSession, getCancelledEnrolment } from '../features/enrolment/api'
import { PaymentsUnavailable } from '../features/enrolment/payments-unavailable'
import { readSavedEnrolment, saveEnrolment } from '../features/enrolment/saved-form'
import { loadSchemas } from '../lib/load-schemas'
import {
  enrolmentCourseOptions,
  enrolmentDurationOptions,
  enrolmentSummary,
} from '../features/enrolment/display'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import { useCheckoutRedirect } from '../features/enrolment/use-checkout-redirect'
import { useHydrated } from '../lib/use-hydrated'
import { usePaymentAvailability } from '../features/enrolment/use-payment-availability'
import { useSubmission } from '../lib/use-submission'

/** The page's meta tags, read when it is prerendered (docs/product.md#speed). */
export const loader = () => pageData('enrolment')
export const meta = metaFromPageData

/**
 * The enrolment form (docs/product.md#enrolment-and-payment). `?course={slug}` ticks a course;
 * `?cancelled={reference}`, Stripe's way back without paying, fills the form again with what was
 * sent and says nothing was charged. Both are read after hydration: the page is prerendered
 * without them. What is typed is kept in the tab's session storage, so Back from the card page
 * and a reload find the form — and the cancelled notice — as they were.
 */
export default function Enrolment() {
  const [values, setValues] = useState<EnrolmentFormValues>(emptyEnrolmentForm)
  const [notice, setNotice] = useState<string>()
  const [availability, setAvailability] = usePaymentAvailability()
  const { leaving, goTo } = useCheckoutRedirect()
  const [redirectFailed, setRedirectFailed] = useState(false)
  const submission = useSubmission({
    // The check brings zod: it loads with the first submit (docs/product.md#speed).
    check: async (input: EnrolmentFormValues) => (await loadSchemas()).checkEnrolmentForm(input),
    send: createCheckoutSession,
    fieldOf: enrolmentFormField,
  })

  // The query is read once hydrated (the page is prerendered without it), each new one once.
  const [searchParams] = useSearchParams()
  const query = useHydrated() ? searchParams.toString() : null
  const [seenQuery, setSeenQuery] = useState<string | null>(null)
  const course = query === null ? null : searchParams.get('course')
  const reference = query === null ? null : searchParams.get(CANCELLED_ENROLMENT_PARAM)
  if (query !== seenQuery) {
    setSeenQuery(query)
    let next = values
    // Once hydrated, the form as it was left in this tab: Back from the card page or a reload.
    const saved = seenQuery === null && query !== null ? readSavedEnrolment() : undefined
    if (saved) {
      next = saved.values
      if (saved.cancelled) setNotice(enrolmentMessages.cancelled)
    }
    if (course) next = preselectCourse(next, course)
    if (next !== values) setValues(next)
  }
  const restored = seenQuery !== null
  useEffect(() => {
    if (restored) saveEnrolment({ values, cancelled: notice === enrolmentMessages.cancelled })
  }, [restored, values, notice])

  const navigate = useNavigate()
  const { pathname } = useLocation()
  useEffect(() => {
    if (!reference) return
    // The reference opens the visitor's details: it leaves the address bar once used.
    void navigate(pathname, { replace: true, preventScrollReset: true })
    void getCancelledEnrolment(reference).then((result) => {
      if (!result.ok) return
      setValues(enrolmentFormValuesOf(result.data))
      setNotice(enrolmentMessages.cancelled)
    })
  }, [reference, navigate, pathname])

  async function pay(input: EnrolmentFormValues) {
    setNotice(undefined)
    setRedirectFailed(false)
    const outcome = await submission.submit(input)
    if (outcome.status === 'sent') {
      if (!goTo(outcome.data.url)) setRedirectFailed(true)
    } else if (outcome.status === 'failed' && outcome.failure.kind === 'unavailable') {
      setAvailability('unavailable')
    }
  }

  const failed = submission.status === 'failed' || redirectFailed
  // A programme arranged with us rather than paid online: say so, and lead to its enquiry.
  const notSoldOnline = enquiryCourse(course)
  const overTotal = customAmountOverTotal(values)

  return (
    <>
      <PageHeader
        eyebrow="Enrol online"
        title="More Information & Enrolment"
        lead="Choose your courses and how long to study each one for, see the price as you go, and pay securely by card."
      />
      <Container className="py-12 sm:py-16">
        {notSoldOnline ? (
          <div className="mb-8 flex flex-col items-start gap-4 rounded-xl border-l-4 border-brand-600 bg-brand-50 p-4 text-slate-800 sm:p-5">
            <p className="font-medium">{courseEnquiryTexts.notSoldOnline(notSoldOnline.title)}</p>
            <ButtonLink href={courseEnquiryPath(notSoldOnline)}>
              {courseEnquiryTexts.notSoldOnlineLink(notSoldOnline.title)}
            </ButtonLink>
          </div>
        ) : null}
        {availability === 'unavailable' ? (
          <PaymentsUnavailable />
        ) : (
          <EnrolmentForm
            aria-label="Enrolment"
            values={values}
            onChange={setValues}
            onSubmit={(input) => void pay(input)}
            courses={enrolmentCourseOptions}
            durations={enrolmentDurationOptions}
            defaultDuration={defaultDurationId}
            summary={enrolmentSummary(values)}
            busy={submission.status === 'sending' || leaving}
            disabled={availability === 'checking'}
            errors={submission.errors}
            failure={failed ? enrolmentMessages.failed : undefined}
            notice={notice}
            customAmountHint={enrolmentMessages.customAmountHint}
            confirmAboveTotal={
              overTotal
                ? customAmountAboveTotal.confirm(overTotal.amount, overTotal.total)
                : undefined
            }
            paymentNote={enrolmentMessages.paymentNote}
            legalNotice={
              <FormNotice
                text={formNotices.enrolment}
                links={[legalNoticeLinks.terms, legalNoticeLinks.privacy]}
              />
            }
          />
        )}
      </Container>
    </>
  )
}
