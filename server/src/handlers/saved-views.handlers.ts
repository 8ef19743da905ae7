/**
 * Saved views (admin /saved_views): a named filter + sort + hidden columns of one list, per operator
 * (the hidden column ids are kept in `saved_views.columns`). Every call
 * works on the signed-in operator's own views only: the list and the delete are narrowed by
 * `operator_id` in SQL, so another operator's view is never listed and deleting it is 404 (its
 * existence is not revealed). Saving a name again in the same list replaces that view.
 */
import { sql } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import type { SavedView as SavedViewSchema } from '#domain/saved-view'
import type { ColumnsOf, RowOf } from '../db/rows'
import type { savedViews } from '../db/schema'
import { ApiFailure, notFound, type Caller, type HandlersFor, type Json } from './handler'
import { iso } from './paging'

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

/** At most this many views per operator and list. */
export const maxSavedViewsPerList = 50

/** The signed-in operator (the access level `operator` guarantees one; this narrows the type). */
const ownerOf = (caller: Caller | null): string => {
  if (!caller?.operator) throw new ApiFailure(403, 'この操作は管理者（オペレーター）のみ行えます')
  return caller.operator.id
}

export const savedViewHandlers: HandlersFor<Catalogue, 'admin.savedViews.list' | 'admin.savedViews.create' | 'admin.savedViews.delete'> = {
  'admin.savedViews.list': async ({ db, caller, query }) => {
    const rows = await db.query<SavedViewRow>(sql`
      SELECT * FROM saved_views WHERE operator_id = ${ownerOf(caller)} AND list = ${query.list} ORDER BY name, id`)
    return { items: rows.map(toSavedView), nextCursorKey: null }
  },
  'admin.savedViews.create': async ({ db, caller, body }) => {
    const owner = ownerOf(caller)
    const row = await db.transaction(async (tx) => {
      // one create at a time per operator and list, until it commits: concurrent creates each
      // counted 49 and each stored one (issue 28: 58 of 70 kept); the only lock this takes
      await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-views:${owner}:${body.list}`}))`)
      const count = await tx.query<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM saved_views WHERE operator_id = ${owner} AND list = ${body.list} AND name <> ${body.name}`)
      if (Number(count[0]?.n ?? 0) >= maxSavedViewsPerList) {
        throw new ApiFailure(422, `1つの一覧に保存できるビューは${maxSavedViewsPerList}件までです`)
      }
      const rows = await tx.query<SavedViewRow>(sql`
        INSERT INTO saved_views (operator_id, list, name, search, columns)
        VALUES (${owner}, ${body.list}, ${body.name}, ${JSON.stringify(body.search)}::jsonb,
          ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify([...new Set(body.hiddenColumns ?? [])])}::jsonb)))
        ON CONFLICT (operator_id, list, name) DO UPDATE SET search = EXCLUDED.search, columns = EXCLUDED.columns, updated_at = now()
        RETURNING *`)
      return rows[0]!
    })
    return { payload: toSavedView(row), status: 201 }
  },
  'admin.savedViews.delete': async ({ db, caller, params }) => {
    const rows = await db.query<ColumnsOf<typeof savedViews, 'id'>>(sql`
      DELETE FROM saved_views WHERE id = ${params.savedViewID} AND operator_id = ${ownerOf(caller)} RETURNING id`)
    const row = rows[0] ?? notFound('ビュー')
    return { payload: { id: row.id, deletedAt: new Date().toISOString() } }
  },
}
