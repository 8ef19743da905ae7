/**
 * The CSV 一括更新 (admin /imports/updates, src/domain/csv-update.ts): a file the list's CSV出力
 * wrote, corrected and sent back. The check writes nothing to the records and lists every changed
 * cell 現在値 → 新値; a row whose record moved since the export is 他の操作者が更新済み and is never
 * applied (at the check, or when it moves between the check and the apply); each error names its
 * cell in Japanese; the apply is idempotent and leaves one 履歴 entry per changed record naming the job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { doctorRecord } from '@src/domain/doctor'
import { clientRecord } from '@src/domain/client'
import { organizationRecord } from '@src/domain/organization'
import { ensureClient, ensureDoctor, ensureOrganization } from '@server/testing/fixtures'
import { admin, operator, startTestServer, type TestServer } from './support/server'
import { csvUpdateHandlers } from '@server/src/areas/import-record/import-record.handlers'
import { clientCsvUpdate } from '@server/src/areas/client/client.update'
import { doctorCsvUpdate } from '@server/src/areas/doctor/doctor.update'
import { organizationCsvUpdate } from '@server/src/areas/organization/organization.update'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await ensureOrganization(server.db, { id: 'cu-org' })
  for (const id of ['cu-1', 'cu-2', 'cu-3', 'cu-4', 'cu-5']) await ensureDoctor(server.db, { id, email: `${id}@csv-update.example`, phone: '03-1234-5678' })
  await ensureDoctor(server.db, { id: 'cu-gone', email: 'cu-gone@csv-update.example', deleted: true })
  await ensureClient(server.db, { id: 'cu-cli', email: 'cu-cli@csv-update.example' })
  for (const id of ['cu-k1', 'cu-k2', 'cu-k3']) await ensureDoctor(server.db, { id, email: `${id}@csv-update.example`, phone: '03-1234-5678' })
})
afterAll(() => server.close())

const base = '/api/v1/admin/imports/updates'
const doctor = async (id: string) => (await server.json('GET', `/api/v1/doctors/${id}`, { as: admin })).body.payload
/** The doctor's line as CSV出力 writes it. */
const exported = async (id: string): Promise<string[]> => [...doctorRecord.csvColumns.row(await doctor(id))]
const header = [...doctorRecord.csvColumns.export]
const col = (name: string) => header.indexOf(name)
const withCell = (cells: string[], name: string, value: string) => cells.map((c, i) => (i === col(name) ? value : c))
const phone = (d: { phone: string | null }) => d.phone

const start = async (rows: ReadonlyArray<ReadonlyArray<string>>, head: ReadonlyArray<string> = header, as = operator) => {
  const created = await server.json('POST', base, { as, body: { kind: 'doctor', fileName: 'doctors.csv', encoding: 'Shift_JIS', header: head } })
  expect(created.status).toBe(201)
  const id = created.body.payload.id as string
  const sent = await server.json('POST', `${base}/${id}/rows`, { as, body: { rows: rows.map((cells, i) => ({ line: i + 2, cells })) } })
  expect(sent.status).toBe(200)
  return id
}
const check = (id: string) => server.json('POST', `${base}/${id}/check`, { as: operator })
const rowsOf = async (id: string, status: string, limit = 100) => (await server.json('GET', `${base}/${id}/rows?status=${status}&limit=${limit}`, { as: operator })).body.payload
const applyAll = async (id: string) => {
  let job
  for (let i = 0; i < 20; i++) {
    const res = await server.json('POST', `${base}/${id}/apply`, { as: operator })
    expect(res.status).toBe(200)
    job = res.body.payload
    if (job.counts.change === 0) break
  }
  return job
}
const history = async (id: string) =>
  (await server.json('POST', '/api/v1/admin/audit_logs/search', { as: admin, body: { targetType: 'doctor', targetId: id } })).body.payload as Array<{ action: string; reason: string | null; after: Record<string, unknown> }>

