/**
 * Character-encoding detection and decoding of uploaded CSV files.
 *
 * Files come from Excel in the field: UTF-8 with or without a BOM, or Shift_JIS (CP932).
 * Order of checks (cheapest and most certain first):
 *   1. a UTF-8 BOM            -> UTF-8 (BOM dropped)
 *   2. a UTF-16 BOM           -> UTF-16LE/BE
 *   3. strict UTF-8 decoding  -> UTF-8 when the bytes are valid UTF-8 (ASCII included)
 *   4. encoding-japanese      -> SJIS (CP932) or EUC-JP; anything else is refused
 * Decoding uses the platform's WHATWG TextDecoder ('shift_jis' there is CP932); when a
 * platform lacks it, encoding-japanese converts instead.
 */
import Encoding from 'encoding-japanese'

export type DetectedEncoding = 'UTF-8' | 'UTF-8 (BOM)' | 'UTF-16LE' | 'UTF-16BE' | 'Shift_JIS' | 'EUC-JP'

export interface Decoded {
  readonly text: string
  readonly encoding: DetectedEncoding
}

/** The file is neither UTF-8 nor a Japanese legacy encoding (e.g. a binary or an .xlsx). */
export class UnknownEncodingError extends Error {
  readonly _tag = 'UnknownEncodingError'
  constructor() {
    super('unknown encoding')
  }
}

const hasPrefix = (bytes: Uint8Array, prefix: ReadonlyArray<number>): boolean =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b)

const decodeWith = (label: string, bytes: Uint8Array, fatal: boolean): string | undefined => {
  try {
    return new TextDecoder(label, { fatal, ignoreBOM: false }).decode(bytes)
  } catch {
    return undefined
  }
}

const legacy = (bytes: Uint8Array, from: 'SJIS' | 'EUCJP', label: string): string =>
  decodeWith(label, bytes, false) ?? Encoding.convert(bytes, { to: 'UNICODE', from, type: 'string' })

/** Detect the encoding of `bytes` and decode them to a string without a BOM. */
export const decodeCsvBytes = (bytes: Uint8Array): Decoded => {
  if (hasPrefix(bytes, [0xef, 0xbb, 0xbf])) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8 (BOM)' }
  }
  if (hasPrefix(bytes, [0xff, 0xfe])) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE' }
  if (hasPrefix(bytes, [0xfe, 0xff])) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16BE' }
  const utf8 = decodeWith('utf-8', bytes, true)
  if (utf8 !== undefined) return { text: utf8, encoding: 'UTF-8' }
  const detected = Encoding.detect(bytes, ['SJIS', 'EUCJP'])
  if (detected === 'EUCJP') return { text: legacy(bytes, 'EUCJP', 'euc-jp'), encoding: 'EUC-JP' }
  if (detected === 'SJIS') return { text: legacy(bytes, 'SJIS', 'shift_jis'), encoding: 'Shift_JIS' }
  throw new UnknownEncodingError()
}
