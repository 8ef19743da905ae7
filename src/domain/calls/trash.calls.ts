/**
 * The trash's calls of each kind that keeps deleted records (src/domain/trash.ts, docs/trash.md):
 * `admin.<area>.trash` lists its deleted records, `admin.<area>.restore` brings one back. Both are
 * as limited as the kind's delete (the same access), under /trash/<area> so no record id is mistaken
 * for the word "trash".
 */
import type { Schema } from 'effect'
import { endpoint, type Access } from '../endpoint'
import { Restored, TrashEntry, TrashQuery } from '../trash'

/** `trashCalls('doctors', DoctorParams, DoctorId, 'doctorID', 'operator', '医師')`: the two calls of one kind. */
export const trashCalls = <const A extends string, P extends Schema.Top, I extends Schema.Top>(
  area: A,
  params: P,
  id: I,
  param: string,
  access: Access,
  what: string,
) =>
  [
    endpoint({ name: `admin.${area}.trash`, group: 'admin', method: 'GET', path: `/trash/${area}`, query: TrashQuery, payload: TrashEntry(id), shape: 'list', access, summary: `Deleted ${what} (ゴミ箱), newest delete first, with when and by whom (purged after TRASH_RETENTION_DAYS)` }),
    endpoint({ name: `admin.${area}.restore`, group: 'admin', method: 'POST', path: `/trash/${area}/{${param}}/restore`, params, payload: Restored(id), access, summary: `Restore a deleted ${what} (409 with what stands in the way)` }),
  ] as const
