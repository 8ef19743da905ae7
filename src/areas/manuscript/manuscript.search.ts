/** What the manuscript list keeps in the URL: its tab, query (src/domain) and the paging trail. */
import { Schema } from 'effect'
import { ManuscriptListQuery } from '../../domain/manuscript'
import { backField, keywordField, parseListSearch } from '../../domain/list-search'

export const ManuscriptListSearch = Schema.Struct({ ...ManuscriptListQuery.fields, ...keywordField, ...backField })
export type ManuscriptListSearch = typeof ManuscriptListSearch.Type

export const parseManuscriptListSearch = parseListSearch(ManuscriptListSearch)
