/** Live updates' shared rules (src/domain/live.ts) and the stream reader's parsing (src/services/live.ops.ts). */
import { describe, expect, it } from 'vitest'
import { allEndpoints, catalogue } from '@src/domain/catalogue'
import { adminOnlyAreas, changeOfCall, livePlaceOf } from '@src/domain/live'
import { parseBlock } from '@src/services/live.ops'

describe('what a write call changed', () => {
  it('names the area and the id of its first path parameter, the created id, or the MP grant\'s doctors', () => {
    expect(changeOfCall(catalogue['admin.doctors.update'], { doctorID: '42' }, {}, { id: '42' })).toEqual({ area: 'doctors', ids: ['42'] })
    expect(changeOfCall(catalogue['general.doctors.update'], { doctorID: '42' }, {}, {})).toEqual({ area: 'doctors', ids: ['42'] })
    expect(changeOfCall(catalogue['admin.doctors.create'], {}, {}, { id: '1000' })).toEqual({ area: 'doctors', ids: ['1000'] })
    expect(changeOfCall(catalogue['admin.mp.grant'], {}, { doctorIds: ['1', '2'] }, {})).toEqual({ area: 'doctors', ids: ['1', '2'] })
    expect(changeOfCall(catalogue['admin.doctors.bulkRegister'], {}, { rows: [] }, { succeeded: 1 })).toEqual({ area: 'doctors', ids: [] })
    expect(changeOfCall(catalogue['direct.medium.update'], { mediaID: '5' }, {}, {})).toEqual({ area: 'medium', ids: ['5'] })
    // 一括編集: the ticked records; the undo of a batch: the lists of its kind of record
    expect(changeOfCall(catalogue['admin.doctors.bulkEdit'], {}, { rows: [{ id: '42', version: 1 }, { id: '43', version: 2 }], field: 'prefecture', value: '北海道' }, {})).toEqual({ area: 'doctors', ids: ['42', '43'] })
    expect(changeOfCall(catalogue['admin.batches.undo'], {}, {}, { batch: { targetType: 'organization' } })).toEqual({ area: 'organizations', ids: [] })
  })

  it('reads, searches sent as POST and private or transient records change nothing others have open', () => {
    for (const name of ['general.doctors.get', 'admin.doctors.search', 'general.expertise.lookup', 'admin.mp.grants', 'admin.savedViews.create', 'general.logProxy.post', 'admin.presence.beat', 'admin.imports.record'] as const)
      expect({ name, change: changeOfCall(catalogue[name], {}, {}, {}) }).toEqual({ name, change: null })
  })

  it('admin-only areas come from the catalogue: operators', () => {
    expect(adminOnlyAreas(allEndpoints).has('operators')).toBe(true)
    expect(adminOnlyAreas(allEndpoints).has('doctors')).toBe(false)
  })
})

describe("what a console path shows", () => {
  it('records (view and edit), lists, and nothing for other pages', () => {
    expect(livePlaceOf('/doctor/42')).toEqual({ kind: 'record', topic: 'doctors/42', area: 'doctors', id: '42', editing: false })
    expect(livePlaceOf('/doctor/42/edit')).toEqual({ kind: 'record', topic: 'doctors/42', area: 'doctors', id: '42', editing: true })
    expect(livePlaceOf('/doctor')).toEqual({ kind: 'list', area: 'doctors' })
    expect(livePlaceOf('/press_release/media/7')).toEqual({ kind: 'record', topic: 'medium/7', area: 'medium', id: '7', editing: false })
    expect(livePlaceOf('/press_release/9/edit')).toEqual({ kind: 'record', topic: 'pressReleases/9', area: 'pressReleases', id: '9', editing: true })
    expect(livePlaceOf('/press_release/media')).toEqual({ kind: 'list', area: 'medium' })
    for (const path of ['/', '/doctor/new', '/doctor/import', '/report', '/doctor/42/other', '/mp_management']) expect({ path, place: livePlaceOf(path) }).toEqual({ path, place: undefined })
  })
})

describe('the stream reader', () => {
  it('decodes change and presence events, and skips comments, ready and events that do not decode', () => {
    const change = { kind: 'change', area: 'doctors', ids: ['42'], byOperatorId: '1', by: '管理 太郎' }
    expect(parseBlock(`event: change\ndata: ${JSON.stringify(change)}`)).toEqual(change)
    expect(parseBlock(`event: presence\ndata: {"kind":"presence","topic":"doctors/42","present":[]}`)).toEqual({ kind: 'presence', topic: 'doctors/42', present: [] })
    expect(parseBlock('event: resync\ndata: {"kind":"resync"}')).toEqual({ kind: 'resync' }) // the server missed events (docs/live.md "Gaps and resync")
    expect(parseBlock(': ping')).toBeUndefined()
    expect(parseBlock('retry: 2000\nevent: ready\ndata: {}')).toBeUndefined()
    expect(parseBlock('event: change\ndata: {"kind":"change"}')).toBeUndefined()
  })
})
