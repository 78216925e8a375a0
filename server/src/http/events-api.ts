import {
  type EventAction,
  eventActions,
  eventInputSchema,
  eventsApiPaths,
  eventStaffMessages,
  newsPostInputSchema,
  STAFF_API_PREFIX,
} from '@app/core'
import type { Transaction } from 'kysely'
import { type Request, type Response, Router } from 'express'
import * as z from 'zod/mini'
import type { AppDatabase } from '../db/database'
import type { Database } from '../db/schema'
import type { PublishedContent } from '../events/published'
import {
  changeEventState,
  createEvent,
  createNewsPost,
  eventNotFound,
  listEvents,
  listNews,
  readRegistrants,
  saveNewsPost,
  toStaffEvent,
  toStaffNewsPost,
  countRegistrations,
  type EventRow,
  updateEvent,
} from '../events/store'
import { composeEventChangeMail } from '../mail/event-change-mail'
import { enqueueMail } from '../mail/queue'
import type { MailWaker } from '../mail/sender'
import { writeAudit } from '../staff/audit'
import { notModified } from './discovery'
import { jsonBody } from './json-body'
import { clientAddress } from './rate-limit'
import type { StaffGuard } from './staff-guard'
import { parsePayload } from './validate'

export interface EventsApiDeps {
  db: AppDatabase
  guard: StaffGuard
  mail: MailWaker
  published: PublishedContent
  staffEmail: string
  publicUrl: string
  now: () => Date
}

const versionSchema = z.object({ version: z.number().check(z.int()) })

function idOf(req: Request): number {
  const id = Number(req.params['id'])
  if (!Number.isSafeInteger(id) || id <= 0) throw eventNotFound()
  return id
}

/**
 * The staff API of events and news posts (docs/events.md): lists, drafts, edits on a version
 * (the second of two saves on one version gets 409 and the event as it now is), publishing,
 * closing and reopening registration, cancelling. Every change is in the audit log, in the
 * transaction that makes it. A change of date, time or place of a published event, or its
 * cancellation, queues one e-mail to each registrant in that transaction too. Each change
 * clears the public page's copy, so the site shows it at once.
 */
