import {
  CHECKOUT_SESSION_PARAM,
  formatPence,
  pages,
  type PaymentSessionAnswer,
  thankYouMessages,
} from '@app/core'
import { Button, ButtonLink, MessagePanel } from '@app/ui'
import { CircleCheck, Clock, LoaderCircle, SearchX, TriangleAlert } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { getPaymentSession } from '../features/enrolment/api'
import { forgetEnrolment } from '../features/enrolment/saved-form'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import { useHydrated } from '../lib/use-hydrated'

/** The page's meta tags, read when it is prerendered (docs/product.md#speed). */
export const loader = () => pageData('thankYou')
export const meta = metaFromPageData

type View =
  /** No session to look up: nothing is claimed, and the page says where to look. */
  | { kind: 'no-payment' }
  | { kind: 'checking' }
  | { kind: 'found'; payment: PaymentSessionAnswer }
  | { kind: 'not-found' }
  | { kind: 'error' }

/** While Stripe has not said the payment went through, ask again this often, this many times. */
const recheckEveryMs = 2_000
const rechecks = 5

/**
 * The thank-you page (docs/product.md#enrolment-and-payment). With `?session_id=` — where Stripe
 * sends the visitor after paying — it asks the server what was paid for and shows the enrolment
 * number, the courses, the amount paid and where the payment stands. It says a payment was
 * successful only when the server has confirmed one; without a session it says there is nothing
 * to show and where to look. The query is read after hydration: the page is prerendered without
 * it, as "checking", which is what a visitor back from the card page sees first.
 */
export default function ThankYou() {
  const [searchParams] = useSearchParams()
  const hydrated = useHydrated()
  const sessionId = hydrated ? searchParams.get(CHECKOUT_SESSION_PARAM) : null
  // What the server said about which session: a new session is 'checking' until it answers.
  const [answer, setAnswer] = useState<{ sessionId: string; view: View }>()

  useEffect(() => {
    if (!sessionId) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = async (attempt: number) => {
      const result = await getPaymentSession(sessionId, controller.signal)
      if (controller.signal.aborted) return
      if (!result.ok) {
        const missing = result.failure.kind === 'other' && result.failure.status === 404
        setAnswer({ sessionId, view: { kind: missing ? 'not-found' : 'error' } })
        return
      }
      setAnswer({ sessionId, view: { kind: 'found', payment: result.data } })
      // Paid: the form kept for coming back has nothing more to do.
      if (result.data.status === 'paid') forgetEnrolment()
      if (result.data.status === 'pending' && attempt < rechecks) {
        timer = setTimeout(() => void check(attempt + 1), recheckEveryMs)
      }
    }
    check(1).catch(() => {
      // Aborted: the visitor has left the page.
    })
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [sessionId])

  const view: View = !hydrated
    ? { kind: 'checking' }
    : !sessionId
      ? { kind: 'no-payment' }
      : answer?.sessionId === sessionId
        ? answer.view
        : { kind: 'checking' }

  return (
    // Tall enough for every view but the payment's details, so the footer does not jump up or
    // down when the page learns what to say.
    <div className="min-h-[40rem]">
      <PaymentView view={view} />
    </div>
  )
}

function PaymentView({ view }: { view: View }) {
  switch (view.kind) {
    case 'no-payment':
      return (
        <MessagePanel
          icon={<SearchX />}
          title={thankYouMessages.noPaymentTitle}
          actions={
            <>
              <ButtonLink href={pages.contact.path}>Contact us</ButtonLink>
              <ButtonLink href={pages.home.path} variant="outline">
                Back to the home page
              </ButtonLink>
            </>
          }
        >
          <p>{thankYouMessages.noPayment}</p>
          <p className="mt-2">{thankYouMessages.noPaymentWhere}</p>
        </MessagePanel>
      )
    case 'checking':
      return (
        <MessagePanel
          icon={<LoaderCircle className="motion-safe:animate-spin" />}
          title={thankYouMessages.title}
        >
          <p role="status">{thankYouMessages.checking}</p>
        </MessagePanel>
      )
    case 'found':
      return <PaymentDetails payment={view.payment} />
    case 'not-found':
      return (
        <MessagePanel
          icon={<TriangleAlert />}
          title="Payment not found"
          actions={<ButtonLink href={pages.contact.path}>Contact us</ButtonLink>}
        >
          <p>{thankYouMessages.notFound}</p>
        </MessagePanel>
      )
    case 'error':
      return (
        <MessagePanel
          icon={<TriangleAlert />}
          title={thankYouMessages.title}
          actions={
            <Button variant="outline" onClick={() => window.location.reload()}>
              Check again
            </Button>
          }
        >
          <p role="alert">{thankYouMessages.failed}</p>
        </MessagePanel>
      )
  }
}

function PaymentDetails({ payment }: { payment: PaymentSessionAnswer }) {
  if (payment.status === 'expired' || payment.status === 'failed') {
    return (
      <MessagePanel
        icon={<TriangleAlert />}
        title="Payment not completed"
        actions={<ButtonLink href={pages.enrolment.path}>Back to the enrolment form</ButtonLink>}
      >
        <p>{thankYouMessages.expired}</p>
      </MessagePanel>
    )
  }
  const paid = payment.status === 'paid'
  return (
    <MessagePanel
      icon={paid ? <CircleCheck /> : <Clock />}
      title={thankYouMessages.title}
      actions={<ButtonLink href={pages.home.path}>Back to the home page</ButtonLink>}
    >
      <div role="status">
        <p>{paid ? thankYouMessages.successful : thankYouMessages.processing}</p>
        {paid ? <p className="mt-2">{thankYouMessages.inTouch}</p> : null}
      </div>
      <div className="mt-8 rounded-2xl bg-white p-5 text-left text-base shadow-card ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">
          {payment.kind === 'test' ? 'Test payment' : 'Your enrolment'}
        </h2>
        <dl className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <dt className="text-slate-600">{thankYouMessages.enrolmentNumber}</dt>
          <dd className="font-mono text-lg font-semibold tracking-wide text-slate-900">
            {payment.enrolmentNumber}
          </dd>
        </dl>
        <p className="mt-1 text-sm text-slate-600">{thankYouMessages.quoteNumber}</p>
        <ul className="mt-3 flex flex-col divide-y divide-slate-200 border-y border-slate-200">
          {payment.lines.map((line) => (
            <li key={line.course} className="flex items-start justify-between gap-4 py-3">
              <span className="flex flex-col">
                <span className="font-medium text-slate-900">{line.title}</span>
                <span className="text-sm text-slate-600">{line.durationLabel}</span>
              </span>
              <span className="text-slate-900 tabular-nums">{formatPence(line.pricePence)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 flex flex-col gap-2">
          {payment.customAmountPence === null ? null : (
            <div className="flex justify-between gap-4 text-slate-600">
              <dt>Course total</dt>
              <dd className="tabular-nums">{formatPence(payment.listTotalPence)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 text-lg font-semibold text-slate-900">
            <dt>{paid ? 'Amount paid' : 'Amount to pay'}</dt>
            <dd className="tabular-nums">
              {formatPence(payment.amountPaidPence ?? payment.amountPence)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 text-slate-600">
            <dt>Status</dt>
            <dd className="font-medium text-slate-900">
              {paid ? 'Paid' : 'Awaiting confirmation'}
            </dd>
          </div>
        </dl>
      </div>
    </MessagePanel>
  )
}
