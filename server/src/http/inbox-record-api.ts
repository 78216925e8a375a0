import {
  apiErrors,
  inboxMessages,
  noteRequestSchema,
  parseInboxItemId,
  resendRequestSchema,
  STAFF_API_PREFIX,
  statusChangeRequestSchema,
} from '@app/core'
import { type Request, type Response, Router } from 'express'
import type { AppDatabase } from '../db/database'
import {
  addNote,
  markSeen,
  readRecord,
  type RecordRef,
  resendMessage,
  changeStatus,
} from '../inbox/record'
import type { MailWaker } from '../mail/sender'
import { HttpError } from './errors'
import { jsonBody } from './json-body'
import { clientAddress } from './rate-limit'
import type { StaffGuard } from './staff-guard'
import { parsePayload } from './validate'

export interface InboxRecordApiDeps {
  db: AppDatabase
  guard: StaffGuard
  mail: MailWaker
  now: () => Date
}

/** Said of an id that cannot name a record, e.g. "enquiry-abc". */
export const recordIdInvalid = 'Not a record id: ids look like "enquiry-42" or "enrolment-7".'

const notFound = () => new HttpError(404, { ok: false, error: inboxMessages.notFound })

/** The record an address names: 400 naming the field for a malformed id. */
function recordOf(req: Request): RecordRef {
  const ref = parseInboxItemId(String(req.params.id))
  if (!ref) {
    throw new HttpError(400, {
      ok: false,
      error: apiErrors.invalid,
      fields: { id: [recordIdInvalid] },
    })
  }
  return ref
}

/**
 * One record of the inbox (docs/inbox.md#a-record), for every member of staff: its details
 * (opening it marks it seen), a status change made on a version, internal notes, and sending a
 * failed or lost e-mail again. Every change is in the audit log, naming the record by its id.
 */
export function inboxRecordApiRoutes(deps: InboxRecordApiDeps): Router {
  const { db, guard } = deps
  const { requireStaff, staffOf } = guard
  const router = Router()
  const item = `${STAFF_API_PREFIX}/inbox/:id`

  router.get(item, requireStaff(), async (req: Request, res: Response) => {
    const ref = recordOf(req)
    const now = deps.now()
    await markSeen(db, ref, now)
    const detail = await readRecord(db, ref, now)
    if (!detail) throw notFound()
    res.json({ ok: true, item: detail })
  })

  router.post(`${item}/status`, jsonBody, requireStaff(), async (req: Request, res: Response) => {
    const ref = recordOf(req)
    const change = parsePayload(statusChangeRequestSchema, req.body)
    const result = await changeStatus(
      db,
      ref,
      change,
      staffOf(res).user,
      clientAddress(req),
      deps.now(),
    )
    if (result.outcome === 'not-found') throw notFound()
    if (result.outcome === 'conflict') {
      res.status(409).json({ ok: false, error: inboxMessages.changedMeanwhile, item: result.item })
      return
    }
    res.json({ ok: true, item: result.item })
  })

  router.post(`${item}/notes`, jsonBody, requireStaff(), async (req: Request, res: Response) => {
    const ref = recordOf(req)
    const { body } = parsePayload(noteRequestSchema, req.body)
    const note = await addNote(db, ref, body, staffOf(res).user, clientAddress(req), deps.now())
    if (!note) throw notFound()
    res.json({ ok: true, note })
  })

  router.post(
    `${item}/messages/:messageId/resend`,
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const ref = recordOf(req)
      const messageId = Number(req.params.messageId)
      if (!/^[1-9]\d{0,15}$/.test(String(req.params.messageId)) || !Number.isSafeInteger(messageId))
        throw new HttpError(404, { ok: false, error: inboxMessages.messageNotFound })
      const { key } = parsePayload(resendRequestSchema, req.body)
      const result = await resendMessage(
        db,
        ref,
        messageId,
        key,
        staffOf(res).user,
        clientAddress(req),
        deps.now(),
      )
      switch (result.outcome) {
        case 'not-found':
          throw notFound()
        case 'message-not-found':
          throw new HttpError(404, { ok: false, error: inboxMessages.messageNotFound })
        case 'cannot-resend':
          throw new HttpError(409, { ok: false, error: inboxMessages.cannotResend })
        case 'key-used':
          throw new HttpError(409, {
            ok: false,
            error: apiErrors.invalid,
            fields: { key: [inboxMessages.resendKeyMissing] },
          })
        case 'queued':
          deps.mail.wake()
          res.json({ ok: true, message: result.message })
          return
        case 'repeated':
          res.json({ ok: true, message: result.message })
      }
    },
  )

  return router
}
