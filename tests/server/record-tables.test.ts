/**
 * The server's table and the console's record held together (issue 39): every field a record's
 * form sends is a column of its table under the same name (the repository derives its mapping from
 * that: server/src/db/records.ts), and every column the 履歴 records for it (`<kind>Record.history`,
 * the field's snake_case) is a column of that table, so a label is never shown for a column that
 * does not exist and no column is recorded without one.
 */
import { getTableColumns, type Table } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { clients } from '../../server/src/areas/client'
import { doctors } from '../../server/src/areas/doctor'
import { organizations } from '../../server/src/areas/organization'
import { media } from '../../server/src/areas/media'
import { pressReleases } from '../../server/src/areas/press-release'
import { ClientInput, clientRecord } from '../../src/domain/client'
import { DoctorInput, doctorRecord } from '../../src/domain/doctor'
import { MediaInput, mediaRecord } from '../../src/domain/media'
import { OrganizationInput, organizationRecord } from '../../src/domain/organization'
import { PressReleaseInput, pressReleaseRecord } from '../../src/domain/press-release'

/** `elsewhere`: fields the form sends that another area stores (a release's tags: the tag area's content tags). */
const kinds = [
  { kind: 'doctor', table: doctors as Table, input: DoctorInput.fields, record: doctorRecord, elsewhere: [] },
  { kind: 'client', table: clients as Table, input: ClientInput.fields, record: clientRecord, elsewhere: [] },
  { kind: 'organization', table: organizations as Table, input: OrganizationInput.fields, record: organizationRecord, elsewhere: [] },
  { kind: 'pressRelease', table: pressReleases as Table, input: PressReleaseInput.fields, record: pressReleaseRecord, elsewhere: ['tagIds'] },
  { kind: 'media', table: media as Table, input: MediaInput.fields, record: mediaRecord, elsewhere: [] },
] as const

describe.each(kinds)('the $kind record and its table', ({ table, input, record, elsewhere }) => {
  const columns = getTableColumns(table)
  const sqlNames = new Set(Object.values(columns).map((c) => c.name))

  it('every field the form sends is a column under the same name', () => {
    expect(Object.keys(input).filter((key) => !(key in columns))).toEqual(elsewhere)
  })

  it('every column the 履歴 records is a column of the table', () => {
    expect(Object.keys(record.history).filter((column) => !sqlNames.has(column))).toEqual([])
  })
})
