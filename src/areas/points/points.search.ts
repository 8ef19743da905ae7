/** What the points pages keep in the URL: their queries (src/domain) and the paging trails. */
import { Schema } from 'effect'
import { GiftHistoryQuery, MpGrantQuery } from '../../domain/points'
import { DoctorListSearch } from '../doctor/doctor.search'
import { backField, keywordField, parseListSearch, SearchText } from '../../domain/list-search'

export const GiftHistorySearch = Schema.Struct({ ...GiftHistoryQuery.fields, ...keywordField, ...backField })
export type GiftHistorySearch = typeof GiftHistorySearch.Type

export const parseGiftHistorySearch = parseListSearch(GiftHistorySearch)

/** The grant ledger's part of /mp_management's URL (under `ledger`): its query and paging trail. */
export const MpLedgerSearch = Schema.Struct({ ...MpGrantQuery.fields, ...keywordField, operator: SearchText, ...backField })
export type MpLedgerSearch = typeof MpLedgerSearch.Type

/** /mp_management: the doctor search (as /doctor's) and the grant ledger's filters. */
export const MpManagementSearch = Schema.Struct({ ...DoctorListSearch.fields, ledger: Schema.optional(MpLedgerSearch) })
export type MpManagementSearch = typeof MpManagementSearch.Type

export const parseMpManagementSearch = parseListSearch(MpManagementSearch)
