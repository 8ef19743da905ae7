/**
 * Bulk registration (doctors, clients, organizations): one result per row, each row in its own
 * short transaction, idempotent under retry: a row whose import key was already used answers
 * the id created the first time (`duplicate: true`) and creates nothing.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { ApiFailure } from './handler'

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

export const bulkRegister = async <I>(
  db: Db,
  scope: string,
  rows: ReadonlyArray<BulkRowIn<I>>,
  insert: (tx: Db, input: I) => Promise<string>,
) => {
  const results: BulkRowOut[] = []
  for (const { row, importKey, input } of rows) {
    const previous = await db.query<{ entity_id: string }>(
      sql`SELECT entity_id FROM import_keys WHERE scope = ${scope} AND import_key = ${importKey}`,
    )
    if (previous[0]) {
      results.push({ row, importKey, ok: true, id: previous[0].entity_id, duplicate: true })
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
      else if ((error as { code?: string }).code === '23505')
        results.push({ row, importKey, ok: false, id: null, errors: ['同じ値がすでに登録されています'] })
      else throw error
    }
  }
  const succeeded = results.filter((r) => r.ok).length
  return { results, succeeded, failed: results.length - succeeded }
}
