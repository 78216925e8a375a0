/**
 * A small structured logger: one line per event. Production writes JSON lines for a log
 * collector; development writes readable lines. Tests pass their own to keep output quiet or
 * to read what was logged.
 */
export type LogFields = Record<string, unknown>

export interface Logger {
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

export type LogLevel = 'info' | 'warn' | 'error'

export function createLogger(options: { json: boolean }): Logger {
  const write = (level: LogLevel, message: string, fields?: LogFields) => {
    const stream = level === 'info' ? process.stdout : process.stderr
    if (options.json) {
      const line = { time: new Date().toISOString(), level, message, ...serialise(fields) }
      stream.write(`${JSON.stringify(line)}\n`)
    } else {
      const extra = fields ? ` ${JSON.stringify(serialise(fields))}` : ''
      stream.write(`${level.toUpperCase().padEnd(5)} ${message}${extra}\n`)
    }
  }
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  }
}

/** Errors do not survive JSON.stringify; keep their message, code and stack. */
function serialise(fields: LogFields | undefined): LogFields {
  if (!fields) return {}
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value instanceof Error
        ? { message: value.message, code: (value as { code?: unknown }).code, stack: value.stack }
        : value,
    ]),
  )
}

/** Discards everything. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} }
