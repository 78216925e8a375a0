import type { AppDatabase } from '../db/database'
import type { MailJob } from '../db/schema'
import type { Logger } from '../logger'
import {
  claimNextMail,
  markMailFailed,
  markMailSent,
  msUntilNextMail,
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
  /** How often to look for due jobs besides being woken (other processes may queue too). */
  pollIntervalMs?: number
  /** How long a claim lasts; longer than any send can take (see smtpTimeouts). */
  claimMs?: number
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
 * Delivers queued mail in the background (docs/product.md#storage-and-mail). Woken right after a record is stored, it also
 * polls, and wakes itself when the next retry is due. Each job is claimed in the database, so
 * several processes can share one PostgreSQL queue. An SMTP outage delays mail; it is retried
 * with exponential back-off and, after the last attempt, marked failed and logged as an error.
 */
export class MailSender implements MailWaker {
  readonly #db: AppDatabase
  readonly #transport: MailTransport
  readonly #from: string
  readonly #logger: Logger
  readonly #retry: RetryPolicy
  readonly #pollIntervalMs: number
  readonly #claimMs: number
  readonly #domain: string
  #started = false
  #stopping = false
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
    this.#claimMs = options.claimMs ?? 5 * 60_000
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

  /** Stops claiming jobs and waits for the message being sent, if any. */
  async stop(): Promise<void> {
    this.#stopping = true
    clearTimeout(this.#timer)
    await this.#running
  }

  async #deliverDue(): Promise<void> {
    while (!this.#stopping) {
      let job: MailJob | undefined
      try {
        job = await claimNextMail(this.#db, this.#claimMs)
      } catch (error) {
        this.#logger.warn('Mail sender cannot read the queue; will try again', { error })
        return
      }
      if (!job) return
      await this.#deliver(job)
    }
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
    try {
      await this.#transport.send(mail, `${job.kind}-${job.id}`)
    } catch (error) {
      await this.#recordFailure(job, error)
      return
    }
    try {
      await markMailSent(this.#db, job.id)
      this.#logger.info('Mail sent', { ...about, to: job.to_address })
    } catch (error) {
      // The claim expires and the job is sent again: a duplicate rather than a lost message.
      this.#logger.error('Mail sent but not marked as sent; it may be sent again', {
        ...about,
        error,
      })
    }
  }

  async #recordFailure(job: MailJob, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error)
    const about = { job: job.id, kind: job.kind, attempt: job.attempts, to: job.to_address }
    try {
      if (job.attempts >= this.#retry.maxAttempts) {
        await markMailFailed(this.#db, job.id, reason)
        this.#logger.error(
          `MAIL NOT DELIVERED: gave up after ${job.attempts} attempts; the message stays in mail_outbox marked failed`,
          { ...about, subject: job.subject, error },
        )
      } else {
        const delayMs = retryDelayMs(this.#retry, job.attempts)
        await rescheduleMail(this.#db, job.id, delayMs, reason)
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
