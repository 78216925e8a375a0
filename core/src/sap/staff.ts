import * as z from 'zod/mini'
import { emailAddress, requiredLine } from '../shared/text'

/**
 * The staff area's Learners room (docs/learners.md#the-learners-room): its API's paths, requests
 * and answers. Only the staff application loads this module.
 */
export const learnersApiPaths = {
  /** GET: every learner; POST: invite one by hand with an access end date. */
  learners: '/staff/api/learners',
  extend: (id: string) => `/staff/api/learners/${encodeURIComponent(id)}/access`,
  end: (id: string) => `/staff/api/learners/${encodeURIComponent(id)}/end-access`,
  resend: (id: string) => `/staff/api/learners/${encodeURIComponent(id)}/resend-invitation`,
  /** GET: the video list; PUT: the whole list as staff edited it. */
  videos: '/staff/api/learners/videos',
} as const

export const learnersMessages = {
  emailInvalid: 'Enter the learner’s email address.',
  nameMissing: 'Enter the learner’s name.',
  dateInvalid: 'Enter the date access ends, e.g. 2026-12-31.',
  datePast: 'Choose a date after today.',
  learnerNotFound: 'There is no such learner.',
  alreadySetUp:
    'This learner has already chosen a password: they can reset it from the sign-in page.',
  titleMissing: 'Every video needs a title.',
  fileIdInvalid: 'A video identifier is 1–200 letters, digits, - or _.',
  topicsEmpty: 'Keep at least one video.',
} as const

/** The invitation's state, as the room shows it. */
export type LearnerInvitationState = 'password-set' | 'open' | 'expired' | 'none'

export interface LearnerRow {
  id: string
  name: string
  email: string
  /** Until when access runs (ISO), or null when it has ended or never began. */
  accessUntil: string | null
  /** When it ended, if it has. */
  accessEndedOn: string | null
  lastSignInAt: string | null
  invitation: LearnerInvitationState
}

const isoDate = z
  .string({ error: learnersMessages.dateInvalid })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: learnersMessages.dateInvalid }))

/** POST /staff/api/learners. */
export const inviteLearnerRequestSchema = z.object({
  email: emailAddress(learnersMessages.emailInvalid),
  name: requiredLine({
    max: 200,
    missing: learnersMessages.nameMissing,
    tooLong: learnersMessages.nameMissing,
  }),
  until: isoDate,
})
export type InviteLearnerRequest = z.infer<typeof inviteLearnerRequestSchema>

/** POST /staff/api/learners/:id/access. */
export const extendAccessRequestSchema = z.object({ until: isoDate })

/** PUT /staff/api/learners/videos: the whole list, in order. */
export const saveVideosRequestSchema = z.object({
  topics: z
    .array(
      z.object({
        id: z.optional(z.number().check(z.int(), z.positive())),
        title: requiredLine({
          max: 200,
          missing: learnersMessages.titleMissing,
          tooLong: learnersMessages.titleMissing,
        }),
        fileId: z
          .string({ error: learnersMessages.fileIdInvalid })
          .check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, { error: learnersMessages.fileIdInvalid })),
      }),
    )
    .check(z.minLength(1, { error: learnersMessages.topicsEmpty }), z.maxLength(500)),
})
export type SaveVideosRequest = z.infer<typeof saveVideosRequestSchema>

export interface StaffVideo {
  id: number
  title: string
  fileId: string
}
