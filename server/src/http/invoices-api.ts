import {
  apiErrors,
  creditNoteRequestSchema,
  documentFileName,
  emailRequestSchema,
  fromEnrolmentRequestSchema,
  invoiceApiPaths,
  invoiceFilterSchema,
  invoiceRecordMessages,
  type InvoiceSnapshot,
  paymentRequestSchema,
  saveDraftRequestSchema,
  settingsRequestSchema,
  STAFF_API_PREFIX,
  versionRequestSchema,
} from '@app/core'
import { type Request, type Response, Router } from 'express'
import type { AppDatabase } from '../db/database'
import { queueInvoiceMail } from '../invoices/invoice-mail'
import {
  type ChangeOutcome,
  createCreditNote,
  createDraft,
  deleteDraft,
  draftFromEnrolment,
  issueInvoice,
  listInvoices,
  readInvoice,
  readSettings,
  saveDraft,
  setFirstNumber,
  setPayment,
  sha256,
  snapshotPdf,
  ukDay,
} from '../invoices/invoices'
import type { Logger } from '../logger'
import type { MailWaker } from '../mail/sender'
import { HttpError } from './errors'
import { jsonBody } from './json-body'
import { clientAddress } from './rate-limit'
import type { StaffGuard } from './staff-guard'
import { parsePayload } from './validate'

export interface InvoicesApiDeps {
  db: AppDatabase
  guard: StaffGuard
  mail: MailWaker
  /** Where customers' replies go: the company's address. */
  replyTo: string
  logger: Logger
  now: () => Date
}

const notFound = () => new HttpError(404, { ok: false, error: invoiceRecordMessages.notFound })

/** The document an address names; anything but a positive whole number is not one (404). */
function idOf(req: Request): number {
  const text = String(req.params.id)
  const id = Number(text)
  if (!/^[1-9]\d{0,15}$/.test(text) || !Number.isSafeInteger(id)) throw notFound()
  return id
}

/**
 * Invoices on the server (docs/invoices.md), for every member of staff: the list, drafts saved on
 * a version, issuing, the PDF, e-mail, payments, credit notes; the numbering for owners. An issued
 * document is never changed: every route that could answers 409.
 */
