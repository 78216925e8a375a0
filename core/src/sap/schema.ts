// zod/mini: the same schemas as classic zod at a tenth of the size in the browser bundle.
import * as z from 'zod/mini'
import {
  learnerPasswordLimits,
  sapLoginLimits,
  type SapLoginField,
  type SapLoginRequest,
  sapMessages,
  type SapPasswordResetRequest,
  type SapSetPasswordRequest,
} from './model'
import { emailAddress, fieldErrorsOf } from '../shared/text'

/**
 * The schemas of the learners' area (docs/product.md#sap-learners-area): the sign-in request the
 * server validates and the form checks, and the answers the browser parses. Apart from model.ts so
 * that its pages need no zod until they send or receive something (docs/product.md#speed).
 */

/** `POST /api/sap/login`. The password is taken as typed: spaces are part of it. */
export const sapLoginRequestSchema = z.object({
  email: z
    .string({ error: sapMessages.emailMissing })
    .check(
      z.trim(),
      z.minLength(1, { error: sapMessages.emailMissing }),
      z.maxLength(sapLoginLimits.email, { error: sapMessages.emailInvalid }),
    ),
  password: z
    .string({ error: sapMessages.passwordMissing })
    .check(
      z.minLength(1, { error: sapMessages.passwordMissing }),
      z.maxLength(sapLoginLimits.password, { error: sapMessages.passwordTooLong }),
    ),
}) satisfies z.ZodMiniType<SapLoginRequest>

/** The sign-in form's own check, by the server's rules: the payload, or a message per field. */
export function checkSapLoginForm(
  values: SapLoginRequest,
):
  | { ok: true; payload: SapLoginRequest }
  | { ok: false; errors: Partial<Record<SapLoginField, string>> } {
  const result = sapLoginRequestSchema.safeParse(values)
  if (result.success) return { ok: true, payload: result.data }
  const errors: Partial<Record<SapLoginField, string>> = {}
  for (const [field, messages] of Object.entries(fieldErrorsOf(result.error))) {
    if (field === 'email' || field === 'password') errors[field] = messages[0]
  }
  return { ok: false, errors }
}

/** A link's token: 43 base64url characters, as the server makes them. */
const linkToken = z
  .string({ error: sapMessages.linkInvalid })
  .check(
    z.minLength(1, { error: sapMessages.linkInvalid }),
    z.maxLength(200, { error: sapMessages.linkInvalid }),
  )

/** `POST /api/sap/password`. Whether the password is common is the server's check. */
export const sapSetPasswordRequestSchema = z.object({
  token: linkToken,
  password: z
    .string({ error: sapMessages.passwordNew })
    .check(
      z.minLength(1, { error: sapMessages.passwordNew }),
      z.minLength(learnerPasswordLimits.min, { error: sapMessages.passwordTooShort }),
      z.maxLength(learnerPasswordLimits.max, { error: sapMessages.passwordTooLongNew }),
    ),
}) satisfies z.ZodMiniType<SapSetPasswordRequest>

/** `POST /api/sap/password-reset`. */
export const sapPasswordResetRequestSchema = z.object({
  email: emailAddress(sapMessages.emailInvalid),
}) satisfies z.ZodMiniType<SapPasswordResetRequest>

/** `GET /api/sap/password-link?token=`: the link is usable, for a first password or a reset. */
export const sapPasswordLinkAnswerSchema = z.object({
  ok: z.literal(true),
  purpose: z.enum(['invitation', 'reset']),
})
export type SapPasswordLinkAnswer = z.infer<typeof sapPasswordLinkAnswerSchema>

/** One video as a signed-in learner receives it. */
export const sapTopicSchema = z.object({
  /** 1 for the first topic, in display order. */
  number: z.number(),
  title: z.string(),
  /** The file-sharing service's embeddable preview. */
  previewUrl: z.string(),
  /** The same video on the service's own page, for watching full screen. */
  viewUrl: z.string(),
})
export type SapTopic = z.infer<typeof sapTopicSchema>

/** `GET /api/sap/topics`, answered only to a signed-in session. */
export const sapTopicsAnswerSchema = z.object({
  ok: z.literal(true),
  topics: z.array(sapTopicSchema),
  /** Until when the learner may watch (an ISO date and time); with access ended, no topics. */
  access: z.union([
    z.object({ state: z.literal('active'), until: z.string() }),
    z.object({ state: z.literal('ended'), endedOn: z.nullable(z.string()) }),
  ]),
})
export type SapTopicsAnswer = z.infer<typeof sapTopicsAnswerSchema>

/** `GET /api/sap/session`: whether this browser is signed in (the sign-in page asks). */
export const sapSessionAnswerSchema = z.object({
  ok: z.literal(true),
  signedIn: z.boolean(),
})
export type SapSessionAnswer = z.infer<typeof sapSessionAnswerSchema>
