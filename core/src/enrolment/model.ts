import {
  type CourseSummary,
  defaultDurationId,
  type Duration,
  type DurationId,
  findCourseSummary,
  findDuration,
  linePricePence,
} from '../courses/model'
import { formatPence, poundsToPence } from '../shared/money'

/**
 * Enrolment and card payment (docs/product.md#enrolment-and-payment): what the enrolment form
 * and the payment test page send to `POST /api/payment/create-checkout-session`, how an
 * enrolment is priced, and the messages of both pages. Browser and server price an enrolment
 * with the same functions; only the server's figure is ever charged.
 *
 * No zod here: the pages price and show an enrolment with this module alone, and load the
 * schemas of schema.ts with their first request (docs/product.md#speed).
 */

/** Stripe's smallest charge in pounds sterling, and the largest the site takes online. */
export const customAmountLimits = { minPence: 30, maxPence: 10_000_000 } as const

/** At most one line per course, and there are this many courses on the price list. */
export const MAX_ENROLMENT_LINES = 12

/** Every charge is in pounds sterling; Stripe writes currencies in lower case. */
export const PAYMENT_CURRENCY = 'gbp'

/** The payment endpoints of the API. */
export const paymentPaths = {
  status: '/api/payment/status',
  createCheckoutSession: '/api/payment/create-checkout-session',
  webhook: '/api/payment/webhook',
  /** Followed by a Checkout Session id. */
  session: '/api/payment/session/',
  /** Followed by an enrolment's reference. */
  enrolment: '/api/payment/enrolment/',
} as const

/** Error sentences of the payment endpoints. */
export const paymentErrors = {
  unavailable:
    'Online payment is not available at the moment. Please contact us to enrol and we will arrange payment with you.',
  provider:
    'The card payment service did not answer as expected, so nothing was charged. Please try again in a few minutes.',
  signature: 'The webhook signature is missing or does not match.',
  notFound: 'No such payment.',
} as const

export const enrolmentMessages = {
  /** Shown when no course is selected or the amount is not above zero (word for word). */
  selection: 'Please select at least one course and a valid amount.',
  /** Shown when the checkout could not be started or the redirect failed (word for word). */
  failed: 'Something went wrong. Please try again.',
  /** Shown on the form when the visitor comes back from the card page without paying. */
  cancelled: 'Payment cancelled — nothing was charged.',
  /** The form's state when the site takes no card payments. */
  unavailable: 'Online payment is not available at the moment.',
  unavailableHelp:
    'You can still enrol: contact us and our team will arrange your place and payment with you.',
  duplicateCourse: 'Each course can be chosen once.',
  unknownCourse: 'Please choose courses from the list.',
  tooManyCourses: `Please choose at most ${MAX_ENROLMENT_LINES} courses.`,
  duration: 'Please choose how long to study for.',
  customAmountFormat: 'Please enter the amount in pounds, for example 250 or 99.50.',
  customAmountDecimals:
    'Please enter the amount in pounds and pence, with at most two decimal places, for example 99.50.',
  customAmountRange: `Please enter an amount from ${formatPence(customAmountLimits.minPence)} to ${formatPence(customAmountLimits.maxPence)}.`,
  amountMismatch:
    'The amount to pay does not match the prices of the courses chosen. Please reload the page and try again.',
  courseText: 'Please keep the course description to one line.',
  customAmountHint: `From ${formatPence(customAmountLimits.minPence)} to ${formatPence(customAmountLimits.maxPence)}. It is charged instead of the course total; the courses you chose stay on your enrolment.`,
  paymentNote:
    'You pay on the secure card page of our payment provider, Stripe. Nothing is charged until you confirm there.',
} as const

/**
 * How staff and the student refer to an enrolment, e.g. "ENR-000042": in both e-mails and on the
 * thank-you page, so that the number a customer quotes is the one staff search for.
 */
export function enrolmentNumber(id: number): string {
  return `ENR-${String(id).padStart(6, '0')}`
}

/** The confirmation a custom amount above the course total needs, and the tick box asking for it. */
export const customAmountAboveTotal = {
  error: (amount: string, total: string) =>
    `${amount} is more than the course total of ${total}. Please correct the amount, or tick the box below it to confirm you mean to pay ${amount}.`,
  confirm: (amount: string, total: string) =>
    `Yes, I mean to pay ${amount}, more than the course total of ${total}`,
} as const

