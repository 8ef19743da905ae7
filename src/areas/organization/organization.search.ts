/** What the organisation list keeps in the URL: its query (src/domain) and the paging trail. */
import { Schema } from 'effect'
import { OrganizationListQuery } from '../../domain/organization'
import { backField, keywordField, parseListSearch } from '../../domain/list-search'

export const OrganizationListSearch = Schema.Struct({ ...OrganizationListQuery.fields, ...keywordField, ...backField })
export type OrganizationListSearch = typeof OrganizationListSearch.Type

export const parseOrganizationListSearch = parseListSearch(OrganizationListSearch)
