/**
 * Bulk registration (doctors, clients, organizations), idempotent under retry: a row whose import
 * key was already used answers the id created the first time (`duplicate: true`) and creates
 * nothing.
 *
 * Row by row, as the spec's import is: the FIRST refused row stops the batch. The rows above it
 * are committed, it is answered with its errors, and the rows below it are neither committed nor
 * answered (`results` ends at the refused row), so nothing below a refused row is stored until the
 * user chooses スキップ (the console then sends the rest again from the next row) or 中止.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/db'
import type { ColumnsOf } from '../../db/rows'
import type { importKeys } from '../../db/schema'
import { ApiFailure } from './handler'
import { textArray } from '../../db/sql-lists'

export interface BulkRowIn<I> {
  readonly row: number
  readonly importKey: string
  readonly input: I
}

export interface BulkRowOut {
  row: number
  importKey: string
  ok: boolean
  id: string | null
  duplicate?: boolean
  errors?: string[]
}

/** The id a row's import key already created in `scope`, if any. */
const importedId = async (db: Db, scope: string, importKey: string): Promise<string | undefined> =>
  (await db.query<ColumnsOf<typeof importKeys, 'entity_id'>>(sql`SELECT entity_id FROM import_keys WHERE scope = ${scope} AND import_key = ${importKey}`))[0]
    ?.entity_id

export const bulkRegister = async <I>(
  db: Db,
  scope: string,
  rows: ReadonlyArray<BulkRowIn<I>>,
  insert: (tx: Db, input: I) => Promise<string>,
) => {
  const results: BulkRowOut[] = []
  for (const { row, importKey, input } of rows) {
    const previous = await importedId(db, scope, importKey)
    if (previous !== undefined) {
      results.push({ row, importKey, ok: true, id: previous, duplicate: true })
      continue
    }
    try {
      const id = await db.transaction(async (tx) => {
        const created = await insert(tx, input)
        await tx.query(sql`INSERT INTO import_keys (scope, import_key, entity_id) VALUES (${scope}, ${importKey}, ${created})`)
        return created
      })
      results.push({ row, importKey, ok: true, id })
    } catch (error) {
      if (error instanceof ApiFailure) results.push({ row, importKey, ok: false, id: null, errors: [...error.messages] })
      else if ((error as { code?: string }).code === '23505') {
        // the same row committed meanwhile by a twin request (a retry on another instance): its id
        const twin = await importedId(db, scope, importKey)
        if (twin !== undefined) {
          results.push({ row, importKey, ok: true, id: twin, duplicate: true })
          continue
        }
        results.push({ row, importKey, ok: false, id: null, errors: ['同じ値がすでに登録されています'] })
      }
      else throw error
      break // the first refused row stops the batch
    }
  }
  const succeeded = results.filter((r) => r.ok).length
  return { results, succeeded, failed: results.length - succeeded }
}

/**
 * The set-based path of bulk registration: one short transaction per batch, a handful of
 * statements whatever the batch size (previous import keys, reference and e-mail checks, one
 * multi-row INSERT, one import-key INSERT). Rows that fail a check get their own Japanese
 * errors; the others are created together. Same results, same idempotency as `bulkRegister`,
 * which remains the fallback if the set insert meets a race (a concurrent insert of the same
 * e-mail), so nothing is half-written.
 */
export const bulkRegisterSet = async <I>(
  db: Db,
  scope: string,
  rows: ReadonlyArray<BulkRowIn<I>>,
  plan: {
    /** Errors per input (same order), checked against the database as a set. */
    readonly check: (tx: Db, inputs: ReadonlyArray<I>) => Promise<ReadonlyArray<ReadonlyArray<string>>>
    /** Insert all inputs, answering their ids in the same order. */
    readonly insertMany: (tx: Db, inputs: ReadonlyArray<I>) => Promise<ReadonlyArray<string>>
    /** The per-row insert, for the fallback. */
    readonly insertOne: (tx: Db, input: I) => Promise<string>
  },
) => {
  try {
    return await db.transaction(async (tx) => {
      // One batch of a scope at a time: a twin batch (the same rows retried on another instance
      // while this one runs) waits, then reads this one's import keys and answers duplicates.
      // Without it, its e-mail check could see this batch's doctors but not yet their keys and
      // refuse the first row (seen on PostgreSQL under load: tests/server/multi-instance.test.ts).
      await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext(${`bulk-register:${scope}`}))`)
      const keys = rows.map((r) => r.importKey)
      const previous = new Map(
        (
          await tx.query<ColumnsOf<typeof importKeys, 'import_key' | 'entity_id'>>(
            sql`SELECT import_key, entity_id FROM import_keys WHERE scope = ${scope} AND import_key = ANY(${textArray(keys)})`,
          )
        ).map((r) => [r.import_key, r.entity_id]),
      )
      const fresh = rows.filter((r) => !previous.has(r.importKey))
      const errors = await plan.check(tx, fresh.map((r) => r.input))
      // the first refused row stops the batch: only the fresh rows above it are created
      const firstRefused = fresh.findIndex((_, i) => (errors[i] ?? []).length > 0)
      const answered = firstRefused < 0 ? rows : rows.slice(0, rows.indexOf(fresh[firstRefused]!) + 1)
      const valid = (firstRefused < 0 ? fresh : fresh.slice(0, firstRefused)).filter((_, i) => (errors[i] ?? []).length === 0)
      const ids = valid.length ? await plan.insertMany(tx, valid.map((r) => r.input)) : []
      const created = new Map(valid.map((r, i) => [r.importKey, ids[i] as string]))
      if (valid.length)
        await tx.query(sql`
          INSERT INTO import_keys (scope, import_key, entity_id)
          SELECT ${scope}, k, e FROM unnest(${textArray(valid.map((r) => r.importKey))},
            ${textArray(ids)}) AS t(k, e)`)
      const errorsByKey = new Map(fresh.map((r, i) => [r.importKey, errors[i] ?? []]))
      const results: BulkRowOut[] = answered.map(({ row, importKey }) => {
        const before = previous.get(importKey)
        if (before) return { row, importKey, ok: true, id: before, duplicate: true }
        const id = created.get(importKey)
        if (id) return { row, importKey, ok: true, id }
        return { row, importKey, ok: false, id: null, errors: [...(errorsByKey.get(importKey) ?? [])] }
      })
      const succeeded = results.filter((r) => r.ok).length
      return { results, succeeded, failed: results.length - succeeded }
    })
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return bulkRegister(db, scope, rows, plan.insertOne)
    throw error
  }
}
