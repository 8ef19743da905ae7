/** What the gift-card exchange history keeps in the URL: its query (src/domain) and the paging trail. */
import { Schema } from 'effect'
import { GiftHistoryQuery } from '../../domain/points'
import { backField, parseListSearch } from './search'

export const GiftHistorySearch = Schema.Struct({ ...GiftHistoryQuery.fields, ...backField })
export type GiftHistorySearch = typeof GiftHistorySearch.Type

export const parseGiftHistorySearch = parseListSearch(GiftHistorySearch)
