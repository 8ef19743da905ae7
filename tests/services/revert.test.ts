/**
 * 「この値に戻す」 (src/areas/audit-log/audit-log.ops.ts `revert`) for a manuscript, a press release, a
 * medium and an expertise node: the record read afresh, the field(s) set back, the record's own
 * update sent with the rest as it is now, its version and `?revertOf=<entry>` (none for `asEdit`, the
 * ordinary edit staff chose knowingly); a column no form edits, an old value the form's schema
 * refuses, or a record gone sends no update. `current`: the record's fields now, a gone one a 404.
 */
import { expect, it } from '@effect/vitest'
import { Effect, Layer, Schema } from 'effect'
import type { RevertRequest } from '@src/domain/audit'
import { AuditLogId } from '@src/domain/ids'
import { auditLogOps } from '@src/areas/audit-log/audit-log.ops'
import { ApiClient } from '@src/services/http/api-client.service'
import { HttpStatusError } from '@src/services/http/api-errors'

const entryId = Schema.decodeSync(AuditLogId)('81')
const at = '2024-04-01T09:00:00.000Z'

const manuscript = {
  id: '21', doctorId: '42', doctorName: '山田 太郎', title: '今の題名', contents: '<p>今</p>', fileIds: ['71'], tagIds: ['61'], expertiseIds: ['11'],
  status: 'draft', hold: null, submittedAt: null, reviewedAt: null, latestOfferedAt: null, createdAt: at, updatedAt: at, version: 4,
}
const pressRelease = {
  id: '7', clientId: '7', clientName: '株式会社テスト', mediaId: '8', title: '今の発表', body: '<p>今</p>', tagIds: ['61'], status: 'editing',
  publishedAt: null, statusReason: null, createdAt: at, updatedAt: at, version: 3,
}
const medium = {
  id: '8', name: '今の媒体', url: 'https://now.example.jp', description: '今の説明', logoUrl: 'https://now.example.jp/logo.png',
  suspended: false, suspendedAt: null, createdAt: at, updatedAt: at, version: 5,
}
const node = { id: '11', name: '今の分野', parentId: '10', sortOrder: 20, createdAt: at, updatedAt: at, version: 2 }

/** The typed client, answering each read with `records` (by call) and each update with what it was sent; the calls made, in order. */
const fakeApi = (records: Readonly<Record<string, unknown>>) => {
  const seen: Array<{ readonly call: string; readonly input: unknown }> = []
  const layer = Layer.succeed(ApiClient, {
    call: (endpoint: { readonly name: string }, input: unknown) => {
      seen.push({ call: endpoint.name, input })
      return endpoint.name in records ? Effect.succeed(records[endpoint.name]) : Effect.fail(HttpStatusError.of(500, 'Server Error', ''))
    },
  } as unknown as ApiClient['Service'])
  return { layer, seen }
}

const request = (targetType: RevertRequest['targetType'], targetId: string, column: string, value: unknown): RevertRequest => ({
  targetType, targetId, entryId, fields: [{ column, value, after: 'what the entry left' }],
})

it.effect('manuscript: the title set back through general.manuscripts.update with the version read and ?revertOf', () =>
  Effect.gen(function* () {
    const api = fakeApi({ 'general.manuscripts.get': manuscript, 'general.manuscripts.update': manuscript })
    yield* auditLogOps.revert(request('manuscript', '21', 'title', '前の題名')).pipe(Effect.provide(api.layer))
    expect(api.seen.map((s) => s.call)).toEqual(['general.manuscripts.get', 'general.manuscripts.update'])
    expect(api.seen[1]!.input).toEqual({
      params: { manuscriptID: '21' },
      query: { revertOf: '81' },
      // the rest as the record is now (files and tags kept); no status (stays a draft), no author
      body: { title: '前の題名', contents: '<p>今</p>', fileIds: ['71'], tagIds: ['61'], expertiseIds: ['11'], version: 4 },
    })
  }),
)

it.effect("manuscript: the expertise ids (column expertise_ids) set back as the form's list", () =>
  Effect.gen(function* () {
    const api = fakeApi({ 'general.manuscripts.get': manuscript, 'general.manuscripts.update': manuscript })
    yield* auditLogOps.revert(request('manuscript', '21', 'expertise_ids', ['12', '13'])).pipe(Effect.provide(api.layer))
    expect(api.seen[1]!.input).toMatchObject({ body: { title: '今の題名', expertiseIds: ['12', '13'], version: 4 } })
  }),
)

it.effect('press release: the medium (column media_id) set back through admin.pressReleases.update with its version', () =>
  Effect.gen(function* () {
    const api = fakeApi({ 'admin.pressReleases.get': pressRelease, 'admin.pressReleases.update': pressRelease })
    yield* auditLogOps.revert(request('pressRelease', '7', 'media_id', null)).pipe(Effect.provide(api.layer))
    expect(api.seen.map((s) => s.call)).toEqual(['admin.pressReleases.get', 'admin.pressReleases.update'])
    expect(api.seen[1]!.input).toEqual({
      params: { pressReleaseID: '7' },
      query: { revertOf: '81' },
      body: { title: '今の発表', body: '<p>今</p>', mediaId: null, tagIds: ['61'], version: 3 },
    })
  }),
)

it.effect('medium: the name set back through direct.medium.update with its version (the logo left to the server)', () =>
  Effect.gen(function* () {
    const api = fakeApi({ 'direct.medium.get': medium, 'direct.medium.update': medium })
    yield* auditLogOps.revert(request('media', '8', 'name', '前の媒体')).pipe(Effect.provide(api.layer))
    expect(api.seen.map((s) => s.call)).toEqual(['direct.medium.get', 'direct.medium.update'])
    expect(api.seen[1]!.input).toEqual({
      params: { mediaID: '8' },
      query: { revertOf: '81' },
      body: { name: '前の媒体', url: 'https://now.example.jp', description: '今の説明', version: 5 },
    })
  }),
)

