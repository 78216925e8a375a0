// zod/mini: the same schemas as classic zod at a tenth of the size in the browser bundle.
import * as z from 'zod/mini'
import { brand } from './brand'
import {
  type CourseSummary,
  defaultDurationId,
  type Duration,
  type DurationId,
  durations,
  findCourseSummary,
  findDuration,
  linePricePence,
} from './course-index'
import { contactEnquirySchema } from './contact-schema'
import { formatPence, poundsToPence } from './money'
import { fieldErrorsOf } from './text'

/**
 * Enrolment and card payment (docs/product.md#enrolment-and-payment): what the enrolment form
 * and the payment test page send to `POST /api/payment/create-checkout-session`, how an
 * enrolment is priced, and the messages of both pages. Browser and server price an enrolment
 * with the same functions; only the server's figure is ever charged.
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
  customAmountRange: `Please enter an amount from ${formatPence(customAmountLimits.minPence)} to ${formatPence(customAmountLimits.maxPence)}.`,
  amountMismatch:
    'The amount to pay does not match the prices of the courses chosen. Please reload the page and try again.',
  courseText: 'Please keep the course description to one line.',
  customAmountHint: `From ${formatPence(customAmountLimits.minPence)} to ${formatPence(customAmountLimits.maxPence)}. It is charged instead of the course total; the courses you chose stay on your enrolment.`,
  paymentNote:
    'You pay on the secure card page of our payment provider, Stripe. Nothing is charged until you confirm there.',
} as const

/** The payment test page's messages (word for word). */
export const paymentTestMessages = {
  /** The server did not give a checkout session. */
  noSession: 'Payment session failed to create',
  intro:
    'This page checks that card payments work from start to finish. Pay Now starts a real checkout for the fixed sample enrolment below, stored as a test; its e-mails go to our own address.',
} as const

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

/** What an enrolment is: a real enrolment from the form, or the payment test page's sample. */
export const enrolmentKinds = ['enrolment', 'test'] as const
export type EnrolmentKind = (typeof enrolmentKinds)[number]

/** Where a stored enrolment stands (docs/product.md#enrolment-and-payment). */
export const enrolmentStatuses = ['pending', 'paid', 'expired', 'failed'] as const
export type EnrolmentStatus = (typeof enrolmentStatuses)[number]

const durationIds = durations.map((duration) => duration.id) as [DurationId, ...DurationId[]]

/** One course of an enrolment and how long it is studied for. */
export interface EnrolmentSelection {
  /** The course's slug. */
  course: string
  /** The duration's id, e.g. '3-months'. */
  duration: string
}

export const enrolmentLineSchema = z.object({
  course: z.string({ error: enrolmentMessages.unknownCourse }).check(z.maxLength(100)),
  duration: z.enum(durationIds, { error: enrolmentMessages.duration }),
})

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

const { name, email, contact, message } = contactEnquirySchema.shape

/**
 * The enrolment request (docs/product.md#enrolment-and-payment): the visitor's details, the
 * structured selection (`lines`), an optional custom amount in pence, and the two fields of the
 * original form, `course` (a description) and `amount` (what the page showed as the amount to be
 * charged). The schema prices the selection itself, so an `amount` that differs from the
 * catalogue's figure is refused here — in the browser before sending, on the server before
 * anything is stored or charged.
 */
export const enrolmentRequestSchema = z
  .object({
    name,
    email,
    contact,
    message,
    lines: z
      .array(enrolmentLineSchema, { error: enrolmentMessages.selection })
      .check(
        z.minLength(1, { error: enrolmentMessages.selection }),
        z.maxLength(MAX_ENROLMENT_LINES, { error: enrolmentMessages.tooManyCourses }),
      ),
    customAmountPence: z.optional(
      z
        .int({ error: enrolmentMessages.customAmountRange })
        .check(
          z.gte(customAmountLimits.minPence, { error: enrolmentMessages.customAmountRange }),
          z.lte(customAmountLimits.maxPence, { error: enrolmentMessages.customAmountRange }),
        ),
    ),
    /** Kept from the original form for callers that send it; the server writes its own. */
    course: z._default(
      z.string({ error: enrolmentMessages.courseText }).check(
        z.maxLength(2000, { error: enrolmentMessages.courseText }),
        z.refine((text) => !/[\p{Cc}\u2028\u2029]/u.test(text), {
          error: enrolmentMessages.courseText,
        }),
      ),
      '',
    ),
    amount: z.int({ error: enrolmentMessages.amountMismatch }),
    kind: z._default(z.enum(enrolmentKinds), 'enrolment'),
  })
  .check(
    z.superRefine((request, context) => {
      const lines = Array.isArray(request.lines) ? request.lines : []
      const issue = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message, input: undefined })
      let quote: EnrolmentQuote
      try {
        quote = quoteEnrolment(lines)
      } catch (error) {
        // An empty selection has its message from the array's own check.
        if (error instanceof EnrolmentPricingError && error.reason !== 'selection') {
          issue('lines', error.message)
        }
        return
      }
      const custom = request.customAmountPence
      const customValid =
        custom === undefined ||
        (Number.isInteger(custom) &&
          custom >= customAmountLimits.minPence &&
          custom <= customAmountLimits.maxPence)
      if (customValid && request.amount !== (custom ?? quote.listTotalPence)) {
        issue('amount', enrolmentMessages.amountMismatch)
      }
    }),
  )

