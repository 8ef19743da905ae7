/**
 * The CSV 一括更新 (src/domain/csv-update.ts): the header's plan, the whole file checked against the
 * records (nothing written to them), and the apply, one transaction per row. What a kind of record
 * is (its columns, which may be updated, its cells, its records and its update) comes from its
 * area (`csvUpdate` beside its handlers: server/src/areas/support/csv-update.ts), derived from the
 * record's declaration: no column is named here.
 */
import { Exit, Schema } from 'effect'
import type { CsvCellChange, CsvRowMessage } from '#domain/csv-update'
import { csvUpdateReason } from '#domain/csv-update'
import { digitsOf, repairCell } from '#domain/csv-repair'
import type { ImportKind } from '#domain/csv-import'
import { idPattern } from '#domain/ids'
import { issueLines } from '#domain/issues'
import type { Db } from '../../db/db'
import { audit, snapshot } from '../support/audit'
import type { CsvUpdateTarget } from '../support/csv-update'
import { ApiFailure, type Caller } from '../support/handler'
import { staleVersionMessage } from '../support/version'
import * as updates from './csv-update.repository'

/** Each kind's target, from its area (handed over by the list of areas: server/src/areas/index.ts). */
export type CsvUpdateTargets = Readonly<Record<ImportKind, CsvUpdateTarget>>

export const idHeader = 'ID'
export const versionHeader = 'バージョン'

/** A header as the insert import reads it: NFKC, no spaces (a BOM left on the first one dropped). */
export const normaliseHeader = (h: string): string => h.replace(/^\uFEFF/, '').normalize('NFKC').replace(/[\s\u3000]+/g, '')

export interface HeaderPlan {
  readonly id: number
  readonly version: number
  /** Every other column: its header, whether it is the template's. */
  readonly columns: ReadonlyArray<{ readonly index: number; readonly header: string; readonly known: boolean }>
}

/** The header's columns, or the 400 naming what it lacks. */
export const headerPlan = (target: CsvUpdateTarget, header: ReadonlyArray<string>): HeaderPlan => {
  const names = header.map(normaliseHeader)
  const id = names.indexOf(idHeader)
  const version = names.indexOf(versionHeader)
  const missing = [id < 0 ? idHeader : null, version < 0 ? versionHeader : null].filter((m): m is string => m !== null)
  if (missing.length) throw new ApiFailure(400, ...missing.map((m) => `header: 「${m}」列がありません（一括更新にはCSV出力したファイルを使ってください）`))
  const twice = names.filter((n, i) => n !== '' && names.indexOf(n) !== i)
  if (twice.length) throw new ApiFailure(400, `header: 「${[...new Set(twice)].join('」「')}」列が2つあります`)
  return {
    id,
    version,
    columns: names.flatMap((h, index) => (index === id || index === version || h === '' ? [] : [{ index, header: h, known: target.csv.template.includes(h) }])),
  }
}

/** The record id a row names: its ID cell repaired (null when blank or lost to Excel). */
export const recordIdOf = (plan: HeaderPlan, cells: ReadonlyArray<string>): string | null => {
  const repaired = repairCell(cells[plan.id] ?? '')
  return repaired.refusal !== undefined || repaired.value === '' ? null : repaired.value
}

type Codec = Schema.Codec<Readonly<Record<string, unknown>>, Readonly<Record<string, string | undefined>>, never, never>

/** Per header, its cell as a one-column struct: the issue names the header, as the insert import's. */
const cellCodecs = new WeakMap<CsvUpdateTarget, Map<string, { decode: (cells: Record<string, string>) => Exit.Exit<Readonly<Record<string, unknown>>, Schema.SchemaError>; encode: (v: Record<string, unknown>) => Readonly<Record<string, string | undefined>> }>>()
const codecOf = (target: CsvUpdateTarget, header: string) => {
  let byHeader = cellCodecs.get(target)
  if (!byHeader) cellCodecs.set(target, (byHeader = new Map()))
  let codec = byHeader.get(header)
  if (!codec) {
    const struct = Schema.Struct({ [header]: target.csv.cellOf[header]!.cell }) as unknown as Codec
    codec = { decode: Schema.decodeUnknownExit(struct, { errors: 'all' }), encode: Schema.encodeSync(struct) }
    byHeader.set(header, codec)
  }
  return codec
}

