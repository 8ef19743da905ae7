/**
 * Presence and live updates on every record page, edit form and list (docs/live.md), in one place:
 * the main shell renders `<LiveBar place={livePlaceOf(pathname)} />` above the page, so no record
 * page has an edit of its own.
 *
 * - A record page or edit form (`place.kind === 'record'`): who else has it open
 *   (「山田 一郎さんが編集中」/「…さんが閲覧中」, within 2 s of their arrival), and once another
 *   operator saves it 「他の操作者が更新しました」 with 再読込 (the record page's reload, registered
 *   by `useRecordPage` through `useLiveReload('record', …)`). An edit form has no 再読込: what was
 *   typed stays, and its save meets the edit conflict dialog of every form.
 * - A list: 「一覧の表示後に内容が更新されました」 with 更新 (the page's lists reload, registered by
 *   `useRouteList`); rows never move under the pointer by themselves.
 * - After a gap (`onResync`: the stream was down, or the server missed events; docs/live.md "Gaps
 *   and resync"): the page's checks read what it shows again quietly. A list whose rows differ
 *   (or that cannot tell) shows its 更新 notice; a record page whose record's version moved shows
 *   「他の操作者が更新しました」 (whose save it was is unknown) with 再読込; an edit form the same
 *   notice, what was typed stays.
 *
 * The services come from `LiveContext` (src/app/live.ts provides them in the main shell); without
 * them (view tests, signed out) nothing is rendered and nothing registered.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { createContext, useContext, useEffect, useRef, useState } from 'react'
import type { LiveChange, LivePlace, PresenceEntry } from '../../domain/live'
import type { LiveConnectionActor } from '../../machines/live-connection.machine'
import { liveText as t } from '../text/live.text'
import './live.component.css'

export type LiveReloadKind = 'record' | 'list'

export interface LiveServices {
  /** This tab is on a record (until the returned leave): `onOthers` hears who else is, and whether the last beat failed. */
  readonly enter: (topic: string, editing: boolean, onOthers: (others: ReadonlyArray<PresenceEntry>, failed: boolean) => void) => () => void
  /** Changes saved by other operators, as they come (until the returned stop). */
  readonly onChange: (listener: (change: LiveChange) => void) => () => void
  /** Events may have been missed (a stream open again after a gap, or the server's `resync`), until the returned stop. */
  readonly onResync: (listener: () => void) => () => void
  readonly connection: LiveConnectionActor
  /** What 再読込 / 更新 run: the page's record reload, its lists' reloads. */
  readonly reloads: Readonly<Record<LiveReloadKind, Set<() => void>>>
  /** After a gap: has what the page shows changed? (a quiet read, registered through `useLiveCheck`: records by `useRecordPage` and `useEntityForm`, lists by `useRouteList`). */
  readonly checks: Readonly<Record<LiveReloadKind, Set<() => Promise<boolean>>>>
}

export const LiveContext = createContext<LiveServices | undefined>(undefined)

/** Keep `fn` (its latest version) in one of the page's live sets while the calling page is shown. */
const useWhileShown = <R,>(kind: LiveReloadKind, setOf: (live: LiveServices, kind: LiveReloadKind) => Set<() => R>, fn: () => R): void => {
  const live = useContext(LiveContext)
  const latest = useRef(fn)
  latest.current = fn
  useEffect(() => {
    if (!live) return undefined
    const set = setOf(live, kind)
    const run = () => latest.current()
    set.add(run)
    return () => void set.delete(run)
  }, [live, kind, setOf])
}
const reloadsOf = (live: LiveServices, kind: LiveReloadKind) => live.reloads[kind]
const checksOf = (live: LiveServices, kind: LiveReloadKind) => live.checks[kind]

/** Register what 再読込 (a record) or 更新 (a list) runs while the calling page is shown. */
export const useLiveReload = (kind: LiveReloadKind, reload: () => void): void => useWhileShown(kind, reloadsOf, reload)

/**
 * Register, while the calling page is shown, what tells after a gap in the stream whether what it
 * shows changed: a record (`record.check`, `form.check`) or a list (`list.check`), read quietly.
 */
export const useLiveCheck = (kind: LiveReloadKind, check: () => Promise<boolean>): void => useWhileShown(kind, checksOf, check)

/**
 * Send `check` to an actor and wait for what it emits (`found`): whether what it shows changed.
 * False when the actor cannot check now (loading, an action or a save under way: their answer is
 * the record or page as it is now) or leaves the checking state without a word; a failed read is
 * logged (a record then says nothing; a list, which cannot tell, offers 更新).
 */
