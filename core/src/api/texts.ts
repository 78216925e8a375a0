/**
 * The API's error answers (model.ts has their shape) say one of these sentences. A module of its
 * own: the server uses them all, a page at most one, and the rest of the API's module should not
 * travel with it (docs/product.md#speed).
 */

/** Error sentences of the API, one place for server and tests alike. */
export const apiErrors = {
  invalid: 'Some fields need attention.',
  tooLarge: 'The request is too large.',
  rateLimited: 'Too many requests. Please wait a few minutes and try again.',
  malformed: 'The request body is not valid JSON.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
} as const
