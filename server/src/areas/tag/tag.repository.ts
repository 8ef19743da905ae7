/** The tags' SQL (タグ) and its one mapper, `toTag` (with how many contents use the tag). */
import { sql, type SQL } from 'drizzle-orm'
import type { Tag as TagSchema } from '#domain/tag'
import type { Db } from '../../db/db'
import type { ColumnsOf, RowOf } from '../../db/rows'
import { inList } from '../../db/sql-lists'
import type { tags } from './tag.table'
import { ApiFailure, notFound, type Json } from '../support/handler'
import { iso, likePattern, selectPage, type PageRequest, type SortValue } from '../support/paging'

/** usage_count: `count(*)`, a bigint, which node-postgres answers as a string. */
type TagRow = RowOf<typeof tags> & { usage_count: number | string } & SortValue

const toTag = (r: TagRow): Json<typeof TagSchema> =>
  ({ id: r.id, name: r.name, usageCount: Number(r.usage_count), createdAt: iso(r.created_at) }) as Json<typeof TagSchema>

const selectTags = (sortValue: SQL = sql`NULL`) => sql`
  SELECT t.*, (SELECT count(*) FROM content_tags ct WHERE ct.tag_id = t.id) AS usage_count, ${sortValue} AS sort_value
  FROM tags t`

const tagSort = { createdAt: 't.created_at', name: 't.name' }

/** What the tag lists and searches ask (the list query and the search body both fit). */
export interface TagFilter extends PageRequest {
  readonly keyword?: string | undefined
  readonly ids?: ReadonlyArray<string> | undefined
}

/** Tags by name (the keyword as stored: `normalized`), by name unless sorted otherwise. */
export const search = (db: Db, f: TagFilter, normalized: (keyword: string) => string) => {
  const where: SQL[] = [sql`TRUE`]
  const like = likePattern(f.keyword ? normalized(f.keyword) : undefined)
  if (like) where.push(sql`medicolle_fold(t.name) LIKE ${like}`)
  if (f.ids?.length) where.push(sql`t.id IN (${sql.join(f.ids.map((id) => sql`${id}`), sql`, `)})`)
  const page = { ...f, sort: f.sort ?? 'name', order: f.order ?? 'asc' } as const
  return selectPage(db, page, { select: selectTags, where, columns: tagSort, defaultSort: 'createdAt', toItem: toTag, table: 't.' })
}

/** Insert a tag of this (stored-form) name unless it exists; either way answer the stored tag. */
export const upsert = async (db: Db, name: string): Promise<Json<typeof TagSchema>> => {
  await db.query(sql`INSERT INTO tags (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING`)
  const rows = await db.query<TagRow>(sql`${selectTags()} WHERE t.name = ${name}`)
  return toTag(rows[0] ?? notFound('タグ'))
}

// ── Content tags: the `content_tags` links between tags and press releases or manuscripts (exported by ./index.ts).

/** Replace the tags of one press release or manuscript; 422 when a tag id does not exist. */
export const setContentTags = async (db: Db, kind: 'press_release' | 'manuscript', ownerId: string, tagIds: ReadonlyArray<string>) => {
  await db.query(sql`DELETE FROM content_tags WHERE owner_kind = ${kind} AND owner_id = ${ownerId}`)
  const unique = [...new Set(tagIds)]
  if (unique.length === 0) return
  const found = await db.query<ColumnsOf<typeof tags, 'id'>>(sql`SELECT id FROM tags WHERE ${inList(sql`id`, unique)}`)
  if (found.length !== unique.length) throw new ApiFailure(422, '存在しないタグが指定されています')
  for (const tagId of unique) await db.query(sql`INSERT INTO content_tags (tag_id, owner_kind, owner_id) VALUES (${tagId}, ${kind}, ${ownerId})`)
}

/** Select-list item: the tag ids of the row `owner` (e.g. `p.id`), sorted, `AS tag_ids`. */
export const tagIdsOf = (kind: 'press_release' | 'manuscript', owner: string) =>
  sql.raw(`ARRAY(SELECT ct.tag_id FROM content_tags ct WHERE ct.owner_kind = '${kind}' AND ct.owner_id = ${owner} ORDER BY ct.tag_id) AS tag_ids`)

/** The column `tagIdsOf` adds to a row. */
export type TagIds = { readonly tag_ids: string[] | null }

/** Condition: the row `owner` (e.g. `p.id`) carries one of these tags. */
export const taggedWithAny = (kind: 'press_release' | 'manuscript', owner: SQL, tagIds: ReadonlyArray<string>) =>
  sql`EXISTS (SELECT 1 FROM content_tags ct WHERE ct.owner_kind = ${sql.raw(`'${kind}'`)} AND ct.owner_id = ${owner} AND ${inList(sql`ct.tag_id`, tagIds)})`

/** Condition: the row `owner` carries the tag of this name. */
export const taggedNamed = (kind: 'press_release' | 'manuscript', owner: SQL, name: string) =>
  sql`EXISTS (SELECT 1 FROM content_tags ct JOIN tags t ON t.id = ct.tag_id
      WHERE ct.owner_kind = ${sql.raw(`'${kind}'`)} AND ct.owner_id = ${owner} AND t.name = ${name})`
