import * as z from 'zod/mini'

/**
 * The schemas of the answers every endpoint shares (model.ts describes them). Apart from model.ts so
 * that a page can name the API's paths and sentences without downloading zod (docs/product.md#speed).
 */

/** Any error answer of the API; the browser parses error bodies with it. */
export const apiErrorSchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
})

/** A success answer that carries nothing else, e.g. of `POST /api/contact/send`. */
export const apiOkSchema = z.object({ ok: z.literal(true) })
