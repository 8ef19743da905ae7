/**
 * A list's keyword is trimmed in one place: the route's search Schema (src/domain/list-search.ts
 * `SearchText`), when the URL is decoded. The search form puts what staff typed in the URL; the
 * list actor and the ops get the decoded search.
 */
import { describe, expect, it } from 'vitest'
import { parseDoctorListSearch } from '@src/areas/doctor/doctor.search'
import { parseMpManagementSearch } from '@src/areas/points/points.search'
import { parseClientListSearch } from '@src/areas/client/client.search'

describe('the keyword of a list search', () => {
  it('is trimmed when the URL is decoded', () => {
    expect(parseDoctorListSearch({ keyword: '  山田 太郎　' }).keyword).toBe('山田 太郎')
    expect(parseClientListSearch({ keyword: 'テスト製薬 ' }).keyword).toBe('テスト製薬')
  })

  it('is no filter when blank', () => {
    const search = parseDoctorListSearch({ keyword: '   ', frozen: 'true' })
    expect(search.keyword).toBeUndefined()
    expect(search.frozen).toBe('true')
  })

  it('is trimmed in a nested list search too (the grant ledger of /mp_management: keyword and operator)', () => {
    const search = parseMpManagementSearch({ keyword: ' 佐藤 ', ledger: { keyword: ' 山田 ', operator: '  ', from: '2024-04-01' } })
    expect(search.keyword).toBe('佐藤')
    expect(search.ledger).toEqual({ keyword: '山田', from: '2024-04-01' })
  })
})