/** What an enrolment is: a real enrolment from the form, or the payment test page's sample. */
export const enrolmentKinds = ['enrolment', 'test'] as const
export type EnrolmentKind = (typeof enrolmentKinds)[number]

/** Where a stored enrolment stands (docs/product.md#enrolment-and-payment). */
export const enrolmentStatuses = ['pending', 'paid', 'expired', 'failed'] as const
export type EnrolmentStatus = (typeof enrolmentStatuses)[number]

/** One course of an enrolment and how long it is studied for. */
export interface EnrolmentSelection {
  /** The course's slug. */
  course: string
  /** The duration's id, e.g. '3-months'. */
  duration: string
}

/** One priced line of an enrolment. */
export interface PricedLine {
  course: CourseSummary
  duration: Duration
  pricePence: number
}

/** The price of an enrolment as the server charges it and the browser shows it. */
export interface EnrolmentQuote {
  lines: PricedLine[]
  /** The sum of the lines. */
  listTotalPence: number
  /** Replaces the list total when given. */
  customAmountPence: number | undefined
  /** What is charged: the custom amount when given, the list total otherwise. */
  amountPence: number
  /** Each course with its duration in brackets, joined by commas: "SAP BASIS (3 months), …". */
  courseText: string
}

/** Why a selection cannot be priced; each is a message of `enrolmentMessages`. */
export class EnrolmentPricingError extends RangeError {
  constructor(readonly reason: 'unknownCourse' | 'duplicateCourse' | 'duration' | 'selection') {
    super(enrolmentMessages[reason])
    this.name = 'EnrolmentPricingError'
  }
}

/** "SAP BASIS (3 months), Cybersecurity (1 month)". */
export function describeEnrolmentLines(
  lines: ReadonlyArray<{ course: Pick<CourseSummary, 'title'>; duration: Pick<Duration, 'label'> }>,
): string {
  return lines.map((line) => `${line.course.title} (${line.duration.label})`).join(', ')
}

/**
 * Prices a selection from the catalogue (docs/product.md#courses-and-prices): each line
 * round(base × multiplier), the list total their sum, the amount charged the custom amount when
 * given. Throws an EnrolmentPricingError for an empty selection, a course that is not sold
 * online, a course chosen twice or an unknown duration. The custom amount's bounds are the
 * schema's to check.
 */
export function quoteEnrolment(
  selection: readonly EnrolmentSelection[],
  customAmountPence?: number,
): EnrolmentQuote {
  if (selection.length === 0) throw new EnrolmentPricingError('selection')
  const seen = new Set<string>()
  const lines = selection.map((line): PricedLine => {
    const course = findCourseSummary(line.course)
    if (!course || course.basePricePence === null) {
      throw new EnrolmentPricingError('unknownCourse')
    }
    if (seen.has(course.slug)) throw new EnrolmentPricingError('duplicateCourse')
    seen.add(course.slug)
    const duration = findDuration(line.duration)
    if (!duration) throw new EnrolmentPricingError('duration')
    return { course, duration, pricePence: linePricePence(course, duration) }
  })
  const listTotalPence = lines.reduce((total, line) => total + line.pricePence, 0)
  return {
    lines,
    listTotalPence,
    customAmountPence,
    amountPence: customAmountPence ?? listTotalPence,
    courseText: describeEnrolmentLines(lines),
  }
}

/* ---------------------------------------------------------------- the form */

/** What the enrolment form holds while the visitor fills it in. */
export interface EnrolmentFormValues {
  name: string
  email: string
  phone: string
  message: string
  /** The ticked courses with their durations, in the order of the course list. */
  courses: EnrolmentSelection[]
  /** The custom amount toggle. */
  customAmountOn: boolean
  /** The custom amount as typed, in pounds. */
  customAmount: string
  /**
   * The custom amount, as typed, that the visitor confirmed paying although it is more than the
   * course total; a confirmation holds only for the amount it was given for. @default ''
   */
  customAmountConfirmed?: string
}

export type EnrolmentFormField = 'name' | 'email' | 'phone' | 'courses' | 'customAmount' | 'message'
export type EnrolmentFormErrors = Partial<Record<EnrolmentFormField, string>>

export const emptyEnrolmentForm: EnrolmentFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  courses: [],
  customAmountOn: false,
  customAmount: '',
}

