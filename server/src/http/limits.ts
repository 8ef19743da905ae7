/**
 * Bounded input (docs/security.md): a body limit per catalogued call that refuses BEFORE the body
 * is read (hono/body-limit: the Content-Length is checked first; a chunked body is counted while it
 * streams and cut at the limit), and the Node HTTP server's timeouts (used by server.ts).
 */
import { bodyLimit } from 'hono/body-limit'
import type { Context, MiddlewareHandler } from 'hono'
import type { AnyEndpoint } from '#domain/endpoint'
import { maxUploadBytes } from '#domain/file'

const mb = 1024 * 1024
/** JSON bodies: 1 MB. */
export const jsonBodyLimit = 1 * mb
/** Bulk registration batches (`maxBulkRows` = 5,000 CSV rows, about 1.7 MB of doctors): 4 MB. */
export const bulkBodyLimit = 4 * mb
const isBulk = (endpoint: AnyEndpoint) => /\.bulk(Register|Insert)$/.test(endpoint.name)
/** Multipart uploads: the file limit plus 1 MB for the JSON part and the multipart framing. */
export const uploadBodyLimit = maxUploadBytes + 1 * mb

export const bodyLimitOf = (endpoint: AnyEndpoint): number => (endpoint.multipart ? uploadBodyLimit : isBulk(endpoint) ? bulkBodyLimit : jsonBodyLimit)

export const tooLargeMessage = (endpoint: AnyEndpoint): string =>
  endpoint.multipart
    ? `ファイルサイズは${maxUploadBytes / mb}MB以下にしてください`
    : `リクエストが大きすぎます（上限${bodyLimitOf(endpoint) / mb}MB）。件数を分けて送信してください。`

/**
 * The body length the request declares and Node's parser holds it to: its Content-Length, unless it
 * is chunked (then hono's bodyLimit counts it while it streams). Undefined when none is declared.
 * bodyLimitFor checks it from the header alone; http/app.ts then reads such a body straight from
 * Node's request.
 */
export const declaredLength = (c: Context): number | undefined => {
  const length = c.req.header('content-length')
  return length === undefined || c.req.header('transfer-encoding') !== undefined ? undefined : Number.parseInt(length, 10)
}

/** 413 with a Japanese message when the body is over the call's limit; nothing for GET. */
export const bodyLimitFor = (endpoint: AnyEndpoint): MiddlewareHandler => {
  if (endpoint.method === 'GET') return async (_c, next) => next()
  const maxSize = bodyLimitOf(endpoint)
  const tooLarge = (c: Context) => c.json({ status: 413, messages: [{ message: tooLargeMessage(endpoint) }] }, 413)
  const streamed = bodyLimit({ maxSize, onError: tooLarge })
  // A declared length is checked from the header alone (Node's parser holds the body to it), without
  // touching the request's body: hono's bodyLimit asks for it first, which builds the fetch Request
  // and its stream on every call. A chunked body is counted by hono's bodyLimit while it streams.
  return async (c, next) => {
    const length = declaredLength(c)
    if (length === undefined) {
      // a body that stops arriving (the client went away mid-body) throws from hono's bodyLimit,
      // outside the route's try: a 400, no stack trace in the log
      let reachedNext = false
      try {
        return await streamed(c, () => ((reachedNext = true), next()))
      } catch (error) {
        if (reachedNext) throw error
        return c.json({ status: 400, messages: [{ message: 'リクエストが途中で切断されました' }] }, 400)
      }
    }
    return length > maxSize ? tooLarge(c) : next()
  }
}

/**
 * Options for `http.createServer` (via @hono/node-server's `serverOptions`): a client must send
 * its headers within 15 s and the whole request within 60 s (a 10 MB upload at 2 Mbit/s takes
 * 40 s), so slow-loris connections are closed.
 */
export const httpServerOptions = { headersTimeout: 15_000, requestTimeout: 60_000 } as const
