import { createServer } from 'node:net'
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message as received, with the parts tests look at most flattened out. */
export interface ReceivedMail {
  /** SMTP envelope: MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] }
  /** Addresses of the From, To and Reply-To headers. */
  from: string[]
  to: string[]
  replyTo: string[]
  subject: string
  text: string | undefined
  html: string | undefined
  /** Everything mailparser found (display names, headers, attachments). */
  parsed: ParsedMail
  /** The message exactly as it crossed the wire. */
  raw: Buffer
  /** When the server acknowledged it (ms since the epoch). */
  receivedAt: number
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field]
  return objects.flatMap((object) => object.value.map((mailbox) => mailbox.address ?? ''))
}

/** A port nobody listens on right now (for "SMTP is down" and "database is down"). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * A real SMTP server in this process (smtp-server), parsing every message with mailparser.
 * It can be stopped and started again on the same port, to play an SMTP outage.
 */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = []
  #server: SMTPServer | undefined
  #port: number
  /** Delay before accepting each message, to keep a send in flight. */
  acceptDelayMs = 0
  /** Messages whose data has started to arrive (accepted or not yet). */
  receiving = 0
  /** When set, every recipient is refused with this SMTP reply (e.g. 550: no such mailbox). */
  refuseRecipientsWith: { code: number; message: string } | undefined
  /**
   * While true, messages that have fully arrived are not acknowledged: the client waits. A
   * held message whose connection closes (its sender died) is never acknowledged nor recorded;
   * `release()` acknowledges the others.
   */
  #holding = false
  #held: Array<{ sessionId: string; accept: () => void }> = []

  private constructor(port: number) {
    this.#port = port
  }

  /** Listens on `port` (a free one by default). */
  static async start(port = 0): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(port)
    await smtp.start()
    return smtp
  }

  /** Not listening yet, on a port that was free: SMTP is "down" until start() (same port). */
  static async stopped(): Promise<TestSmtpServer> {
    return new TestSmtpServer(await freePort())
  }

  get port(): number {
    return this.#port
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`
  }

  get running(): boolean {
    return this.#server !== undefined
  }

  async start(): Promise<void> {
    if (this.#server) return
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 200,
      onRcptTo: (_address, _session, callback) => {
        const refusal = this.refuseRecipientsWith
        if (!refusal) return callback()
        callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
      },
      onClose: (session) => {
        this.#held = this.#held.filter((held) => held.sessionId !== session.id)
      },
      onData: (stream, session, callback) => {
        this.receiving += 1
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('error', callback)
        stream.on('end', () => {
          const raw = Buffer.concat(chunks)
          simpleParser(raw).then(
            (parsed) => {
              const accept = () => {
                this.messages.push({
                  envelope: {
                    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                    to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                  },
                  from: addresses(parsed.from),
                  to: addresses(parsed.to),
                  replyTo: addresses(parsed.replyTo),
                  subject: parsed.subject ?? '',
                  text: parsed.text,
                  html: parsed.html === false ? undefined : parsed.html,
                  parsed,
                  raw,
                  receivedAt: Date.now(),
                })
                callback()
              }
              if (this.#holding) this.#held.push({ sessionId: session.id, accept })
              else setTimeout(accept, this.acceptDelayMs)
            },
            (error: Error) => callback(error),
          )
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.#port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
    server.on('error', () => {
      // Client connection errors (resets) are not test failures.
    })
    const address = server.server.address()
    if (typeof address === 'object' && address) this.#port = address.port
    this.#server = server
  }

  /** Stops acknowledging messages (see `#holding`). */
  hold(): void {
    this.#holding = true
  }

  /** Acknowledges the held messages whose senders are still connected, and every later one. */
  release(): void {
    this.#holding = false
    for (const held of this.#held.splice(0)) held.accept()
  }

  async stop(): Promise<void> {
    const server = this.#server
    if (!server) return
    this.#server = undefined
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** Resolves with the messages once at least `count` have arrived. */
  async waitForMessages(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs
    while (this.messages.length < count) {
      if (Date.now() > deadline) {
        throw new Error(
          `Expected ${count} messages within ${timeoutMs} ms, got ${this.messages.length}`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return this.messages
  }

  /** Resolves with the first message that matches, waiting for it to arrive. */
  async waitForMessage(
    matches: (mail: ReceivedMail) => boolean,
    timeoutMs = 10_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.messages.find(matches)
      if (found) return found
      if (Date.now() > deadline) {
        const subjects = this.messages.map((mail) => mail.subject).join('; ') || 'none'
        throw new Error(`No matching message within ${timeoutMs} ms (received: ${subjects})`)
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
}

/** A real SMTP server listening on `port` (a free one by default). */
export function startSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  return TestSmtpServer.start(options.port)
}
