/**
 * The CSV import's request body is joined from rows the worker encoded (`CheckedRow.request`):
 * it must be byte for byte what the client builds from the decoded rows with the call's body
 * schema (JSON.stringify of the encoded `BulkRequest`), for each kind.
 */
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { catalogue } from '@src/domain/catalogue'
import { bulkBodyOf } from '@src/services/bulk.ops'
import { handOver } from '@src/services/csv/csv-stream'
import { parseCsvBytes } from '@src/services/csv/parse-csv'
import { makeClientCsvText, makeDoctorCsv } from '../../e2e/fixtures/doctor-csv.fixture'
import { makeOrganizationCsv } from '../../e2e/fixtures/organization-csv.fixture'

const cases = [
  ['doctor', 'admin.doctors.bulkRegister', () => makeDoctorCsv({ count: 50, badLines: [7], encoding: 'shift_jis', tag: 'bb' })],
  ['client', 'admin.clients.bulkRegister', () => new TextEncoder().encode(makeClientCsvText({ count: 20, badLines: [3] }))],
  ['organization', 'admin.organizations.bulkInsert', () => makeOrganizationCsv({ count: 6, tag: 'bb' })],
] as const

describe('bulkBodyOf', () => {
  it.each(cases)('%s: the joined rows are the encoded request, byte for byte', async (kind, call, bytes) => {
    const parsed = await parseCsvBytes(bytes(), kind, `${kind}.csv`)
    const accepted = parsed.rows.filter((r) => r.errors.length === 0)
    expect(accepted.length).toBeGreaterThan(3)
    const decoded = { rows: accepted.map((r) => ({ row: r.line, importKey: r.key, input: r.value })) }
    const expected = JSON.stringify(Schema.encodeUnknownSync(catalogue[call].body as unknown as Schema.Codec<unknown, unknown>)(decoded))
    expect(bulkBodyOf(accepted).text).toBe(expected)
  })

  it('refuses a row without its request (a bad row never reaches a batch)', () => {
    expect(() => bulkBodyOf([{ line: 2, raw: {}, key: 'k', errors: [] }])).toThrow('line 2')
  })
})

describe('rows handed over by the worker (csv-stream.ts)', () => {
  it('packed side by side, a batch of them (with a bad row between) is still the encoded request, byte for byte', async () => {
    const parsed = await parseCsvBytes(makeDoctorCsv({ count: 30, badLines: [10], encoding: 'utf-8', tag: 'hb' }), 'doctor', 'd.csv')
    const handed = [...handOver(parsed.rows.slice(0, 20)).rows, ...handOver(parsed.rows.slice(20)).rows].filter((r) => r.errors.length === 0)
    const decoded = { rows: parsed.rows.filter((r) => r.errors.length === 0).map((r) => ({ row: r.line, importKey: r.key, input: r.value })) }
    const expected = JSON.stringify(Schema.encodeUnknownSync(catalogue['admin.doctors.bulkRegister'].body as unknown as Schema.Codec<unknown, unknown>)(decoded))
    expect(bulkBodyOf(handed).text).toBe(expected)
    expect(bulkBodyOf(handed.slice(3, 17)).text).toBe(JSON.stringify({ rows: JSON.parse(expected).rows.slice(3, 17) }))
  })
})
