import { randomUUID } from 'node:crypto'
import type { AppDatabase } from '../db/database'
import type { MailJob } from '../db/schema'
import type { Logger } from '../logger'
import { mailDeliveries } from '../metrics'
import {
  claimNextMail,
  markMailFailed,
  markMailSent,
  msUntilNextMail,
  renewMailClaim,
  rescheduleMail,
} from './queue'
import type { MailTransport } from './transport'

export interface RetryPolicy {
  /** Wait after the first failed attempt; doubles after each further one. */
  baseDelayMs: number
  /** The longest wait between attempts. */
  maxDelayMs: number
  /** Attempts before the job is marked failed. */
  maxAttempts: number
}

/** 30 s, 1 min, 2 min … capped at 1 h: 20 attempts cover about 14 hours of SMTP outage. */
export const defaultRetryPolicy: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 20,
}

export interface MailSenderOptions {
  db: AppDatabase
  transport: MailTransport
  /** The From of every message (MAIL_FROM). */
  from: string
  logger: Logger
  retry?: Partial<RetryPolicy>
  /** How often to look for due jobs besides being woken (other processes may queue too). @default 15 s */
  pollIntervalMs?: number
  /**
   * How long a claim lasts unless renewed. A sender renews its claims while their sends are in
   * flight, so this is only how long a crashed sender's jobs wait. @default 15 s
   */
  claimMs?: number
  /** Messages sent at the same time, so one slow SMTP exchange does not hold the queue. @default 4 */
  concurrency?: number
}

/** The interface the HTTP layer needs: a nudge after it queued mail. */
export interface MailWaker {
  wake(): void
}

/** Delay before attempt `attempts + 1`, after `attempts` failures. */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs)
}

/**
 * Whether the SMTP server refused the message for good (a 5xx reply: unknown mailbox, policy,
 * message refused). Retrying would only repeat the refusal; anything else (no connection, a
 * timeout, a 4xx "try later") is temporary.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

/**
 * Delivers queued mail in the background (docs/product.md#storage-and-mail). Woken right after
 * a record is stored, it also polls, and wakes itself when the next retry is due.
 *
 * - Each job is claimed in the database for a short time under this sender's id, and the claim
 *   is renewed while the send is in flight: several processes share one PostgreSQL queue without
 *   sending a message twice, and the jobs of a process killed mid-send are taken over within
 *   `claimMs`.
 * - Up to `concurrency` messages are in flight at once.
 * - A send that fails for a while (SMTP down, a 4xx) is retried with exponential back-off and,
 *   after the last attempt, marked failed and logged as an error; a permanent refusal (5xx) is
 *   marked failed at once.
 * - Once a message is handed over, marking it sent is retried until the database takes it, so
 *   a database outage at that moment delays the bookkeeping rather than sending it again.
 */
export class MailSender implements MailWaker {
  readonly #db: AppDatabase
  readonly #transport: MailTransport
  readonly #from: string
  readonly #logger: Logger
  readonly #retry: RetryPolicy
  readonly #pollIntervalMs: number
  readonly #claimMs: number
  readonly #concurrency: number
  readonly #domain: string
  /** Names this sender's claims in the queue. */
  readonly #id = randomUUID()
  /** Jobs in this sender's hands: even if their claim lapses, no worker here takes them again. */
  readonly #busy = new Set<number>()
  #started = false
  #stopping = false
  /** When stop() was called: how long marking a sent message may still be retried. */
  #stoppedAt: number | undefined
  #running: Promise<void> | undefined
  #runAgain = false
  #timer: NodeJS.Timeout | undefined

  constructor(options: MailSenderOptions) {
    this.#db = options.db
    this.#transport = options.transport
    this.#from = options.from
    this.#logger = options.logger
    this.#retry = { ...defaultRetryPolicy, ...options.retry }
    this.#pollIntervalMs = options.pollIntervalMs ?? 15_000
    this.#claimMs = options.claimMs ?? 15_000
    this.#concurrency = Math.max(1, options.concurrency ?? 4)
    this.#domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'localhost'
  }

