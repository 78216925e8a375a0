import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import type { Logger } from '../logger'

/** One message ready to go out. */
export interface OutgoingMail {
  from: string
  to: string
  replyTo?: { name: string; address: string } | undefined
  subject: string
  text: string
  html?: string | undefined
  /** Stable per queued job, so a message sent twice after a crash can be recognised. */
  messageId: string
  /** Files sent with it, e.g. an event's calendar entry. @default none */
  attachments?: ReadonlyArray<{
    filename: string
    contentType: string
    content: string
    /** 'base64' for a binary file, e.g. an invoice's PDF. */
    encoding?: 'base64'
  }>
}

export interface MailTransport {
  /** For the start-up log: where mail goes. */
  readonly description: string
  /** Resolves once the message is handed over; rejects if it was not. */
  send(mail: OutgoingMail, label: string): Promise<void>
  close(): void
}

export interface SmtpTimeouts {
  connectionTimeout: number
  greetingTimeout: number
  socketTimeout: number
}

/** nodemailer waits up to 10 minutes by default; a stuck server must not hold a job that long. */
export const smtpTimeouts: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
}

/** Sends through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpTransport(
  url: string,
  timeouts: SmtpTimeouts = smtpTimeouts,
): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...timeouts })
  const where = new URL(url)
  return {
    description: `SMTP server ${where.protocol}//${where.host}`,
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail))
    },
    close: () => transporter.close(),
  }
}

/**
 * Writes each message as an .eml file into `dir` and logs its path, so without SMTP a new user
 * sees exactly what would have been sent (docs/product.md#storage-and-mail). Open the files with any mail program.
 */
export function createOutboxTransport(dir: string, logger: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    description: `.eml files in ${dir} (SMTP_URL is not set)`,
    async send(mail, label) {
      const info = await transporter.sendMail(toNodemailer(mail))
      await mkdir(dir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(dir, `${stamp}-${label.replace(/[^\w.-]+/g, '_')}.eml`)
      await writeFile(file, info.message as Buffer, { flag: 'wx' })
      logger.info('Mail written to the outbox folder', { file })
    },
    close: () => transporter.close(),
  }
}

/** SMTP when SMTP_URL is set, the outbox folder otherwise. */
export function createMailTransport(
  config: { smtpUrl: string | undefined; dataDir: string },
  logger: Logger,
): MailTransport {
  return config.smtpUrl !== undefined
    ? createSmtpTransport(config.smtpUrl)
    : createOutboxTransport(path.join(config.dataDir, 'outbox'), logger)
}

function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    attachments: mail.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
      ...(file.encoding ? { encoding: file.encoding } : {}),
    })),
  }
}
