/**
 * A stand-in for Stripe, for tests and for trying payments on a fresh clone without a Stripe
 * account. The server's real `stripe` SDK talks to it through STRIPE_API_BASE exactly as it
 * would talk to api.stripe.com:
 *
 * - `POST /v1/checkout/sessions` creates a Checkout Session (with Stripe's idempotency, its 30p
 *   minimum for GBP and its error format), `GET /v1/checkout/sessions/{id}` retrieves one,
 *   `POST /v1/checkout/sessions/{id}/expire` expires one; every API request is recorded;
 * - the session's `url` is a "card page" served here: Pay marks the session paid, posts a
 *   correctly signed `checkout.session.completed` webhook to the site, then redirects to the
 *   session's success_url; Cancel goes to its cancel_url.
 *
 * Run it by hand (README, "Trying card payments locally"):
 *
 *   npx tsx tests/support/stripe-stand-in.ts
 *
 * It listens on STAND_IN_PORT (12111) and delivers webhooks to WEBHOOK_URL
 * (http://localhost:3000/api/payment/webhook), signed with STRIPE_WEBHOOK_SECRET
 * (whsec_standin_local).
 */
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { pathToFileURL } from 'node:url'

/** A Checkout Session as the stand-in keeps it; the fields the site reads, as Stripe names them. */
export interface StandInSession {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_subtotal: number
  amount_total: number
  currency: string
  customer_email: string | null
  client_reference_id: string | null
  metadata: Record<string, string>
  payment_intent: string | null
  success_url: string
  cancel_url: string | null
  url: string | null
  created: number
  expires_at: number
  livemode: false
}

/** A line item as it was asked for, to show on the card page and to check in tests. */
export interface StandInLineItem {
  name: string
  description: string | undefined
  unitAmount: number
  quantity: number
  currency: string
}

/** One API request as the stand-in received it. */
export interface RecordedRequest {
  method: string
  path: string
  /** The Idempotency-Key header, if any. */
  idempotencyKey: string | undefined
  /** The form-encoded body, decoded into nested objects and arrays. */
  params: Record<string, unknown>
  status: number
}

/** An event as Stripe would send it to a webhook endpoint. */
export interface StandInEvent {
  id: string
  object: 'event'
  type: string
  created: number
  api_version: string
  livemode: false
  pending_webhooks: number
  request: { id: null; idempotency_key: null }
  data: { object: StandInSession }
}

/** How one webhook delivery went. */
export interface Delivery {
  eventId: string
  status: number | 'unreachable'
}

export interface StandInOptions {
  /** @default a free port */
  port?: number
  /** Where events are posted; may be set later (the site's port is often known after this one's). */
  webhookUrl?: string
  /** @default 'whsec_standin_local' */
  webhookSecret?: string
  /** The key the API accepts. @default any sk_test_ key */
  secretKey?: string
}

export const defaultStandInSecrets = {
  secretKey: 'sk_test_standin_local',
  webhookSecret: 'whsec_standin_local',
} as const

/** Stripe's smallest charge per currency, in its minor unit. */
const minimumCharge: Record<string, number> = { gbp: 30, usd: 50, eur: 50 }

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}

/** `a[b][0][c]=1` → { a: { b: [ { c: '1' } ] } }, as Stripe reads form-encoded parameters. */
export function decodeStripeParams(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '')
    let node: Record<string, unknown> | unknown[] = root
    parts.forEach((part, index) => {
      const last = index === parts.length - 1
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '')
      const container = node as Record<string, unknown>
      if (last) {
        container[part] = value
        return
      }
      container[part] ??= nextIsIndex ? [] : {}
      node = container[part] as Record<string, unknown>
    })
  }
  return root
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  )

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** The Stripe-Signature header Stripe would send with `payload`. */
export function signWebhookPayload(payload: string, secret: string, timestamp = nowSeconds()) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

export class StripeStandIn {
  readonly requests: RecordedRequest[] = []
  readonly sessions = new Map<string, StandInSession>()
  readonly lineItems = new Map<string, StandInLineItem[]>()
  readonly events: StandInEvent[] = []
  readonly deliveries: Delivery[] = []
  webhookUrl: string | undefined
  readonly webhookSecret: string
  /** Post an event to the site when the card page's Pay is pressed. @default true */
  deliverWebhooks = true
  /** Answer every API request with this error, e.g. a 500 for "Stripe is having problems". */
  failWith: { status: number; type: string; message: string } | undefined
  /** Fields the next created session gets whatever was asked for: a drill for a Stripe answer the site must not trust. */
  nextSessionOverrides: Partial<StandInSession> | undefined
  readonly #secretKey: string | undefined
  readonly #idempotency = new Map<string, string>()
  #server: Server | undefined
  #port: number

