import {
  CANCELLED_ENROLMENT_PARAM,
  describeEnrolmentLines,
  enrolmentMessages,
  formatPence,
  formNotices,
  legalNoticeLinks,
  paymentTestMessages,
  quoteEnrolment,
  samplePaymentRequest,
} from '@app/core'
import { Container, Form, FormNotice, PageHeader, StatusMessage, SubmitButton } from '@app/ui'
import { CreditCard } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { createCheckoutSession } from '../features/enrolment/api'
import { PaymentsUnavailable } from '../features/enrolment/payments-unavailable'
import { useCheckoutRedirect } from '../features/enrolment/use-checkout-redirect'
import { usePaymentAvailability } from '../features/enrolment/use-payment-availability'
import type { ApiFailure } from '../lib/answer'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import { useHydrated } from '../lib/use-hydrated'
import { useSubmission } from '../lib/use-submission'

/** The page's meta tags, read when it is prerendered (docs/product.md#speed). */
export const loader = () => pageData('payment')
export const meta = metaFromPageData

const sample = quoteEnrolment(samplePaymentRequest.lines, samplePaymentRequest.customAmountPence)

/**
 * The message of a failed start: what the payment provider said when the server relays it (a
 * 502 carries its sentence), otherwise that no session was created.
 */
function failureMessage(failure: ApiFailure): string {
  if (failure.kind === 'other' && failure.status === 502 && failure.error) return failure.error
  return paymentTestMessages.noSession
}

/**
 * The payment test page (docs/product.md#enrolment-and-payment): Pay Now starts a real checkout
 * for core's fixed sample enrolment, stored as a test, so that staff can check card payments
 * from start to finish.
 */
export default function Payment() {
  const [availability, setAvailability] = usePaymentAvailability()
  const { leaving, goTo } = useCheckoutRedirect()
  const [failure, setFailure] = useState<string>()
  const [cancelled, setCancelled] = useState(false)
  const checkout = useSubmission({
    // The sample is core's own, already valid: the server checks it again all the same.
    check: () => ({ ok: true, payload: samplePaymentRequest }) as const,
    send: createCheckoutSession,
  })

  // Back from the card page without paying: said once, then the query leaves the address bar.
  const [searchParams] = useSearchParams()
  const returned = useHydrated() && searchParams.has(CANCELLED_ENROLMENT_PARAM)
  const [seenReturn, setSeenReturn] = useState(false)
  if (returned !== seenReturn) {
    setSeenReturn(returned)
    if (returned) setCancelled(true)
  }
  const navigate = useNavigate()
  const { pathname } = useLocation()
  useEffect(() => {
    if (returned) void navigate(pathname, { replace: true, preventScrollReset: true })
  }, [returned, navigate, pathname])

  async function pay() {
    setFailure(undefined)
    setCancelled(false)
    const outcome = await checkout.submit(undefined)
    if (outcome.status === 'sent') {
      if (!goTo(outcome.data.url)) setFailure(paymentTestMessages.noSession)
    } else if (outcome.status === 'failed') {
      if (outcome.failure.kind === 'unavailable') setAvailability('unavailable')
      else setFailure(failureMessage(outcome.failure))
    }
  }

  return (
    <>
      <PageHeader
        eyebrow="Card payments"
        title="Proceed to Payment"
        lead={paymentTestMessages.intro}
      />
      <Container size="narrow" className="py-12 sm:py-16">
        <StatusMessage tone="info" className="*:mb-6">
          {cancelled ? enrolmentMessages.cancelled : null}
        </StatusMessage>
        {availability === 'unavailable' ? (
          <PaymentsUnavailable />
        ) : (
          <Form
            aria-label="Test payment"
            busy={checkout.status === 'sending' || leaving}
            onSubmit={() => void pay()}
            className="flex flex-col gap-6 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-8"
          >
            <h2 className="text-xl font-semibold tracking-tight text-slate-900">
              The sample enrolment
            </h2>
            <dl className="flex flex-col divide-y divide-slate-200 border-y border-slate-200">
              {[
                ['Course', describeEnrolmentLines(sample.lines)],
                ['Course total', formatPence(sample.listTotalPence)],
                ['Amount charged', formatPence(sample.amountPence)],
                ['Name', samplePaymentRequest.name],
                ['E-mail', samplePaymentRequest.email],
              ].map(([term, value]) => (
                <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                  <dt className="text-slate-600">{term}</dt>
                  <dd className="font-medium break-all text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <div>
              <SubmitButton
                size="lg"
                busyLabel="Processing..."
                disabled={availability === 'checking'}
                icon={<CreditCard aria-hidden="true" />}
                className="w-full sm:w-auto"
              >
                Pay Now
              </SubmitButton>
              <StatusMessage tone="error" className="*:mt-4">
                {failure}
              </StatusMessage>
            </div>
            <FormNotice
              text={formNotices.enrolment}
              links={[legalNoticeLinks.terms, legalNoticeLinks.privacy]}
            />
          </Form>
        )}
      </Container>
    </>
  )
}
