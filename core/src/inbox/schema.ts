import * as z from 'zod/mini'
import { isIsoDate } from '../shared/dates'
import { emailAddress } from '../shared/text'
import {
  inboxKinds,
  inboxLimits,
  inboxSources,
  inboxStatuses,
  mailStates,
  paymentStates,
  type InboxFilter,
} from './model'
import { inboxMessages } from './texts'

/**
 * The inbox API's requests (docs/inbox.md). The server parses every query and body with these,
 * and answers 400 naming the field for anything else; the staff pages build their addresses from
 * the same names.
 */

/** One value of a list, named in the error when it is not one of them. */
function oneOf<const Values extends readonly [string, ...string[]]>(values: Values, name: string) {
  return z.enum(values, {
    error: (issue) => inboxMessages.unknownValue(name, String(issue.input).slice(0, 60)),
  })
}

const isoDay = z.string().check(z.refine(isIsoDate, { error: inboxMessages.dateInvalid }))

/** A slug as the catalogue writes them: lower case words and hyphens. */
const slug = (name: string) =>
  z.string().check(
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: (issue) => inboxMessages.unknownValue(name, String(issue.input).slice(0, 60)),
    }),
    z.maxLength(100),
  )

const filterShape = {
  kind: z.optional(oneOf(inboxKinds, 'kind')),
  status: z.optional(oneOf(inboxStatuses, 'status')),
  event: z.optional(slug('event')),
  course: z.optional(slug('course')),
  payment: z.optional(oneOf(paymentStates, 'payment state')),
  from: z.optional(isoDay),
  to: z.optional(isoDay),
  q: z.optional(
    z
      .string()
      .check(z.maxLength(inboxLimits.search, { error: inboxMessages.searchTooLong }), z.trim()),
  ),
}

const dateOrder = <Shape extends InboxFilter>(filter: Shape) =>
  filter.from === undefined || filter.to === undefined || filter.from <= filter.to

/** The inbox's filters: from the page's address, and the CSV export's query. */
export const inboxFilterSchema = z
  .object(filterShape)
  .check(z.refine(dateOrder, { error: inboxMessages.dateOrder, path: ['to'] }))

/** `GET /staff/api/inbox`: the filters and the cursor of the page. */
export const inboxQuerySchema = z
  .object({
    ...filterShape,
    /** The `next` of the page before, as the server gave it. */
    after: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  })
  .check(z.refine(dateOrder, { error: inboxMessages.dateOrder, path: ['to'] }))
export type InboxQuery = z.infer<typeof inboxQuerySchema>

/** `GET /staff/api/enrolments`: the Enrolments room's filters. */
export const enrolmentsQuerySchema = z
  .object({
    status: filterShape.status,
    course: filterShape.course,
    payment: filterShape.payment,
    from: filterShape.from,
    to: filterShape.to,
    q: filterShape.q,
    after: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  })
  .check(z.refine(dateOrder, { error: inboxMessages.dateOrder, path: ['to'] }))

/** `POST …/status`. */
export const statusChangeRequestSchema = z.object({
  status: oneOf(inboxStatuses, 'status'),
  /** The version the change was made on (the record's `version` as shown). */
  version: z.number().check(z.int(), z.nonnegative()),
})
export type StatusChangeRequest = z.infer<typeof statusChangeRequestSchema>

/** `POST …/notes`. */
export const noteRequestSchema = z.object({
  body: z
    .string({ error: inboxMessages.noteMissing })
    .check(
      z.trim(),
      z.minLength(1, { error: inboxMessages.noteMissing }),
      z.maxLength(inboxLimits.note, { error: inboxMessages.noteTooLong }),
    ),
})

/** `POST …/resend`: a key made once per click, so a double click queues one message. */
export const resendRequestSchema = z.object({
  key: z
    .string({ error: inboxMessages.resendKeyMissing })
    .check(
      z.minLength(8, { error: inboxMessages.resendKeyMissing }),
      z.maxLength(100, { error: inboxMessages.resendKeyMissing }),
    ),
})

/** `POST /staff/api/privacy/…`: the address a privacy request is about. */
export const privacyRequestSchema = z.object({
  email: emailAddress(inboxMessages.privacyEmailInvalid),
})

/* ------------------------------------------------------------- the answers */

const inboxItemShape = {
  id: z.string(),
  kind: z.enum(inboxKinds),
  source: z.enum(inboxSources),
  name: z.string(),
  email: z.string(),
  summary: z.string(),
  receivedAt: z.string(),
  status: z.enum(inboxStatuses),
  unread: z.boolean(),
  staffMail: z.enum([...mailStates, 'none']),
  payment: z.nullable(z.enum(paymentStates)),
  version: z.number(),
}

