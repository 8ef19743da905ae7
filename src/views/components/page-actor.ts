/**
 * A page's actor: `useActorRef` with the inspector of the composition root attached (the
 * Stately inspector in development with `?inspect`, see src/app/inspect.ts). Views never import
 * src/app: the root provides the observer through `ActorInspectContext`. Views use `usePageActor`
 * instead of `useActorRef` (lint rule), so every running actor can be inspected.
 */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps useActorRef
import { useActorRef } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { InspectionEvent } from 'xstate'

export const ActorInspectContext = createContext<((event: InspectionEvent) => void) | undefined>(undefined)

export const usePageActor = ((logic: unknown, options?: Record<string, unknown>, observer?: unknown) => {
  const inspect = useContext(ActorInspectContext)
  return (useActorRef as (l: unknown, o?: unknown, ob?: unknown) => unknown)(logic, inspect ? { ...options, inspect } : options, observer)
}) as typeof useActorRef
