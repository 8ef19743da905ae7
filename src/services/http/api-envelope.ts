/**
 * The envelope rules of SPEC 7 and 8, applied to a 2xx response body:
 *
 * 1. CSV calls return the body text (a JSON envelope in their place is read as below).
 * 2. Not JSON, or no `status` / `messages` -> `UnexpectedJsonFormat` ('Thrown unexpected json format').
 *    An empty body is an empty page for list calls.
 * 3. No payload (absent or null):
 *    - list call without messages -> an empty page;
 *    - with messages -> `EnvelopeMessageError` carrying the first message;
 *    - an item call whose payload schema accepts the missing value (void calls) -> that value;
 *    - otherwise `EnvelopeMessageError` with the generic Japanese text.
 * 4. Lists: null items dropped, the rest decoded; the cursor from `nextPaging`.
 * 5. Files (`/files/...`, uploads): an item payload with `status: 'quarantined'` -> `MalwareDetected`.
 * 6. The payload must match the catalogue schema, else `PayloadDecodeError`.
 */
import { Effect, Schema } from 'effect'
import type { AnyEndpoint, Page } from '../../domain/endpoint'
import { nextCursorOf, RawEnvelope } from '../../domain/envelope'
import {
  EnvelopeMessageError,
  MalwareDetected,
  PayloadDecodeError,
  UnexpectedJsonFormat,
  type ApiError,
} from './api-errors'

const decodeRawEnvelope = Schema.decodeUnknownExit(RawEnvelope)

const parseJson = (text: string): { readonly ok: true; readonly value: unknown } | { readonly ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

const issueText = (error: unknown): string => String(error).slice(0, 2000)

/** Decode with a catalogue schema; catalogue schemas need no services. */
export const decodeWith = (endpoint: AnyEndpoint, schema: Schema.Top, value: unknown): Effect.Effect<unknown, PayloadDecodeError> =>
  (Schema.decodeUnknownEffect(schema)(value) as Effect.Effect<unknown, Schema.SchemaError>).pipe(
    Effect.mapError((error) => new PayloadDecodeError({ endpoint: endpoint.name, issue: issueText(error) })),
  )

/**
 * Endpoints that fetch or create a file (`/files/...` and every multipart upload): an item
 * payload with `status: 'quarantined'` is refused. Lists (file search) are not: staff may
 * see a quarantined file listed with its status label.
 */
export const isFileEndpoint = (endpoint: AnyEndpoint): boolean =>
  endpoint.multipart || (endpoint.group === 'general' && endpoint.path.startsWith('/files/'))

const isQuarantined = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && 'status' in payload && payload.status === 'quarantined'

export interface BodyInfo {
  readonly text: string
  readonly contentType: string
}

/** What a 2xx response yields under the envelope rules (see the module comment). */
export const interpretBody = (endpoint: AnyEndpoint, body: BodyInfo): Effect.Effect<unknown, ApiError> =>
  Effect.gen(function* () {
    const isJson = body.contentType.toLowerCase().includes('json')
    if (endpoint.shape === 'csv' && !isJson) return body.text

    if (body.text.trim() === '') {
      if (endpoint.shape === 'list') return { items: [], nextCursorKey: null } satisfies Page<unknown>
      return yield* new UnexpectedJsonFormat()
    }
    const parsed = parseJson(body.text)
    if (!parsed.ok) return yield* new UnexpectedJsonFormat()
    const decoded = decodeRawEnvelope(parsed.value)
    if (decoded._tag === 'Failure') return yield* new UnexpectedJsonFormat()
    const envelope = decoded.value
    const messages = envelope.messages.map((m) => m.message)

    if (envelope.payload === undefined || envelope.payload === null) {
      if (endpoint.shape === 'list' && messages.length === 0) {
        return { items: [], nextCursorKey: nextCursorOf(envelope.nextPaging) } satisfies Page<unknown>
      }
      if (messages.length > 0) return yield* EnvelopeMessageError.of(envelope.status, messages)
      if (endpoint.shape === 'item') {
        const voidResult = yield* Effect.exit(decodeWith(endpoint, endpoint.payload, envelope.payload))
        if (voidResult._tag === 'Success') return voidResult.value
      }
      return yield* EnvelopeMessageError.of(envelope.status, [])
    }

    if (endpoint.shape === 'list') {
      if (!Array.isArray(envelope.payload)) {
        return yield* new PayloadDecodeError({ endpoint: endpoint.name, issue: 'list payload is not an array' })
      }
      const present: ReadonlyArray<unknown> = envelope.payload.filter((item: unknown) => item !== null && item !== undefined)
      const items = yield* decodeWith(endpoint, Schema.Array(endpoint.payload), present)
      return { items: items as ReadonlyArray<unknown>, nextCursorKey: nextCursorOf(envelope.nextPaging) } satisfies Page<unknown>
    }

    if (endpoint.shape === 'csv') {
      if (typeof envelope.payload === 'string') return envelope.payload
      return yield* new PayloadDecodeError({ endpoint: endpoint.name, issue: 'csv payload is not a string' })
    }

    if (isFileEndpoint(endpoint) && isQuarantined(envelope.payload)) return yield* new MalwareDetected()
    return yield* decodeWith(endpoint, endpoint.payload, envelope.payload)
  })
