/**
 * Presence and live updates for the signed-in console (docs/live.md): the composition root of
 * the live connection (src/machines/live-connection.machine.ts, one stream per tab) and of
 * presence (src/machines/presence.machine.ts, one actor per record a page has open), and the
 * `LiveServices` the main shell provides to its pages (src/views/components/live.component.tsx).
 *
 * `createLive()` makes them for one signed-in account; `start()` connects (and connects again at
 * once when the browser is back online), `stop()` leaves every record and closes the stream.
 *
 * Gaps (docs/live.md "Gaps and resync"): when the connection machine runs `resync` (a stream open
 * again, or the server's `resync` event) every presence actor beats at once and the pages hear
 * `onResync` (the live bar: a list shows 更新, a record page checks its record quietly).
 */
import { createActor } from 'xstate'
import type { LiveChange, LiveEvent, PresenceEntry } from '../domain/live'
import { liveConnectionMachine } from '../machines/live-connection.machine'
import type { PresenceActor } from '../machines/presence.machine'
import { liveOps } from '../services/live.ops'
import type { LiveServices } from '../views/components/live.component'
import { effectCallbackActor } from './bridge'
import { livePages } from './wiring/live.wiring'

/** Presence of one record: beats on THE runtime; the last call (leave) runs to its end after the page is gone. */
export const presenceLive = livePages.presence

/** A tab's id: 16 random bytes, URL-safe. */
export const newLiveSession = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export interface Live extends LiveServices {
  readonly session: string
  readonly start: () => void
  readonly stop: () => void
}

export const createLive = (session: string = newLiveSession()): Live => {
  const changeListeners = new Set<(change: LiveChange) => void>()
  const resyncListeners = new Set<() => void>()
  const presence = new Map<string, Set<PresenceActor>>()

  const dispatch = (event: LiveEvent) => {
    if (event.kind === 'change') for (const listener of [...changeListeners]) listener(event)
    else if (event.kind === 'presence') for (const actor of presence.get(event.topic) ?? []) actor.send({ type: 'presence.update', present: event.present })
    else resync() // the machine runs `resync` for these itself; an event that reaches here is one all the same
  }
  const resync = () => {
    for (const actors of presence.values()) for (const actor of actors) actor.send({ type: 'presence.resync' })
    for (const listener of [...resyncListeners]) listener()
  }

  const connection = createActor(
    liveConnectionMachine.provide({
      actors: { stream: effectCallbackActor(liveOps.stream) },
      actions: { deliver: (_, { event }) => dispatch(event), resync },
    }),
    { input: { session } },
  )

  const enter: LiveServices['enter'] = (topic, editing, onOthers) => {
    const actor = createActor(presenceLive, { input: { session, topic, editing } })
    let last: { others: ReadonlyArray<PresenceEntry>; failed: boolean } | undefined
    const subscription = actor.subscribe((snapshot) => {
      const { others, failed } = snapshot.context
      if (last?.others === others && last.failed === failed) return
      last = { others, failed }
      onOthers(others, failed)
    })
    const set = presence.get(topic) ?? new Set()
    set.add(actor)
    presence.set(topic, set)
    actor.start()
    return () => {
      subscription.unsubscribe()
      set.delete(actor)
      if (set.size === 0) presence.delete(topic)
      actor.send({ type: 'presence.leave' }) // the machine ends itself once the server knows
    }
  }

  const retry = () => connection.send({ type: 'live.retry' })
  return {
    session,
    enter,
    onChange: (listener) => {
      changeListeners.add(listener)
      return () => void changeListeners.delete(listener)
    },
    onResync: (listener) => {
      resyncListeners.add(listener)
      return () => void resyncListeners.delete(listener)
    },
    connection,
    reloads: { record: new Set(), list: new Set() },
    checks: { record: new Set(), list: new Set() },
    start: () => {
      connection.start()
      window.addEventListener('online', retry)
    },
    stop: () => {
      window.removeEventListener('online', retry)
      for (const actors of presence.values()) for (const actor of actors) actor.send({ type: 'presence.leave' })
      presence.clear()
      connection.stop()
    },
  }
}