it.effect('expertise node: read by id, its name set back through general.expertise.update with its order and version', () =>
  Effect.gen(function* () {
    const api = fakeApi({ 'general.expertise.lookup': { items: [node], nextCursorKey: null }, 'general.expertise.update': node })
    yield* auditLogOps.revert(request('expertise', '11', 'name', '前の分野')).pipe(Effect.provide(api.layer))
    expect(api.seen).toEqual([
      { call: 'general.expertise.lookup', input: { body: { ids: ['11'] } } },
      { call: 'general.expertise.update', input: { params: { expertiseID: '11' }, query: { revertOf: '81' }, body: { name: '前の分野', sortOrder: 20, version: 2 } } },
    ])
  }),
)

it.effect('sends no update for a column no form edits, an old value the form refuses, or a node gone', () =>
  Effect.gen(function* () {
    const cases: ReadonlyArray<readonly [RevertRequest, Readonly<Record<string, unknown>>, string]> = [
      [request('manuscript', '21', 'status', 'draft'), { 'general.manuscripts.get': manuscript }, 'この値には戻せません（項目の入力内容に合いません）'],
      [request('pressRelease', '7', 'status', 'editing'), { 'admin.pressReleases.get': pressRelease }, 'この値には戻せません（項目の入力内容に合いません）'],
      [request('media', '8', 'suspended', false), { 'direct.medium.get': medium }, 'この値には戻せません（項目の入力内容に合いません）'],
      [request('expertise', '11', 'parent_id', null), { 'general.expertise.lookup': { items: [node], nextCursorKey: null } }, 'この値には戻せません（項目の入力内容に合いません）'],
      // an old title the form refuses today (blank), an old URL that is no URL
      [request('pressRelease', '7', 'title', ''), { 'admin.pressReleases.get': pressRelease }, 'この値には戻せません（項目の入力内容に合いません）'],
      [request('media', '8', 'url', 'not a url'), { 'direct.medium.get': medium }, 'この値には戻せません（項目の入力内容に合いません）'],
    ]
    for (const [r, records, message] of cases) {
      const api = fakeApi(records)
      const failure = yield* Effect.flip(auditLogOps.revert(r).pipe(Effect.provide(api.layer)))
      expect({ column: r.fields[0]!.column, message: failure.message }).toEqual({ column: r.fields[0]!.column, message })
      expect(api.seen.filter((s) => s.call.endsWith('.update'))).toEqual([])
    }
    const api = fakeApi({ 'general.expertise.lookup': { items: [], nextCursorKey: null } })
    const gone = yield* Effect.flip(auditLogOps.revert(request('expertise', '11', 'name', '前の分野')).pipe(Effect.provide(api.layer)))
    expect(gone).toBeInstanceOf(HttpStatusError)
    expect(api.seen.map((s) => s.call)).toEqual(['general.expertise.lookup'])
  }),
)

it.effect('a whole entry: every field set back in one update (a revert of that entry)', () =>
  Effect.gen(function* () {
    const api = fakeApi({ 'general.manuscripts.get': manuscript, 'general.manuscripts.update': manuscript })
    const whole: RevertRequest = {
      targetType: 'manuscript', targetId: '21', entryId,
      fields: [{ column: 'title', value: '前の題名', after: '今の題名' }, { column: 'contents', value: '<p>前</p>', after: '<p>今</p>' }],
    }
    yield* auditLogOps.revert(whole).pipe(Effect.provide(api.layer))
    expect(api.seen[1]!.input).toEqual({
      params: { manuscriptID: '21' },
      query: { revertOf: '81' },
      body: { title: '前の題名', contents: '<p>前</p>', fileIds: ['71'], tagIds: ['61'], expertiseIds: ['11'], version: 4 },
    })
  }),
)

it.effect('asEdit: the same update without ?revertOf (an ordinary edit, recorded as one)', () =>
  Effect.gen(function* () {
    const api = fakeApi({ 'general.manuscripts.get': manuscript, 'general.manuscripts.update': manuscript })
    yield* auditLogOps.revert({ ...request('manuscript', '21', 'title', '前の題名'), asEdit: true }).pipe(Effect.provide(api.layer))
    expect(api.seen[1]!.input).toEqual({
      params: { manuscriptID: '21' },
      query: {},
      body: { title: '前の題名', contents: '<p>今</p>', fileIds: ['71'], tagIds: ['61'], expertiseIds: ['11'], version: 4 },
    })
  }),
)

it.effect('current: the record\'s fields now through admin.auditLogs.current; a gone record is a 404', () =>
  Effect.gen(function* () {
    const now = { values: { phone: '090-3333-3333' }, names: {} }
    const api = fakeApi({ 'admin.auditLogs.current': now })
    expect(yield* auditLogOps.current({ targetType: 'doctor', targetId: '42' }).pipe(Effect.provide(api.layer))).toEqual(now)
    expect(api.seen).toEqual([{ call: 'admin.auditLogs.current', input: { query: { targetType: 'doctor', targetId: '42' } } }])
    const gone = yield* Effect.flip(auditLogOps.current({ targetType: 'doctor', targetId: '42' }).pipe(Effect.provide(fakeApi({ 'admin.auditLogs.current': { values: null, names: {} } }).layer)))
    expect(gone).toBeInstanceOf(HttpStatusError)
    expect((gone as HttpStatusError).status).toBe(404)
  }),
)
