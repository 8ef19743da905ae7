/**
 * Structured logs: one JSON object per line on stdout, `{ time, level, msg, requestId?, … }`.
 * The request id comes from the request being served (AsyncLocalStorage, set by
 * `requestContext` in server.ts), so every line written while a request is handled carries it,
 * including lines from `console.*` once `routeConsoleToLog` is called (main.ts does).
 * Never pass request bodies, query strings or personal data (e-mail addresses, names) as fields.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { inspect } from 'node:util'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
const levels: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

export const isLogLevel = (value: unknown): value is LogLevel => typeof value === 'string' && value in levels

/** The request being served, if any. */
export const requestScope = new AsyncLocalStorage<{ readonly requestId: string }>()

export type Fields = Record<string, unknown>

export interface Logger {
  debug(msg: string, fields?: Fields): void
  info(msg: string, fields?: Fields): void
  warn(msg: string, fields?: Fields): void
  error(msg: string, fields?: Fields): void
}

/** An error as log fields: name, message, code and stack; never its other properties (a driver's `detail` may quote row values). */
export const errorFields = (error: unknown): Fields => {
  const code = (error as { code?: unknown } | null)?.code
  return error instanceof Error
    ? {
        error: {
          name: error.name,
          message: error.message,
          ...(typeof code === 'string' ? { code } : {}),
          ...(error.stack ? { stack: error.stack } : {}),
        },
      }
    : { error: String(error) }
}

export const createLogger = (options: { level?: LogLevel; write?: (line: string) => void } = {}): Logger => {
  const threshold = levels[options.level ?? 'info']
  const write = options.write ?? ((line: string) => void process.stdout.write(line + '\n'))
  const emit = (level: LogLevel) => (msg: string, fields: Fields = {}) => {
    if (levels[level] < threshold) return
    const requestId = requestScope.getStore()?.requestId
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...(requestId ? { requestId } : {}), ...fields }))
  }
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') }
}

/** `console.*` arguments as one message: strings as they are, errors by name and message (stack as a field). */
const consoleLine = (args: ReadonlyArray<unknown>): { msg: string; fields: Fields } => {
  const error = args.find((a): a is Error => a instanceof Error)
  const msg = args
    .map((a) => (typeof a === 'string' ? a : a instanceof Error ? `${a.name}: ${a.message}` : inspect(a, { depth: 4, breakLength: Infinity })))
    .join(' ')
  return { msg, fields: error ? errorFields(error) : {} }
}

/** Send `console.log/info/debug/warn/error` through the logger, so every line the process writes is JSON. */
export const routeConsoleToLog = (logger: Logger): void => {
  const to = (level: LogLevel) => (...args: unknown[]) => {
    const { msg, fields } = consoleLine(args)
    logger[level](msg, fields)
  }
  console.log = to('info')
  console.info = to('info')
  console.debug = to('debug')
  console.warn = to('warn')
  console.error = to('error')
}
