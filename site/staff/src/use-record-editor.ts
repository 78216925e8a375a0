import type { StaffFormStatus } from '@app/ui'
import { useState } from 'react'
import { problemOf } from './api'

/**
 * A room's editor of one record at a time (an event, a news post): which one is open ('new' for
 * one not yet saved), and its save — on success the editor closes and `saved` runs (a notice, the
 * list read again); on failure the server's sentence and its messages per field stay on the form
 * with everything typed.
 */
export function useRecordEditor<Item, Values, Field extends string>(options: {
  create: (values: Values) => Promise<unknown>
  update: (item: Item, values: Values) => Promise<unknown>
  saved: () => void
}) {
  const [editing, setEditing] = useState<Item | 'new' | undefined>()
  const [status, setStatus] = useState<StaffFormStatus>('idle')
  const [errorMessage, setErrorMessage] = useState<string | undefined>()
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})

  const open = (item: Item | 'new') => {
    setStatus('idle')
    setErrorMessage(undefined)
    setErrors({})
    setEditing(item)
  }

  async function save(values: Values) {
    if (editing === undefined) return
    setStatus('sending')
    try {
      if (editing === 'new') await options.create(values)
      else await options.update(editing, values)
      setStatus('idle')
      setEditing(undefined)
      options.saved()
    } catch (caught) {
      const problem = problemOf(caught)
      setStatus('failed')
      setErrorMessage(problem.message)
      setErrors(problem.fields as Partial<Record<Field, string>>)
    }
  }

  return {
    editing,
    open,
    close: () => setEditing(undefined),
    /** What the editor component takes. */
    form: { status, errorMessage, errors, onSubmit: (values: Values) => void save(values) },
  }
}