  /** Starts polling and delivers whatever is already due. */
  start(): void {
    if (this.#started) return
    this.#started = true
    this.wake()
  }

  /** Delivers due mail now (or right after the pass in progress). */
  wake(): void {
    if (!this.#started || this.#stopping) return
    if (this.#running) {
      this.#runAgain = true
      return
    }
    clearTimeout(this.#timer)
    this.#running = this.#pass().finally(() => {
      this.#running = undefined
      if (this.#runAgain && !this.#stopping) {
        this.#runAgain = false
        this.wake()
      }
    })
  }

  /** Resolves when no pass is in progress or requested. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running
  }

  /** Stops claiming jobs and waits for the messages being sent, if any. */
  async stop(): Promise<void> {
    this.#stopping = true
    this.#stoppedAt ??= Date.now()
    clearTimeout(this.#timer)
    await this.#running
  }

  /** Claims and delivers due jobs, `concurrency` at a time, until none is due. */
  async #deliverDue(): Promise<void> {
    let queueReadable = true
    const worker = async () => {
      while (!this.#stopping && queueReadable) {
        let job: MailJob | undefined
        try {
          job = await claimNextMail(this.#db, this.#claimMs, this.#id, [...this.#busy])
        } catch (error) {
          if (queueReadable) {
            this.#logger.warn('Mail sender cannot read the queue; will try again', { error })
          }
          queueReadable = false
          return
        }
        if (!job) return
        this.#busy.add(job.id)
        try {
          await this.#deliver(job)
        } finally {
          this.#busy.delete(job.id)
        }
      }
    }
    await Promise.all(Array.from({ length: this.#concurrency }, worker))
  }

  async #deliver(job: MailJob): Promise<void> {
    const mail = {
      from: this.#from,
      to: job.to_address,
      replyTo:
        job.reply_to_address === null
          ? undefined
          : { name: job.reply_to_name ?? '', address: job.reply_to_address },
      subject: job.subject,
      text: job.text_body,
      html: job.html_body ?? undefined,
      messageId: `<mail-${job.id}.${job.created_at.getTime()}@${this.#domain}>`,
      attachments: job.attachments ?? undefined,
    }
    const about = { job: job.id, kind: job.kind, attempt: job.attempts }
    const stopRenewing = this.#keepClaimed(job)
    try {
      try {
        await this.#transport.send(mail, `${job.kind}-${job.id}`)
      } catch (error) {
        await this.#recordFailure(job, error)
        return
      }
      await this.#markSent(job)
      mailDeliveries.inc({ outcome: 'sent' })
      this.#logger.info('Mail sent', about)
    } finally {
      stopRenewing()
    }
  }

  /** Renews the job's claim every third of `claimMs` until the returned function is called. */
  #keepClaimed(job: MailJob): () => void {
    const every = Math.max(50, Math.floor(this.#claimMs / 3))
    const timer = setInterval(() => {
      renewMailClaim(this.#db, job.id, this.#id, this.#claimMs).catch((error: unknown) => {
        this.#logger.warn('Mail claim not renewed; another sender may take the job over', {
          job: job.id,
          error,
        })
      })
    }, every)
    timer.unref()
    return () => clearInterval(timer)
  }

  /**
   * The message is out: record it, retrying while the database does not answer. Gives up only
   * when the sender is stopping and the database is still away, which is the one case in which
   * the message may be sent again (after the claim runs out).
   */
  async #markSent(job: MailJob): Promise<void> {
    let delay = 200
    for (let attempt = 1; ; attempt += 1) {
      try {
        await markMailSent(this.#db, job.id)
        if (attempt > 1) this.#logger.info('Mail marked as sent after retrying', { job: job.id })
        return
      } catch (error) {
        if (this.#stoppedAt !== undefined && Date.now() - this.#stoppedAt > 3_000) {
          this.#logger.error('Mail sent but not marked as sent; it may be sent again', {
            job: job.id,
            kind: job.kind,
            error,
          })
          return
        }
        if (attempt === 1) {
          this.#logger.warn('Mail sent; marking it as sent failed, retrying', {
            job: job.id,
            error,
          })
        }
        await sleep(delay)
        delay = Math.min(delay * 2, 5_000)
      }
    }
  }

  async #recordFailure(job: MailJob, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error)
    const about = { job: job.id, kind: job.kind, attempt: job.attempts }
    const permanent = isPermanentRefusal(error)
    try {
      if (permanent || job.attempts >= this.#retry.maxAttempts) {
        await markMailFailed(this.#db, job.id, reason)
        mailDeliveries.inc({ outcome: 'failed' })
        this.#logger.error(
          permanent
            ? 'MAIL NOT DELIVERED: the mail server refused it for good; the message stays in mail_outbox marked failed'
            : `MAIL NOT DELIVERED: gave up after ${job.attempts} attempts; the message stays in mail_outbox marked failed`,
          { ...about, error },
        )
      } else {
        const delayMs = retryDelayMs(this.#retry, job.attempts)
        await rescheduleMail(this.#db, job.id, delayMs, reason)
        mailDeliveries.inc({ outcome: 'retry' })
        this.#logger.warn('Mail not sent; will retry', { ...about, retryInMs: delayMs, error })
      }
    } catch (dbError) {
      this.#logger.error('Mail not sent and the failure could not be recorded', {
        ...about,
        error,
        dbError,
      })
    }
  }

  /** Delivers what is due, then sleeps until the next retry is due or the poll interval passes. */
  async #pass(): Promise<void> {
    await this.#deliverDue()
    let delay = this.#pollIntervalMs
    try {
      const untilNext = await msUntilNextMail(this.#db)
      if (untilNext !== undefined) delay = Math.min(delay, Math.max(untilNext, 20))
    } catch {
      // The database is unreachable: poll again later.
    }
    if (this.#stopping || this.#runAgain) return
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => this.wake(), delay)
    this.#timer.unref()
  }
}
