/**
 * Input guards that run before any schema or handler ("no 500 from bad input"):
 * - `malformedUrl`: a path or query string whose percent-encoding does not decode answers 400
 *   (the console's SPA fallback decoded it and threw: a 500) — mounted first, for every route.
 * - `refuseNul`: a NUL character in any decoded string (path value, query value, JSON body at any
 *   depth, multipart JSON part) answers 400 with the field named; PostgreSQL text cannot hold NUL
 *   and refused the statement (a 500).
 * - `parseJson`: a JSON body (or multipart `json` part) nested deeper than `maxJsonDepth` levels
 *   answers 400 before anything walks it (2,000 levels overflowed the stack, a 500).
 * - `dataException`: the last net for PostgreSQL's data exceptions (class 22: a value out of a
 *   column's range, a text that is not a timestamp…) — a 400, never a 500, without the SQL or its
 *   parameters in the answer or the log.
 */
import type { MiddlewareHandler } from 'hono'
import { ApiFailure } from '../areas/support/handler'

export const malformedUrlMessage = 'URL の形式が正しくありません（パーセントエンコーディングが不正です）'
export const nulMessage = '使用できない制御文字（NUL）が含まれています'
export const dataExceptionMessage = '入力値が扱える範囲や形式を超えています'
/**
 * Deepest JSON nesting a body may have. The deepest body the console sends is a bulk
 * doctor registration, `{ rows: [{ input: { belongIds: [...] } }] }`: 5 levels (the log proxy's
 * entry: 3). 32 leaves room for fields to come; the walks after parsing overflowed at 2,000.
 */
export const maxJsonDepth = 32
export const jsonTooDeepMessage = `入力内容: JSON の入れ子が深すぎます（上限${maxJsonDepth}階層）`

const decodes = (text: string): boolean => {
  try {
    decodeURIComponent(text.replace(/\+/g, ' '))
    return true
  } catch {
    return false
  }
}

/** 400 for a URL whose path or query does not percent-decode. */
export const malformedUrl: MiddlewareHandler = async (c, next) => {
  const url = c.req.url
  const queryStart = url.indexOf('?')
  const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2))
  const path = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, pathAndQuery.indexOf('?'))
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1)
  if (!decodes(path) || !query.split('&').every((part) => part.split('=').every(decodes)))
    return c.json({ status: 400, messages: [{ message: malformedUrlMessage }] }, 400)
  await next()
}

/** Throw a 400 naming the field when any string in `value` (at any depth) holds a NUL character. */
export const refuseNul = (value: unknown, path: ReadonlyArray<string | number> = []): void => {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) {
      const label = [...path].reverse().find((k) => typeof k === 'string')
      throw new ApiFailure(400, label ? `${label}: ${nulMessage}` : nulMessage)
    }
    return
  }
  if (Array.isArray(value)) value.forEach((v, i) => refuseNul(v, [...path, i]))
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) throw new ApiFailure(400, nulMessage)
      refuseNul(v, [...path, k])
    }
}

/** PostgreSQL data exceptions (SQLSTATE class 22) as a 400; anything else is rethrown. */
export const dataException = (error: unknown): ApiFailure | null => {
  const cause = (error as { cause?: unknown } | null)?.cause // drizzle wraps the driver's error
  const code = (error as { code?: unknown } | null)?.code ?? (cause as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('22') ? new ApiFailure(400, dataExceptionMessage) : null
}

/**
 * True when valid JSON `text` nests arrays and objects deeper than `limit` levels (the top-level
 * array or object is level 1). A scan of the text, not a walk of the parsed value: no recursion,
 * no allocation, and it stops at the first level too deep. Brackets inside strings are skipped
 * (a string ends at the first `"` not escaped by an odd run of backslashes).
 */
export const nestedDeeperThan = (text: string, limit: number): boolean => {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      // '"': jump to the closing quote
      for (;;) {
        i = text.indexOf('"', i + 1)
        if (i === -1) return false
        let backslashes = 0
        while (text.charCodeAt(i - 1 - backslashes) === 0x5c) backslashes++
        if (backslashes % 2 === 0) break
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/**
 * The JSON of a request body (or of a multipart `json` part); 400 when it is not JSON, or when it
 * nests deeper than `maxJsonDepth` (JSON.parse itself copes, but everything after it walks the
 * value recursively — refuseNul, the schemas, the log proxy's redaction — and 2,000 levels
 * overflowed the stack: a 500 with a stack trace in the log each time).
 */
export const parseJson = (text: string): unknown => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ApiFailure(400, 'リクエストの JSON が正しくありません')
  }
  if (typeof value === 'object' && value !== null && nestedDeeperThan(text, maxJsonDepth)) throw new ApiFailure(400, jsonTooDeepMessage)
  return value
}