const failureText = (exit: Exit.Exit<unknown, Schema.SchemaError>): string => {
  if (Exit.isSuccess(exit)) return ''
  const error = exit.cause.reasons.map((r) => (r._tag === 'Fail' ? r.error : undefined)).find(Schema.isSchemaError)
  return error ? issueLines(error.issue).map((l) => l.text).join('、') : '値が正しくありません'
}

const same = (a: unknown, b: unknown): boolean => {
  const norm = (v: unknown) => (Array.isArray(v) ? [...v].map(String).sort() : v ?? null)
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b))
}

interface Current {
  readonly record: Readonly<Record<string, unknown>>
  readonly deleted: boolean
}

/** One row checked against its record: its state, its changed cells, its new values, its messages. */
export const checkRow = (
  target: CsvUpdateTarget,
  plan: HeaderPlan,
  row: { readonly line: number; readonly cells: ReadonlyArray<string>; readonly recordId: string | null },
  current: Current | undefined,
  duplicateLines: ReadonlyArray<number> | undefined,
): updates.CheckedLine => {
  const messages: CsvRowMessage[] = []
  const changes: CsvCellChange[] = []
  const values: Record<string, unknown> = {}
  const say = (column: string | null, text: string) => messages.push({ column, text })
  const idCell = repairCell(row.cells[plan.id] ?? '')
  let record: Current['record'] | undefined
  if (idCell.refusal !== undefined) say(idHeader, `${idHeader}: ${idCell.refusal}`)
  else if (row.recordId === null) say(idHeader, `${idHeader}: 空です（一括更新は既存の${target.noun}をIDで更新します）`)
  else if (current === undefined) say(idHeader, `${idHeader}: ID ${row.recordId} の${target.noun}は存在しません`)
  else if (current.deleted) say(idHeader, `${idHeader}: ID ${row.recordId} の${target.noun}は削除されています`)
  else record = current.record
  // the same record twice: neither line is applied (which one meant it?); their cells are still checked
  if (row.recordId !== null && duplicateLines !== undefined) say(idHeader, `${idHeader}: ID ${row.recordId} がファイル内で重複しています（${duplicateLines.join('・')}行目）`)
  const versionCell = repairCell(row.cells[plan.version] ?? '')
  const version = /^[1-9]\d{0,8}$/.test(versionCell.value) ? Number(versionCell.value) : null
  if (version === null) say(versionHeader, `${versionHeader}: 1以上の整数で入力してください`)
  const exported = record === undefined ? undefined : target.csv.row(record as never)
  for (const { index, header, known } of plan.columns) {
    const raw = row.cells[index] ?? ''
    if (!known) {
      if (raw.trim() !== '') say(header, `${header}: 「${header}」列は取り込みテンプレートにありません`)
      continue
    }
    const decl = target.csv.cellOf[header]!
    const repaired = repairCell(raw, decl.repair)
    if (repaired.refusal !== undefined) {
      say(header, `${header}: ${repaired.refusal}`)
      continue
    }
    const codec = codecOf(target, header)
    const decoded = codec.decode({ [header]: repaired.value })
    if (Exit.isFailure(decoded)) {
      say(header, failureText(decoded))
      continue
    }
    if (exported === undefined) continue
    const before = exported[2 + target.csv.template.indexOf(header)] ?? ''
    const now = codec.decode({ [header]: before })
    const value = decoded.value[header]
    if (Exit.isSuccess(now) ? same(now.value[header], value) : before === repaired.value) continue
    // a phone or postal code written with other dashes (or none) is the same number
    if (decl.repair !== undefined && before !== '' && digitsOf(before) === digitsOf(repaired.value)) continue
    if (!target.csv.updatable.includes(header)) {
      say(header, `${header}: 一括更新では変更できない項目です（現在値 ${before === '' ? '（空）' : before}）`)
      continue
    }
    changes.push({ column: header, before, after: codec.encode({ [header]: value })[header] ?? '', notes: repaired.notes })
    values[target.csv.fieldOf[header]!] = value
  }
  const status = messages.length > 0 ? 'error' : changes.length === 0 ? 'same' : version !== (record?.['version'] as number) ? 'stale' : 'change'
  if (status === 'stale') say(versionHeader, `他の操作者が更新済みです（出力時のバージョン ${version}、現在 ${String(record?.['version'])}）`)
  return { line: row.line, status, changes, messages, newValues: status === 'change' || status === 'stale' ? values : null, expectedVersion: version }
}

