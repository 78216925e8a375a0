// zod/mini: the same schemas as classic zod at a tenth of the size in the browser bundle.
import * as z from 'zod/mini'
import { fieldErrorsOf } from './text'

/**
 * The SAP BASIS learners' area (docs/product.md#sap-learners-area): the sign-in request, the
 * answers of its API and the texts of its pages. The credentials and the video identifiers are
 * never here: they live in the server's configuration only.
 */

export const sapPaths = {
  login: '/api/sap/login',
  logout: '/api/sap/logout',
  session: '/api/sap/session',
  topics: '/api/sap/topics',
} as const

export { SAP_SESSION_COOKIE } from './sap-cookie'

/** Longest accepted username and password: far above real ones, small enough to hash cheaply. */
export const sapLoginLimits = { username: 100, password: 200 } as const

export const sapMessages = {
  /** The one answer to a wrong password and to an unknown username alike. */
  invalidCredentials: 'Invalid username or password.',
  usernameMissing: 'Please enter your username.',
  usernameTooLong: `Please keep your username under ${sapLoginLimits.username} characters.`,
  passwordMissing: 'Please enter your password.',
  passwordTooLong: `Please keep your password under ${sapLoginLimits.password} characters.`,
  tooManyAttempts:
    'Too many failed sign-in attempts from your connection. Please wait 15 minutes and try again.',
  signInRequired: 'Please sign in to see the videos.',
  loadFailed: 'The videos could not be loaded. Please try again.',
  unreachable: 'We could not reach the server. Please check your connection and try again.',
  signOutFailed: 'Signing out did not work. Please try again.',
} as const

export const sapPageText = {
  loginHeading: 'SAP BASIS learners',
  loginLead: 'Sign in with the username and password you were given when you enrolled.',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  topicsHeading: 'SAP BASIS Videos & Topics',
  topicsLead: 'The recorded lessons of the SAP BASIS course, in the order they are taught.',
  watch: 'Watch Fullscreen',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  loading: 'Loading your videos…',
} as const

/** `POST /api/sap/login`. The password is taken as typed: spaces are part of it. */
export const sapLoginRequestSchema = z.object({
  username: z
    .string({ error: sapMessages.usernameMissing })
    .check(
      z.trim(),
      z.minLength(1, { error: sapMessages.usernameMissing }),
      z.maxLength(sapLoginLimits.username, { error: sapMessages.usernameTooLong }),
    ),
  password: z
    .string({ error: sapMessages.passwordMissing })
    .check(
      z.minLength(1, { error: sapMessages.passwordMissing }),
      z.maxLength(sapLoginLimits.password, { error: sapMessages.passwordTooLong }),
    ),
})
export type SapLoginRequest = z.infer<typeof sapLoginRequestSchema>

export type SapLoginField = keyof SapLoginRequest

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
    if (field === 'username' || field === 'password') errors[field] = messages[0]
  }
  return { ok: false, errors }
}

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
})
export type SapTopicsAnswer = z.infer<typeof sapTopicsAnswerSchema>

/** `GET /api/sap/session`: whether this browser is signed in (the sign-in page asks). */
export const sapSessionAnswerSchema = z.object({
  ok: z.literal(true),
  signedIn: z.boolean(),
})
export type SapSessionAnswer = z.infer<typeof sapSessionAnswerSchema>

/** The embeddable preview and the full-page view of a file on the video host. */
export function sapVideoUrls(fileId: string): { previewUrl: string; viewUrl: string } {
  const base = `https://drive.google.com/file/d/${encodeURIComponent(fileId)}`
  return { previewUrl: `${base}/preview`, viewUrl: `${base}/view` }
}

/** The only origin whose frames the topics page may show (its Content Security Policy). */
export const SAP_VIDEO_ORIGIN = 'https://drive.google.com'
