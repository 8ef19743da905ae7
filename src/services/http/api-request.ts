/**
 * Pure request building (SPEC 5, 7): the URL with URL-encoded path values, the
 * query string (null/undefined dropped, values stringified), and the body
 * (JSON, or multipart JSON part + file; the path id never repeated in it).
 *
 * Input here is already ENCODED by the endpoint's schemas (`Type` -> wire form).
 * Nothing in this module throws: every failure is an `InvalidRequest`.
 */
import { EncodedJson } from './encoded-json'
import { Result } from 'effect'
import { pathParamNames, type AnyEndpoint } from '../../domain/endpoint'
import { InvalidRequest } from './api-errors'

export type RequestBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly text: string }
  /** JSON already encoded and serialised (`EncodedJson`). */
  | { readonly kind: 'bytes'; readonly bytes: Uint8Array }
  | { readonly kind: 'multipart'; readonly json: string; readonly file: Blob }

export interface RequestParts {
  readonly method: AnyEndpoint['method']
  readonly url: string
  readonly query: ReadonlyArray<readonly [string, string]>
  readonly body: RequestBody
}

export interface EncodedInput {
  readonly params: unknown
  readonly query: unknown
  readonly body: unknown
  readonly file: Blob | undefined
}

const invalid = (endpoint: AnyEndpoint, issue: string) => Result.fail(new InvalidRequest({ endpoint: endpoint.name, issue }))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** JSON.stringify without throwing (BigInt, cycles, throwing toJSON). */
const stringifyJson = (value: unknown): Result.Result<string | undefined, string> => {
  try {
    return Result.succeed(JSON.stringify(value) as string | undefined)
  } catch (error) {
    return Result.fail(error instanceof Error ? error.message : String(error))
  }
}

/** One path value, URL-encoded. Only scalars are allowed in a path. */
const encodePathValue = (value: unknown): Result.Result<string, string> => {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean' && typeof value !== 'bigint') {
    return Result.fail(value === undefined || value === null ? 'missing' : `not a scalar (${typeof value})`)
  }
  const text = String(value)
  if (text === '') return Result.fail('empty')
  // URL parsers resolve '.' and '..' segments (even percent-encoded), so they would change the path.
  if (text === '.' || text === '..') return Result.fail('dot segment')
  try {
    // encodeURIComponent throws URIError on lone surrogates.
    return Result.succeed(encodeURIComponent(text))
  } catch {
    return Result.fail('not encodable (lone surrogate)')
  }
}

/** Substitute `{name}` placeholders with URL-encoded values. */
export const buildPath = (endpoint: AnyEndpoint, params: unknown): Result.Result<string, InvalidRequest> => {
  const names = pathParamNames(endpoint.path)
  const record = isRecord(params) ? params : {}
  let path = endpoint.path
  for (const name of names) {
    const encoded = encodePathValue(record[name])
    if (Result.isFailure(encoded)) return invalid(endpoint, `path parameter ${name}: ${encoded.failure}`)
    path = path.replace(`{${name}}`, encoded.success)
  }
  return Result.succeed(path)
}

/** A query value as text; `undefined` means drop it. */
const queryText = (value: unknown): Result.Result<string | undefined, string> => {
  if (value === null || value === undefined) return Result.succeed(undefined)
  if (typeof value === 'string') return Result.succeed(value)
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return Result.succeed(String(value))
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? Result.fail('invalid date') : Result.succeed(value.toISOString())
  }
  if (typeof value === 'object') return stringifyJson(value)
  return Result.fail(`unsupported value (${typeof value})`)
}

/** Query entries: null/undefined dropped, values stringified, arrays as repeated keys. */
export const buildQuery = (
  endpoint: AnyEndpoint,
  query: unknown,
): Result.Result<ReadonlyArray<readonly [string, string]>, InvalidRequest> => {
  if (query === undefined || query === null) return Result.succeed([])
  if (!isRecord(query)) return invalid(endpoint, 'query is not an object')
  const entries: Array<readonly [string, string]> = []
  for (const [key, raw] of Object.entries(query)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      const text = queryText(value)
      if (Result.isFailure(text)) return invalid(endpoint, `query ${key}: ${text.failure}`)
      if (text.success !== undefined) entries.push([key, text.success])
    }
  }
  return Result.succeed(entries)
}

/** The body without the path's own ids (never repeated in the body). */
export const stripPathIds = (endpoint: AnyEndpoint, body: unknown): unknown => {
  const names = pathParamNames(endpoint.path)
  if (names.length === 0 || !isRecord(body)) return body
  return Object.fromEntries(Object.entries(body).filter(([key]) => !names.includes(key)))
}

export const buildBody = (endpoint: AnyEndpoint, body: unknown, file: Blob | undefined): Result.Result<RequestBody, InvalidRequest> => {
  if (endpoint.method === 'GET') return Result.succeed({ kind: 'none' })
  // already encoded and serialised (the CSV import's batches): sent as it is
  if (body instanceof EncodedJson && !endpoint.multipart && pathParamNames(endpoint.path).length === 0) return Result.succeed({ kind: 'bytes', bytes: body.bytes })
  const json = stringifyJson(stripPathIds(endpoint, body))
  if (Result.isFailure(json)) return invalid(endpoint, `body is not JSON: ${json.failure}`)
  if (endpoint.multipart) {
    if (file === undefined) return invalid(endpoint, 'multipart call without a file')
    return Result.succeed({ kind: 'multipart', json: json.success ?? '{}', file })
  }
  return Result.succeed(json.success === undefined ? { kind: 'none' } : { kind: 'json', text: json.success })
}

/** Everything but headers and auth: method, absolute URL, query and body. */
export const buildRequestParts = (
  endpoint: AnyEndpoint,
  base: string,
  input: EncodedInput,
): Result.Result<RequestParts, InvalidRequest> =>
  Result.gen(function* () {
    const path = yield* buildPath(endpoint, input.params)
    // GET carries its input in the query; other methods only send a query their endpoint declares.
    const query = yield* buildQuery(endpoint, input.query)
    const body = yield* buildBody(endpoint, input.body, input.file)
    return { method: endpoint.method, url: base + path, query, body }
  })
