/**
 * The one cookie the site sets: an opaque, signed session id (named on the cookie page). A module
 * of its own, without the learners' area's schemas, so the cookie page can name it without
 * downloading zod (docs/product.md#speed).
 */
export const SAP_SESSION_COOKIE = 'learner_session'