/** Rows checked per round (one read of their records, one write of their results). */
const checkChunk = 1000

/** Check the whole file: every row's state, nothing written to the records. */
export const checkAll = async (db: Db, target: CsvUpdateTarget, plan: HeaderPlan, id: string): Promise<void> => {
  const duplicates = await updates.duplicateIds(db, id)
  let after = 0
  for (;;) {
    const rows = await updates.rowsAfter(db, id, after, checkChunk)
    if (rows.length === 0) break
    const ids = [...new Set(rows.flatMap((r) => (r.record_id !== null && idPattern.test(r.record_id) ? [r.record_id] : [])))]
    const current = ids.length ? await target.current(db, ids) : new Map<string, Current>()
    const checked = rows.map((r) =>
      checkRow(target, plan, { line: Number(r.line), cells: r.cells, recordId: r.record_id }, r.record_id === null ? undefined : current.get(r.record_id), r.record_id === null ? undefined : duplicates.get(r.record_id)),
    )
    await updates.storeChecked(db, id, checked)
    after = Number(rows[rows.length - 1]!.line)
  }
}

/** The messages of a refusal by the record's own rules (or the version moved: 409). */
const refusalOf = (error: unknown, noun: string): { readonly stale: boolean; readonly messages: ReadonlyArray<CsvRowMessage> } | undefined => {
  if (!(error instanceof ApiFailure)) return undefined
  return { stale: error.messages.includes(staleVersionMessage(noun)), messages: error.messages.map((text) => ({ column: null, text })) }
}

/**
 * Apply one row in its own transaction: the row locked, still waiting; the record read and held
 * to the version the file was exported at; the update (the record's own rules), its 履歴 entry
 * (with the job in its reason) and the row's state commit together. A row applied by a twin
 * request, or before a crash, is found done and left alone.
 */
export const applyLine = async (db: Db, caller: Caller | null, target: CsvUpdateTarget, job: { readonly id: string; readonly fileName: string }, line: number): Promise<void> => {
  const outcome = await db
    .transaction(async (tx) => {
      const row = await updates.lockLine(tx, job.id, line)
      if (!row || row.status !== 'change' || row.record_id === null || row.expected_version === null) return 'done' as const
      const current = (await target.current(tx, [row.record_id])).get(row.record_id)
      if (!current || current.deleted) {
        await updates.markLine(tx, job.id, line, 'refused', [{ column: idHeader, text: `ID ${row.record_id} の${target.noun}は削除されています` }])
        return 'done' as const
      }
      if (current.record['version'] !== row.expected_version) {
        await updates.markLine(tx, job.id, line, 'skipped', [{ column: versionHeader, text: `他の操作者が更新済みのため更新しませんでした（出力時のバージョン ${row.expected_version}、現在 ${String(current.record['version'])}）` }])
        return 'done' as const
      }
      const input = Object.fromEntries(target.inputFields.map((f) => [f, current.record[f]]))
      const before = await snapshot(tx, target.audit.recorded, row.record_id)
      await target.update(tx, row.record_id, { ...input, ...(row.new_values ?? {}), version: row.expected_version })
      const after = await snapshot(tx, target.audit.recorded, row.record_id)
      await audit(tx, caller, { action: target.audit.action, targetType: target.audit.targetType, targetId: row.record_id, before, after, reason: csvUpdateReason(job.fileName, job.id) })
      await updates.markLine(tx, job.id, line, 'applied', [])
      return 'done' as const
    })
    .catch((error: unknown) => {
      const refusal = refusalOf(error, target.noun)
      if (!refusal) throw error
      return refusal
    })
  if (outcome === 'done') return
  // refused by the record's rules: its transaction rolled back; the row says why, in one of its own
  await db.transaction(async (tx) => {
    const row = await updates.lockLine(tx, job.id, line)
    if (row?.status === 'change') await updates.markLine(tx, job.id, line, outcome.stale ? 'skipped' : 'refused', outcome.messages)
  })
}
