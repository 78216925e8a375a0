// zod/mini, like every shared schema: the staff pages check with the same rules as the server.
import * as z from 'zod/mini'
import { freeText, requiredLine } from '../shared/text'
import { EVENT_MAX_YEARS_AHEAD, eventFieldErrors, eventLimits, eventSlugPattern } from './public'

/**
 * The checks of events and news posts as staff save them (docs/events.md): the staff pages and
 * the server run the same ones.
 */

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const clock = /^([01]\d|2[0-3]):[0-5]\d$/

function isRealDate(text: string): boolean {
  if (!isoDate.test(text)) return false
  const parsed = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text)
}

/** The last day an event may fall on, seen from `now`: the same day three years on. */
export function latestEventDate(now: Date): string {
  const limit = new Date(now)
  limit.setUTCFullYear(limit.getUTCFullYear() + EVENT_MAX_YEARS_AHEAD)
  return limit.toISOString().slice(0, 10)
}

const dateField = (error: string) =>
  z.string({ error }).check(z.trim(), z.refine(isRealDate, { error }))

const timeField = (error: string) => z.string({ error }).check(z.trim(), z.regex(clock, { error }))

/**
 * An event as staff save it. `now` sets the furthest date accepted; the end must come after the
 * start. Places: a whole number, or null for no limit.
 */
export function eventInputSchema(now: Date) {
  return z
    .object({
      title: requiredLine({
        missing: eventFieldErrors.title,
        max: eventLimits.title,
        tooLong: eventFieldErrors.titleTooLong,
      }),
      slug: z.optional(
        z
          .string({ error: eventFieldErrors.slug })
          .check(
            z.trim(),
            z.maxLength(80, { error: eventFieldErrors.slug }),
            z.regex(eventSlugPattern, { error: eventFieldErrors.slug }),
          ),
      ),
      description: freeText({
        missing: eventFieldErrors.description,
        max: eventLimits.description,
        tooLong: eventFieldErrors.descriptionTooLong,
      }).check(z.minLength(1, { error: eventFieldErrors.description })),
      date: dateField(eventFieldErrors.date).check(
        z.refine((date) => date <= latestEventDate(now), { error: eventFieldErrors.dateTooFar }),
      ),
      startTime: timeField(eventFieldErrors.startTime),
      endTime: timeField(eventFieldErrors.endTime),
      location: requiredLine({
        missing: eventFieldErrors.location,
        max: eventLimits.location,
        tooLong: eventFieldErrors.locationTooLong,
      }),
      places: z._default(
        z.nullable(
          z
            .number({ error: eventFieldErrors.places })
            .check(
              z.int({ error: eventFieldErrors.places }),
              z.minimum(1, { error: eventFieldErrors.places }),
              z.maximum(eventLimits.places, { error: eventFieldErrors.places }),
            ),
        ),
        null,
      ),
      registrationOpen: z._default(z.boolean(), true),
      /** The version the editor started from; absent when creating. */
      version: z.optional(z.number({ error: eventFieldErrors.version }).check(z.int())),
    })
    .check(
      z.superRefine((event, context) => {
        if (event.endTime <= event.startTime) {
          context.addIssue({
            code: 'custom',
            path: ['endTime'],
            message: eventFieldErrors.endBeforeStart,
            input: event.endTime,
          })
        }
      }),
    )
}

export type EventInput = z.output<ReturnType<typeof eventInputSchema>>

/** A news post as staff save it: the body is Markdown, shown without any raw HTML. */
export const newsPostInputSchema = z.object({
  title: requiredLine({
    missing: eventFieldErrors.title,
    max: eventLimits.title,
    tooLong: eventFieldErrors.titleTooLong,
  }),
  slug: z.optional(
    z
      .string({ error: eventFieldErrors.slug })
      .check(
        z.trim(),
        z.maxLength(80, { error: eventFieldErrors.slug }),
        z.regex(eventSlugPattern, { error: eventFieldErrors.slug }),
      ),
  ),
  date: dateField(eventFieldErrors.date),
  summary: freeText({
    missing: eventFieldErrors.summary,
    max: eventLimits.newsSummary,
    tooLong: eventFieldErrors.summaryTooLong,
  }).check(z.minLength(1, { error: eventFieldErrors.summary })),
  body: freeText({
    missing: eventFieldErrors.body,
    max: eventLimits.newsBody,
    tooLong: eventFieldErrors.bodyTooLong,
  }).check(z.minLength(1, { error: eventFieldErrors.body })),
  version: z.optional(z.number({ error: eventFieldErrors.version }).check(z.int())),
})

export type NewsPostInput = z.output<typeof newsPostInputSchema>

const staffEventSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  placesLeft: z.nullable(z.number()),
  registrationOpen: z.boolean(),
  cancelled: z.boolean(),
  state: z.enum(['draft', 'published', 'cancelled']),
  places: z.nullable(z.number()),
  registered: z.number(),
  version: z.number(),
  updatedAt: z.string(),
})

/** The staff API's answers about events. */
export const staffEventsAnswerSchema = z.object({
  ok: z.literal(true),
  events: z.array(staffEventSchema),
})
export const staffEventAnswerSchema = z.object({
  ok: z.literal(true),
  event: staffEventSchema,
  mailed: z.optional(z.number()),
})

/** A news post as the staff API gives it: a draft or published, with its version. */
export const staffNewsPostSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  summary: z.string(),
  body: z.string(),
  state: z.enum(['draft', 'published']),
  version: z.number(),
})
export type StaffNewsPost = z.output<typeof staffNewsPostSchema>

/** The staff API's answers about news posts. */
export const staffNewsAnswerSchema = z.object({
  ok: z.literal(true),
  posts: z.array(staffNewsPostSchema),
})
export const staffNewsPostAnswerSchema = z.object({
  ok: z.literal(true),
  post: staffNewsPostSchema,
})
