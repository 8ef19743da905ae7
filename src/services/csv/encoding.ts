/**
 * Character-encoding detection and decoding of uploaded CSV files.
 *
 * Files come from Excel in the field: UTF-8 with or without a BOM, or Shift_JIS (CP932).
 * Order of checks (cheapest and most certain first), each by the platform's WHATWG TextDecoder:
 *   1. a UTF-8 BOM                       -> UTF-8 (BOM dropped)
 *   2. a UTF-16 BOM                      -> UTF-16LE/BE
 *   3. strict (fatal) UTF-8 decoding     -> UTF-8 when the bytes are valid UTF-8 (ASCII included)
 *   4. strict (fatal) Shift_JIS decoding -> Shift_JIS ('shift_jis' there is CP932: NEC/IBM
 *                                           extensions such as ①, ㈱, 髙 included)
 *   5. strict (fatal) EUC-JP decoding    -> EUC-JP
 *   anything else (a binary, an .xlsx) is refused.
 * A file valid in both legacy encodings is read as Shift_JIS (what Excel writes); Japanese text in
 * one is almost never valid in the other (tests/unit/csv/parse-csv.test.ts). No detection library:
 * the decoder's fatal mode decides (the CSV worker carried its own copy of
 * encoding-japanese's tables, 100 KB gzip).
 */

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

/** The bytes decoded by `label`, or undefined when they are not valid in it (or the platform lacks it). */
const strictly = (label: string, bytes: Uint8Array): string | undefined => {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return undefined
  }
}

/** The encodings tried in turn once no BOM decides, most likely first. */
const strictOrder: ReadonlyArray<readonly [label: string, encoding: DetectedEncoding]> = [
  ['utf-8', 'UTF-8'],
  ['shift_jis', 'Shift_JIS'],
  ['euc-jp', 'EUC-JP'],
]

/** Detect the encoding of `bytes` and decode them to a string without a BOM. */
export const decodeCsvBytes = (bytes: Uint8Array): Decoded => {
  if (hasPrefix(bytes, [0xef, 0xbb, 0xbf])) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8 (BOM)' }
  }
  if (hasPrefix(bytes, [0xff, 0xfe])) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE' }
  if (hasPrefix(bytes, [0xfe, 0xff])) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16BE' }
  for (const [label, encoding] of strictOrder) {
    const text = strictly(label, bytes)
    if (text !== undefined) return { text, encoding }
  }
  throw new UnknownEncodingError()
}
