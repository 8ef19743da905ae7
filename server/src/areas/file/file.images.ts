/**
 * Images as an `<img>` loads them: `GET /uploads/<id>-<token>.<ext>`, outside /api and outside the
 * call catalogue, like a storage bucket's object URL (docs/server.md "Uploaded images",
 * docs/security.md). The URL is the capability: no bearer token (an `<img>` sends none), only the
 * file's unguessable `url_token` (file.table.ts). Served only for a clean file of an image type
 * (PNG, JPEG, GIF, WebP: never SVG or HTML) whose extension matches its type; anything else —
 * a wrong token, an unknown id, a quarantined file, a PDF — is the same plain 404.
 */
import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { FileStatus } from '#domain/file'
import type { Db } from '../../db/db'
import type { ColumnsOf } from '../../db/rows'
import type { files } from './file.table'

/** Each servable image type's extension in its URL. */
const extensions: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' }

/** Where the images are served (server.ts routes it beside /api). */
export const uploadsPrefix = '/uploads/'

/** `<id>-<token>.<ext>`: ids are digits (the entity_ids sequence), tokens 64 lowercase hex digits. */
const imageName = /^(\d{1,19})-([0-9a-f]{64})\.(png|jpg|gif|webp)$/

/** How long a browser may keep an image: the URL never serves other bytes, but a file's access can end (private: no shared cache). */
export const imageCacheControl = 'private, max-age=3600'

/**
 * A file's URL: a clean image's `/uploads/…` (what an `<img>` loads), another clean file's
 * metadata call as before; none for a file not clean (the console refuses quarantined ones).
 */
export const fileUrl = (file: { id: string; status: FileStatus; contentType: string; urlToken: string }): string | null => {
  if (file.status !== 'clean') return null
  const ext = extensions[file.contentType]
  return ext ? `${uploadsPrefix}${file.id}-${file.urlToken}.${ext}` : `/api/v1/files/${file.id}`
}

type ImageRow = ColumnsOf<typeof files, 'content_type' | 'bytes'>

/** The image a `/uploads/` path names, or null (a plain 404 for every reason). */
const findImage = async (db: Db, path: string): Promise<{ contentType: string; bytes: Uint8Array } | null> => {
  const match = imageName.exec(path.slice(uploadsPrefix.length))
  if (!match) return null
  const [, id, token, ext] = match
  const rows = await db.query<ImageRow>(sql`SELECT content_type, bytes FROM files WHERE id = ${id} AND url_token = ${token} AND status = 'clean'`)
  const row = rows[0]
  if (!row || extensions[row.content_type] !== ext) return null
  return { contentType: row.content_type, bytes: row.bytes }
}

/**
 * `GET`/`HEAD /uploads/*`: the image's bytes with its stored type, `nosniff` and a CSP that
 * runs nothing (set by http/headers.ts), privately cacheable; else 404.
 */
export const serveImage = (db: Db) => async (c: Context) => {
  const image = await findImage(db, c.req.path)
  if (!image) return c.text('Not Found', 404)
  return c.body(new Uint8Array(image.bytes), 200, { 'content-type': image.contentType, 'cache-control': imageCacheControl })
}
