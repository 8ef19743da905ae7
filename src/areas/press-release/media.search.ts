/** What the media list keeps in the URL: its query (src/domain) and the paging trail. */
import { Schema } from 'effect'
import type { MediaId } from '../../domain/ids'
import { MediaListQuery } from '../../domain/media'
import { backField, keywordField, parseListSearch } from '../../domain/list-search'

export const MediaListSearch = Schema.Struct({ ...MediaListQuery.fields, ...keywordField, ...backField })
export type MediaListSearch = typeof MediaListSearch.Type

export const parseMediaListSearch = parseListSearch(MediaListSearch)

/** A medium's interviews on its detail page: the medium and the paging (kept in the page, not the URL). */
export interface MediaInterviewSearch {
  readonly mediaId: MediaId
  readonly cursor?: string | undefined
  readonly back?: ReadonlyArray<string> | undefined
}
