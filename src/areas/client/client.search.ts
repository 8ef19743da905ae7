/** What the client list keeps in the URL: its query (src/domain) and the paging trail. */
import { Schema } from 'effect'
import { ClientListQuery } from '../../domain/client'
import { backField, keywordField, parseListSearch } from '../../domain/list-search'

export const ClientListSearch = Schema.Struct({ ...ClientListQuery.fields, ...keywordField, ...backField })
export type ClientListSearch = typeof ClientListSearch.Type

export const parseClientListSearch = parseListSearch(ClientListSearch)