/** The form's values with `slug` ticked at the default duration, when it is on the price list. */
export function preselectCourse(values: EnrolmentFormValues, slug: string): EnrolmentFormValues {
  const course = findCourseSummary(slug)
  if (!course || course.basePricePence === null) return values
  if (values.courses.some((line) => line.course === course.slug)) return values
  return {
    ...values,
    courses: [...values.courses, { course: course.slug, duration: defaultDurationId }],
  }
}

/** Payload field → form field; `amount` belongs to no field (a stale page, not a typing error). */
const formFieldOf: Record<string, EnrolmentFormField> = {
  name: 'name',
  email: 'email',
  contact: 'phone',
  message: 'message',
  lines: 'courses',
  course: 'courses',
  customAmountPence: 'customAmount',
}

/** The form field a payload field is typed into, if any. */
export function enrolmentFormField(payloadField: string): EnrolmentFormField | undefined {
  return Object.hasOwn(formFieldOf, payloadField) ? formFieldOf[payloadField] : undefined
}

/** An amount in pounds as typed, read: whole pence, or why it is not an amount. */
export type PoundsReading =
  { ok: true; pence: number } | { ok: false; reason: 'format' | 'decimals' }

/**
 * Pounds as people type them ("250", "99.5", "£1,250.00") → whole pence. More than two decimals
 * are refused rather than rounded, as the invoice builder does: "12.345" is a typing slip, not
 * £12.35.
 */
export function readPounds(text: string): PoundsReading {
  const cleaned = text.replace(/[£,\s]/g, '')
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return { ok: false, reason: 'format' }
  if ((cleaned.split('.')[1] ?? '').length > 2) return { ok: false, reason: 'decimals' }
  const pounds = Number(cleaned)
  return Number.isFinite(pounds)
    ? { ok: true, pence: poundsToPence(pounds) }
    : { ok: false, reason: 'format' }
}

/** Pounds as typed → whole pence; undefined when the text is not an amount (see readPounds). */
export function parsePounds(text: string): number | undefined {
  const reading = readPounds(text)
  return reading.ok ? reading.pence : undefined
}

/**
 * The form's custom amount when it is more than the course total (for a deposit it is usually
 * less): what the visitor must confirm before paying, formatted. Undefined otherwise.
 */
export function customAmountOverTotal(
  values: EnrolmentFormValues,
): { amount: string; total: string; confirmed: boolean } | undefined {
  const quote = formQuote(values)
  if (quote?.customAmountPence === undefined || quote.customAmountPence <= quote.listTotalPence) {
    return undefined
  }
  return {
    amount: formatPence(quote.customAmountPence),
    total: formatPence(quote.listTotalPence),
    confirmed: values.customAmountConfirmed === values.customAmount,
  }
}

/** The amount the form would charge: its custom amount when on and valid, otherwise the list total. */
export function formQuote(values: EnrolmentFormValues): EnrolmentQuote | undefined {
  if (values.courses.length === 0) return undefined
  try {
    const custom = values.customAmountOn ? parsePounds(values.customAmount) : undefined
    return quoteEnrolment(values.courses, custom)
  } catch {
    return undefined
  }
}

/**
 * `GET /api/payment/enrolment/{reference}`: an unpaid enrolment's form values, to fill the form
 * again. Declared here, and its schema in schema.ts typed against it, so that imports run one way.
 */
export interface EnrolmentRestoreAnswer {
  ok: true
  status: EnrolmentStatus
  name: string
  email: string
  contact: string
  message: string
  lines: Array<{ course: string; duration: DurationId }>
  customAmountPence: number | null
}

/** The form's values from a stored enrolment. */
export function enrolmentFormValuesOf(stored: EnrolmentRestoreAnswer): EnrolmentFormValues {
  const customAmount =
    stored.customAmountPence === null ? '' : (stored.customAmountPence / 100).toFixed(2)
  return {
    name: stored.name,
    email: stored.email,
    phone: stored.contact,
    message: stored.message,
    courses: stored.lines.map(({ course, duration }) => ({ course, duration })),
    customAmountOn: stored.customAmountPence !== null,
    customAmount,
    // It was confirmed before it was sent.
    customAmountConfirmed: customAmount,
  }
}

/** The query parameter of the form's address that names an enrolment to fill the form with. */
export const CANCELLED_ENROLMENT_PARAM = 'cancelled'
