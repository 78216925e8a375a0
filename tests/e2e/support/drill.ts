import path from 'node:path'
import { apiPaths } from '@app/core'
import { createPglite } from '@app/server/src/db/database'
import pg from 'pg'
import type { TestSmtpServer } from '../../support/smtp'

/** What a flood of enquiries came to, from the clients' side. */
export interface FloodResult {
  /** Names whose enquiry was answered 200 `{ ok: true }`: the server promised they are stored. */
  acknowledged: Set<string>
  /** HTTP status (or 'network') → how many answers. */
  outcomes: Map<number | 'network', number>
  /** The longest a single request took, in ms. */
  slowestMs: number
}

/**
 * `clients` visitors sending contact enquiries one after another, each with a unique name and
 * address, until
 * `stop()` is called. `base()` is asked before each request, so the flood can follow a server
 * that is restarted on another port.
 */
export function floodEnquiries(base: () => string, options: { clients: number; run: string }) {
  const result: FloodResult = { acknowledged: new Set(), outcomes: new Map(), slowestMs: 0 }
  let stopped = false
  let next = 0
  const count = (outcome: number | 'network') =>
    result.outcomes.set(outcome, (result.outcomes.get(outcome) ?? 0) + 1)
  const client = async () => {
    while (!stopped) {
      const n = next++
      const name = `Drill ${options.run} ${n}`
      const started = Date.now()
      try {
        const response = await fetch(`${base()}${apiPaths.contactSend}`, {
          method: 'POST',
          // Each visitor from an address of their own, as seen through a trusted local proxy
          // (the server must run with TRUST_PROXY=loopback): the per-address limits stay on.
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({
            name,
            email: 'drill@example.com',
            contact: '01604 000000',
            message: 'Crash drill',
          }),
          signal: AbortSignal.timeout(30_000),
        })
        const answer = (await response.json().catch(() => undefined)) as
          { ok?: boolean } | undefined
        count(response.status)
        if (response.status === 200 && answer?.ok === true) result.acknowledged.add(name)
      } catch {
        count('network')
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      result.slowestMs = Math.max(result.slowestMs, Date.now() - started)
    }
  }
  const clients = Array.from({ length: options.clients }, client)
  return {
    result,
    async stop(): Promise<FloodResult> {
      stopped = true
      await Promise.all(clients)
      return result
    },
  }
}

export interface StoredEnquiry {
  name: string
  created_at: Date
}

/** The drill's enquiries as stored in a PostgreSQL database. */
export async function storedInPostgres(url: string, run: string): Promise<StoredEnquiry[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<StoredEnquiry>(
      'select name, created_at from enquiries where name like $1 order by id',
      [`Drill ${run} %`],
    )
    return rows
  } finally {
    await client.end()
  }
}

/** The drill's enquiries as stored in a server's PGlite folder (the server must be stopped). */
export async function storedInPglite(dataDir: string, run: string): Promise<StoredEnquiry[]> {
  const pglite = await createPglite(path.join(dataDir, 'pglite'))
  try {
    const { rows } = await pglite.query<StoredEnquiry>(
      'select name, created_at from enquiries where name like $1 order by id',
      [`Drill ${run} %`],
    )
    return rows
  } finally {
    await pglite.close()
  }
}

/** The drill's staff e-mails received so far, counted per enquiry name. */
export function mailedNames(smtp: TestSmtpServer, run: string): Map<string, number> {
  const counts = new Map<string, number>()
  const prefix = `Contact enquiry from Drill ${run} `
  for (const mail of smtp.messages) {
    if (!mail.subject.startsWith(prefix)) continue
    const name = mail.subject.slice('Contact enquiry from '.length)
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  return counts
}

/** Waits until no drill mail has arrived for `quietMs`, and at least `minimumMs` have passed. */
export async function mailSettles(
  smtp: TestSmtpServer,
  options: { minimumMs: number; quietMs: number; timeoutMs: number },
): Promise<void> {
  const started = Date.now()
  let seen = smtp.messages.length
  let lastChange = Date.now()
  while (Date.now() - started < options.timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    if (smtp.messages.length !== seen) {
      seen = smtp.messages.length
      lastChange = Date.now()
    }
    if (Date.now() - started >= options.minimumMs && Date.now() - lastChange >= options.quietMs) {
      return
    }
  }
}

/** Summary figures of a drill, for the log of the test run. */
export function drillFigures(
  flood: FloodResult,
  stored: readonly StoredEnquiry[],
  mailed: Map<string, number>,
  smtp: TestSmtpServer,
) {
  const receivedAt = new Map<string, number>()
  for (const mail of smtp.messages) {
    const name = mail.subject.replace(/^Contact enquiry from /, '')
    if (!receivedAt.has(name)) receivedAt.set(name, mail.receivedAt)
  }
  const delays = stored.map(
    (enquiry) => (receivedAt.get(enquiry.name) ?? Number.NaN) - enquiry.created_at.getTime(),
  )
  return {
    acknowledged: flood.acknowledged.size,
    stored: stored.length,
    mailed: [...mailed.values()].filter((times) => times > 0).length,
    duplicates: [...mailed.values()].reduce((sum, times) => sum + Math.max(0, times - 1), 0),
    longestMailDelayMs: Math.max(...delays),
    outcomes: Object.fromEntries(flood.outcomes),
    slowestRequestMs: flood.slowestMs,
  }
}
