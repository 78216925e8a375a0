import type { StaffFormStatus } from '@app/ui'
import { useState } from 'react'
import { problemOf } from './api'

/** A staff form's state: its status, the sentence of a failure and the messages per field. */
export function useStaffForm<Field extends string>() {
  const [status, setStatus] = useState<StaffFormStatus>('idle')
  const [errorMessage, setErrorMessage] = useState<string | undefined>()
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  return {
    status,
    errorMessage,
    errors,
    /** The caller's own checks found problems: show them, send nothing. */
    invalid(found: Partial<Record<string, string>>) {
      setErrors({ ...found } as Partial<Record<Field, string>>)
      setErrorMessage(undefined)
      setStatus('idle')
    },
    sending() {
      setErrors({})
      setErrorMessage(undefined)
      setStatus('sending')
    },
    /**
     * The server refused: its messages on their fields, or its sentence — on `field` when the
     * form has one field the sentence is about (a wrong code), else as the form's alert.
     */
    failed(error: unknown, field?: Field) {
      const problem = problemOf(error)
      const { message } = problem
      const fields =
        field && Object.keys(problem.fields).length === 0 && problem.status !== 429
          ? { [field]: message }
          : problem.fields
      const hasFields = Object.keys(fields).length > 0
      setErrors(fields as Partial<Record<Field, string>>)
      setErrorMessage(hasFields ? undefined : message)
      setStatus('failed')
    },
    done() {
      setErrors({})
      setErrorMessage(undefined)
      setStatus('idle')
    },
  }
}
