import { useRef, useState } from 'react'
import type { ApiFailure, ApiResult } from './answer'

/** Where a form's submission stands; ui/ forms take it as their `status`. */
export type SubmissionStatus = 'idle' | 'sending' | 'sent' | 'failed'

/** The browser's own check of what was entered: the payload to send, or errors per field. */
export type FormCheck<Payload, Field extends string> =
  { ok: true; payload: Payload } | { ok: false; errors: Partial<Record<Field, string>> }

/** What one call of `submit` came to. */
export type SubmissionOutcome<Data> =
  /** The server accepted it and answered `data`. */
  | { status: 'sent'; data: Data }
  /** The server refused it or could not be reached; `failure` says why. */
  | { status: 'failed'; failure: ApiFailure }
  /** The check found errors; nothing was sent. */
  | { status: 'idle' }
  /** A request was already in flight; this one was not sent. */
  | { status: 'sending' }

export interface SubmissionOptions<Input, Payload, Data, Field extends string> {
  /** Checks the input with core's rules, as the server will (possibly after loading them). */
  check: (input: Input) => FormCheck<Payload, Field> | Promise<FormCheck<Payload, Field>>
  /** Sends the payload through one of the functions of api.ts. */
  send: (payload: Payload) => Promise<ApiResult<Data>>
  /** The form field an API field belongs to (e.g. the API's `contact` is the form's `phone`). @default the same name */
  fieldOf?: (apiField: string) => Field | undefined
}

/** The first message of each API field that belongs to a form field. */
function formErrorsOf<Field extends string>(
  fields: Record<string, string[]>,
  fieldOf: (apiField: string) => Field | undefined,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {}
  for (const [apiField, messages] of Object.entries(fields)) {
    const field = fieldOf(apiField)
    if (field !== undefined && messages[0] !== undefined && errors[field] === undefined) {
      errors[field] = messages[0]
    }
  }
  return errors
}

/**
 * The life of a form submission: idle → sending → sent or failed. It checks the input first
 * (errors and nothing sent when the check fails), lets one request be in flight at a time (a
 * double click sends once), and maps the fields named in a 400 answer onto the form's fields
 * (docs/product.md#forms). `submit` uses the options of the render it comes from, so a caller
 * may pass new ones on every render.
 */
export function useSubmission<Input, Payload, Data, Field extends string>(
  options: SubmissionOptions<Input, Payload, Data, Field>,
) {
  const [status, setStatus] = useState<SubmissionStatus>('idle')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<ApiFailure | undefined>(undefined)
  const inFlight = useRef(false)

  async function submit(input: Input): Promise<SubmissionOutcome<Data>> {
    if (inFlight.current) return { status: 'sending' }
    const { check, send, fieldOf = (field: string) => field as Field } = options
    // Taken before the check, which may wait for its code: a second click meanwhile sends nothing.
    inFlight.current = true
    try {
      let checked: FormCheck<Payload, Field>
      try {
        checked = await check(input)
      } catch {
        // A check that loads its code first fails when the code cannot be fetched: nothing is
        // sent, and the form says so as it would for a request that found no connection.
        const failed: ApiFailure = { kind: 'network' }
        setFailure(failed)
        setStatus('failed')
        return { status: 'failed', failure: failed }
      }
      if (!checked.ok) {
        setErrors(checked.errors)
        setFailure(undefined)
        setStatus('idle')
        return { status: 'idle' }
      }
      setErrors({})
      setFailure(undefined)
      setStatus('sending')
      const result = await send(checked.payload)
      if (result.ok) {
        setStatus('sent')
        return { status: 'sent', data: result.data }
      }
      setFailure(result.failure)
      if (result.failure.kind === 'invalid') setErrors(formErrorsOf(result.failure.fields, fieldOf))
      setStatus('failed')
      return { status: 'failed', failure: result.failure }
    } finally {
      inFlight.current = false
    }
  }

  function reset() {
    setStatus('idle')
    setErrors({})
    setFailure(undefined)
  }

  return { status, errors, failure, submit, reset }
}
