import { inboxApiPaths, privacyRequestSchema } from '@app/core'
import { type Request, type Response, Router } from 'express'
import { addressHash, ukDay } from '../acknowledgements'
import type { AppDatabase } from '../db/database'
import { erasePersonalData, exportPersonalData, findPersonalData } from '../inbox/privacy'
import { writeAudit } from '../staff/audit'
import { jsonBody } from './json-body'
import { clientAddress } from './rate-limit'
import type { StaffGuard } from './staff-guard'
import { parsePayload } from './validate'

export interface PrivacyApiDeps {
  db: AppDatabase
  guard: StaffGuard
  now: () => Date
}

/**
 * Privacy requests (docs/inbox.md#privacy-requests), for every member of staff: find what is held
 * about an address, export it as one JSON file, erase it. Export and erasure are written to the
 * audit log with the SHA-256 of the normalised address, never the address itself.
 */
export function privacyApiRoutes(deps: PrivacyApiDeps): Router {
  const { db, guard } = deps
  const { requireStaff, staffOf } = guard
  const router = Router()

  const auditTarget = (email: string) => ({
    type: 'e-mail address (SHA-256)',
    id: addressHash(email),
  })

  router.post(
    inboxApiPaths.privacyFind,
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const { email } = parsePayload(privacyRequestSchema, req.body)
      res.json({ ok: true, findings: await findPersonalData(db, email) })
    },
  )

  router.post(
    inboxApiPaths.privacyExport,
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const { email } = parsePayload(privacyRequestSchema, req.body)
      const now = deps.now()
      const data = await exportPersonalData(db, email, now)
      await writeAudit(
        db,
        {
          action: 'privacy-exported',
          actor: staffOf(res).user,
          target: auditTarget(email),
          detail: `${data.enquiries.length} enquiries and registrations, ${data.enrolments.length} enrolments, ${data.emails.length} e-mails`,
          address: clientAddress(req),
        },
        now,
      )
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="privacy-export-${ukDay(now)}.json"`,
      )
      res.type('application/json').send(`${JSON.stringify(data, null, 2)}\n`)
    },
  )

  router.post(
    inboxApiPaths.privacyErase,
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const { email } = parsePayload(privacyRequestSchema, req.body)
      const now = deps.now()
      const erased = await erasePersonalData(db, email, (trx, erased) =>
        writeAudit(
          trx,
          {
            action: 'privacy-erased',
            actor: staffOf(res).user,
            target: auditTarget(email),
            detail: [
              `${erased.enquiriesDeleted} enquiries deleted`,
              `${erased.registrationsDeleted} registrations deleted`,
              `${erased.enrolmentsAnonymised} enrolments anonymised`,
              `${erased.mailDeleted} e-mails deleted`,
              `${erased.notesDeleted} notes deleted`,
              `${erased.acknowledgementDaysDeleted} acknowledgement days deleted`,
            ].join(', '),
            address: clientAddress(req),
          },
          now,
        ),
      )
      res.json({ ok: true, erased })
    },
  )

  return router
}
