/**
 * What the media pages (PR管理 › メディア) ask of the API (see src/services/operation.ts): the
 * list (direct GET /medium/, which shows an operator suspended media too), one medium, its
 * published interviews, and suspend / resume (admin PATCH) or delete (admin DELETE). The
 * medium's press releases come from the press release list (pressReleaseOps.list, mediaId).
 */
import { Effect } from 'effect'
import type { MediaId } from '../../domain/ids'
import { flagValue, pageOf } from '../../domain/list-query'
import type { MediaAction, MediaListQuery, MediaQuery } from '../../domain/media'
import type { RecordActionInput } from '../../domain/records'
import { trashQuery } from '../../domain/trash'
import { api } from '../../services/http/api'
import { composite, operation } from '../../services/operation'
import type { MediaInterviewSearch } from './media.search'

/** The list query of the page's query: only the filters set, the console's page size. */
export const mediaQueryOf = (q: MediaListQuery): MediaQuery => {
  // the keyword comes trimmed (a blank one absent) from the route's search Schema (src/domain/list-search.ts SearchText)
  const keyword = q.keyword
  const suspended = flagValue(q.suspended)
  return {
    ...(keyword ? { keyword } : {}),
    ...(suspended !== undefined ? { suspended } : {}),
    ...pageOf(q),
  }
}


const list = operation(api.direct.medium.list, (q: MediaListQuery) => ({ query: mediaQueryOf(q) }))
const get = operation(api.direct.medium.get, (id: MediaId) => ({ params: { mediaID: id } }))
const interviews = operation(api.direct.medium.interviews, (q: MediaInterviewSearch) => ({
  params: { mediaID: q.mediaId },
  query: pageOf(q),
}))
const remove = operation(api.admin.medium.delete, (id: MediaId) => ({ params: { mediaID: id } }))
const setSuspended = operation(api.admin.medium.suspend, (input: { readonly id: MediaId; readonly suspended: boolean }) => ({
  params: { mediaID: input.id },
  body: { suspended: input.suspended },
}))

/** ゴミ箱: a page of the deleted media after a cursor; the restore of one (元に戻す, 復元). */
const trash = operation(api.admin.medium.trash, (cursor: string | null) => ({ query: trashQuery(cursor) }))
const restore = operation(api.admin.medium.restore, (id: MediaId) => ({ params: { mediaID: id } }))

export const mediaOps = {
  list,
  get,
  interviews,
  /** Suspend, resume or delete (delete yields null: the medium is gone). */
  runAction: composite('media.runAction', [remove, setSuspended], (input: RecordActionInput<MediaAction, MediaId>) =>
    input.action === 'delete' ? Effect.as(remove(input.id), null) : setSuspended({ id: input.id, suspended: input.action === 'suspend' }),
  ),
  trash,
  restore,
} as const
