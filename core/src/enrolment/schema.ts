// zod/mini: the same schemas as classic zod at a tenth of the size in the browser bundle.
import * as z from 'zod/mini'
import {
  customAmountLimits,
  enrolmentFormField,
  type EnrolmentFormErrors,
  type EnrolmentFormValues,
  type EnrolmentKind,
  enrolmentKinds,
  enrolmentMessages,
  EnrolmentPricingError,
  type EnrolmentQuote,
  type EnrolmentRestoreAnswer,
  enrolmentStatuses,
  MAX_ENROLMENT_LINES,
  customAmountAboveTotal,
  customAmountOverTotal,
  readPounds,
  quoteEnrolment,
} from './model'
import { contactEnquirySchema } from '../contact/schema'
import { type DurationId, durations } from '../courses/model'
import { fieldErrorsOf } from '../shared/text'

/**
 * The schemas of enrolment and card payment (docs/product.md#enrolment-and-payment): the request
 * the server validates and the browser checks before sending, and the answers the browser parses.
 * Apart from model.ts so that the pages that price and show an enrolment need no zod until
 * they send or receive something (docs/product.md#speed).
 */

const durationIds = durations.map((duration) => duration.id) as [DurationId, ...DurationId[]]

export const enrolmentLineSchema = z.object({
  course: z.string({ error: enrolmentMessages.unknownCourse }).check(z.maxLength(100)),
  duration: z.enum(durationIds, { error: enrolmentMessages.duration }),
})

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
    const reading = readPounds(values.customAmount)
    if (!reading.ok) {
      errors.customAmount =
        reading.reason === 'decimals'
          ? enrolmentMessages.customAmountDecimals
          : enrolmentMessages.customAmountFormat
    } else {
      customAmountPence = reading.pence
      // Zero is an amount out of bounds: the amount's own message, not the course list's.
      if (customAmountPence <= 0) errors.customAmount = enrolmentMessages.customAmountRange
    }
    // Out of bounds says so first; within them, more than the courses cost needs a yes.
    const over = customAmountOverTotal(values)
    const inBounds =
      customAmountPence !== undefined && customAmountPence <= customAmountLimits.maxPence
    if (over && !over.confirmed && !errors.customAmount && inBounds) {
      errors.customAmount = customAmountAboveTotal.error(over.amount, over.total)
    }
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
  /** The number the confirmation e-mail asks the customer to quote, e.g. "ENR-000042". */
  enrolmentNumber: z.string(),
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
}) satisfies z.ZodMiniType<EnrolmentRestoreAnswer>
