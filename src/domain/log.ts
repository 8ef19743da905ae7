/** Log entry the console sends to POST /logProxy/ (SPEC 3). */
import { Schema } from 'effect'

export const logLevels = ['info', 'warn', 'debug', 'error'] as const
export const LogLevel = Schema.Literals(logLevels)
export type LogLevel = typeof LogLevel.Type

export const LogEntry = Schema.Struct({
  /** Identifies the console, e.g. `MediColle WEB`. */
  appName: Schema.String,
  /** Build identifier (`build:` in the footer); empty when unset. */
  buildHash: Schema.String,
  level: LogLevel,
  payload: Schema.Struct({
    uri: Schema.String,
    messages: Schema.Array(Schema.String),
  }),
})
export type LogEntry = typeof LogEntry.Type
