/**
 * Uploaded files: stored as bytea in `files`, scanned by the stand-in scanner. Shared by the
 * areas that accept uploads (manuscript contents, content images).
 */
import { sql } from 'drizzle-orm'
import { maxUploadBytes } from '../../../../src/domain/file'
import type { Db } from '../../db/database'
import { ApiFailure } from '../handler'
import { iso } from '../paging'

/** The EICAR test signature: what the reference server's stand-in scanner quarantines. */
const eicar = 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE'

/** Store an uploaded file (bytea), scanned by the stand-in scanner; 413 above 10 MB. */
export const storeUpload = async (db: Db, file: File | undefined, purpose: string, name?: string, alt?: string) => {
  if (!file) throw new ApiFailure(400, 'ファイルを選択してください')
  if (file.size > maxUploadBytes) throw new ApiFailure(413, `ファイルサイズは${maxUploadBytes / 1024 / 1024}MB以下にしてください`)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const status = Buffer.from(bytes).includes(eicar) ? 'quarantined' : 'clean'
  const contentType = file.type || 'application/octet-stream'
  const rows = await db.query<{ id: string; created_at: unknown }>(sql`
    INSERT INTO files (purpose, name, content_type, size, status, bytes, alt)
    VALUES (${purpose}, ${name || file.name || 'file'}, ${contentType}, ${bytes.byteLength}, ${status}, ${Buffer.from(bytes)}, ${alt ?? null})
    RETURNING id, created_at`)
  const row = rows[0] as { id: string; created_at: unknown }
  return { id: row.id, status: status as 'clean' | 'quarantined', contentType, size: bytes.byteLength, createdAt: iso(row.created_at) }
}
