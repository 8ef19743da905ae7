/**
 * Content tags: the `content_tags` links between tags and press releases or manuscripts.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { inList } from '../../db/sql-lists'
import { ApiFailure } from '../handler'

/** Replace the tags of one press release or manuscript; 422 when a tag id does not exist. */
export const setContentTags = async (db: Db, kind: 'press_release' | 'manuscript', ownerId: string, tagIds: ReadonlyArray<string>) => {
  await db.query(sql`DELETE FROM content_tags WHERE owner_kind = ${kind} AND owner_id = ${ownerId}`)
  const unique = [...new Set(tagIds)]
  if (unique.length === 0) return
  const found = await db.query<{ id: string }>(sql`SELECT id FROM tags WHERE ${inList(sql`id`, unique)}`)
  if (found.length !== unique.length) throw new ApiFailure(422, '存在しないタグが指定されています')
  for (const tagId of unique) await db.query(sql`INSERT INTO content_tags (tag_id, owner_kind, owner_id) VALUES (${tagId}, ${kind}, ${ownerId})`)
}
