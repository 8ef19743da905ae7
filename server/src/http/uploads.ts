/**
 * Uploaded files, before any handler sees them (docs/security.md):
 * - the content type is SNIFFED from the first bytes (PNG, JPEG, GIF, WebP, PDF); anything else is
 *   `application/octet-stream`: the client's declared type and file name are never trusted;
 * - SVG, HTML and XML are refused (they run scripts when opened in a browser), wherever the markup
 *   stands in a file that is not one of the sniffed types (`isScriptable`);
 * - each account may upload `uploadQuota.limit` bytes per day, counted in the database
 *   (`rate_limits`, key `upload-bytes:<uid>`), so several instances share the quota. Only STORED
 *   bytes are charged: `checkUpload` refuses a file that cannot fit any more (429) and charges
 *   nothing; `chargeUpload` charges the bytes in the transaction that stores them
 *   (areas/support/uploads.ts), so a refused or rolled-back upload costs nothing.
 * The handler then receives a File whose `type` is the sniffed one.
 */
import type { Db } from '../db/db'
import { ApiFailure, type Caller } from '../areas/support/handler'
import { consume, used, type Budget } from './rate-limit'

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

/**
 * A markup document's start, after leading whitespace and byte order marks: a tag (`<name` and a
 * tag-terminating character), a comment or doctype (`<!`), or an XML declaration or processing
 * instruction (`<?`). The WHATWG MIME Sniffing standard's "rules for identifying an unknown MIME
 * type" sniff text/html from `<!--`, `<!DOCTYPE HTML`, `<html`, `<script`, `<p` … and text/xml
 * from `<?xml` in the first 1,445 bytes after whitespace; this is that test without the window.
 */
const markupStart = /^[\t\n\f\r ]*<(?:[a-z][a-z0-9:_-]*[\t\n\f\r />]|!|\?)/i
/**
 * Markup that runs scripts wherever it stands (a page rendered as text/html or image/svg+xml by
 * its name or type parses the whole file, and an HTML parser skips any text before a tag).
 */
const activeMarkup = /<(?:svg|html|script|iframe|object|embed)[\t\n\f\r />:]|<!doctype[\t\n\f\r ]|<\?xml/i

/**
 * The bytes as text for the markup tests, byte order marks dropped: one character per byte (ASCII
 * and UTF-8, whose multi-byte characters never contain '<' or ASCII letters), and when there are
 * NUL bytes also as UTF-16 at both alignments (little-endian from byte 0 and from byte 1, which
 * reads big-endian ASCII too), so markup in UTF-16 with or without a BOM is seen as well.
 */
const asTexts = (bytes: Uint8Array): string[] => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const texts = [buffer.toString('latin1')]
  if (buffer.includes(0)) texts.push(buffer.toString('utf16le'), buffer.subarray(1).toString('utf16le'))
  return texts.map((text) => text.replace(/^(?:\xef\xbb\xbf|[\ufeff\ufffe\xff\xfe]+)/, ''))
}

/**
 * SVG, HTML or XML: markup a browser would run scripts in, whatever the name or declared type
 * says. Only for files that are not one of the sniffed types (a PNG whose text chunk says `<svg`
 * is stored and served as image/png, which no browser renders as markup).
 */
const isScriptable = (file: File, bytes: Uint8Array): boolean => {
  if (/svg|html|xml/i.test(file.type) || /\.(svgz?|html?|xhtml|xml|xsl)$/i.test(file.name)) return true
  return asTexts(bytes).some((text) => markupStart.test(text) || activeMarkup.test(text))
}

/** The quota key of an uploader. */
const quotaKey = (caller: Caller | null) => `upload-bytes:${caller?.uid ?? 'anonymous'}`

/** Sniff, refuse scriptable files and files that no longer fit the uploader's quota; the File the handler receives. */
export const checkUpload = async (db: Db, caller: Caller | null, file: File): Promise<File> => {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffContentType(bytes)
  if (type === 'application/octet-stream' && isScriptable(file, bytes)) throw new ApiFailure(415, scriptFileMessage)
  // a first look only (nothing charged): the charge itself is chargeUpload's, when the bytes are stored
  if ((await used(db, quotaKey(caller), uploadQuota)) + bytes.byteLength > uploadQuota.limit) throw new ApiFailure(429, quotaMessage(uploadQuota.limit))
  return new File([bytes], file.name, { type })
}

/**
 * Charge `size` stored bytes to the uploader's quota, or refuse (429). Called on the transaction
 * that stores them, so a refused or rolled-back store is not charged; the counter's row stays
 * locked until it commits, so concurrent uploads of one account are charged one after the other
 * and never overshoot the quota together.
 */
export const chargeUpload = async (tx: Db, caller: Caller | null, size: number): Promise<void> => {
  if (!(await consume(tx, quotaKey(caller), uploadQuota, size))) throw new ApiFailure(429, quotaMessage(uploadQuota.limit))
}
