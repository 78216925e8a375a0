/**
 * The SAP BASIS learners' area (docs/product.md#sap-learners-area): the paths of its API,
 * the limits of the sign-in and the texts of its pages. The credentials and the video identifiers are
 * never here: they live in the server's configuration only.
 *
 * No zod here: the pages render with this module alone and load the schemas of schema.ts
 * with their first request (docs/product.md#speed).
 */

export const sapPaths = {
  login: '/api/sap/login',
  logout: SAP_LOGOUT_PATH,
  /** Ends every session of the signed-in learner, on every device. */
  logoutEverywhere: '/api/sap/logout-everywhere',
  session: '/api/sap/session',
  topics: '/api/sap/topics',
  /** GET `?token=`: what an invitation or reset link stands for, without using it up. */
  passwordLink: '/api/sap/password-link',
  /** POST: sets the password from a link's token (uses it up). */
  setPassword: '/api/sap/password',
  /** POST: asks for a reset link by e-mail; the answer is the same for any address. */
  passwordReset: '/api/sap/password-reset',
} as const

/** The learners' page that sets a password from a link, or asks for a reset link without one. */
export const SAP_PASSWORD_PAGE = pages.sapPassword.path

/** The address a learner's invitation or reset link opens. */
export function sapPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}${SAP_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`
}

import { pages } from '../pages/routes'
import { SAP_LOGOUT_PATH } from './cookie'

export { SAP_LOGOUT_PATH, SAP_SESSION_COOKIE, SAP_SIGNED_IN_HINT_COOKIE } from './cookie'

/** Longest accepted address and password: far above real ones, small enough to hash cheaply. */
export const sapLoginLimits = { email: 254, password: 200 } as const

/** A learner's new password: as long as a staff member's, and not one of the most common. */
export const learnerPasswordLimits = { min: 12, max: 128 } as const

/** How long things last for learners (docs/learners.md). */
export const learnerTimings = {
  /** A session ends this long after signing in. */
  sessionMs: 12 * 60 * 60_000,
  /** An invitation link works this long, and once. */
  invitationMs: 72 * 60 * 60_000,
  /** A password reset link works this long, and once. */
  resetMs: 60 * 60_000,
  /** Access lasts this long after the end of the bought duration. */
  graceDays: 30,
} as const

/** At most this many signed-in devices per learner: another sign-in ends the oldest session. */
export const LEARNER_MAX_SESSIONS = 3

export const sapMessages = {
  /** The one answer to a wrong password and to an unknown username alike. */
  invalidCredentials: 'Invalid username or password.',
  emailMissing: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordMissing: 'Please enter your password.',
  passwordTooLong: `Please keep your password under ${sapLoginLimits.password} characters.`,
  tooManyAttempts:
    'Too many failed sign-in attempts from your connection. Please wait 15 minutes and try again.',
  signInRequired: 'Please sign in to see the videos.',
  loadFailed: 'The videos could not be loaded. Please try again.',
  unreachable: 'We could not reach the server. Please check your connection and try again.',
  signOutFailed: 'Signing out did not work. Please try again.',
  passwordNew: 'Please choose a password.',
  passwordTooShort: `Use at least ${learnerPasswordLimits.min} characters.`,
  passwordTooLongNew: `Use at most ${learnerPasswordLimits.max} characters.`,
  passwordCommon: 'This password is too common. Please choose another.',
  linkInvalid: 'This link is not valid. Please ask for a new one.',
  linkExpired: 'This link has expired. Please ask for a new one.',
  linkUsed: 'This link has already been used. Please sign in, or ask for a new link.',
  resetSent:
    'If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.',
  passwordSet: 'Your password is set. You can now sign in.',
  actionFailed: 'Something went wrong. Please try again.',
} as const

/** `POST /api/sap/password`: the token of an invitation or reset link and the new password. */
export interface SapSetPasswordRequest {
  token: string
  password: string
}

/** `POST /api/sap/password-reset`. */
export interface SapPasswordResetRequest {
  email: string
}

/** `POST /api/sap/login`; its schema (schema.ts) is typed against it. */
export interface SapLoginRequest {
  email: string
  password: string
}

export type SapLoginField = keyof SapLoginRequest

export const sapPageText = {
  loginHeading: 'SAP BASIS learners',
  loginLead: 'Sign in with your email address and the password you chose from your invitation.',
  emailLabel: 'Email address',
  forgotPassword: 'Forgotten your password?',
  passwordHeading: 'Choose your password',
  passwordLead: 'Choose the password you will sign in with, at least 12 characters.',
  newPasswordLabel: 'New password',
  savePassword: 'Save password',
  savingPassword: 'Saving…',
  resetHeading: 'Forgotten your password?',
  resetLead:
    'Enter the email address you enrolled with and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  sendingResetLink: 'Sending…',
  backToSignIn: 'Back to sign in',
  signOutEverywhere: 'Sign out on every device',
  accessEndedHeading: 'Your access has ended',
  renew: 'Renew your SAP BASIS access',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  topicsHeading: 'SAP BASIS Videos & Topics',
  topicsLead: 'The recorded lessons of the SAP BASIS course, in the order they are taught.',
  watch: 'Watch Fullscreen',
  /** Before "video {number}: {title}" on each topic's play button. */
  play: 'Play',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  loading: 'Loading your videos…',
  checkingLink: 'Checking your link…',
} as const

/** The embeddable preview and the full-page view of a file on the video host. */
export function sapVideoUrls(fileId: string): { previewUrl: string; viewUrl: string } {
  const base = `https://drive.google.com/file/d/${encodeURIComponent(fileId)}`
  return { previewUrl: `${base}/preview`, viewUrl: `${base}/view` }
}

/** The only origin whose frames the topics page may show (its Content Security Policy). */
export const SAP_VIDEO_ORIGIN = 'https://drive.google.com'

/** What the topics page says to a signed-in learner whose access has ended. */
export function accessEndedText(date: string): string {
  return `Your access to the SAP BASIS videos ended on ${date}. To watch them again, enrol once more: your access starts again from the payment.`
}

/** The access a learner has, as the topics API reports it. */
export type LearnerAccessState =
  { state: 'active'; until: string } | { state: 'ended'; endedOn: string | null }
