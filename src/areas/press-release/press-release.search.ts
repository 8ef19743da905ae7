/** What the press release list keeps in the URL: its query (src/domain) and the paging trail. */
import { Schema } from 'effect'
import { PressReleaseListQuery } from '../../domain/press-release'
import { backField, keywordField, parseListSearch } from '../../domain/list-search'

export const PressReleaseListSearch = Schema.Struct({ ...PressReleaseListQuery.fields, ...keywordField, ...backField })
export type PressReleaseListSearch = typeof PressReleaseListSearch.Type

export const parsePressReleaseListSearch = parseListSearch(PressReleaseListSearch)
