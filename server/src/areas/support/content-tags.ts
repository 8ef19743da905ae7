/**
 * Content tags: the `content_tags` links between tags and press releases or manuscripts.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/db'
import type { ColumnsOf } from '../../db/rows'
import type { tags } from '../tag/tag.table'
import { inList } from '../../db/sql-lists'
import { ApiFailure } from './handler'

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
