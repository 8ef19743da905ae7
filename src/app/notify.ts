/**
 * How the machines' outcomes reach staff (the machines only name an action; this provides it):
 * - `showFailure(message)`: the message dialog (SPEC 2) AND the log proxy, never swallowed;
 * - `showSuccess(summary)`: a PrimeReact toast (top right, a few seconds), in Japanese.
 * The toast host is rendered once by the root shell (`ToastHost`).
 */
import { createRef } from 'react'
import type { Toast } from 'primereact/toast'
import { Log } from '../services/log.service'
import { enqueueMessage } from './dialogs'
import { runtime } from './runtime'

export const toastRef = createRef<Toast>()

/** Seconds a success toast stays. */
export const toastLifeMs = 4000

export const showSuccess = (summary: string): void => {
  toastRef.current?.show({ severity: 'success', summary, life: toastLifeMs })
}

export const showFailure = (message: string, uri: string = typeof window === 'undefined' ? '' : window.location.href): void => {
  enqueueMessage({ kind: 'simple-error', messages: [message] })
  runtime.runFork(Log.use((log) => log.send('error', uri, [message])))
}
