/**
 * The response envelope every JSON call returns (SPEC 3, 7, 8):
 *
 * ```json
 * { "payload": ..., "status": 200, "messages": [{ "message": "..." }], "nextPaging": { "nextCursorKey": "..." } }
 * ```
 *
 * - `status` and `messages` are REQUIRED: a body without them is 'Thrown unexpected json format'.
 * - `payload` is absent (or null) on failure; the client then throws the first message
 *   (a generic error when there is none), except that a 200 with neither payload nor
 *   message is an empty list for list calls.
 * - `status` mirrors the HTTP status code (200, 400, 404 ...).
 * - `nextPaging` is either a cursor (`{ nextCursorKey }`, null on the last page) or a
 *   page-number detail (`{ page, perPage, totalCount, hasNext }`); see `nextCursorOf`.
 */
import { Schema } from 'effect'

export const Message = Schema.Struct({ message: Schema.String })
export type Message = typeof Message.Type

export const CursorPaging = Schema.Struct({ nextCursorKey: Schema.NullOr(Schema.String) })
export type CursorPaging = typeof CursorPaging.Type

export const PagingDetail = Schema.Struct({
  page: Schema.Number,
  perPage: Schema.Number,
  totalCount: Schema.optional(Schema.Number),
  hasNext: Schema.Boolean,
})
export type PagingDetail = typeof PagingDetail.Type

export const NextPaging = Schema.Union([CursorPaging, PagingDetail])
export type NextPaging = typeof NextPaging.Type

/** The envelope with an unchecked payload: what the client checks first. */
export const RawEnvelope = Schema.Struct({
  payload: Schema.optional(Schema.Unknown),
  status: Schema.Number,
  messages: Schema.Array(Message),
  nextPaging: Schema.optional(Schema.NullOr(NextPaging)),
})
export type RawEnvelope = typeof RawEnvelope.Type

/** Envelope of an item call. */
export const envelope = <P extends Schema.Top>(payload: P) =>
  Schema.Struct({
    payload: Schema.optional(Schema.NullOr(payload)),
    status: Schema.Number,
    messages: Schema.Array(Message),
    nextPaging: Schema.optional(Schema.NullOr(NextPaging)),
  })

/** Envelope of a list call: an array whose null items are dropped by the client. */
export const listEnvelope = <P extends Schema.Top>(item: P) => envelope(Schema.Array(Schema.NullOr(item)))

/**
 * The cursor of the next page, whatever form the server used; null on the last page.
 * A page-number detail becomes the next page number as a string.
 */
export const nextCursorOf = (paging: NextPaging | null | undefined): string | null => {
  if (paging == null) return null
  if ('nextCursorKey' in paging) return paging.nextCursorKey && paging.nextCursorKey !== '' ? paging.nextCursorKey : null
  return paging.hasNext ? String(paging.page + 1) : null
}

/** Build an envelope value (server side and test fixtures). */
export const ok = <T>(payload: T, nextCursorKey?: string | null): {
  payload: T
  status: number
  messages: ReadonlyArray<Message>
  nextPaging?: CursorPaging
} =>
  nextCursorKey === undefined
    ? { payload, status: 200, messages: [] }
    : { payload, status: 200, messages: [], nextPaging: { nextCursorKey } }

/** Build a failure envelope (server side and test fixtures). */
export const failure = (status: number, ...messages: ReadonlyArray<string>) => ({
  status,
  messages: messages.map((message) => ({ message })),
})