export function invoicesApiRoutes(deps: InvoicesApiDeps): Router {
  const { db, guard } = deps
  const { requireStaff, staffOf } = guard
  const router = Router()
  const item = `${STAFF_API_PREFIX}/invoices/:id`
  const today = () => ukDay(deps.now())

  /** The document as the member sees it now. */
  const current = async (res: Response, id: number) => {
    const record = await readInvoice(db, id, staffOf(res).user, today())
    if (!record) throw notFound()
    return record
  }

  /** The answer to a refused change: 404, 403, 409 with the document as it is now. */
  const refuse = async (res: Response, id: number, outcome: ChangeOutcome['outcome']) => {
    if (outcome === 'not-found') throw notFound()
    if (outcome === 'not-yours')
      throw new HttpError(403, { ok: false, error: invoiceRecordMessages.notYours })
    const invoice = await current(res, id)
    res.status(409).json({
      ok: false,
      error:
        outcome === 'issued'
          ? invoiceRecordMessages.issuedUnchangeable
          : invoiceRecordMessages.changedMeanwhile,
      invoice,
    })
  }

  router.get(invoiceApiPaths.list, requireStaff(), async (req: Request, res: Response) => {
    const filter = parsePayload(invoiceFilterSchema, req.query)
    res.json({ ok: true, ...(await listInvoices(db, filter, today())) })
  })

  router.post(
    invoiceApiPaths.create,
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const id = await createDraft(db, staffOf(res).user, today(), { address: clientAddress(req) })
      res.json({ ok: true, invoice: await current(res, id) })
    },
  )

  router.get(invoiceApiPaths.settings, requireStaff(), async (_req: Request, res: Response) => {
    res.json({ ok: true, settings: await readSettings(db) })
  })

  router.post(
    invoiceApiPaths.settings,
    jsonBody,
    requireStaff({ owner: true }),
    async (req: Request, res: Response) => {
      const { firstNumber } = parsePayload(settingsRequestSchema, req.body)
      const outcome = await setFirstNumber(db, firstNumber, staffOf(res).user, clientAddress(req))
      if (outcome === 'fixed') {
        throw new HttpError(409, {
          ok: false,
          error: invoiceRecordMessages.firstNumberFixed,
          fields: { firstNumber: [invoiceRecordMessages.firstNumberFixed] },
        })
      }
      res.json({ ok: true, settings: await readSettings(db) })
    },
  )

  router.post(
    invoiceApiPaths.fromEnrolment,
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const { enrolmentId } = parsePayload(fromEnrolmentRequestSchema, req.body)
      const result = await draftFromEnrolment(
        db,
        enrolmentId,
        staffOf(res).user,
        today(),
        clientAddress(req),
      )
      if (result.outcome === 'not-found') throw notFound()
      if (result.outcome === 'not-paid') {
        throw new HttpError(409, { ok: false, error: invoiceRecordMessages.enrolmentNotPaid })
      }
      res.json({ ok: true, invoice: await current(res, result.id) })
    },
  )

  router.get(item, requireStaff(), async (req: Request, res: Response) => {
    res.json({ ok: true, invoice: await current(res, idOf(req)) })
  })

  router.post(`${item}/draft`, jsonBody, requireStaff(), async (req: Request, res: Response) => {
    const id = idOf(req)
    const { version, draft } = parsePayload(saveDraftRequestSchema, req.body)
    const result = await saveDraft(db, id, version, draft, staffOf(res).user)
    if (result.outcome !== 'done') return refuse(res, id, result.outcome)
    res.json({ ok: true, invoice: await current(res, id) })
  })

  router.post(`${item}/delete`, jsonBody, requireStaff(), async (req: Request, res: Response) => {
    const id = idOf(req)
    const { version } = parsePayload(versionRequestSchema, req.body)
    const result = await deleteDraft(db, id, version, staffOf(res).user, clientAddress(req))
    if (result.outcome !== 'done') return refuse(res, id, result.outcome)
    res.json({ ok: true })
  })

  router.post(`${item}/issue`, jsonBody, requireStaff(), async (req: Request, res: Response) => {
    const id = idOf(req)
    const { version } = parsePayload(versionRequestSchema, req.body)
    let result
    try {
      result = await issueInvoice(
        db,
        id,
        version,
        staffOf(res).user,
        deps.now(),
        clientAddress(req),
      )
    } catch (error) {
      // The transaction rolled back: nothing was issued, no number was used.
      deps.logger.error('An invoice could not be issued', {
        invoice: id,
        error: error instanceof Error ? error.message : String(error),
      })
      throw new HttpError(500, { ok: false, error: invoiceRecordMessages.pdfFailed })
    }
    switch (result.outcome) {
      case 'invalid':
        throw new HttpError(400, { ok: false, error: apiErrors.invalid, fields: result.fields })
      case 'credit-too-much':
        throw new HttpError(409, { ok: false, error: invoiceRecordMessages.creditTooMuch })
      case 'issued-now':
        res.json({ ok: true, invoice: await current(res, id) })
        return
      default:
        return refuse(res, id, result.outcome)
    }
  })

  router.post(`${item}/payment`, jsonBody, requireStaff(), async (req: Request, res: Response) => {
    const id = idOf(req)
    const payment = parsePayload(paymentRequestSchema, req.body)
    const outcome = await setPayment(
      db,
      id,
      payment.paid ? { paidOn: payment.paidOn, method: payment.method } : null,
      staffOf(res).user,
      clientAddress(req),
    )
    if (outcome === 'not-found') throw notFound()
    if (outcome === 'not-issued') {
      throw new HttpError(409, { ok: false, error: invoiceRecordMessages.notIssued })
    }
    res.json({ ok: true, invoice: await current(res, id) })
  })

  router.post(`${item}/email`, jsonBody, requireStaff(), async (req: Request, res: Response) => {
    const id = idOf(req)
    const { key } = parsePayload(emailRequestSchema, req.body)
    const outcome = await queueInvoiceMail(
      db,
      id,
      key,
      staffOf(res).user,
      deps.replyTo,
      clientAddress(req),
    )
    switch (outcome) {
      case 'not-found':
        throw notFound()
      case 'not-issued':
        throw new HttpError(409, { ok: false, error: invoiceRecordMessages.notIssued })
      case 'no-address':
        throw new HttpError(409, { ok: false, error: invoiceRecordMessages.noEmail })
      case 'pdf-mismatch':
        deps.logger.error("An issued invoice's PDF no longer matches its hash", { invoice: id })
        throw new HttpError(500, { ok: false, error: apiErrors.internal })
      case 'queued':
        deps.mail.wake()
    }
    res.json({ ok: true, invoice: await current(res, id) })
  })

  router.post(
    `${item}/credit-notes`,
    jsonBody,
    requireStaff(),
    async (req: Request, res: Response) => {
      const id = idOf(req)
      const { lines } = parsePayload(creditNoteRequestSchema, req.body)
      const result = await createCreditNote(
        db,
        id,
        lines,
        staffOf(res).user,
        today(),
        clientAddress(req),
      )
      switch (result.outcome) {
        case 'not-found':
          throw notFound()
        case 'not-issued':
          throw new HttpError(409, { ok: false, error: invoiceRecordMessages.notIssued })
        case 'credit-of-credit':
          throw new HttpError(409, { ok: false, error: invoiceRecordMessages.creditOfCredit })
        case 'no-such-line':
          throw new HttpError(400, {
            ok: false,
            error: apiErrors.invalid,
            fields: { lines: [invoiceRecordMessages.noSuchLine] },
          })
        case 'credit-too-much':
          throw new HttpError(409, { ok: false, error: invoiceRecordMessages.creditTooMuch })
        case 'created':
          res.json({ ok: true, invoice: await current(res, result.id) })
      }
    },
  )

  router.get(`${item}/pdf`, requireStaff(), async (req: Request, res: Response) => {
    const record = await current(res, idOf(req))
    if (!record.snapshot) {
      throw new HttpError(409, { ok: false, error: invoiceRecordMessages.notIssued })
    }
    const snapshot: InvoiceSnapshot = record.snapshot
    const pdf = snapshotPdf(snapshot)
    if (sha256(pdf) !== record.pdfSha256) {
      deps.logger.error("An issued invoice's PDF no longer matches its hash", {
        invoice: record.id,
      })
    }
    const name = documentFileName(snapshot.kind, snapshot.number, snapshot.customer.name)
    res.setHeader('Content-Type', 'application/pdf')
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    res.send(Buffer.from(pdf))
  })

  return router
}
