/**
 * Uploaded files: stored as bytea in `files`, scanned by the stand-in scanner. Shared by the
 * areas that accept uploads (manuscript contents, content images).
 *
 * Files belong to their uploader: `owner_kind`/`owner_id` say who ('operator' for
 * staff, else 'doctor' or 'client'). Staff read every file; a doctor or client only their own
 * (`fileOwnerFilter`), and files from before owners were recorded (no owner) are staff-only.
 */
import { sql, type SQL } from 'drizzle-orm'
import { maxUploadBytes } from '#domain/file'
import type { Db } from '../../db/db'
import type { ColumnsOf } from '../../db/rows'
import type { files } from './file.table'
import { inList } from '../../db/sql-lists'
import { chargeUpload } from '../../http/uploads'
import { ApiFailure, type Caller } from '../support/handler'
import { iso } from '../support/paging'
import { fileUrl } from './file.images'
import { isStaff, notYours } from '../support/caller'

/** The EICAR test signature: what the reference server's stand-in scanner quarantines. */
const eicar = 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE'

/** Who owns what a caller uploads: staff upload as staff even when also bound to a doctor or client. */
const uploaderOf = (caller: Caller | null): { kind: 'operator' | 'doctor' | 'client'; id: string } | null => {
  if (caller?.operator) return { kind: 'operator', id: caller.operator.id }
  if (caller?.doctor) return { kind: 'doctor', id: caller.doctor.id }
  if (caller?.client) return { kind: 'client', id: caller.client.id }
  return null
}

/**
 * The files (alias `f`) a caller may read: null for staff (every file), else their own as a
 * doctor or a client (a caller bound to both has both). Never an ownerless file.
 */
export const fileOwnerFilter = (caller: Caller | null): SQL | null => {
  if (isStaff(caller)) return null
  const own: SQL[] = []
  if (caller?.doctor) own.push(sql`(f.owner_kind = 'doctor' AND f.owner_id = ${caller.doctor.id})`)
  if (caller?.client) own.push(sql`(f.owner_kind = 'client' AND f.owner_id = ${caller.client.id})`)
  return own.length ? sql`(${sql.join(own, sql` OR `)})` : sql`FALSE`
}

/**
 * Refuse (403) file ids the caller may not attach to something: for a doctor or client, every id
 * must be a file of their own (a missing id is refused alike, so ids cannot be probed). Staff may
 * attach any id.
 */
export const assertOwnFiles = async (db: Db, caller: Caller | null, ids: ReadonlyArray<string>): Promise<void> => {
  const filter = fileOwnerFilter(caller)
  const unique = [...new Set(ids)]
  if (filter === null || unique.length === 0) return
  const rows = await db.query<{ n: number | string }>(sql`SELECT count(*) AS n FROM files f WHERE ${inList(sql`f.id`, unique)} AND ${filter}`)
  if (Number(rows[0]?.n ?? 0) !== unique.length) notYours()
}

/**
 * Store an uploaded file (bytea) as the caller's, scanned by the stand-in scanner; 413 above
 * 10 MB. The stored bytes are charged to the caller's upload quota in the same transaction (429
 * when they no longer fit): a store that fails or is rolled back by the caller's transaction
 * (a handler that refuses the file afterwards) is not charged.
 */
export const storeUpload = async (db: Db, caller: Caller | null, file: File | undefined, purpose: string, name?: string, alt?: string) => {
  if (!file) throw new ApiFailure(400, 'ファイルを選択してください')
  if (file.size > maxUploadBytes) throw new ApiFailure(413, `ファイルサイズは${maxUploadBytes / 1024 / 1024}MB以下にしてください`)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const status = Buffer.from(bytes).includes(eicar) ? 'quarantined' : 'clean'
  const contentType = file.type || 'application/octet-stream'
  const owner = uploaderOf(caller)
  const row = await db.transaction(async (tx) => {
    await chargeUpload(tx, caller, bytes.byteLength)
    const rows = await tx.query<ColumnsOf<typeof files, 'id' | 'url_token' | 'created_at'>>(sql`
      INSERT INTO files (purpose, name, content_type, size, status, bytes, alt, owner_kind, owner_id)
      VALUES (${purpose}, ${name || file.name || 'file'}, ${contentType}, ${bytes.byteLength}, ${status}, ${Buffer.from(bytes)}, ${alt ?? null},
        ${owner?.kind ?? null}, ${owner?.id ?? null})
      RETURNING id, url_token, created_at`)
    return rows[0]!
  })
  const stored = { id: row.id, status: status as 'clean' | 'quarantined', contentType, size: bytes.byteLength, createdAt: iso(row.created_at) }
  // its URL: an image's /uploads/… (file.images.ts), none when quarantined
  return { ...stored, url: fileUrl({ ...stored, urlToken: row.url_token }) }
}
