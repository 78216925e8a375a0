/**
 * What a request to the site's API comes to: its data, or why not (api.ts sends, read-answer.ts
 * reads). Types only, so that every module of the client can name them without importing another.
 */

/** What the schemas of core/ offer (zod's `safeParse`), without the site depending on zod. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

/** Why a request did not succeed. */
export type ApiFailure =
  /** No answer at all: offline, DNS, connection reset. */
  | { kind: 'network' }
  /** 400: the server named the fields it refused (field name → messages). */
  | { kind: 'invalid'; status: 400; error: string; fields: Record<string, string[]> }
  /** 401: not signed in, or the sign-in was refused. */
  | { kind: 'unauthorized'; status: 401; error: string }
  /** 429: too many requests from this address; try again after the pause. */
  | { kind: 'rate-limited'; status: 429; error: string; retryAfterSeconds: number | undefined }
  /** 503: the service (database, payments) is unavailable for now. */
  | { kind: 'unavailable'; status: 503; error: string }
  /** Any other status, or a success whose body is not what the schema says. */
  | { kind: 'other'; status: number; error: string | undefined }

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure }
