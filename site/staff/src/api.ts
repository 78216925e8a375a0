import { apiErrors, STAFF_NEXT_PARAM, staffMessages, staffPages, staffPageText } from '@app/core'
import { navigate } from './router'

/** One of core's answer schemas: anything that checks a value and gives it typed. */
export interface AnswerSchema<Answer> {
  safeParse(value: unknown): { success: true; data: Answer } | { success: false }
}

/** What went wrong with a request, ready to show: a sentence, and messages per field. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Partial<Record<string, string>> = {},
    /** The answer's body as sent (e.g. a 409's record as it is now), unchecked. */
    readonly answer?: unknown,
  ) {
    super(message)
    this.name = 'StaffApiError'
  }
}

/** The sentence of a 429: when to try again, from Retry-After. */
function tooManyMessage(response: Response): string {
  const seconds = Number(response.headers.get('Retry-After'))
  if (!Number.isFinite(seconds) || seconds <= 0) return staffMessages.tooManyAttempts
  return staffPageText.retryAfter(Math.max(1, Math.ceil(seconds / 60)))
}

/** The sign-in page, coming back here afterwards. */
export function signInPathFor(here: string): string {
  return `${staffPages.signIn}?${new URLSearchParams({ [STAFF_NEXT_PARAM]: here })}`
}

interface RequestOptions {
  /** A 401 is an answer to show (wrong password or code), not a session that has ended. @default false */
  unauthorizedIsAnswer?: boolean
}

/**
 * Calls the staff API and checks its answer with core's schema. A 401 (the session has ended)
 * goes to the sign-in page, coming back here afterwards; other failures throw a StaffApiError
 * with the server's sentence and its messages per field.
 */
async function request<Answer>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  schema: AnswerSchema<Answer>,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Answer> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new StaffApiError(0, staffPageText.networkError)
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (response.ok) {
    const parsed = schema.safeParse(json)
    if (parsed.success) return parsed.data
    throw new StaffApiError(response.status, apiErrors.internal)
  }
  const { error, fields } = (json ?? {}) as { error?: unknown; fields?: unknown }
  const message = typeof error === 'string' ? error : apiErrors.internal
  if (response.status === 401 && !options.unauthorizedIsAnswer) {
    navigate(signInPathFor(`${window.location.pathname}${window.location.search}`), {
      replace: true,
    })
  }
  if (response.status === 429) throw new StaffApiError(429, tooManyMessage(response))
  const byField: Partial<Record<string, string>> = {}
  if (fields && typeof fields === 'object') {
    for (const [field, messages] of Object.entries(fields)) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') byField[field] = messages[0]
    }
  }
  throw new StaffApiError(response.status, message, byField, json)
}

export const staffApi = {
  get: <Answer>(path: string, schema: AnswerSchema<Answer>, options?: RequestOptions) =>
    request('GET', path, schema, undefined, options),
  post: <Answer>(
    path: string,
    body: unknown,
    schema: AnswerSchema<Answer>,
    options?: RequestOptions,
  ) => request('POST', path, schema, body, options),
  put: <Answer>(path: string, body: unknown, schema: AnswerSchema<Answer>) =>
    request('PUT', path, schema, body),
}

/** The error's sentence and fields, for a form; anything else as the generic sentence. */
export function problemOf(error: unknown): {
  status: number
  message: string
  fields: Partial<Record<string, string>>
} {
  if (error instanceof StaffApiError) {
    return { status: error.status, message: error.message, fields: error.fields }
  }
  return { status: 0, message: apiErrors.internal, fields: {} }
}
