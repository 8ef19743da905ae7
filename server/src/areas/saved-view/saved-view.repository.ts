/** The saved views' SQL, always narrowed to one operator (`owner`), and its one mapper, `toSavedView`. */
import { sql } from 'drizzle-orm'
import type { SavedView as SavedViewSchema, SavedViewInput } from '#domain/saved-view'
import type { Db } from '../../db/db'
import type { ColumnsOf, RowOf } from '../../db/rows'
import type { savedViews } from './saved-view.table'
import type { Json } from '../support/handler'
import { iso } from '../support/paging'

/** `columns`: the columns the view hides; `search`: the jsonb document the view was saved with. */
type SavedViewRow = RowOf<typeof savedViews, { search: Json<typeof SavedViewSchema>['search'] }>

const toSavedView = (r: SavedViewRow): Json<typeof SavedViewSchema> => ({
  id: r.id,
  list: r.list,
  name: r.name,
  search: r.search,
  hiddenColumns: [...r.columns],
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
})

/** The owner's views of one list, by name. */
export const ofList = async (db: Db, owner: string, list: string) =>
  (await db.query<SavedViewRow>(sql`SELECT * FROM saved_views WHERE operator_id = ${owner} AND list = ${list} ORDER BY name, id`)).map(toSavedView)

/**
 * One create at a time per operator and list, until the transaction commits: concurrent creates
 * each counted 49 and each stored one (58 of 70 kept); the only lock a create takes.
 */
export const lockList = async (tx: Db, owner: string, list: string): Promise<void> => {
  await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-views:${owner}:${list}`}))`)
}

/** How many views the owner keeps in the list under other names than `name`. */
export const countOthers = async (db: Db, owner: string, list: string, name: string): Promise<number> => {
  const count = await db.query<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM saved_views WHERE operator_id = ${owner} AND list = ${list} AND name <> ${name}`)
  return Number(count[0]?.n ?? 0)
}

/** Save the view; the same list and name replaces it. */
export const upsert = async (db: Db, owner: string, body: SavedViewInput) => {
  const rows = await db.query<SavedViewRow>(sql`
    INSERT INTO saved_views (operator_id, list, name, search, columns)
    VALUES (${owner}, ${body.list}, ${body.name}, ${JSON.stringify(body.search)}::jsonb,
      ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify([...new Set(body.hiddenColumns ?? [])])}::jsonb)))
    ON CONFLICT (operator_id, list, name) DO UPDATE SET search = EXCLUDED.search, columns = EXCLUDED.columns, updated_at = now()
    RETURNING *`)
  return toSavedView(rows[0]!)
}

/** Delete the owner's view; the deleted id, or undefined when the owner has no such view. */
export const remove = async (db: Db, owner: string, id: string): Promise<string | undefined> => {
  const rows = await db.query<ColumnsOf<typeof savedViews, 'id'>>(sql`DELETE FROM saved_views WHERE id = ${id} AND operator_id = ${owner} RETURNING id`)
  return rows[0]?.id
}
