/** The learners' area endpoints of the API client (api.ts). */
import { type SapLoginRequest, sapPaths } from '@app/core'
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