/** What the browser sends. */
export type EnrolmentRequestInput = z.input<typeof enrolmentRequestSchema>
/** What the server stores, after trimming. */
export type EnrolmentRequest = z.output<typeof enrolmentRequestSchema>

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

/**
 * Pounds as people type them ("250", "99.5", "£1,250.00") → whole pence; undefined when the text
 * is not an amount. More than two decimals round to the nearest penny.
 */
export function parsePounds(text: string): number | undefined {
  const cleaned = text.replace(/[£,\s]/g, '')
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return undefined
  const pounds = Number(cleaned)
  return Number.isFinite(pounds) ? poundsToPence(pounds) : undefined
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

export type EnrolmentFormCheck =
  { ok: true; payload: EnrolmentRequestInput } | { ok: false; errors: EnrolmentFormErrors }

/**
 * Checks the enrolment form the way the server will and builds the request: the lines, the custom
 * amount in pence when it is on, and the `course` text and `amount` the page shows.
 */
export function checkEnrolmentForm(
  values: EnrolmentFormValues,
  kind: EnrolmentKind = 'enrolment',
): EnrolmentFormCheck {
  const errors: EnrolmentFormErrors = {}
  let customAmountPence: number | undefined
  if (values.customAmountOn) {
    customAmountPence = parsePounds(values.customAmount)
    if (customAmountPence === undefined) errors.customAmount = enrolmentMessages.customAmountFormat
    else if (customAmountPence <= 0) errors.customAmount = enrolmentMessages.selection
  }
  let quote: EnrolmentQuote | undefined
  try {
    quote = quoteEnrolment(values.courses)
  } catch (error) {
    errors.courses = error instanceof Error ? error.message : enrolmentMessages.selection
  }
  const payload: EnrolmentRequestInput = {
    name: values.name,
    email: values.email,
    contact: values.phone,
    message: values.message,
    // The schema below refuses a duration that is not one of the list.
    lines: values.courses.map(({ course, duration }) => ({
      course,
      duration: duration as DurationId,
    })),
    ...(customAmountPence === undefined ? {} : { customAmountPence }),
    course: quote?.courseText ?? '',
    amount: customAmountPence ?? quote?.listTotalPence ?? 0,
    kind,
  }
  const result = enrolmentRequestSchema.safeParse(payload)
  if (!result.success) {
    for (const [field, messages] of Object.entries(fieldErrorsOf(result.error))) {
      const formField = enrolmentFormField(field)
      if (formField && messages[0] && !errors[formField]) errors[formField] = messages[0]
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true, payload } : { ok: false, errors }
}

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

/* ------------------------------------------------------------- the answers */

/** `POST /api/payment/create-checkout-session`: the Checkout Session to send the visitor to. */
export const checkoutSessionAnswerSchema = z.object({
  ok: z.literal(true),
  id: z.string().check(z.minLength(1)),
  url: z.url({ protocol: /^https?$/ }),
})
export type CheckoutSessionAnswer = z.infer<typeof checkoutSessionAnswerSchema>

/** `GET /api/payment/status`: whether the site takes card payments. */
export const paymentStatusAnswerSchema = z.object({
  ok: z.literal(true),
  available: z.boolean(),
})
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswerSchema>

const answerLineSchema = z.object({
  course: z.string(),
  title: z.string(),
  duration: z.string(),
  durationLabel: z.string(),
  pricePence: z.int(),
})

/** `GET /api/payment/session/{id}`: what a payment was for and where it stands (the thank-you page). */
export const paymentSessionAnswerSchema = z.object({
  ok: z.literal(true),
  status: z.enum(enrolmentStatuses),
  lines: z.array(answerLineSchema),
  listTotalPence: z.int(),
  customAmountPence: z.nullable(z.int()),
  amountPence: z.int(),
  /** What Stripe says was paid, once paid. */
  amountPaidPence: z.nullable(z.int()),
  kind: z.enum(enrolmentKinds),
})
export type PaymentSessionAnswer = z.infer<typeof paymentSessionAnswerSchema>

/** `GET /api/payment/enrolment/{reference}`: an unpaid enrolment's form values, to fill the form again. */
export const enrolmentRestoreAnswerSchema = z.object({
  ok: z.literal(true),
  status: z.enum(enrolmentStatuses),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  message: z.string(),
  lines: z.array(enrolmentLineSchema),
  customAmountPence: z.nullable(z.int()),
})
export type EnrolmentRestoreAnswer = z.infer<typeof enrolmentRestoreAnswerSchema>

/** The form's values from a stored enrolment. */
export function enrolmentFormValuesOf(stored: EnrolmentRestoreAnswer): EnrolmentFormValues {
  return {
    name: stored.name,
    email: stored.email,
    phone: stored.contact,
    message: stored.message,
    courses: stored.lines.map(({ course, duration }) => ({ course, duration })),
    customAmountOn: stored.customAmountPence !== null,
    customAmount:
      stored.customAmountPence === null ? '' : (stored.customAmountPence / 100).toFixed(2),
  }
}

/** The query parameter of the form's address that names an enrolment to fill the form with. */
export const CANCELLED_ENROLMENT_PARAM = 'cancelled'
/** The query parameter of the thank-you page's address that names the Checkout Session. */
export const CHECKOUT_SESSION_PARAM = 'session_id'
