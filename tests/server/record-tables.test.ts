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
import { expertise } from '../../server/src/areas/expertise'
import { operators } from '../../server/src/areas/operator'
import { organizations } from '../../server/src/areas/organization'
import { ClientInput, clientRecord } from '../../src/domain/client'
import { DoctorInput, doctorRecord } from '../../src/domain/doctor'
import { ExpertiseCreate, ExpertiseUpdate, expertiseRecord } from '../../src/domain/expertise'
import { OperatorInput, operatorRecord } from '../../src/domain/operator'
import { OrganizationInput, organizationRecord } from '../../src/domain/organization'

const kinds = [
  { kind: 'doctor', table: doctors as Table, input: DoctorInput.fields, record: doctorRecord },
  { kind: 'client', table: clients as Table, input: ClientInput.fields, record: clientRecord },
  { kind: 'organization', table: organizations as Table, input: OrganizationInput.fields, record: organizationRecord },
  { kind: 'operator', table: operators as Table, input: OperatorInput.fields, record: operatorRecord },
  // a node is created (name, parent, order) and renamed (name, order); the parent moves by its own call
  { kind: 'expertise', table: expertise as Table, input: { ...ExpertiseCreate.fields, ...ExpertiseUpdate.fields }, record: expertiseRecord },
] as const

describe.each(kinds)('the $kind record and its table', ({ table, input, record }) => {
  const columns = getTableColumns(table)
  const sqlNames = new Set(Object.values(columns).map((c) => c.name))

  it('every field the form sends is a column under the same name', () => {
    expect(Object.keys(input).filter((key) => !(key in columns))).toEqual([])
  })

  it('every column the 履歴 records is a column of the table', () => {
    expect(Object.keys(record.history).filter((column) => !sqlNames.has(column))).toEqual([])
  })
})
