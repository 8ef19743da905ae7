/** What the media list keeps in the URL: its query (src/domain) and the paging trail. */
import { Schema } from 'effect'
import { MediaListQuery } from '../../domain/media'
import { backField, parseListSearch } from '../../domain/list-search'

export const MediaListSearch = Schema.Struct({ ...MediaListQuery.fields, ...backField })
export type MediaListSearch = typeof MediaListSearch.Type

export const parseMediaListSearch = parseListSearch(MediaListSearch)
