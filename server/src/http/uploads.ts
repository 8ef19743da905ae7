/**
 * Uploaded files, before any handler sees them (docs/security.md):
 * - the content type is SNIFFED from the first bytes (PNG, JPEG, GIF, WebP, PDF); anything else is
 *   `application/octet-stream`: the client's declared type and file name are never trusted;
 * - SVG and HTML are refused (they run scripts when opened in a browser);
 * - each account may upload `uploadQuota.limit` bytes per day, counted in the database
 *   (`rate_limits`, key `upload-bytes:<uid>`), so several instances share the quota.
 * The handler then receives a File whose `type` is the sniffed one.
 */
import type { Db } from '../db/database'
import { ApiFailure, type Caller } from '../handlers/handler'
import { consume, type Budget } from './rate-limit'

/** Bytes one account may upload per day (UPLOAD_QUOTA_BYTES_PER_DAY, default 100 MB). */
export const uploadQuota: Budget = { windowSeconds: 24 * 60 * 60, limit: Number(process.env.UPLOAD_QUOTA_BYTES_PER_DAY) || 100 * 1024 * 1024 }

export const quotaMessage = (limit: number) =>
  `アップロードできる容量の上限（1日${Math.round(limit / 1024 / 1024)}MB）に達しました。明日以降に再度お試しください。`
export const scriptFileMessage = 'SVG・HTML ファイルはアップロードできません（PNG・JPEG・GIF・WebP・PDF などを選択してください）'

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, at = 0) => signature.every((b, i) => bytes[at + i] === b)

/** The content type the bytes really are (magic numbers), or `application/octet-stream`. */
export const sniffContentType = (bytes: Uint8Array): string => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'
  return 'application/octet-stream'
}

/** SVG or HTML: markup a browser would run scripts in, whatever the name or declared type says. */
const isScriptable = (file: File, bytes: Uint8Array): boolean => {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase()
  return (
    /svg|html|xml/i.test(file.type) ||
    /\.(svgz?|html?|xhtml|xml)$/i.test(file.name) ||
    /^<(\?xml|svg|!doctype|html|script)/.test(head) ||
    head.includes('<svg')
  )
}

/** Sniff, refuse scriptable files, charge the uploader's quota; the File the handler receives. */
export const checkUpload = async (db: Db, caller: Caller | null, file: File): Promise<File> => {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffContentType(bytes)
  if (type === 'application/octet-stream' && isScriptable(file, bytes)) throw new ApiFailure(415, scriptFileMessage)
  if (!(await consume(db, `upload-bytes:${caller?.uid ?? 'anonymous'}`, uploadQuota, bytes.byteLength)))
    throw new ApiFailure(429, quotaMessage(uploadQuota.limit))
  return new File([bytes], file.name, { type })
}
