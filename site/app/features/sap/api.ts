/** The learners' area endpoints of the API client (api.ts). */
import {
  type SapLoginRequest,
  type SapPasswordResetRequest,
  sapPaths,
  type SapSetPasswordRequest,
} from '@app/core'
import { requestApi } from '../../lib/api'

/** POST /api/sap/login: signs a learner in; the server sets the session cookie. */
export function signInLearner(request: SapLoginRequest) {
  return requestApi(sapPaths.login, (schemas) => schemas.apiOkSchema, { body: request })
}

/** POST /api/sap/logout: ends the learner's session on the server and clears its cookie. */
export function signOutLearner() {
  return requestApi(sapPaths.logout, (schemas) => schemas.apiOkSchema, { method: 'POST' })
}

/** GET /api/sap/session: whether this browser is signed in to the learners' area. */
export function getLearnerSession(signal?: AbortSignal) {
  return requestApi(sapPaths.session, (schemas) => schemas.sapSessionAnswerSchema, { signal })
}

/** GET /api/sap/topics: the videos, for a signed-in learner only (401 otherwise). */
export function getSapTopics(signal?: AbortSignal) {
  return requestApi(sapPaths.topics, (schemas) => schemas.sapTopicsAnswerSchema, { signal })
}

/** POST /api/sap/logout-everywhere: ends every session of the learner, on every device. */
export function signOutLearnerEverywhere() {
  return requestApi(sapPaths.logoutEverywhere, (schemas) => schemas.apiOkSchema, {
    method: 'POST',
  })
}

/** GET /api/sap/password-link: whether a link can still set a password (never uses it up). */
export function getPasswordLink(token: string, signal?: AbortSignal) {
  return requestApi(
    `${sapPaths.passwordLink}?token=${encodeURIComponent(token)}`,
    (schemas) => schemas.sapPasswordLinkAnswerSchema,
    { signal },
  )
}

/** POST /api/sap/password: sets the password with a link's token and signs the learner in. */
export function setLearnerPassword(request: SapSetPasswordRequest) {
  return requestApi(sapPaths.setPassword, (schemas) => schemas.apiOkSchema, { body: request })
}

/** POST /api/sap/password-reset: asks for a reset link; the answer is the same for any address. */
export function requestPasswordReset(request: SapPasswordResetRequest) {
  return requestApi(sapPaths.passwordReset, (schemas) => schemas.apiOkSchema, { body: request })
}
