import * as z from 'zod/mini'
import { emailAddress, fieldErrorsOf, requiredLine } from '../shared/text'
import {
  auditActions,
  type AuditEntry,
  type PendingInvitation,
  staffPasswordLimits,
  staffRoles,
  type StaffSessionAnswer,
  type StaffSessionInfo,
  type StaffSignInNext,
  type StaffUser,
  type TeamMember,
} from './model'
import { staffMessages } from './texts'

/**
 * The staff API's requests and answers (docs/product.md#staff-area). The server parses every
 * request with these; the staff pages check their forms with the same rules first.
 */

const role = z.enum(staffRoles, { error: staffMessages.roleMissing })

const email = emailAddress(staffMessages.emailInvalid)

/** A password as typed: spaces are part of it. Whether it is common is the server's check. */
const newPassword = z
  .string({ error: staffMessages.passwordMissing })
  .check(
    z.minLength(1, { error: staffMessages.passwordMissing }),
    z.minLength(staffPasswordLimits.min, { error: staffMessages.passwordTooShort }),
    z.maxLength(staffPasswordLimits.max, { error: staffMessages.passwordTooLong }),
  )

/** `POST /staff/api/sign-in`. The password is not judged here: any text is tried. */
export const staffSignInRequestSchema = z.object({
  email: z
    .string({ error: staffMessages.emailMissing })
    .check(
      z.trim(),
      z.minLength(1, { error: staffMessages.emailMissing }),
      z.maxLength(254, { error: staffMessages.emailInvalid }),
    ),
  password: z
    .string({ error: staffMessages.passwordMissing })
    .check(
      z.minLength(1, { error: staffMessages.passwordMissing }),
      z.maxLength(staffPasswordLimits.max, { error: staffMessages.invalidCredentials }),
    ),
})
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>

/** `POST /staff/api/sign-in/code` and `…/two-factor/confirm`: a code, spaces and dashes allowed. */
export const staffCodeRequestSchema = z.object({
  code: z
    .string({ error: staffMessages.codeMissing })
    .check(
      z.trim(),
      z.minLength(1, { error: staffMessages.codeMissing }),
      z.maxLength(40, { error: staffMessages.codeInvalid }),
    ),
})
export type StaffCodeRequest = z.infer<typeof staffCodeRequestSchema>

/** `POST /staff/api/invitations/accept`. `email` only for the first owner's link, which names nobody. */
export const acceptInvitationRequestSchema = z.object({
  email: z.optional(z.string()),
  token: z
    .string({ error: staffMessages.invitationInvalid })
    .check(
      z.minLength(1, { error: staffMessages.invitationInvalid }),
      z.maxLength(200, { error: staffMessages.invitationInvalid }),
    ),
  name: requiredLine({
    missing: staffMessages.nameMissing,
    max: 100,
    tooLong: staffMessages.nameTooLong,
  }),
  password: newPassword,
})
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>

/** The first owner's address, which their set-up link does not carry. */
export const firstOwnerEmailSchema = z.object({
  email: z
    .string({ error: staffMessages.emailMissing })
    .check(z.trim(), z.minLength(1, { error: staffMessages.emailMissing }))
    .check(
      z.refine((text) => email.safeParse(text).success, { error: staffMessages.emailInvalid }),
    ),
})

/** `POST /staff/api/two-factor/set-up`: the password again, as a fresh proof before the secret. */
export const twoFactorSetUpRequestSchema = z.object({
  password: z
    .string({ error: staffMessages.passwordMissing })
    .check(
      z.minLength(1, { error: staffMessages.passwordMissing }),
      z.maxLength(staffPasswordLimits.max, { error: staffMessages.invalidCredentials }),
    ),
})

/** `POST /staff/api/team/invitations`. */
export const inviteRequestSchema = z.object({ email, role })
export type InviteRequest = z.infer<typeof inviteRequestSchema>

/** `POST /staff/api/team/members/{id}/role`. */
export const roleChangeRequestSchema = z.object({ role })

/** The query of `GET /staff/api/audit`: filters and the cursor of the next page. */
export const auditQuerySchema = z.object({
  actor: z.optional(z.string().check(z.maxLength(254))),
  action: z.optional(z.enum(auditActions, { error: staffMessages.unknownAction })),
  /** The id of the last entry of the page before. */
  before: z.optional(z.coerce.number().check(z.int(), z.positive())),
})

/** The form checks of the staff pages, by the server's rules: the payload, or a message per field. */
export function checkStaffForm<Values extends Record<string, unknown>>(
  schema: z.ZodMiniType<Values>,
  values: Record<string, unknown>,
): { ok: true; payload: Values } | { ok: false; errors: Partial<Record<string, string>> } {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, payload: result.data }
  const errors: Partial<Record<string, string>> = {}
  for (const [field, messages] of Object.entries(fieldErrorsOf(result.error))) {
    errors[field] = messages[0]
  }
  return { ok: false, errors }
}

/* ------------------------------------------------------------- the answers */

const staffUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
}) satisfies z.ZodMiniType<StaffUser>

export const staffSessionAnswerSchema = z.object({
  ok: z.literal(true),
  user: staffUserSchema,
  twoFactorEnabled: z.boolean(),
}) satisfies z.ZodMiniType<StaffSessionAnswer>

export const staffSignInAnswerSchema = z.object({
  ok: z.literal(true),
  next: z.enum(['code', 'two-factor-set-up', 'signed-in'] satisfies StaffSignInNext[]),
})

export const invitationAnswerSchema = z.object({
  ok: z.literal(true),
  /** Null for the first owner's set-up link: the form asks for the address. */
  email: z.nullable(z.string()),
  role: z.enum(staffRoles),
  /** The first owner's set-up link rather than an invitation from a colleague. */
  firstOwner: z.boolean(),
})

export const twoFactorSetUpAnswerSchema = z.object({
  ok: z.literal(true),
  /** The secret as text (base32), for typing into an app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code carries. */
  uri: z.string(),
  recoveryCodes: z.array(z.string()),
})

export const staffSessionsAnswerSchema = z.object({
  ok: z.literal(true),
  sessions: z.array(
    z.object({
      id: z.string(),
      device: z.string(),
      address: z.string(),
      signedInAt: z.string(),
      lastSeenAt: z.string(),
      current: z.boolean(),
    }) satisfies z.ZodMiniType<StaffSessionInfo>,
  ),
})

export const teamAnswerSchema = z.object({
  ok: z.literal(true),
  members: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(staffRoles),
      deactivatedAt: z.nullable(z.string()),
      twoFactorEnabled: z.boolean(),
      lastSignInAt: z.nullable(z.string()),
    }) satisfies z.ZodMiniType<TeamMember>,
  ),
  invitations: z.array(
    z.object({
      id: z.number(),
      email: z.string(),
      role: z.enum(staffRoles),
      invitedAt: z.string(),
      expiresAt: z.string(),
      invitedBy: z.nullable(z.string()),
    }) satisfies z.ZodMiniType<PendingInvitation>,
  ),
})

export const auditAnswerSchema = z.object({
  ok: z.literal(true),
  entries: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      actor: z.nullable(z.string()),
      action: z.enum(auditActions),
      target: z.nullable(z.string()),
      detail: z.nullable(z.string()),
      address: z.nullable(z.string()),
    }) satisfies z.ZodMiniType<AuditEntry>,
  ),
  /** The cursor of the next page, when there is one. */
  nextBefore: z.nullable(z.number()),
})

/** The answer of a change that has nothing more to say. */
export const staffOkAnswerSchema = z.object({ ok: z.literal(true) })
