/**
 * The one cookie the site sets: an opaque, signed session id (named on the cookie page). A module
 * of its own, without the learners' area's schemas, so the cookie page can name it without
 * downloading zod (docs/product.md#speed).
 */
import { learnerLinks } from '../pages/navigation'

export const SAP_SESSION_COOKIE = 'learner_session'

/**
 * A hint beside it, readable by the page's scripts and holding no secret ("1"): the learner is
 * probably signed in, so the header offers "My videos" and "Sign out" instead of "Login" without
 * asking the server on every page. The session cookie alone decides what the server shows.
 */
export const SAP_SIGNED_IN_HINT_COOKIE = learnerLinks.signedInHintCookie

/** Where signing out is posted: the header's plain form posts here too, from every page. */
export const SAP_LOGOUT_PATH = learnerLinks.signOutAction
