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
  session: '/api/sap/session',
  topics: '/api/sap/topics',
} as const

import { SAP_LOGOUT_PATH } from './cookie'

export { SAP_LOGOUT_PATH, SAP_SESSION_COOKIE, SAP_SIGNED_IN_HINT_COOKIE } from './cookie'

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

/** `POST /api/sap/login`; its schema (schema.ts) is typed against it. */
export interface SapLoginRequest {
  username: string
  password: string
}

export type SapLoginField = keyof SapLoginRequest

export const sapPageText = {
  loginHeading: 'SAP BASIS learners',
  loginLead: 'Sign in with the username and password you were given when you enrolled.',
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
} as const

/** The embeddable preview and the full-page view of a file on the video host. */
export function sapVideoUrls(fileId: string): { previewUrl: string; viewUrl: string } {
  const base = `https://drive.google.com/file/d/${encodeURIComponent(fileId)}`
  return { previewUrl: `${base}/preview`, viewUrl: `${base}/view` }
}

/** The only origin whose frames the topics page may show (its Content Security Policy). */
export const SAP_VIDEO_ORIGIN = 'https://drive.google.com'
