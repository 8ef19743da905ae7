/** What the doctor list keeps in the URL: its query (src/domain) and the paging trail. */
import { Schema } from 'effect'
import { DoctorListQuery } from '../../domain/doctor'
import { backField, keywordField, parseListSearch } from '../../domain/list-search'

export const DoctorListSearch = Schema.Struct({ ...DoctorListQuery.fields, ...keywordField, ...backField })
export type DoctorListSearch = typeof DoctorListSearch.Type

export const parseDoctorListSearch = parseListSearch(DoctorListSearch)
