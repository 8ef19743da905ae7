/**
 * The doctor list: URL search (validated with a Schema so a hand-edited URL never breaks the
 * page), its mapping to the admin search body, and the list machine instance.
 */
import { Schema } from 'effect'
import { doctorSortKeys, type Doctor, type DoctorSearch } from '../domain/doctor'
import { prefectures, type Prefecture } from '../domain/fields'
import type { ExpertiseId, OrganizationId } from '../domain/ids'
import { makeListMachine } from './list.machine'

const Flag = Schema.optional(Schema.Literals(['true', 'false']))
const Text = Schema.optional(Schema.String)

/** What the doctor list keeps in the URL. Unknown or malformed values are dropped. */
export const DoctorListSearch = Schema.Struct({
  keyword: Text,
  allowed: Flag,
  frozen: Flag,
  organizationId: Text,
  expertiseId: Text,
  prefecture: Schema.optional(Schema.Literals(prefectures)),
  sort: Schema.optional(Schema.Literals(doctorSortKeys)),
  order: Schema.optional(Schema.Literals(['asc', 'desc'])),
  cursor: Text,
  back: Schema.optional(Schema.Array(Schema.String)),
})
export type DoctorListSearch = typeof DoctorListSearch.Type

/** Keep the valid keys of a raw URL search, drop the rest (one bad value never blanks the page). */
export const parseListSearch = <S extends Schema.Struct<any>>(schema: S) => {
  const fields = schema.fields as Record<string, Schema.Top>
  return (raw: Record<string, unknown>): S['Type'] => {
    const out: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(fields)) {
      if (raw[key] === undefined || raw[key] === '') continue
      // TanStack Router JSON-parses search values: `?frozen=false` arrives as the boolean false.
      const value =
        key === 'keyword' || key === 'cursor' || key.endsWith('Id') || typeof raw[key] === 'boolean' ? String(raw[key]) : raw[key]
      const decoded = Schema.decodeUnknownOption(Schema.Struct({ v: field as Schema.Codec<unknown, unknown> }))({ v: value })
      if (decoded._tag === 'Some') out[key] = (decoded.value as { v: unknown }).v
    }
    return out as S['Type']
  }
}

export const parseDoctorListSearch = parseListSearch(DoctorListSearch)

export const pageSize = 50

const flag = (v: 'true' | 'false' | undefined): boolean | undefined => (v === undefined ? undefined : v === 'true')

export const doctorSearchBody = (s: DoctorListSearch): DoctorSearch => ({
  ...(s.keyword?.trim() ? { keyword: s.keyword.trim() } : {}),
  ...(flag(s.allowed) !== undefined ? { allowed: flag(s.allowed)! } : {}),
  ...(flag(s.frozen) !== undefined ? { frozen: flag(s.frozen)! } : {}),
  ...(s.organizationId ? { organizationIds: [s.organizationId as OrganizationId] } : {}),
  ...(s.expertiseId ? { expertiseIds: [s.expertiseId as ExpertiseId] } : {}),
  ...(s.prefecture ? { prefectures: [s.prefecture as Prefecture] } : {}),
  ...(s.sort ? { sort: s.sort, order: s.order ?? 'asc' } : {}),
  cursor: s.cursor ?? null,
  limit: pageSize,
})

export const doctorListMachine = makeListMachine<Doctor, DoctorListSearch>('doctorList')
export type DoctorListMachine = typeof doctorListMachine
