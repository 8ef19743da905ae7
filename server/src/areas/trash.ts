/**
 * The purge of every ゴミ箱 (docs/trash.md): records deleted more than TRASH_RETENTION_DAYS days
 * ago (30 by default) go for good, each with a `….purge` entry in its 履歴. main.ts runs it once at
 * start and then every TRASH_PURGE_EVERY_MINUTES; tests call `purgeTrash` directly.
 */
import { defaultTrashRetentionDays } from '#domain/trash'
import type { Db } from '../db/db'
import { clientTrash } from './client/client.handlers'
import { doctorTrash } from './doctor/doctor.handlers'
import { manuscriptTrash } from './manuscript/manuscript.handlers'
import { mediaTrash } from './media/media.handlers'
import { organizationTrash } from './organization/organization.handlers'
import { purgeKind, type Purged, type TrashKind } from './support/trash'

/** Every kind with a trash; a manuscript before its author (a doctor with manuscripts cannot go first), doctors before organisations. */
export const trashKinds: ReadonlyArray<TrashKind> = [manuscriptTrash, mediaTrash, clientTrash, doctorTrash, organizationTrash]

/** Purge every kind's records deleted more than `days` days ago; what went and what stayed, by table. */
export const purgeTrash = async (db: Db, days = defaultTrashRetentionDays): Promise<Readonly<Record<string, Purged>>> => {
  const done: Record<string, Purged> = {}
  for (const kind of trashKinds) done[kind.table] = await purgeKind(db, kind, days)
  return done
}

export interface TrashPurgeOptions {
  readonly days: number
  readonly everyMs: number
  readonly onDone: (done: Readonly<Record<string, Purged>>) => void
  readonly onError: (error: unknown) => void
}

/** Purge now and then every `everyMs`, never two runs at once; the returned function stops it. */
export const startTrashPurge = (db: Db, options: TrashPurgeOptions): (() => void) => {
  let running = false
  const run = () => {
    if (running) return
    running = true
    purgeTrash(db, options.days)
      .then(options.onDone, options.onError)
      .finally(() => {
        running = false
      })
  }
  run()
  const timer = setInterval(run, options.everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
