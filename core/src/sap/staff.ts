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
  /** GET: the video list; POST: the whole list as staff edited it. */
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

/** POST /staff/api/learners/videos: the whole list, in order. */
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

/** The words of the Learners room and the video list (ui components get them as props). */
export const learnersRoomText = {
  heading: 'Learners',
  lead: 'SAP BASIS learners: their access, last sign-in and invitation. Paid enrolments add learners by themselves.',
  videosLink: 'Edit the video list',
  inviteHeading: 'Invite a learner by hand',
  inviteLead:
    'For a payment made another way, e.g. by bank transfer: the learner gets an e-mail to choose a password.',
  email: 'Email address',
  name: 'Name',
  until: 'Access until',
  invite: 'Send invitation',
  inviting: 'Sending…',
  invited: (email: string) => `Invitation sent to ${email}.`,
  learner: 'Learner',
  access: 'Access',
  lastSignIn: 'Last sign-in',
  invitation: 'Invitation',
  actions: 'Actions',
  accessUntil: (date: string) => `Until ${date}`,
  accessEnded: (date: string) => `Ended ${date}`,
  noAccess: 'No access',
  never: 'Never',
  invitationStates: {
    'password-set': 'Password chosen',
    open: 'Sent, not used yet',
    expired: 'Expired',
    none: 'Not sent',
  } satisfies Record<LearnerInvitationState, string>,
  extendTo: (name: string) => `Extend ${name}'s access to`,
  extend: 'Extend',
  extended: (name: string) => `${name}'s access has been extended.`,
  end: 'End access',
  endLabel: (name: string) => `End ${name}'s access`,
  endTitle: (name: string) => `End ${name}'s access now?`,
  endBody:
    'They can still sign in, but the videos say their access has ended, with a link to enrol again.',
  ended: (name: string) => `${name}'s access has ended.`,
  resend: 'Send invitation again',
  resendLabel: (name: string) => `Send ${name}'s invitation again`,
  resent: (email: string) => `A new invitation has been sent to ${email}.`,
  empty: 'No learners yet. A paid SAP BASIS enrolment adds its learner here.',
  videosHeading: 'SAP BASIS videos',
  videosLead: 'The list learners see, in this order. Changes show at their next page load.',
  videoTitle: (n: number) => `Title of video ${n}`,
  videoFileId: (n: number) => `Video identifier of video ${n}`,
  moveUp: (n: number) => `Move video ${n} up`,
  moveDown: (n: number) => `Move video ${n} down`,
  remove: (n: number) => `Remove video ${n}`,
  addVideo: 'Add a video',
  save: 'Save the list',
  saving: 'Saving…',
  saved: 'The video list has been saved.',
  backToLearners: 'Back to learners',
} as const
export type LearnersRoomText = typeof learnersRoomText

/** GET /staff/api/learners. */
export const learnersAnswerSchema = z.object({
  ok: z.literal(true),
  learners: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      accessUntil: z.nullable(z.string()),
      accessEndedOn: z.nullable(z.string()),
      lastSignInAt: z.nullable(z.string()),
      invitation: z.enum(['password-set', 'open', 'expired', 'none']),
    }),
  ),
})

/** GET and POST /staff/api/learners/videos. */
export const staffVideosAnswerSchema = z.object({
  ok: z.literal(true),
  topics: z.array(z.object({ id: z.number(), title: z.string(), fileId: z.string() })),
})
