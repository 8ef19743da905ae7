/**
 * The server's table and the console's record held together (issue 39): every field a record's
 * form sends is a column of its table under the same name (the repository derives its mapping from
 * that: server/src/db/records.ts), and every column the 履歴 records for it (`<kind>Record.history`,
 * the field's snake_case) is a column of that table, so a label is never shown for a column that
 * does not exist and no column is recorded without one. A manuscript's tags are the tag area's (its
 * content tags), and its 履歴 records its holds, reviews and offers too (tables of their own).
 */
import { getTableColumns, type Table } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { clients } from '@server/src/areas/client'
import { doctors } from '@server/src/areas/doctor'
import { expertise } from '@server/src/areas/expertise'
import { manuscriptHolds, manuscripts, offers, reviews } from '@server/src/areas/manuscript/manuscript.table'
import { operators } from '@server/src/areas/operator'
import { organizations } from '@server/src/areas/organization'
import { media } from '@server/src/areas/media'
import { pressReleases } from '@server/src/areas/press-release'
import { contentTags } from '@server/src/areas/tag/tag.table'
import { ClientInput, clientRecord } from '@src/domain/client'
import { DoctorInput, doctorRecord } from '@src/domain/doctor'
import { ExpertiseCreate, ExpertiseUpdate, expertiseRecord } from '@src/domain/expertise'
import { MediaInput, mediaRecord } from '@src/domain/media'
import { ManuscriptInput, manuscriptRecord } from '@src/domain/manuscript'
import { OperatorInput, operatorRecord } from '@src/domain/operator'
import { snake } from '@src/domain/record'
import { OrganizationInput, organizationRecord } from '@src/domain/organization'
import { PressReleaseInput, pressReleaseRecord } from '@src/domain/press-release'

const kinds: ReadonlyArray<{
  readonly kind: string
  readonly table: Table
  readonly input: object
  readonly record: { readonly history: object; readonly recorded?: object }
  /** Input fields kept in another area's table (not a column of the record's). */
  readonly elsewhere?: Readonly<Record<string, Table>>
  /** The tables of the rows recorded on the record besides its own (`recorded`). */
  readonly recordedFrom?: ReadonlyArray<Table>
}> = [
  { kind: 'doctor', table: doctors, input: DoctorInput.fields, record: doctorRecord },
  { kind: 'client', table: clients, input: ClientInput.fields, record: clientRecord },
  { kind: 'organization', table: organizations, input: OrganizationInput.fields, record: organizationRecord },
  { kind: 'operator', table: operators, input: OperatorInput.fields, record: operatorRecord },
  // a node is created (name, parent, order) and renamed (name, order); the parent moves by its own call
  { kind: 'expertise', table: expertise, input: { ...ExpertiseCreate.fields, ...ExpertiseUpdate.fields }, record: expertiseRecord },
  {
    kind: 'manuscript', table: manuscripts, input: ManuscriptInput.fields, record: manuscriptRecord,
    elsewhere: { tagIds: contentTags }, recordedFrom: [manuscriptHolds, reviews, offers],
  },
  // a release's tags are the tag area's content tags
  { kind: 'pressRelease', table: pressReleases, input: PressReleaseInput.fields, record: pressReleaseRecord, elsewhere: { tagIds: contentTags } },
  { kind: 'media', table: media, input: MediaInput.fields, record: mediaRecord },
]

const sqlNamesOf = (table: Table) => new Set(Object.values(getTableColumns(table)).map((c) => c.name))

describe.each(kinds)('the $kind record and its table', ({ table, input, record, elsewhere = {}, recordedFrom = [] }) => {
  const columns = getTableColumns(table)
  const sqlNames = sqlNamesOf(table)

  it('every field the form sends is a column under the same name (or of the table named for it)', () => {
    expect(Object.keys(input).filter((key) => !(key in columns) && elsewhere[key] === undefined)).toEqual([])
    // the table named for it holds one of its ids a row (tagIds: content_tags.tag_id)
    for (const [key, other] of Object.entries(elsewhere)) expect(sqlNamesOf(other).has(snake(key).replace(/_ids$/, '_id')), key).toBe(true)
  })

  it("every column the 履歴 records is a column of the table, or of the tables whose rows it records besides", () => {
    const own = Object.keys(record.history).filter((column) => !(column in (record.recorded ?? {})))
    expect(own.filter((column) => !sqlNames.has(column))).toEqual([])
    const others = [sqlNames, ...recordedFrom.map(sqlNamesOf)]
    expect(Object.keys(record.recorded ?? {}).filter((column) => !others.some((names) => names.has(column)))).toEqual([])
  })
})
