/** The files' metadata SQL (never their bytes: support/uploads.ts stores them) and its one mapper, `toFileMeta`. */
import { sql, type SQL } from 'drizzle-orm'
import type { FileMeta as FileMetaSchema, FileStatus } from '#domain/file'
import type { Db } from '../../db/db'
import { columnNames, qualified, type ColumnsOf } from '../../db/rows'
import { fileUrl } from './file.images'
import { files } from './file.table'
import { inList } from '../../db/sql-lists'
import type { Json } from '../support/handler'
import { iso } from '../support/paging'

/** The metadata columns of a file (never its bytes). */
const fileColumnList = columnNames(files, 'id', 'name', 'content_type', 'size', 'status', 'url_token', 'created_at')
type FileRow = ColumnsOf<typeof files, (typeof fileColumnList)[number], { status: FileStatus }>
const fileColumns = qualified('f', fileColumnList)


const toFileMeta = (r: FileRow): Json<typeof FileMetaSchema> =>
  ({
    id: r.id,
    name: r.name,
    contentType: r.content_type,
    size: Number(r.size),
    status: r.status,
    url: fileUrl({ id: r.id, status: r.status, contentType: r.content_type, urlToken: r.url_token }),
    createdAt: iso(r.created_at),
  }) as Json<typeof FileMetaSchema>

/** The file's metadata when `visible` (an owner filter on `f`, or null: every file) lets the caller see it. */
export const find = async (db: Db, id: string, visible: SQL | null) => {
  const rows = await db.query<FileRow>(sql`SELECT ${fileColumns} FROM files f WHERE f.id = ${id} AND ${visible ?? sql`TRUE`}`)
  return rows[0] && toFileMeta(rows[0])
}

/** The files of these ids the caller may see, by id. */
export const byIds = async (db: Db, ids: ReadonlyArray<string>, visible: SQL | null) =>
  ids.length
    ? (await db.query<FileRow>(sql`SELECT ${fileColumns} FROM files f WHERE ${inList(sql`f.id`, ids)} AND ${visible ?? sql`TRUE`} ORDER BY f.id`)).map(toFileMeta)
    : []

// ── What other areas read of files (exported by ./index.ts).

/** The notification feed's source: quarantined files as (id, name, created_at) (a query to select from). */
export const quarantined = sql`SELECT id, name, created_at FROM files WHERE status = 'quarantined'`

/** The audit log's names: `(id, name)` of these files (`ids`: a text array). */
export const auditNames = (ids: SQL) => sql`SELECT id, name FROM files WHERE id = ANY(${ids})`
