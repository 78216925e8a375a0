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
  /** Without a session to look up: the page as it has always read. */
  title: 'Thank You',
  successful: 'Your payment was successful.',
  inTouch: 'We will be in touch shortly with your course access details.',
  checking: 'Checking your payment…',
  processing:
    'We have not received confirmation of your payment yet. This page will update by itself; you do not need to pay again.',
  expired: 'This payment was not completed and the checkout has expired. Nothing was charged.',
  notFound:
    'We could not find this payment. If you have paid, please contact us and we will look into it.',
  failed: 'We could not check your payment just now. Please reload the page in a minute.',
} as const
