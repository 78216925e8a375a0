import { AsyncLocalStorage } from 'node:async_hooks'
import { pino, type DestinationStream } from 'pino'
import pretty from 'pino-pretty'

/**
 * The server's log (docs/product.md#logs-and-metrics), written by pino: one JSON object per line
 * in production, for a log collector; readable lines in development. Every line written while a
 * request is handled carries that request's id. Nothing personal goes in: log ids, kinds and
 * counts, never a visitor's name, e-mail address, phone number, message or password. Tests pass
 * their own logger to keep output quiet or to read what was logged.
 */
export type LogFields = Record<string, unknown>

export interface Logger {
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

export type LogLevel = 'info' | 'warn' | 'error'

/** The request being handled, for every log line written on its behalf. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>()

export function createLogger(options: {
  json: boolean
  /** Where lines go. @default standard output */
  destination?: DestinationStream
}): Logger {
  const destination =
    options.destination ??
    (options.json
      ? pino.destination({ dest: 1, sync: true })
      : pretty({
          sync: true,
          colorize: false,
          singleLine: true,
          messageKey: 'message',
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname',
        }))
  const log = pino(
    {
      level: 'info',
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { error: pino.stdSerializers.err },
      mixin: () => {
        const request = requestContext.getStore()
        return request ? { requestId: request.requestId } : {}
      },
    },
    destination,
  )
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
  }
}

/** Discards everything. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} }