export const inboxItemSchema = z.object(inboxItemShape)

export const inboxPageAnswerSchema = z.object({
  ok: z.literal(true),
  items: z.array(inboxItemSchema),
  next: z.nullable(z.string()),
})

const messageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(mailStates),
  attempts: z.number(),
  queuedAt: z.string(),
  sentAt: z.nullable(z.string()),
  failedAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  resendOf: z.nullable(z.number()),
  canResend: z.boolean(),
})

const noteSchema = z.object({
  id: z.number(),
  author: z.string(),
  body: z.string(),
  at: z.string(),
})

export const inboxDetailSchema = z.object({
  ...inboxItemShape,
  phone: z.string(),
  message: z.string(),
  event: z.nullable(z.object({ slug: z.string(), title: z.string() })),
  address: z.nullable(z.string()),
  browser: z.nullable(z.string()),
  enrolment: z.nullable(
    z.object({
      number: z.string(),
      courses: z.array(
        z.object({
          slug: z.string(),
          title: z.string(),
          duration: z.string(),
          pricePence: z.number(),
        }),
      ),
      listTotalPence: z.number(),
      customAmountPence: z.nullable(z.number()),
      amountPence: z.number(),
      amountPaidPence: z.nullable(z.number()),
      refundedPence: z.number(),
      currency: z.string(),
      stripeSessionId: z.nullable(z.string()),
      stripePaymentIntent: z.nullable(z.string()),
      paidAt: z.nullable(z.string()),
      refundedAt: z.nullable(z.string()),
      problem: z.nullable(z.string()),
      test: z.boolean(),
    }),
  ),
  messages: z.array(messageSchema),
  notes: z.array(noteSchema),
  history: z.array(
    z.object({
      at: z.string(),
      actor: z.nullable(z.string()),
      from: z.nullable(z.enum(inboxStatuses)),
      to: z.enum(inboxStatuses),
    }),
  ),
})

export const inboxDetailAnswerSchema = z.object({ ok: z.literal(true), item: inboxDetailSchema })

/** The 409 of a status change made on an old version: the record as it is now. */
export const inboxConflictAnswerSchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  item: inboxDetailSchema,
})

export const noteAnswerSchema = z.object({ ok: z.literal(true), note: noteSchema })
export const resendAnswerSchema = z.object({ ok: z.literal(true), message: messageSchema })

export const enrolmentsAnswerSchema = z.object({
  ok: z.literal(true),
  enrolments: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      name: z.string(),
      email: z.string(),
      courses: z.array(z.object({ title: z.string(), duration: z.string() })),
      amountPence: z.number(),
      amountPaidPence: z.nullable(z.number()),
      refundedPence: z.number(),
      currency: z.string(),
      payment: z.enum(paymentStates),
      stripePaymentIntent: z.nullable(z.string()),
      createdAt: z.string(),
      paidAt: z.nullable(z.string()),
      test: z.boolean(),
    }),
  ),
  next: z.nullable(z.string()),
})

const eventRegistrationsSchema = z.object({
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  registrations: z.number(),
})

export const eventRegistrationsAnswerSchema = z.object({
  ok: z.literal(true),
  events: z.array(eventRegistrationsSchema),
})

export const overviewAnswerSchema = z.object({
  ok: z.literal(true),
  overview: z.object({
    newEnquiries: z.number(),
    newItems: z.number(),
    nextEvent: z.nullable(eventRegistrationsSchema),
    paidThisMonth: z.object({ count: z.number(), totalPence: z.number() }),
    failedMail: z.number(),
  }),
})

export const privacyFindAnswerSchema = z.object({
  ok: z.literal(true),
  findings: z.object({
    email: z.string(),
    enquiries: z.number(),
    registrations: z.number(),
    enrolments: z.number(),
    mail: z.number(),
    notes: z.number(),
    acknowledgementDays: z.number(),
    invoices: z.number(),
    learnerAccount: z.optional(z.boolean()),
    records: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(inboxKinds),
        receivedAt: z.string(),
        summary: z.string(),
      }),
    ),
  }),
})

export const erasureAnswerSchema = z.object({
  ok: z.literal(true),
  erased: z.object({
    enquiriesDeleted: z.number(),
    registrationsDeleted: z.number(),
    enrolmentsAnonymised: z.number(),
    mailDeleted: z.number(),
    notesDeleted: z.number(),
    acknowledgementDaysDeleted: z.number(),
    invoiceDraftsDeleted: z.number(),
    invoicesAnonymised: z.number(),
    learnerAccountsDeleted: z.optional(z.number()),
  }),
})
