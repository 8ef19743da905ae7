/**
 * `npm run fields` (scripts/fields.ts) measures where each field of each record kind is named: the
 * production files only (no tests, seeds or migrations), the camelCase and the snake_case spelling,
 * generic and shared names marked so the summary speaks of the distinctive ones.
 */
import { describe, expect, it } from 'vitest'
import { measureFields } from '../../scripts/fields'

describe('npm run fields', () => {
  const all = measureFields()
  const row = (kind: string, field: string) => all.find((r) => r.kind === kind && r.field === field)

  it("finds a field by both spellings: the doctor's medical licence number in its declaration and in its table", () => {
    const files = row('doctor', 'medicalLicenseNumber')!.files
    expect(files).toContain('src/domain/doctor.ts')
    expect(files).toContain('server/src/areas/doctor/doctor.table.ts') // medical_license_number
    expect(files.every((f) => f.startsWith('src/') || f.startsWith('server/src/'))).toBe(true)
    expect(files.some((f) => f.startsWith('server/src/seed/') || f.startsWith('tests/'))).toBe(false)
  })

  it('marks names several kinds share (or the code uses for other things) as shared, and the distinctive ones not', () => {
    expect(row('client', 'email')!.shared).toBe(true)
    expect(row('organization', 'kind')!.shared).toBe(true)
    expect(row('client', 'contactNameKana')!.shared).toBe(false)
  })
})
