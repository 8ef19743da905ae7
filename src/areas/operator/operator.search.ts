/** What the operator list keeps in the URL: its query (src/domain) and the paging trail. */
import { Schema } from 'effect'
import { OperatorListQuery } from '../../domain/operator'
import { backField, keywordField, parseListSearch } from '../../domain/list-search'

export const OperatorListSearch = Schema.Struct({ ...OperatorListQuery.fields, ...keywordField, ...backField })
export type OperatorListSearch = typeof OperatorListSearch.Type

export const parseOperatorListSearch = parseListSearch(OperatorListSearch)
