/**
 * Small content areas: tags (タグ: unique NFKC names, idempotent bulk insert, keyset lists with
 * usage counts) and the log proxy (public: hands the console's entry to the server log).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Catalogue } from '../../../src/domain/catalogue'
import type { Tag as TagSchema } from '../../../src/domain/tag'
import type { Db } from '../db/database'
import { notFound, type HandlersFor, type Json } from './handler'
import { iso, keysetPage, likePattern, type PageRequest } from './paging'

interface TagRow {
  id: string
  name: string
  usage_count: number | string
  created_at: unknown
  sort_value: string | null
  [key: string]: unknown
}

const toTag = (r: TagRow): Json<typeof TagSchema> =>
  ({ id: r.id, name: r.name, usageCount: Number(r.usage_count), createdAt: iso(r.created_at) }) as Json<typeof TagSchema>

/** The stored form of a tag name: NFKC, trimmed (so 'ＡＩ ' and 'AI' are the same tag). */
export const normalizeTagName = (name: string): string => name.normalize('NFKC').trim()

const selectTags = (sortValue: SQL = sql`NULL`) => sql`
  SELECT t.*, (SELECT count(*) FROM content_tags ct WHERE ct.tag_id = t.id) AS usage_count, ${sortValue} AS sort_value
  FROM tags t`

const tagSort = { createdAt: 't.created_at', name: 't.name' }

interface TagFilter extends PageRequest {
  readonly keyword?: string | undefined
  readonly ids?: ReadonlyArray<string> | undefined
}

const searchTags = (db: Db, f: TagFilter) => {
  const where: SQL[] = [sql`TRUE`]
  const like = likePattern(f.keyword ? normalizeTagName(f.keyword) : undefined)
  if (like) where.push(sql`lower(t.name) LIKE ${like}`)
  if (f.ids?.length) where.push(sql`t.id IN (${sql.join(f.ids.map((id) => sql`${id}`), sql`, `)})`)
  return keysetPage<TagRow, Json<typeof TagSchema>>(
    { ...f, sort: f.sort ?? 'name', order: f.order ?? 'asc' },
    tagSort,
    'createdAt',
    (sortValue, after, orderBy, limit) =>
      db.query<TagRow>(sql`${selectTags(sortValue)} WHERE ${sql.join([...where, after], sql` AND `)} ORDER BY ${orderBy} LIMIT ${limit}`),
    toTag,
    't.',
  )
}

/** Insert a tag unless the name exists; either way answer the stored tag. */
export const upsertTag = async (db: Db, rawName: string): Promise<Json<typeof TagSchema>> => {
  const name = normalizeTagName(rawName)
  await db.query(sql`INSERT INTO tags (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING`)
  const rows = await db.query<TagRow>(sql`${selectTags()} WHERE t.name = ${name}`)
  return toTag(rows[0] ?? notFound('タグ'))
}

type MiscCalls =
  | 'general.tags.list'
  | 'general.tags.create'
  | 'general.tags.bulkInsert'
  | 'general.tags.search'
  | 'direct.tags.list'
  | 'direct.tags.search'
  | 'general.logProxy.post'

export const contentMiscHandlers: HandlersFor<Catalogue, MiscCalls> = {
  'general.tags.list': async ({ db, query }) => searchTags(db, query),
  'general.tags.create': async ({ db, body }) => ({ payload: await upsertTag(db, body.name) }),
  'general.tags.bulkInsert': async ({ db, body }) => {
    const names = [...new Set(body.names.map(normalizeTagName))]
    const tags = await db.transaction(async (tx) => {
      const out: Json<typeof TagSchema>[] = []
      for (const name of names) out.push(await upsertTag(tx, name))
      return out
    })
    return { payload: tags }
  },
  'general.tags.search': async ({ db, body }) => searchTags(db, body),
  'direct.tags.list': async ({ db, query }) => searchTags(db, query),
  'direct.tags.search': async ({ db, body }) => searchTags(db, body),
  'general.logProxy.post': async ({ body, log }) => {
    log(body)
    return { payload: { accepted: true, receivedAt: new Date().toISOString() }, status: 202 }
  },
}
