/**
 * Files and images: uploads (stored and scanned by support/uploads.ts, owned by the uploader) and
 * their metadata. Staff read every file; a doctor or client only their own. The SQL is in file.repository.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import { imageContentTypes } from '#domain/file'
import { notYours } from '../support/caller'
import { ApiFailure, notFound, type AreaHandlers } from '../support/handler'
import { fileOwnerFilter, storeUpload } from './file.uploads'
import * as files from './file.repository'
import { files as filesTable } from './file.table'
import { payloadId, recorded, type AuditedFor } from '../support/audit'

/** Width and height of a PNG (IHDR) or GIF header; null for other types. */
const imageSize = async (file: File): Promise<{ width: number | null; height: number | null }> => {
  const head = Buffer.from(await file.slice(0, 32).arrayBuffer())
  if (head.length >= 24 && head.readUInt32BE(0) === 0x89504e47) return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) }
  if (head.length >= 10 && head.toString('latin1', 0, 3) === 'GIF') return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) }
  return { width: null, height: null }
}

export const handlers = {
  // staff read every file; a doctor or client only their own: anything else is 403, a missing
  // file included (ids are sequential: a 404 would tell which exist)
  'general.files.get': async ({ db, caller, params }) => {
    const own = fileOwnerFilter(caller)
    return { payload: (await files.find(db, params.fileID, own)) ?? (own ? notYours() : notFound('ファイル')) }
  },
  'general.files.search': async ({ db, caller, body }) => ({ items: await files.byIds(db, body.ids, fileOwnerFilter(caller)), nextCursorKey: null }),
  'general.files.upload': async ({ db, caller, body, file }) => {
    const stored = await storeUpload(db, caller, file, body.purpose, body.name)
    return { payload: (await files.find(db, stored.id, null))!, status: 201 }
  },
  'general.images.upload': async ({ db, caller, body, file }) => {
    if (file && !(imageContentTypes as ReadonlyArray<string>).includes(file.type))
      throw new ApiFailure(415, '画像は PNG・JPEG・GIF・WebP のいずれかを選択してください')
    const stored = await storeUpload(db, caller, file, body.purpose, undefined, body.alt)
    const size = await imageSize(file as File)
    return {
      // a quarantined image gets no URL (the console refuses the payload by its status)
      payload: { fileId: stored.id, url: stored.url ?? '', contentType: stored.contentType, ...size, status: stored.status },
      status: 201,
    }
  },
} satisfies AreaHandlers<Catalogue>

const stored = recorded(filesTable, 'purpose', 'name', 'content_type', 'size', 'status', 'owner_kind', 'owner_id')

export const audited = {
  'general.files.upload': { action: 'files.upload', targetType: 'file', recorded: stored, created: payloadId },
  'general.images.upload': { action: 'images.upload', targetType: 'file', recorded: stored, created: (r) => (r as { payload?: { fileId?: string } }).payload?.fileId },
} satisfies AuditedFor<keyof typeof handlers>
