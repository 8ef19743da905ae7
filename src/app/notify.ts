/**
 * How the machines' outcomes reach staff (the machines only name an action; this provides it):
 * - `showFailure(message)`: the message dialog (SPEC 2) AND the log proxy, never swallowed;
 * - `showSuccess(summary)`: a PrimeReact toast (top right, a few seconds), in Japanese.
 * The toast host is rendered once by the root shell (`ToastHost`, src/app/shell.tsx); PrimeReact's
 * Toast loads with the first toast asked for (not with every page), which shows once it
 * is there.
 */
import type { Toast, ToastMessage } from 'primereact/toast'
import { Log } from '../services/log.service'
import type { Failure } from '../machines/machine-helpers'
import { enqueueMessage, messageHistory } from './dialogs'
import { runtime } from './runtime'

/** Toasts asked for before the host's Toast was mounted (its chunk loads with the first one). */
const waiting: Array<ToastMessage> = []
let toast: Toast | null = null
let wanted = false
const listeners = new Set<() => void>()

/** What the root shell's `ToastHost` reads: whether a toast was ever asked for; where it hands the Toast once mounted. */
export const toastHost = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  wanted: (): boolean => wanted,
  /** The Toast's ref: the waiting toasts show as it mounts. */
  attach: (mounted: Toast | null): void => {
    toast = mounted
    if (mounted) for (const message of waiting.splice(0)) mounted.show(message)
  },
}

/** A toast as PrimeReact takes it (a delete's toast with its 元に戻す: src/app/undo.tsx). */
export const showToastMessage = (message: ToastMessage): void => {
  showToast(message)
  if (typeof message.summary === 'string')
    messageHistory.send({ type: 'history.record', entry: { kind: 'success', at: new Date().toISOString(), messages: [message.summary] } })
}

const showToast = (message: ToastMessage): void => {
  if (toast) {
    toast.show(message)
    return
  }
  waiting.push(message)
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
}

/** Seconds a success toast stays. */
export const toastLifeMs = 4000

export const showSuccess = (summary: string): void => {
  showToast({ severity: 'success', summary, life: toastLifeMs })
  messageHistory.send({ type: 'history.record', entry: { kind: 'success', at: new Date().toISOString(), messages: [summary] } })
}

/**
 * The log proxy answers only `{ accepted, receivedAt }` (no id of its own), so the console makes
 * one: 8 hex digits sent as the entry's last message (`logId: …`) and shown in the message history,
 * so staff can quote it and the backend team find the entry.
 */
export const newLogId = (): string =>
  (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Math.random().toString(16).slice(2)}00000000`).replace(/-/g, '').slice(0, 8)

/**
 * A failure: its words in the message dialog; its HTTP status (a `Failure` from a machine's
 * `showError`, src/machines/machine-helpers.ts `failureOf`) only in the message history, the
 * browser console and the log proxy entry, where support reads it.
 */
export const showFailure = (failure: string | Failure, uri: string = typeof window === 'undefined' ? '' : window.location.href): void => {
  const { message, status } = typeof failure === 'string' ? { message: failure, status: undefined } : failure
  const logId = newLogId()
  enqueueMessage({ kind: 'simple-error', messages: [message] }, { logId, ...(status !== undefined ? { status } : {}) })
  const code = status === undefined ? [] : [`HTTP ${status}`]
  console.warn('[message]', message, ...code, `logId: ${logId}`)
  runtime.runFork(Log.use((log) => log.send('error', uri, [message, ...code, `logId: ${logId}`])))
}