describe('CSV 一括更新', () => {
  it('previews changed cells, flags a record moved since the export, applies only the rows that may change', async () => {
    const [one, two, three] = await Promise.all(['cu-1', 'cu-2', 'cu-3'].map(exported))
    // another operator edits cu-2 after the export
    const d2 = await doctor('cu-2')
    const { id: _id, organizationName: _o, mpBalance: _m, lastSignedInAt: _l, createdAt: _c, updatedAt: _u, deletedAt: _d, frozen: _f, notification: _n, version, ...input } = d2
    expect((await server.json('PUT', '/api/v1/admin/doctors/cu-2', { as: admin, body: { ...input, lastName: '別人', version } })).status).toBe(200)
    const id = await start([withCell(one!, '電話番号', '09011112222'), withCell(two!, '電話番号', '090-3333-4444'), three!])
    const before = await doctor('cu-1')

    const checked = await check(id)
    expect(checked.status).toBe(200)
    expect(checked.body.payload).toMatchObject({ status: 'checked', counts: { total: 3, change: 1, same: 1, error: 0, stale: 1 } })
    // the check wrote nothing
    expect(await doctor('cu-1')).toEqual(before)
    const [change] = await rowsOf(id, 'change')
    expect(change).toMatchObject({ line: 2, recordId: 'cu-1', changes: [{ column: '電話番号', before: '03-1234-5678', after: '09011112222' }] })
    const [stale] = await rowsOf(id, 'stale')
    expect(stale).toMatchObject({ line: 3, recordId: 'cu-2' })
    // the file still holds what was there before the other operator's edit: shown, never applied
    expect(stale.changes).toEqual([
      { column: '姓', before: '別人', after: one![col('姓')], notes: [] },
      { column: '電話番号', before: '03-1234-5678', after: '090-3333-4444', notes: [] },
    ])
    expect(stale.messages[0].text).toContain('他の操作者が更新済み')

    const done = await applyAll(id)
    expect(done).toMatchObject({ status: 'done', counts: { applied: 1, stale: 1, same: 1, change: 0 } })
    expect(phone(await doctor('cu-1'))).toBe('09011112222')
    expect(await doctor('cu-2')).toMatchObject({ lastName: '別人', phone: '03-1234-5678' })
    // one 履歴 entry naming the job; a second apply changes nothing and records nothing
    const entries = (await history('cu-1')).filter((e) => e.reason?.includes(`ジョブ ${id}`))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ action: 'doctors.update', after: { phone: '09011112222' } })
    await applyAll(id)
    expect((await history('cu-1')).filter((e) => e.reason?.includes(`ジョブ ${id}`))).toHaveLength(1)
  })

  it('never applies a row whose record moved between the check and the apply', async () => {
    const cells = withCell(await exported('cu-4'), '姓', '変更後')
    const id = await start([cells])
    expect((await check(id)).body.payload.counts).toMatchObject({ change: 1 })
    const d = await doctor('cu-4')
    const { id: _id, organizationName: _o, mpBalance: _m, lastSignedInAt: _l, createdAt: _c, updatedAt: _u, deletedAt: _d, frozen: _f, notification: _n, version, ...input } = d
    expect((await server.json('PUT', '/api/v1/admin/doctors/cu-4', { as: admin, body: { ...input, firstName: '割込', version } })).status).toBe(200)
    const done = await applyAll(id)
    expect(done.counts).toMatchObject({ applied: 0, skipped: 1 })
    expect(await doctor('cu-4')).toMatchObject({ firstName: '割込', lastName: d.lastName })
    const [skipped] = await rowsOf(id, 'skipped')
    expect(skipped.messages[0].text).toContain('他の操作者が更新済み')
  })

  it('lists each bad row with its cell and a Japanese message, and repairs what Excel did', async () => {
    const five = await exported('cu-5')
    const extra = [...header, 'メモ']
    const rows = [
      [...withCell(five, 'ID', 'no-such'), ''],
      [...withCell(five, 'ID', 'cu-gone'), ''],
      [...withCell(five, '電話番号', '12'), ''],
      [...withCell(five, 'メールアドレス', 'other@csv-update.example'), ''],
      [...withCell(five, 'セイ', 'ヤマダ'), 'メモ書き'],
      // Excel: the leading zero of 0312345678 dropped, the formula guard, full-width digits; the same number → 変更なし
      [...withCell(await exported('cu-3'), '電話番号', '312345678'), ''],
      [...withCell(await exported('cu-1'), '医籍登録番号', '１２３'), ''],
      [...withCell(await exported('cu-2'), '電話番号', '1.23E+10'), ''],
    ]
    const id = await start([...rows, [...withCell(five, '名', "'=次郎"), '']], extra)
    const job = (await check(id)).body.payload
    expect(job.counts).toMatchObject({ total: 9 })
    const errors = await rowsOf(id, 'error')
    const messageOf = (line: number) => errors.find((r: { line: number }) => r.line === line)?.messages.filter((m: { text: string }) => !m.text.includes('重複'))
    expect(messageOf(2)).toEqual([{ column: 'ID', text: 'ID: ID no-such の医師は存在しません' }])
    expect(messageOf(3)).toEqual([{ column: 'ID', text: 'ID: ID cu-gone の医師は削除されています' }])
    expect(messageOf(4)?.[0]).toMatchObject({ column: '電話番号', text: expect.stringMatching(/^電話番号: /) })
    expect(messageOf(5)?.[0]).toMatchObject({ column: 'メールアドレス', text: expect.stringContaining('一括更新では変更できない項目です') })
    expect(messageOf(6)).toContainEqual({ column: 'メモ', text: 'メモ: 「メモ」列は取り込みテンプレートにありません' })
    expect(messageOf(9)?.[0]).toMatchObject({ column: '電話番号', text: expect.stringContaining('指数表記（1.23E+10）') })
    // cu-5 is named on lines 2..6 and 10 (its ID): the same ID twice is an error of each
    expect(errors.find((r: { line: number }) => r.line === 10)?.messages).toEqual([{ column: 'ID', text: 'ID: ID cu-5 がファイル内で重複しています（4・5・6・10行目）' }])
    const same = await rowsOf(id, 'same')
    expect(same.map((r: { line: number }) => r.line)).toContain(7)
    const changes = await rowsOf(id, 'change')
    const full = changes.find((r: { line: number }) => r.line === 8)
    expect(full?.changes).toEqual([{ column: '医籍登録番号', before: expect.any(String), after: '123', notes: ['全角数字を半角にしました'] }])
  })

  it('refuses a header without ID or バージョン (400 in Japanese), an unknown job (404) and a stranger (403)', async () => {
    const res = await server.json('POST', base, { as: operator, body: { kind: 'organization', fileName: 'o.csv', encoding: 'UTF-8', header: organizationRecord.csvColumns.template } })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body.messages)).toContain('「ID」列がありません')
    expect((await server.json('POST', `${base}/999999999/check`, { as: operator })).status).toBe(404)
    expect((await server.json('POST', base, { as: 'stranger@csv-update.example', body: { kind: 'doctor', fileName: 'x.csv', encoding: 'UTF-8', header } })).status).toBe(403)
  })

  it('中止 leaves applied rows applied and the rest untouched, and says which', async () => {
    const id = await start([withCell(await exported('cu-5'), '名', '中止前')])
    await check(id)
    const aborted = await server.json('POST', `${base}/${id}/abort`, { as: operator })
    expect(aborted.body.payload).toMatchObject({ status: 'aborted', counts: { skipped: 1, applied: 0, change: 0 } })
    expect((await doctor('cu-5')).firstName).not.toBe('中止前')
    const [left] = await rowsOf(id, 'skipped')
    expect(left.messages).toEqual([{ column: null, text: '中止したため更新しませんでした' }])
    expect((await server.json('POST', `${base}/${id}/apply`, { as: operator })).status).toBe(409)
  })

  it('updates clients and organisations the same way, from their own declarations (a postal code Excel shortened, an e-mail that may not change)', async () => {
    const run = async (kind: 'client' | 'organization', path: string, head: ReadonlyArray<string>, cells: ReadonlyArray<string>) => {
      const created = await server.json('POST', base, { as: operator, body: { kind, fileName: `${kind}.csv`, encoding: 'UTF-8 (BOM)', header: head } })
      expect(created.status).toBe(201)
      const id = created.body.payload.id as string
      await server.json('POST', `${base}/${id}/rows`, { as: operator, body: { rows: [{ line: 2, cells }] } })
      const job = (await check(id)).body.payload
      return { id, job, path }
    }
    const org = (await server.json('GET', '/api/v1/organizations/cu-org', { as: admin })).body.payload
    const orgHeader = [...organizationRecord.csvColumns.export]
    const orgCells = organizationRecord.csvColumns.row(org).map((c, i) => (orgHeader[i] === '郵便番号' ? '600001' : c))
    const o = await run('organization', '/api/v1/organizations/cu-org', orgHeader, orgCells)
    expect(o.job.counts).toMatchObject({ change: 1, error: 0 })
    const [orgRow] = await rowsOf(o.id, 'change')
    expect(orgRow.changes).toEqual([{ column: '郵便番号', before: org.postalCode ?? '', after: '0600001', notes: ['先頭の0を補いました（Excelが数値として落とした0）'] }])
    await applyAll(o.id)
    expect((await server.json('GET', '/api/v1/organizations/cu-org', { as: admin })).body.payload.postalCode).toBe('0600001')

    const client = (await server.json('GET', '/api/v1/clients/cu-cli', { as: admin })).body.payload
    const clientHeader = [...clientRecord.csvColumns.export]
    const cells = clientRecord.csvColumns.row(client).map((c, i) => (clientHeader[i] === '部署' ? '営業部' : clientHeader[i] === 'メールアドレス' ? 'moved@csv-update.example' : c))
    const c = await run('client', '/api/v1/clients/cu-cli', clientHeader, cells)
    expect(c.job.counts).toMatchObject({ change: 0, error: 1 })
    const [clientRow] = await rowsOf(c.id, 'error')
    expect(clientRow.messages).toEqual([{ column: 'メールアドレス', text: `メールアドレス: 一括更新では変更できない項目です（現在値 ${client.email}）` }])
  })

  it('a commit that dies in the middle of a batch loses nothing and applies no row twice when it is run again', async () => {
    const ids = ['cu-k1', 'cu-k2', 'cu-k3']
    const id = await start(await Promise.all(ids.map(async (d, i) => withCell(await exported(d), '電話番号', `090-7777-000${i}`))))
    expect((await check(id)).body.payload.counts).toMatchObject({ change: 3 })
    // the server dies while it writes the second row: its transaction never commits
    let crashed = false
    const dying = csvUpdateHandlers({
      doctor: { ...doctorCsvUpdate, update: async (tx, recordId, input) => {
        if (recordId === 'cu-k2' && !crashed) {
          crashed = true
          throw new Error('the process was killed')
        }
        return doctorCsvUpdate.update(tx, recordId, input)
      } },
      client: clientCsvUpdate,
      organization: organizationCsvUpdate,
    })
    await expect(dying['admin.imports.updateApply']({ db: server.db, caller: null, params: { csvUpdateID: id as never }, query: {} as never, body: undefined as never, log: () => {} })).rejects.toThrow('killed')
    expect((await rowsOf(id, 'applied')).map((r: { recordId: string }) => r.recordId)).toEqual(['cu-k1'])
    expect(phone(await doctor('cu-k2'))).toBe('03-1234-5678')
    // run again (another instance, or the restarted one): the rest is applied, the first not again
    const done = await applyAll(id)
    expect(done.counts).toMatchObject({ applied: 3, change: 0 })
    for (const [i, d] of ids.entries()) {
      expect(await doctor(d)).toMatchObject({ phone: `090-7777-000${i}`, version: 2 })
      expect((await history(d)).filter((e) => e.reason?.includes(`ジョブ ${id}`))).toHaveLength(1)
    }
  })
})
