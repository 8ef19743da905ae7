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
 * again, or the server's `resync` event) every presence actor beats at once (after the beat under
 * way, if one is) and the pages hear
 * `onResync` (the live bar: a list shows 更新, a record page checks its record quietly).
 *
 * Presence is the tab's, one actor per record (the server keeps one row per tab and record), held
 * by the pages on it (`enter` … its release) and left when none has held it for a whole task. A
 * page going and the next one on the same record coming in one commit (the record page → 編集,
 * or React's StrictMode unmounting and mounting every effect again under the dev server) is then
 * no leave and no second arrival: one actor, whose calls go one after another. Before, each
 * mount had its own actor, and its leave and the next mount's beat for the same row went to the
 * server side by side: taken in the other order, the leave removed the tab that was there, and
 * 「…さんが編集中」 never reached the others until the next beat. A record entered again while
 * its leave is under way waits for that leave to end first.
 */
import { createActor, toPromise } from 'xstate'
import type { LiveChange, LiveEvent, PresenceEntry } from '../domain/live'
import { liveConnectionMachine } from '../machines/live-connection.machine'
import type { PresenceActor, PresenceMachine } from '../machines/presence.machine'
import { liveOps } from '../services/live.ops'
import type { LiveServices } from '../views/components/live.component'
import { effectCallbackActor } from './bridge'
import { liveMachines } from './wiring/live.wiring'

/** Presence of one record: beats on THE runtime; the last call (leave) runs to its end after the page is gone. */
export const presenceLive = liveMachines.presence

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

type OnOthers = Parameters<LiveServices['enter']>[2]

/** A page on a record: whether it edits, and its listener. */
interface Holder {
  readonly editing: boolean
  readonly onOthers: OnOthers
}

/** A record this tab is on: its presence actor and the pages holding it. */
interface Held {
  readonly actor: PresenceActor
  readonly holders: Set<Holder>
  started: boolean
  /** The leave waiting for the end of the task in which the last page let go. */
  release: ReturnType<typeof setTimeout> | undefined
}

/** `presence`: the presence machine with its calls (the app's; tests give theirs). */
export const createLive = (session: string = newLiveSession(), presence: PresenceMachine = presenceLive): Live => {
  const changeListeners = new Set<(change: LiveChange) => void>()
  const resyncListeners = new Set<() => void>()
  const records = new Map<string, Held>()
  /** Records being left: the leave's end (a record entered again starts after it). */
  const leaving = new Map<string, Promise<void>>()

  const dispatch = (event: LiveEvent) => {
    if (event.kind === 'change') for (const listener of [...changeListeners]) listener(event)
    else if (event.kind === 'presence') records.get(event.topic)?.actor.send({ type: 'presence.update', present: event.present })
    else resync() // the machine runs `resync` for these itself; an event that reaches here is one all the same
  }
  const resync = () => {
    for (const held of records.values()) held.actor.send({ type: 'presence.resync' })
    for (const listener of [...resyncListeners]) listener()
  }

  const connection = createActor(
    liveConnectionMachine.provide({
      actors: { stream: effectCallbackActor(liveOps.stream) },
      actions: { deliver: (_, { event }) => dispatch(event), resync },
    }),
    { input: { session } },
  )

  const hold = (topic: string, editing: boolean): Held => {
    const held: Held = { actor: createActor(presence, { input: { session, topic, editing } }), holders: new Set(), started: false, release: undefined }
    let last: { others: ReadonlyArray<PresenceEntry>; failed: boolean } | undefined
    held.actor.subscribe((snapshot) => {
      const { others, failed } = snapshot.context
      if (last?.others === others && last.failed === failed) return
      last = { others, failed }
      for (const holder of [...held.holders]) holder.onOthers(others, failed)
    })
    records.set(topic, held)
    const start = () => {
      if (records.get(topic) !== held) return // let go again meanwhile: it never arrived
      held.started = true
      held.actor.start()
    }
    const before = leaving.get(topic)
    if (before) void before.then(start)
    else start()
    return held
  }

  /** Whether a page on the record edits: told to its actor, which beats at once when that changes. */
  const edit = (held: Held) => held.actor.send({ type: 'presence.edit', editing: [...held.holders].some((h) => h.editing) })

  const leave = (topic: string, held: Held) => {
    if (held.release !== undefined) clearTimeout(held.release)
    held.release = undefined
    if (records.get(topic) !== held) return // left already (the tab stopped)
    records.delete(topic)
    if (!held.started) return
    // the machine ends itself once the server knows
    const done = toPromise(held.actor).then(
      () => undefined,
      () => undefined,
    )
    leaving.set(topic, done)
    void done.then(() => (leaving.get(topic) === done ? void leaving.delete(topic) : undefined))
    held.actor.send({ type: 'presence.leave' })
  }

  const enter: LiveServices['enter'] = (topic, editing, onOthers) => {
    const held = records.get(topic) ?? hold(topic, editing)
    if (held.release !== undefined) clearTimeout(held.release)
    held.release = undefined
    const holder: Holder = { editing, onOthers }
    held.holders.add(holder)
    edit(held)
    // a page coming to a record the tab is on hears at once who else is there
    const { others, failed } = held.actor.getSnapshot().context
    if (others.length > 0 || failed) onOthers(others, failed)
    return () => {
      if (!held.holders.delete(holder)) return
      if (held.holders.size > 0) return edit(held)
      // left by its last page: a page taking it in the same task keeps it (see the header)
      held.release = setTimeout(() => leave(topic, held), 0)
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
      for (const [topic, held] of [...records]) leave(topic, held)
      connection.stop()
    },
  }
}
