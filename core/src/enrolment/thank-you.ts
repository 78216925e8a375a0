/**
 * The thank-you page, where the card page sends the visitor after paying
 * (docs/product.md#enrolment-and-payment): the query parameter that names the Checkout Session
 * and the page's texts. A module of its own so that the enrolment form does not download them
 * (docs/product.md#speed).
 */

/** The query parameter of the thank-you page's address that names the Checkout Session. */
export const CHECKOUT_SESSION_PARAM = 'session_id'

/** The texts of the thank-you page for each state of a payment. */
export const thankYouMessages = {
  title: 'Thank You',
  /** Only for a payment the server has confirmed. */
  successful: 'Your payment was successful.',
  inTouch: 'We will be in touch shortly with your course access details.',
  checking: 'Checking your payment…',
  processing:
    'We have not received confirmation of your payment yet. This page will update by itself; you do not need to pay again.',
  expired: 'This payment was not completed and the checkout has expired. Nothing was charged.',
  notFound:
    'We could not find this payment. If you have paid, please contact us and we will look into it.',
  failed: 'We could not check your payment just now. Please reload the page in a minute.',
  /** Reached without a payment to look up (no `session_id`): nothing is claimed. */
  noPaymentTitle: 'No payment to show',
  noPayment:
    'This page shows a payment when you arrive from our secure card page, and there is none to show here.',
  noPaymentWhere:
    'If you have paid, your confirmation e-mail has your courses, the amount and your enrolment number. If it has not arrived within an hour, check your spam folder or contact us.',
  enrolmentNumber: 'Enrolment number',
  quoteNumber: 'Please quote your enrolment number if you contact us about it.',
} as const
