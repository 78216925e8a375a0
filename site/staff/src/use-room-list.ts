import { checkStaffForm, staffOkAnswerSchema } from '@app/core'
import { useCallback, useEffect, useState } from 'react'
import { problemOf, staffApi } from './api'
import { useStaffForm } from './forms'

export type RoomNotice = { tone: 'success' | 'error'; text: string }

/**
 * A room that lists people and acts on them one at a time (the team, the learners): the list as
 * it is when the page opens, one change at a time with its outcome said above the list, and the
 * list read again after every change, whatever its outcome.
 */
export function useRoomList<Data, Id extends string | number = string>(read: () => Promise<Data>) {
  const [data, setData] = useState<Data | undefined>()
  const [loadError, setLoadError] = useState<string | undefined>()
  const [notice, setNotice] = useState<RoomNotice | undefined>()
  const [busyId, setBusyId] = useState<Id | undefined>()

  const load = useCallback(async () => {
    try {
      setData(await read())
    } catch (error) {
      setLoadError(problemOf(error).message)
    }
  }, [read])
  useEffect(() => {
    // The list as it is when the page opens; `load` sets state once it arrives.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load()
  }, [load])

  /** Runs one change (a POST answered `{ ok: true }`), then says how it went and reloads. */
  const change = async (id: Id, path: string, body: object, success: string) => {
    setBusyId(id)
    setNotice(undefined)
    try {
      await staffApi.post(path, body, staffOkAnswerSchema)
      setNotice({ tone: 'success', text: success })
    } catch (error) {
      setNotice({ tone: 'error', text: problemOf(error).message })
    } finally {
      setBusyId(undefined)
      await load()
    }
  }

  return { data, loadError, notice, setNotice, busyId, load, change }
}

/**
 * The room's invitation form: checked with the shared schema first, sent, and on success emptied
 * (a new form key) with a notice and the list read again; the server's refusals land on their
 * fields, or in the notice when they name none.
 */
export function useInviteForm<
  Values extends object,
  Payload extends Record<string, unknown> & { email: string },
>(
  room: Pick<ReturnType<typeof useRoomList<unknown>>, 'setNotice' | 'load'>,
  options: {
    schema: Parameters<typeof checkStaffForm<Payload>>[0]
    path: string
    sent: (email: string) => string
  },
) {
  const [formKey, setFormKey] = useState(0)
  const form = useStaffForm<keyof Values & string>()
  const submit = async (values: Values) => {
    const checked = checkStaffForm(options.schema, { ...values } as Record<string, unknown>)
    if (!checked.ok) return form.invalid(checked.errors)
    form.sending()
    room.setNotice(undefined)
    try {
      await staffApi.post(options.path, checked.payload, staffOkAnswerSchema)
      form.done()
      setFormKey((key) => key + 1)
      room.setNotice({ tone: 'success', text: options.sent(checked.payload.email) })
      await room.load()
    } catch (error) {
      form.failed(error)
      const { fields, message } = problemOf(error)
      if (Object.keys(fields).length === 0) room.setNotice({ tone: 'error', text: message })
    }
  }
  return { formKey, status: form.status, errors: form.errors, submit }
}