export function eventsApiRoutes(deps: EventsApiDeps): Router {
  const { db, guard } = deps
  const { requireStaff, staffOf } = guard
  const router = Router()

  const actorOf = (res: Response) => {
    const { user } = staffOf(res)
    return { id: user.id, email: user.email }
  }

  /** Queues the change or cancellation mail to each registrant; returns how many. */
  const mailRegistrants = async (
    trx: Transaction<Database>,
    row: Parameters<typeof toStaffEvent>[0],
    change: { kind: 'changed'; what: string[] } | { kind: 'cancelled' },
  ): Promise<number> => {
    const registrants = await readRegistrants(trx, row.slug)
    const event = {
      slug: row.slug,
      title: row.title,
      description: row.description,
      date: row.date,
      startTime: row.start_time,
      endTime: row.end_time,
      location: row.location,
      calendarSequence: row.calendar_sequence,
    }
    for (const registrant of registrants) {
      await enqueueMail(
        trx,
        composeEventChangeMail(registrant, event, change, {
          staffEmail: deps.staffEmail,
          publicUrl: deps.publicUrl,
          now: deps.now(),
        }),
      )
    }
    return registrants.length
  }

  const changed = () => {
    deps.published.invalidate()
    deps.mail.wake()
  }

  /** The event as it now is: saved (the public pages follow, mail goes), or 409 with theirs. */
  const answerEventChange = async (
    res: Response,
    result: { outcome: 'saved' | 'conflict'; row: EventRow },
    mailed: number,
  ) => {
    const event = toStaffEvent(result.row, await countRegistrations(db, result.row.slug))
    if (result.outcome === 'conflict') {
      res.status(409).json({ ok: false, error: eventStaffMessages.changedMeanwhile, event })
      return
    }
    changed()
    res.json({ ok: true, event, mailed })
  }

  router.get(eventsApiPaths.events, requireStaff(), async (_req, res) => {
    const events = await listEvents(db)
    res.json({
      ok: true,
      events: events.map(({ row, registered }) => toStaffEvent(row, registered)),
    })
  })

  router.post(
    eventsApiPaths.events,
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const input = parsePayload(eventInputSchema(deps.now()), req.body)
      const row = await createEvent(db, input)
      await writeAudit(
        db,
        {
          action: 'event-created',
          actor: actorOf(res),
          target: { type: 'event', id: String(row.id), label: row.title },
          address: clientAddress(req),
        },
        deps.now(),
      )
      res.status(201).json({ ok: true, event: toStaffEvent(row, 0) })
    },
  )

  router.put(
    `${STAFF_API_PREFIX}/events/:id`,
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const id = idOf(req)
      const input = parsePayload(eventInputSchema(deps.now()), req.body)
      let mailed = 0
      const result = await updateEvent(db, id, input, async (trx, saved) => {
        if (saved.changes.length > 0) {
          mailed = await mailRegistrants(trx, saved.row, { kind: 'changed', what: saved.changes })
        }
        await writeAudit(
          trx,
          {
            action: 'event-updated',
            actor: actorOf(res),
            target: { type: 'event', id: String(id), label: saved.row.title },
            detail:
              saved.changes.length > 0
                ? `Changed ${saved.changes.join(', ')}; ${mailed} registrants told`
                : undefined,
            address: clientAddress(req),
          },
          deps.now(),
        )
      })
      await answerEventChange(res, result, mailed)
    },
  )

  for (const action of eventActions) {
    router.post(
      `${STAFF_API_PREFIX}/events/:id/${action}`,
      jsonBody,
      requireStaff(),
      async (req: Request, res: Response) => {
        const id = idOf(req)
        const { version } = parsePayload(versionSchema, req.body)
        let mailed = 0
        const result = await changeEventState(db, id, version, action, async (trx, row) => {
          if (action === 'cancel') mailed = await mailRegistrants(trx, row, { kind: 'cancelled' })
          await writeAudit(
            trx,
            {
              action: auditActionOf[action],
              actor: actorOf(res),
              target: { type: 'event', id: String(id), label: row.title },
              detail: action === 'cancel' ? `${mailed} registrants told` : undefined,
              address: clientAddress(req),
            },
            deps.now(),
          )
        })
        await answerEventChange(res, result, mailed)
      },
    )
  }

  router.get(eventsApiPaths.news, requireStaff(), async (_req, res) => {
    res.json({ ok: true, posts: (await listNews(db)).map(toStaffNewsPost) })
  })

  router.post(
    eventsApiPaths.news,
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const input = parsePayload(newsPostInputSchema, req.body)
      const row = await createNewsPost(db, input)
      await writeAudit(
        db,
        {
          action: 'news-created',
          actor: actorOf(res),
          target: { type: 'news', id: String(row.id), label: row.title },
          address: clientAddress(req),
        },
        deps.now(),
      )
      res.status(201).json({ ok: true, post: toStaffNewsPost(row) })
    },
  )

  const saveNews = (publish: boolean) => async (req: Request, res: Response) => {
    const id = idOf(req)
    const input = publish ? undefined : parsePayload(newsPostInputSchema, req.body)
    const version = publish
      ? parsePayload(versionSchema, req.body).version
      : parsePayload(versionSchema, req.body).version
    const result = await saveNewsPost(db, id, { input, publish, version })
    if (result.outcome === 'conflict') {
      res.status(409).json({
        ok: false,
        error: eventStaffMessages.newsChangedMeanwhile,
        post: toStaffNewsPost(result.row),
      })
      return
    }
    await writeAudit(
      db,
      {
        action: publish ? 'news-published' : 'news-updated',
        actor: actorOf(res),
        target: { type: 'news', id: String(id), label: result.row.title },
        address: clientAddress(req),
      },
      deps.now(),
    )
    changed()
    res.json({ ok: true, post: toStaffNewsPost(result.row) })
  }
  router.put(`${STAFF_API_PREFIX}/news/:id`, jsonBody, requireStaff(), saveNews(false))
  router.post(`${STAFF_API_PREFIX}/news/:id/publish`, jsonBody, requireStaff(), saveNews(true))

  return router
}

const auditActionOf = {
  publish: 'event-published',
  close: 'event-closed',
  reopen: 'event-reopened',
  cancel: 'event-cancelled',
} as const satisfies Record<EventAction, string>

/** GET /api/news-events: what is published, as JSON, with the page's ETag. */
export function publishedApiRoutes(published: PublishedContent): Router {
  const router = Router()
  router.get(eventsApiPaths.published, async (req, res) => {
    const read = await published.read()
    res.setHeader('Cache-Control', 'no-cache')
    if (notModified(req, res, read.etag)) return
    res.json({ ok: true, ...read.content })
  })
  return router
}