  private constructor(options: StandInOptions) {
    this.#port = options.port ?? 0
    this.webhookUrl = options.webhookUrl
    this.webhookSecret = options.webhookSecret ?? defaultStandInSecrets.webhookSecret
    this.#secretKey = options.secretKey
  }

  static async start(options: StandInOptions = {}): Promise<StripeStandIn> {
    const standIn = new StripeStandIn(options)
    await standIn.#listen()
    return standIn
  }

  get port(): number {
    return this.#port
  }

  /** The API origin: STRIPE_API_BASE. */
  get url(): string {
    return `http://127.0.0.1:${this.#port}`
  }

  /** What the server under test needs to use this stand-in. */
  env(secretKey: string = this.#secretKey ?? defaultStandInSecrets.secretKey) {
    return {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_BASE: this.url,
    }
  }

  /** API requests to create a Checkout Session. */
  get sessionRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
  }

  async #listen(): Promise<void> {
    const server = createServer((req, res) => {
      this.#handle(req, res).catch((error: unknown) => {
        res.statusCode = 500
        res.end(String(error))
      })
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.#port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
    const address = server.address()
    if (typeof address === 'object' && address) this.#port = address.port
    this.#server = server
  }

  /** Stops listening: from now on the API is unreachable, as in an outage. */
  async stop(): Promise<void> {
    const server = this.#server
    if (!server) return
    this.#server = undefined
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** Listens again on the same port. */
  async restart(): Promise<void> {
    if (!this.#server) await this.#listen()
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url)
    const body = await readBody(req)
    if (url.pathname.startsWith('/v1/')) return this.#api(req, res, url.pathname, body)
    const pay = /^\/pay\/(cs_[A-Za-z0-9_]+)$/.exec(url.pathname)
    if (pay?.[1] && req.method === 'GET') return this.#cardPage(res, pay[1])
    if (pay?.[1] && req.method === 'POST') return this.#payFromCardPage(res, pay[1])
    if (url.pathname === '/favicon.ico') {
      res.statusCode = 204
      res.end()
      return
    }
    res.statusCode = 404
    res.setHeader('content-type', 'text/plain')
    res.end('Not found')
  }

  async #api(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    const params = decodeStripeParams(body)
    const header = req.headers['idempotency-key']
    const idempotencyKey = Array.isArray(header) ? header[0] : header
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      idempotencyKey,
      params,
      status: 200,
    }
    this.requests.push(record)
    const answer = (status: number, json: unknown) => {
      record.status = status
      res.statusCode = status
      res.setHeader('content-type', 'application/json')
      res.setHeader('request-id', randomId('req'))
      // The SDK would retry a 5xx; a stand-in failure is meant to be seen at once.
      if (status >= 500) res.setHeader('stripe-should-retry', 'false')
      res.end(JSON.stringify(json))
    }
    try {
      if (this.failWith) {
        throw new StripeApiError(this.failWith.status, this.failWith.type, this.failWith.message)
      }
      this.#authenticate(req)
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        return answer(200, this.#createSession(params, idempotencyKey))
      }
      const one = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path)
      const session = one?.[1] ? this.sessions.get(one[1]) : undefined
      if (one && !session) {
        throw new StripeApiError(
          404,
          'invalid_request_error',
          `No such checkout.session: '${one[1]}'`,
          'resource_missing',
        )
      }
      if (session && req.method === 'GET' && !one?.[2]) return answer(200, session)
      if (session && req.method === 'POST' && one?.[2]) {
        if (session.status !== 'open') {
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'Only Checkout Sessions with a status of open can be expired.',
          )
        }
        // Answered first, as Stripe does; the event follows.
        const event = this.#expireNow(session)
        answer(200, session)
        if (this.deliverWebhooks && this.webhookUrl) await this.deliver(event)
        return
      }
      throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${path}).`)
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error
      return answer(error.status, {
        error: {
          type: error.type,
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
        },
      })
    }
  }

  #authenticate(req: IncomingMessage) {
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const accepted = this.#secretKey ? key === this.#secretKey : key?.startsWith('sk_test_')
    if (!accepted) {
      throw new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided.')
    }
  }

  #createSession(params: Record<string, unknown>, idempotencyKey: string | undefined) {
    if (idempotencyKey) {
      const earlier = this.#idempotency.get(idempotencyKey)
      if (earlier) return this.sessions.get(earlier)
    }
    if (params.mode !== 'payment') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This stand-in only takes mode=payment.',
      )
    }
    if (typeof params.success_url !== 'string') {
      throw new StripeApiError(400, 'invalid_request_error', 'Missing required param: success_url.')
    }
    const rawItems = Array.isArray(params.line_items) ? params.line_items : []
    if (rawItems.length === 0) {
      throw new StripeApiError(400, 'invalid_request_error', 'Missing required param: line_items.')
    }
    const items = rawItems.map((raw, index): StandInLineItem => {
      const item = raw as {
        quantity?: string
        price_data?: {
          currency?: string
          unit_amount?: string
          product_data?: { name?: string; description?: string }
        }
      }
      const unitAmount = Number(item.price_data?.unit_amount)
      const quantity = Number(item.quantity ?? 1)
      const name = item.price_data?.product_data?.name
      if (!Number.isInteger(unitAmount) || unitAmount < 0 || !Number.isInteger(quantity) || !name) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Invalid line_items[${index}]: price_data with a whole unit_amount, a product name and a quantity are required.`,
        )
      }
      return {
        name,
        description: item.price_data?.product_data?.description,
        unitAmount,
        quantity,
        currency: (item.price_data?.currency ?? String(params.currency ?? '')).toLowerCase(),
      }
    })
    const currency = String(params.currency ?? items[0]?.currency ?? '').toLowerCase()
    if (items.some((item) => item.currency !== currency)) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'All line items must use one currency.',
      )
    }
    const total = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0)
    if (total < (minimumCharge[currency] ?? 50)) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'The Checkout Session total amount due must add up to at least the minimum charge.',
        'amount_too_small',
      )
    }
    const id = `cs_test_${randomBytes(18).toString('hex')}`
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      client_reference_id:
        typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: typeof params.cancel_url === 'string' ? params.cancel_url : null,
      url: `${this.url}/pay/${id}`,
      created: nowSeconds(),
      expires_at: nowSeconds() + 24 * 60 * 60,
      livemode: false,
    }
    if (this.nextSessionOverrides) {
      Object.assign(session, this.nextSessionOverrides)
      this.nextSessionOverrides = undefined
    }
    this.sessions.set(id, session)
    this.lineItems.set(id, items)
    if (idempotencyKey) this.#idempotency.set(idempotencyKey, id)
    return session
  }

  #session(id: string): StandInSession {
    const session = this.sessions.get(id)
    if (!session) throw new Error(`The stand-in has no Checkout Session ${id}`)
    return session
  }

  /**
   * Pays a session as the card page's Pay button does: marks it complete and paid and, unless
   * told otherwise, posts `checkout.session.completed` to the webhook URL. `amountTotal` makes
   * Stripe report another amount than the session was created with (a drill for a mismatch).
   */
  async pay(
    id: string,
    options: { deliver?: boolean; amountTotal?: number } = {},
  ): Promise<StandInEvent> {
    const session = this.#session(id)
    if (session.status !== 'open') throw new Error(`Checkout Session ${id} is ${session.status}`)
    session.status = 'complete'
    session.payment_status = 'paid'
    session.payment_intent = randomId('pi')
    if (options.amountTotal !== undefined) session.amount_total = options.amountTotal
    session.url = null
    const event = this.#event('checkout.session.completed', session)
    if (options.deliver ?? this.deliverWebhooks) await this.deliver(event)
    return event
  }

  /** Expires an open session, as Stripe does after 24 hours, and posts `checkout.session.expired`. */
  async expire(id: string, options: { deliver?: boolean } = {}): Promise<StandInEvent> {
    const event = this.#expireNow(this.#session(id))
    if (options.deliver ?? this.deliverWebhooks) await this.deliver(event)
    return event
  }

  #expireNow(session: StandInSession): StandInEvent {
    session.status = 'expired'
    session.url = null
    return this.#event('checkout.session.expired', session)
  }

  #event(type: string, session: StandInSession): StandInEvent {
    const event: StandInEvent = {
      id: randomId('evt'),
      object: 'event',
      type,
      created: nowSeconds(),
      api_version: '2026-10-28.endive',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      // A snapshot, as Stripe sends: later changes to the session do not alter the event.
      data: { object: structuredClone(session) },
    }
    this.events.push(event)
    return event
  }

  /**
   * Posts an event to the webhook URL, signed with the webhook secret (or with `signature` as
   * given, to play a forger). Resolves with the HTTP status, or 'unreachable'.
   */
  async deliver(
    event: StandInEvent,
    options: { signature?: string | null; body?: string } = {},
  ): Promise<number | 'unreachable'> {
    if (!this.webhookUrl) throw new Error('The stand-in has no webhook URL to deliver to')
    const payload = options.body ?? JSON.stringify(event, null, 2)
    const signature =
      options.signature === undefined
        ? signWebhookPayload(payload, this.webhookSecret)
        : options.signature
    let status: number | 'unreachable'
    try {
      const response = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          ...(signature === null ? {} : { 'stripe-signature': signature }),
        },
        body: payload,
      })
      await response.arrayBuffer()
      status = response.status
    } catch {
      status = 'unreachable'
    }
    this.deliveries.push({ eventId: event.id, status })
    return status
  }

  #cardPage(res: ServerResponse, id: string) {
    const session = this.sessions.get(id)
    res.setHeader('content-type', 'text/html; charset=utf-8')
    if (!session || session.status !== 'open') {
      res.statusCode = session ? 410 : 404
      res.end(
        page(
          'Checkout unavailable',
          `<p>This checkout is ${session ? session.status : 'unknown'}.</p>`,
        ),
      )
      return
    }
    const items = this.lineItems.get(id) ?? []
    const rows = items
      .map(
        (item) =>
          `<tr><td>${escapeHtml(item.name)}${item.description ? `<br><small>${escapeHtml(item.description)}</small>` : ''}</td><td class="amount">${money(item.unitAmount * item.quantity, item.currency)}</td></tr>`,
      )
      .join('')
    const total = money(session.amount_total, session.currency)
    res.end(
      page(
        'Pay by card',
        `<p class="note">Stripe stand-in: no card is charged. Pay marks this Checkout Session paid and tells the site.</p>
<p>${session.customer_email ? `Paying as <strong>${escapeHtml(session.customer_email)}</strong>` : ''}</p>
<table><tbody>${rows}</tbody><tfoot><tr><th scope="row">Total</th><td class="amount">${total}</td></tr></tfoot></table>
<form method="post" action="/pay/${id}"><button type="submit">Pay ${total}</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>` : ''}`,
      ),
    )
  }

  async #payFromCardPage(res: ServerResponse, id: string) {
    const session = this.sessions.get(id)
    if (!session || session.status !== 'open') {
      res.statusCode = 409
      res.end('This checkout cannot be paid')
      return
    }
    await this.pay(id)
    res.statusCode = 303
    res.setHeader('location', session.success_url.replace('{CHECKOUT_SESSION_ID}', id))
    res.end()
  }
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(title)} — Stripe stand-in</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.5rem}.note{background:#fef3c7;padding:.75rem;border-radius:.5rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}td,th{padding:.5rem 0;border-bottom:1px solid #e5e7eb;text-align:left}
.amount{text-align:right;white-space:nowrap}button{font-size:1.1rem;padding:.75rem 1.5rem;background:#4f46e5;color:#fff;border:0;border-radius:.5rem;cursor:pointer}
a{color:#3730a3}
</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`
}

// Run by hand: `npx tsx tests/support/stripe-stand-in.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.STAND_IN_PORT ?? 12111)
  const webhookUrl = process.env.WEBHOOK_URL ?? 'http://localhost:3000/api/payment/webhook'
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? defaultStandInSecrets.webhookSecret
  const standIn = await StripeStandIn.start({ port, webhookUrl, webhookSecret })
  console.log(`Stripe stand-in on ${standIn.url}; webhooks go to ${webhookUrl}.
Start the site with:

  STRIPE_SECRET_KEY=${defaultStandInSecrets.secretKey} STRIPE_WEBHOOK_SECRET=${webhookSecret} STRIPE_API_BASE=${standIn.url} npm start
`)
  const shutdown = () => void standIn.stop().then(() => process.exit(0))
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}
