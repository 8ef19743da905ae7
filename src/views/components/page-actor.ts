/**
 * A page's actor: `useActorRef` with the inspector of the composition root attached (the
 * Stately inspector in development with `?inspect`, see src/app/inspect.ts). Views never import
 * src/app: the root provides the observer through `ActorInspectContext`. Views use `usePageActor`
 * instead of `useActorRef` (lint rule), so every running actor can be inspected.
 */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps useActorRef
import { useActorRef } from '@xstate/react'
import { createContext, useContext, useEffect } from 'react'
import type { AnyActorRef, InspectionEvent } from 'xstate'
import type { DialogMisuse, DialogMisuseEmitted } from '../../machines/dialog-misuse'

export const ActorInspectContext = createContext<((event: InspectionEvent) => void) | undefined>(undefined)

export const usePageActor = ((logic: unknown, options?: Record<string, unknown>, observer?: unknown) => {
  const inspect = useContext(ActorInspectContext)
  const actor = (useActorRef as (l: unknown, o?: unknown, ob?: unknown) => AnyActorRef)(logic, inspect ? { ...options, inspect } : options, observer)
  useDialogMisuseLog(actor)
  return actor
}) as typeof useActorRef

/**
 * Logs the misuse errors a dialog's machine emits (`dialog.rejected` with a `DialogMisuse`,
 * src/machines/dialog-misuse.ts), as the app-wide confirm and message dialogs log theirs: a
 * misuse is never a silent no-op. Every page actor has it; a dialog running on an actor of its
 * own (the MP grant, a record's child) calls it for that actor.
 */
export const useDialogMisuseLog = (actor: AnyActorRef | undefined): void => {
  useEffect(() => {
    if (!actor) return undefined
    const subscription = actor.on('dialog.rejected', (event) => console.error((event as DialogMisuseEmitted).error))
    return () => subscription.unsubscribe()
  }, [actor])
}

/** Logs a dialog view's invalid request (its props; src/machines/dialog-misuse.ts `validate…Request`) once per request. */
export const useRequestMisuseLog = (error: DialogMisuse | undefined): void => {
  const message = error?.message
  useEffect(() => {
    if (error) console.error(error)
  }, [message]) // once per distinct misuse, not per render
}
