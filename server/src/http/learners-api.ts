import {
  extendAccessRequestSchema,
  inviteLearnerRequestSchema,
  type LearnerInvitationState,
  type LearnerRow,
  learnersApiPaths,
  learnersMessages,
  saveVideosRequestSchema,
} from '@app/core'
import { type Request, type Response, Router } from 'express'
import type { AppDatabase } from '../db/database'
import {
  endLearnerAccess,
  grantAccessUntil,
  grantsOf,
  learnerAccess,
  accessState,
} from '../learners/access'
import { createLearnerLink, findOrCreateLearner, hasPassword } from '../learners/accounts'
import { composeLearnerInvitation } from '../learners/mail'
import { readTopics, saveTopics } from '../learners/topics'
import { enqueueMail } from '../mail/queue'
import type { MailWaker } from '../mail/sender'
import { writeAudit } from '../staff/audit'
import { HttpError } from './errors'
import { jsonBody } from './json-body'
import { clientAddress } from './rate-limit'
import type { StaffGuard } from './staff-guard'
import { parsePayload } from './validate'

export interface LearnersApiDeps {
  db: AppDatabase
  guard: StaffGuard
  mail: MailWaker
  publicUrl: string
  staffEmail: string
  now: () => Date
}

/** The end of a UK calendar day given as YYYY-MM-DD: access runs through that whole day. */
function endOfDay(isoDate: string): Date | undefined {
  const date = new Date(`${isoDate}T23:59:59.999Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) return undefined
  return date
}

const badField = (field: string, message: string) =>
  new HttpError(400, { ok: false, error: message, fields: { [field]: [message] } })

/**
 * The staff area's Learners room (docs/learners.md#the-learners-room), for every member of
 * staff: the learners with their access, last sign-in and invitation; inviting by hand with an
 * end date; extending or ending access; sending an invitation again; and the video list. Every
 * change is written to the audit log, naming the learner by id.
 */
export function learnersApiRoutes(deps: LearnersApiDeps): Router {
  const { db, guard } = deps
  const { requireStaff, staffOf } = guard
  const router = Router()

  const audit = (
    req: Request,
    res: Response,
    action: Parameters<typeof writeAudit>[1]['action'],
    learnerId: string | undefined,
    detail?: string,
  ) =>
    writeAudit(
      db,
      {
        action,
        actor: staffOf(res).user,
        ...(learnerId ? { target: { type: 'learner', id: learnerId } } : {}),
        detail,
        address: clientAddress(req),
      },
      deps.now(),
    )

  const futureDate = (value: string) => {
    const until = endOfDay(value)
    if (!until) throw badField('until', learnersMessages.dateInvalid)
    if (until <= deps.now()) throw badField('until', learnersMessages.datePast)
    return until
  }

  const learnerOr404 = async (id: string) => {
    const learner = await db
      .selectFrom('learner_users')
      .select(['id', 'email', 'name'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!learner) throw new HttpError(404, { ok: false, error: learnersMessages.learnerNotFound })
    return learner
  }

  /** A new invitation link by e-mail, in the caller's transaction. */
  const invite = async (
    trx: Parameters<typeof createLearnerLink>[0],
    learner: { id: string; email: string },
  ) => {
    const now = deps.now()
    const link = await createLearnerLink(trx, learner.id, 'invitation', now)
    const access = accessState(await grantsOf(trx, learner.id), now)
    await enqueueMail(
      trx,
      composeLearnerInvitation({
        linkId: link.id,
        email: learner.email,
        token: link.token,
        expiresAt: link.expiresAt,
        accessUntil: access.state === 'active' ? new Date(access.until) : null,
        publicUrl: deps.publicUrl,
        staffEmail: deps.staffEmail,
      }),
    )
  }

  router.get(learnersApiPaths.learners, requireStaff(), async (_req, res) => {
    const now = deps.now()
    const users = await db
      .selectFrom('learner_users')
      .select(['id', 'name', 'email', 'last_sign_in_at'])
      .orderBy('created_at', 'desc')
      .execute()
    const learners: LearnerRow[] = []
    for (const user of users) {
      const access = await learnerAccess(db, user.id, now)
      let invitation: LearnerInvitationState = 'none'
      if (await hasPassword(db, user.id)) invitation = 'password-set'
      else {
        const link = await db
          .selectFrom('learner_links')
          .select('expires_at')
          .where('learner_id', '=', user.id)
          .where('purpose', '=', 'invitation')
          .orderBy('id', 'desc')
          .executeTakeFirst()
        if (link) invitation = link.expires_at > now ? 'open' : 'expired'
      }
      learners.push({
        id: user.id,
        name: user.name,
        email: user.email,
        accessUntil: access.state === 'active' ? access.until : null,
        accessEndedOn: access.state === 'ended' ? access.endedOn : null,
        lastSignInAt: user.last_sign_in_at?.toISOString() ?? null,
        invitation,
      })
    }
    res.json({ ok: true, learners })
  })

  router.post(
    learnersApiPaths.learners,
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const request = parsePayload(inviteLearnerRequestSchema, req.body)
      const until = futureDate(request.until)
      const id = await db.transaction().execute(async (trx) => {
        const learner = await findOrCreateLearner(trx, request, deps.now())
        await grantAccessUntil(trx, learner.id, until, deps.now())
        if (!learner.hasPassword)
          await invite(trx, { id: learner.id, email: request.email.toLowerCase() })
        return learner.id
      })
      deps.mail.wake()
      await audit(req, res, 'learner-invited', id, `access until ${request.until}`)
      res.json({ ok: true, id })
    },
  )

  router.post(
    '/staff/api/learners/:id/access',
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const learner = await learnerOr404(String(req.params.id))
      const { until } = parsePayload(extendAccessRequestSchema, req.body)
      await grantAccessUntil(db, learner.id, futureDate(until), deps.now())
      await audit(req, res, 'learner-access-extended', learner.id, `until ${until}`)
      res.json({ ok: true })
    },
  )

  router.post('/staff/api/learners/:id/end-access', requireStaff(), async (req, res) => {
    const learner = await learnerOr404(String(req.params.id))
    await endLearnerAccess(db, learner.id, deps.now())
    await audit(req, res, 'learner-access-ended', learner.id)
    res.json({ ok: true })
  })

  router.post('/staff/api/learners/:id/resend-invitation', requireStaff(), async (req, res) => {
    const learner = await learnerOr404(String(req.params.id))
    if (await hasPassword(db, learner.id)) {
      throw new HttpError(409, { ok: false, error: learnersMessages.alreadySetUp })
    }
    await db.transaction().execute((trx) => invite(trx, learner))
    deps.mail.wake()
    await audit(req, res, 'learner-invitation-resent', learner.id)
    res.json({ ok: true })
  })

  router.get(learnersApiPaths.videos, requireStaff(), async (_req, res) => {
    res.json({ ok: true, topics: await readTopics(db) })
  })

  router.post(
    learnersApiPaths.videos,
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const { topics } = parsePayload(saveVideosRequestSchema, req.body)
      const result = await db.transaction().execute((trx) => saveTopics(trx, topics, deps.now()))
      await audit(
        req,
        res,
        'videos-changed',
        undefined,
        `${topics.length} videos: ${result.added} added, ${result.removed} removed`,
      )
      res.json({ ok: true, topics: await readTopics(db) })
    },
  )

  return router
}
