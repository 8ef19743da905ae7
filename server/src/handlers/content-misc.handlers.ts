/**
 * Small content areas: tags (タグ: unique NFKC names, idempotent bulk insert, keyset lists with
 * usage counts) and the log proxy (public: hands the console's entry to the server log).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import type { Tag as TagSchema } from '#domain/tag'
import type { ContactInput } from '#domain/contact'
import { imageContentTypes, type FileMeta as FileMetaSchema, type FileStatus } from '#domain/file'
import type { Db } from '../db/database'
import { columnNames, qualified, type ColumnsOf, type RowOf } from '../db/rows'
import { files, type contacts, type tags } from '../db/schema-content'
import { inList } from '../db/sql-lists'
import { fileOwnerFilter, storeUpload } from './support/uploads'
import { notYours } from './support/caller'
import { redactPersonalData } from '../http/redact'
import { ApiFailure, notFound, type HandlersFor, type Json } from './handler'
import { iso, keysetPage, likePattern, type PageRequest, type SortValue } from './paging'

/** usage_count: `count(*)`, a bigint, which node-postgres answers as a string. */
type TagRow = RowOf<typeof tags> & { usage_count: number | string } & SortValue

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

/** The metadata columns of a file (never its bytes). */
const fileColumnList = columnNames(files, 'id', 'name', 'content_type', 'size', 'status', 'created_at')
type FileRow = ColumnsOf<typeof files, (typeof fileColumnList)[number], { status: FileStatus }>

/** Download URL only for clean files (the console refuses quarantined ones). */
const fileUrl = (id: string, status: FileStatus) => (status === 'clean' ? `/api/v1/files/${id}` : null)

const toFileMeta = (r: FileRow): Json<typeof FileMetaSchema> =>
  ({
    id: r.id,
    name: r.name,
    contentType: r.content_type,
    size: Number(r.size),
    status: r.status,
    url: fileUrl(r.id, r.status),
    createdAt: iso(r.created_at),
  }) as Json<typeof FileMetaSchema>

const fileColumns = qualified('f', fileColumnList)

/** Width and height of a PNG (IHDR) or GIF header; null for other types. */
const imageSize = async (file: File): Promise<{ width: number | null; height: number | null }> => {
  const head = Buffer.from(await file.slice(0, 32).arrayBuffer())
  if (head.length >= 24 && head.readUInt32BE(0) === 0x89504e47) return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) }
  if (head.length >= 10 && head.toString('latin1', 0, 3) === 'GIF') return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) }
  return { width: null, height: null }
}

const receiveContact = async (db: Db, channel: 'general' | 'direct', c: ContactInput) => {
  const rows = await db.query<ColumnsOf<typeof contacts, 'id' | 'created_at'>>(sql`
    INSERT INTO contacts (channel, kind, name, company_name, email, phone, subject, body)
    VALUES (${channel}, ${c.kind}, ${c.name}, ${c.companyName ?? null}, ${c.email}, ${c.phone ?? null}, ${c.subject}, ${c.body})
    RETURNING id, created_at`)
  const row = rows[0]!
  return { payload: { id: row.id, receivedAt: iso(row.created_at) }, status: 201 }
}

type MiscCalls =
  | 'general.files.get'
  | 'general.files.search'
  | 'general.files.upload'
  | 'general.images.upload'
  | 'general.contact.post'
  | 'direct.contacts.post'
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
  // staff read every file; a doctor or client only their own: anything else is 403, a missing
  // file included (ids are sequential: a 404 would tell which exist)
  'general.files.get': async ({ db, caller, params }) => {
    const own = fileOwnerFilter(caller)
    const rows = await db.query<FileRow>(sql`SELECT ${fileColumns} FROM files f WHERE f.id = ${params.fileID} AND ${own ?? sql`TRUE`}`)
    return { payload: toFileMeta(rows[0] ?? (own ? notYours() : notFound('ファイル'))) }
  },
  'general.files.search': async ({ db, caller, body }) => ({
    items: body.ids.length
      ? (
          await db.query<FileRow>(
            sql`SELECT ${fileColumns} FROM files f WHERE ${inList(sql`f.id`, body.ids)} AND ${fileOwnerFilter(caller) ?? sql`TRUE`} ORDER BY f.id`,
          )
        ).map(toFileMeta)
      : [],
    nextCursorKey: null,
  }),
  'general.files.upload': async ({ db, caller, body, file }) => {
    const stored = await storeUpload(db, caller, file, body.purpose, body.name)
    const rows = await db.query<FileRow>(sql`SELECT ${fileColumns} FROM files f WHERE f.id = ${stored.id}`)
    return { payload: toFileMeta(rows[0] as FileRow), status: 201 }
  },
  'general.images.upload': async ({ db, caller, body, file }) => {
    if (file && !(imageContentTypes as ReadonlyArray<string>).includes(file.type))
      throw new ApiFailure(415, '画像は PNG・JPEG・GIF・WebP のいずれかを選択してください')
    const stored = await storeUpload(db, caller, file, body.purpose, undefined, body.alt)
    const size = await imageSize(file as File)
    return {
      // a quarantined image gets no URL (the console refuses the payload by its status)
      payload: { fileId: stored.id, url: fileUrl(stored.id, stored.status) ?? '', contentType: stored.contentType, ...size, status: stored.status },
      status: 201,
    }
  },
  'general.contact.post': async ({ db, body }) => receiveContact(db, 'general', body),
  'direct.contacts.post': async ({ db, body }) => receiveContact(db, 'direct', body),
  'general.logProxy.post': async ({ body, log }) => {
    log(redactPersonalData(body)) // e-mail addresses and phone numbers masked (docs/security.md)
    return { payload: { accepted: true, receivedAt: new Date().toISOString() }, status: 202 }
  },
}
