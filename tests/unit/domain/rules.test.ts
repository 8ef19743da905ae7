import { Schema } from 'effect'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { apiListLines, withApiTable } from '../../../src/domain/api-list'
import { allEndpoints, catalogue } from '../../../src/domain/catalogue'
import { RawEnvelope, envelope, listEnvelope, nextCursorOf } from '../../../src/domain/envelope'
import { flattenExpertise, wouldCreateCycle } from '../../../src/domain/expertise'
import { isOfferable, manuscriptStatuses, manuscriptTransitions, statusAfterReview } from '../../../src/domain/manuscript'
import { canMovePressRelease, pressReleaseStatuses, pressReleaseTransitions } from '../../../src/domain/press-release'

describe('status transition tables', () => {
  it('cover every press release status and only name known statuses', () => {
    expect(Object.keys(pressReleaseTransitions).sort()).toEqual([...pressReleaseStatuses].sort())
    for (const targets of Object.values(pressReleaseTransitions)) for (const t of targets) expect(pressReleaseStatuses).toContain(t)
  })

  it('allow exactly the decided press release moves', () => {
    const moves = pressReleaseStatuses.flatMap((from) =>
      pressReleaseStatuses.filter((to) => canMovePressRelease(from, to)).map((to) => `${from}>${to}`),
    )
    expect(moves.sort()).toEqual(
      ['editing>request', 'request>published', 'request>editing', 'published>suspend', 'suspend>published', 'suspend>editing'].sort(),
    )
  })

  it('cover every manuscript status, with rejected and offered terminal', () => {
    expect(Object.keys(manuscriptTransitions).sort()).toEqual([...manuscriptStatuses].sort())
    expect(manuscriptTransitions.rejected).toEqual([])
    expect(manuscriptTransitions.offered).toEqual([])
    for (const result of Object.keys(statusAfterReview) as Array<keyof typeof statusAfterReview>)
      expect(manuscriptTransitions.reviewed).toContain(statusAfterReview[result])
  })

  it('reaches every manuscript status from draft', () => {
    const seen = new Set<string>(['draft'])
    const queue: Array<keyof typeof manuscriptTransitions> = ['draft']
    while (queue.length > 0) for (const next of manuscriptTransitions[queue.shift()!]) if (!seen.has(next)) { seen.add(next); queue.push(next) }
    expect([...seen].sort()).toEqual([...manuscriptStatuses].sort())
  })

  it('offers only acceptable, unheld manuscripts', () => {
    expect(isOfferable({ status: 'acceptable', hold: null })).toBe(true)
    expect(isOfferable({ status: 'acceptable', hold: { reason: '確認中', heldBy: '1' as never, heldAt: '2024-04-01T00:00:00Z' } })).toBe(false)
    expect(isOfferable({ status: 'reviewed', hold: null })).toBe(false)
  })
})

describe('expertise tree', () => {
  const parentOf = new Map<string, string | null>([['1', null], ['2', '1'], ['3', '2'], ['4', null]])

  it('refuses a move under the node itself or a descendant', () => {
    expect(wouldCreateCycle(parentOf, '1', '1')).toBe(true)
    expect(wouldCreateCycle(parentOf, '1', '3')).toBe(true)
    expect(wouldCreateCycle(parentOf, '2', '3')).toBe(true)
  })

  it('allows moves elsewhere, including to the root', () => {
    expect(wouldCreateCycle(parentOf, '3', '4')).toBe(false)
    expect(wouldCreateCycle(parentOf, '3', null)).toBe(false)
    expect(wouldCreateCycle(parentOf, '4', '3')).toBe(false)
  })

  it('decodes the recursive tree and flattens it depth first', () => {
    const tree = Schema.decodeUnknownSync(catalogue['general.expertise.tree'].payload)([
      { id: '1', name: '内科', parentId: null, sortOrder: 1, version: 1, doctorCount: 3, subtreeDoctorCount: 4, children: [
        { id: '2', name: '循環器内科', parentId: '1', sortOrder: 1, version: 1, doctorCount: 2, subtreeDoctorCount: 2, children: [] },
      ] },
      { id: '4', name: '外科', parentId: null, sortOrder: 2, version: 1, doctorCount: 0, subtreeDoctorCount: 0, children: [] },
    ])
    expect(flattenExpertise(tree).map((n) => n.name)).toEqual(['内科', '循環器内科', '外科'])
  })
})

describe('response envelope', () => {
  it('requires status and messages', () => {
    expect(Schema.is(RawEnvelope)({ payload: 1, status: 200, messages: [] })).toBe(true)
    expect(Schema.is(RawEnvelope)({ payload: 1, status: 200 })).toBe(false)
    expect(Schema.is(RawEnvelope)({ payload: 1, messages: [] })).toBe(false)
  })

  it('decodes a list envelope keeping null items for the client to drop', () => {
    const Env = listEnvelope(catalogue['general.belongs.list'].payload)
    const value = Schema.decodeUnknownSync(Env)({
      payload: [{ id: '1', name: '勤務医', sortOrder: 1, createdAt: '2024-04-01T00:00:00Z', updatedAt: '2024-04-01T00:00:00Z' }, null],
      status: 200,
      messages: [],
      nextPaging: { nextCursorKey: 'abc' },
    })
    expect(value.payload).toHaveLength(2)
    expect(nextCursorOf(value.nextPaging)).toBe('abc')
  })

  it('accepts an envelope without payload (failure or empty list)', () => {
    const value = Schema.decodeUnknownSync(envelope(Schema.Number))({ status: 404, messages: [{ message: '見つかりません' }] })
    expect(value.payload).toBeUndefined()
    expect(value.messages[0]?.message).toBe('見つかりません')
  })

  it('derives the next cursor from a cursor or a page detail', () => {
    expect(nextCursorOf(undefined)).toBeNull()
    expect(nextCursorOf({ nextCursorKey: null })).toBeNull()
    expect(nextCursorOf({ nextCursorKey: '' })).toBeNull()
    expect(nextCursorOf({ page: 2, perPage: 20, hasNext: true })).toBe('3')
    expect(nextCursorOf({ page: 3, perPage: 20, totalCount: 60, hasNext: false })).toBeNull()
  })
})

describe('api list', () => {
  it('sorts by group, then path, then method', () => {
    const lines = apiListLines(allEndpoints)
    expect(lines).toHaveLength(144)
    expect(lines.slice(0, 4)).toEqual(['general GET /admissions/', 'general GET /auth/{AccountID}', 'general GET /belongs/', 'general POST /belongs/'])
    const groups = lines.map((l) => l.split(' ')[0])
    expect(groups.indexOf('admin')).toBe(72)
    expect(groups.indexOf('direct')).toBe(121)
    expect(lines.filter((l) => l.startsWith('general ') && l.includes(' /expertise/{expertiseID}/'))).toEqual([
      'general PUT /expertise/{expertiseID}/',
      'general DELETE /expertise/{expertiseID}/',
      'general PUT /expertise/{expertiseID}/parent',
    ])
  })

  it('is what npm run api:list prints', () => {
    const out = execFileSync('npx', ['tsx', 'scripts/api-list.ts'], { encoding: 'utf8' })
    expect(out.trimEnd().split('\n')).toEqual(apiListLines(allEndpoints))
  })

  it('matches the generated table of docs/api.md (run npx tsx scripts/api-doc.ts after a change)', () => {
    const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8')
    expect(withApiTable(doc, allEndpoints)).toBe(doc)
    expect(doc).toContain('| admin | PATCH | `/doctors/{doctorID}/doctor` | `admin.doctors.setStatus` | operator | item |')
  })
})