export const quietCheck = <E extends { readonly type: string }>(
  actor: { getSnapshot(): { can(event: E): boolean }; send(event: E): void },
  on: (listener: (found: { readonly changed: boolean; readonly failed?: string }) => void) => { readonly unsubscribe: () => void },
  checking: (listener: (still: boolean) => void) => { readonly unsubscribe: () => void },
  check: E,
): Promise<boolean> =>
  new Promise((resolve) => {
    if (!actor.getSnapshot().can(check)) return resolve(false)
    let settled = false
    const done = (changed: boolean) => {
      if (settled) return
      settled = true
      found.unsubscribe()
      left.unsubscribe()
      resolve(changed)
    }
    const found = on((event) => {
      if (event.failed !== undefined) console.warn('[live] could not check what the page shows after a gap:', event.failed)
      done(event.changed)
    })
    const left = checking((still) => (still ? undefined : void setTimeout(() => done(false), 0)))
    actor.send(check)
  })

const concerns = (place: LivePlace, change: LiveChange) =>
  change.area === place.area && (place.kind === 'list' || change.ids.includes(place.id))

const ConnectionNote = ({ connection }: { readonly connection: LiveConnectionActor }) => {
  const offline = useSelector(connection, (s) => s.matches('waiting') && s.context.failures > 0)
  return offline ? <small className="live-note" role="status">{t.offline}</small> : null
}

export const LiveBar = ({ place }: { readonly place: LivePlace | undefined }) => {
  const live = useContext(LiveContext)
  if (!live || !place) return null
  return <StaffBar live={live} place={place} />
}

/**
 * Nothing for an account the server will not stream to (401/403: not staff, or signed out): its
 * pages refuse it themselves, and a second word about it here would only repeat them.
 */
const StaffBar = ({ live, place }: { readonly live: LiveServices; readonly place: LivePlace }) => {
  const refused = useSelector(live.connection, (s) => s.matches('refused'))
  if (refused) return null
  // a new place is a new bar: nothing changed yet, nobody known yet
  const key = place.kind === 'record' ? `${place.topic}:${place.editing}` : `list:${place.area}`
  return <PlaceBar key={key} live={live} place={place} />
}

const PlaceBar = ({ live, place }: { readonly live: LiveServices; readonly place: LivePlace }) => {
  const [others, setOthers] = useState<ReadonlyArray<PresenceEntry>>([])
  const [beatFailed, setBeatFailed] = useState(false)
  const [changedBy, setChangedBy] = useState<string | null | undefined>(undefined)
  const topic = place.kind === 'record' ? place.topic : undefined
  const editing = place.kind === 'record' && place.editing

  useEffect(() => {
    if (topic === undefined) return undefined
    return live.enter(topic, editing, (present, failed) => {
      setOthers(present)
      setBeatFailed(failed)
    })
  }, [live, topic, editing])
  useEffect(() => live.onChange((change) => (concerns(place, change) ? setChangedBy(change.by) : undefined)), [live, place])
  // after a gap: what the page shows is read again quietly (a list without a check: its rows may have changed); a name already shown stays
  useEffect(
    () =>
      live.onResync(() => {
        const checks = [...live.checks[place.kind]]
        if (checks.length === 0 && place.kind === 'list') return setChangedBy((by) => by ?? null)
        void Promise.all(checks.map((check) => check())).then((changed) => (changed.some(Boolean) ? setChangedBy((by) => by ?? null) : undefined))
      }),
    [live, place],
  )

  const reload = (kind: LiveReloadKind) => {
    setChangedBy(undefined)
    for (const run of live.reloads[kind]) run()
  }
  const changed = changedBy !== undefined
  return (
    <div className="live-bar" data-testid="live-bar">
      {others.length > 0 ? (
        <div className="live-presence" role="status" aria-label={t.present}>
          {others.map((p) => (
            <Tag key={p.session} icon={p.editing ? 'pi pi-pencil' : 'pi pi-eye'} severity={p.editing ? 'warning' : 'info'} value={p.editing ? t.editing(p.name) : t.viewing(p.name)} />
          ))}
        </div>
      ) : null}
      {beatFailed ? <small className="live-note">{t.presenceFailed}</small> : null}
      <ConnectionNote connection={live.connection} />
      {changed && place.kind === 'record' ? (
        <div className="live-changed" role="alert">
          <span>{changedBy ? t.changedBy(changedBy) : t.changed}</span>
          {editing ? <small>{t.keepEditing}</small> : <Button type="button" size="small" icon="pi pi-refresh" label={t.reload} onClick={() => reload('record')} />}
        </div>
      ) : null}
      {changed && place.kind === 'list' ? (
        <div className="live-changed" role="status">
          <span>{t.listChanged}</span>
          <Button type="button" size="small" icon="pi pi-refresh" label={t.refresh} onClick={() => reload('list')} />
        </div>
      ) : null}
    </div>
  )
}
