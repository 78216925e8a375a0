import {
  enrolmentsQuerySchema,
  inboxApiPaths,
  inboxFilterSchema,
  type InboxFilter,
  inboxKindLabels,
  inboxQuerySchema,
  inboxSourceLabels,
  inboxStatusLabels,
  mailStateLabels,
  paymentStateLabels,
} from '@app/core'
import { type Request, type Response, Router } from 'express'
import * as z from 'zod/mini'
import type { AppDatabase } from '../db/database'
import { csvFileName, csvPounds, streamCsv, ukDateTime } from '../inbox/csv'
import { enrolmentBatches, type EnrolmentsFilter, readEnrolmentsPage } from '../inbox/enrolments'
import { readEventRegistrations } from '../inbox/event-registrations'
import {
  checkKnownValues,
  eventTitle,
  inboxBatches,
  type InboxRow,
  readInboxPage,
  toInboxItem,
  ukDay,
} from '../inbox/list'
import { readOverview } from '../inbox/overview'
import type { StaffGuard } from './staff-guard'
import { parsePayload } from './validate'

export interface InboxApiDeps {
  db: AppDatabase
  guard: StaffGuard
  now: () => Date
}

/** The query of `GET …/event-registrations.csv?event=…`: one event's registrations. */
const eventCsvQuerySchema = z.object({ event: inboxFilterSchema.shape.event })

/**
 * The inbox's lists for every member of staff (docs/inbox.md): the inbox, its CSV export, the
 * Enrolments and Events rooms and the overview. Read only; each export is written to the audit
 * log with its filter and number of rows.
 */
export function inboxApiRoutes(deps: InboxApiDeps): Router {
  const { db, guard } = deps
  const { requireStaff, staffOf, audit } = guard
  const router = Router()

  /**
   * Streams an export, then writes its audit entry, then ends the file. An export that fails or
   * that the client leaves half-way is written to the log too, with the rows that left.
   */
  const exportCsv = async <Row>(
    req: Request,
    res: Response,
    what: { list: string; filter: object; header: readonly string[] },
    batches: AsyncIterable<Row[]>,
    cells: (row: Row) => ReadonlyArray<string | number | null | undefined>,
  ) => {
    const progress = { rows: 0, complete: false }
    const record = (outcome: string) =>
      audit(req, {
        action: 'csv-exported',
        actor: staffOf(res).user,
        target: { type: 'export', id: what.list },
        detail: `${describeFilter(what.filter)}; ${progress.rows} ${progress.rows === 1 ? 'row' : 'rows'}${outcome}`,
      })
    try {
      await streamCsv(
        res,
        { name: csvFileName(what.list, ukDay(deps.now())), header: what.header, batches, cells },
        progress,
      )
    } catch (error) {
      await record(' (the export failed)').catch(() => {})
      throw error
    }
    await record(progress.complete ? '' : ' (the download stopped early)')
    if (!res.destroyed) res.end()
  }

  router.get(inboxApiPaths.inbox, requireStaff(), async (req, res) => {
    const { after, ...filter } = parsePayload(inboxQuerySchema, req.query)
    res.json({ ok: true, ...(await readInboxPage(db, filter, after)) })
  })

  router.get(inboxApiPaths.inboxCsv, requireStaff(), async (req, res) => {
    const filter = parsePayload(inboxFilterSchema, withoutAfter(req.query))
    await checkKnownValues(db, filter)
    await exportCsv(
      req,
      res,
      { list: 'inbox', filter, header: inboxCsvHeader },
      inboxBatches(db, filter),
      inboxCsvCells,
    )
  })

  router.get(inboxApiPaths.enrolments, requireStaff(), async (req, res) => {
    const { after, ...filter } = parsePayload(enrolmentsQuerySchema, req.query)
    res.json({ ok: true, ...(await readEnrolmentsPage(db, filter, after)) })
  })

  router.get(inboxApiPaths.enrolmentsCsv, requireStaff(), async (req, res) => {
    const { after: _after, ...filter } = parsePayload(enrolmentsQuerySchema, req.query)
    await checkKnownValues(db, filter)
    await exportCsv(
      req,
      res,
      { list: 'enrolments', filter, header: enrolmentsCsvHeader },
      enrolmentBatches(db, filter satisfies EnrolmentsFilter),
      (record) => [
        record.number,
        ukDateTime(new Date(record.createdAt)),
        record.name,
        record.email,
        record.phone,
        record.courseLines
          .map((line) => `${line.title} (${line.duration}) ${csvPounds(line.pricePence)}`)
          .join('; '),
        csvPounds(record.amountPence),
        csvPounds(record.amountPaidPence),
        csvPounds(record.refundedPence),
        record.currency.toUpperCase(),
        paymentStateLabels[record.payment],
        record.stripePaymentIntent,
        ukDateTime(record.paidAt === null ? null : new Date(record.paidAt)),
        inboxStatusLabels[record.status],
        record.test ? 'Yes' : 'No',
      ],
    )
  })

  router.get(inboxApiPaths.eventRegistrations, requireStaff(), async (_req, res) => {
    res.json({ ok: true, events: await readEventRegistrations(db, deps.now()) })
  })

  router.get(inboxApiPaths.eventRegistrationsCsv, requireStaff(), async (req, res) => {
    const { event } = parsePayload(eventCsvQuerySchema, req.query)
    const filter: InboxFilter = { kind: 'registration', event }
    await checkKnownValues(db, filter)
    await exportCsv(
      req,
      res,
      { list: event === undefined ? 'event-registrations' : event, filter, header: inboxCsvHeader },
      inboxBatches(db, filter),
      inboxCsvCells,
    )
  })

  router.get(inboxApiPaths.overview, requireStaff(), async (_req, res) => {
    res.json({ ok: true, overview: await readOverview(db, deps.now()) })
  })

  return router
}

/** The CSV takes the list's filters; a page's cursor means nothing to it. */
function withoutAfter(query: unknown): unknown {
  if (query === null || typeof query !== 'object') return query
  const { after: _after, ...rest } = query as Record<string, unknown>
  return rest
}

/**
 * The audit log's note of an export's filter: the filters by name, but a search only by its
 * length, since what staff search for may be someone's name or address (docs/inbox.md).
 */
export function describeFilter(filter: object): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue
    parts.push(key === 'q' ? `search of ${String(value).length} characters` : `${key}=${value}`)
  }
  return parts.length === 0 ? 'no filter' : parts.join(', ')
}

const inboxCsvHeader = [
  'Reference',
  'Kind',
  'Source',
  'Received',
  'Name',
  'E-mail',
  'Phone',
  'Status',
  'Unread',
  'Event',
  'Summary',
  'Message',
  'Payment',
  'Staff e-mail',
] as const

function inboxCsvCells(row: InboxRow) {
  const item = toInboxItem(row)
  return [
    item.id,
    inboxKindLabels[item.kind],
    inboxSourceLabels[item.source],
    ukDateTime(row.created_at),
    row.name,
    row.email,
    row.contact,
    inboxStatusLabels[item.status],
    item.unread ? 'Yes' : 'No',
    eventTitle(row),
    item.summary,
    row.message,
    item.payment === null ? '' : paymentStateLabels[item.payment],
    mailStateLabels[item.staffMail],
  ]
}

const enrolmentsCsvHeader = [
  'Number',
  'Created',
  'Name',
  'E-mail',
  'Phone',
  'Courses',
  'Amount',
  'Amount paid',
  'Refunded',
  'Currency',
  'Payment',
  'Stripe payment id',
  'Paid',
  'Status',
  'Payment test',
] as const
