import { brand } from '../brand/model'
import { customAmountLimits } from './model'
import type { EnrolmentRequestInput } from './schema'

/**
 * The payment test page (docs/product.md#enrolment-and-payment): its fixed sample enrolment and
 * its texts. A module of its own so that the enrolment form does not download them
 * (docs/product.md#speed).
 */

/** The payment test page's messages (word for word). */
export const paymentTestMessages = {
  /** The server did not give a checkout session. */
  noSession: 'Payment session failed to create',
  intro:
    'This page checks that card payments work from start to finish. Pay Now starts a real checkout for the fixed sample enrolment below, stored as a test; its e-mails go to our own address.',
} as const

/**
 * The payment test page's fixed sample: SAP BASIS for 15 days at Stripe's smallest charge, in
 * the company's own name, so that a test in live mode costs 30p and its e-mails reach the
 * company rather than a stranger.
 */
export const samplePaymentRequest = {
  name: 'Payment test',
  email: brand.email,
  contact: brand.phone.display,
  message: 'A test of card payments from the payment test page.',
  lines: [{ course: 'sap-basis', duration: '15-days' }],
  customAmountPence: customAmountLimits.minPence,
  course: 'SAP BASIS (15 days)',
  amount: customAmountLimits.minPence,
  kind: 'test',
} as const satisfies EnrolmentRequestInput
