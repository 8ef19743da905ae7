/**
 * The shape of one row of the interaction tables (`tests/contract/interactions/*.ts`) and the
 * names of the Pact participants.
 *
 * A row says, for one catalogued call: which provider states hold (domain facts), what the
 * console sends (in the wire form: the Encoded side of the call's schemas) and what it gets
 * back (an example payload in the wire form, or a refusal). Everything else (request path and
 * query, the envelope, the Pact matchers) is derived from the catalogue entry, so a row stays
 * a few lines.
 */
import type { CallName, Catalogue } from '@src/domain/catalogue'
import type { Operation } from '@src/services/operation'

export { consumerName, groups, pactDir, pactFile, pactFileName, providerNames } from '../../../contracts/participants'

/** The fixed token the consumer tests send; the provider run swaps it for a real emulator token. */
export const consumerToken = 'console-id-token'

type JsonPrimitive = string | number | boolean | null
export type JsonValue = JsonPrimitive | ReadonlyArray<JsonValue> | { readonly [key: string]: JsonValue }
export type JsonMap = { readonly [key: string]: JsonValue }

/** A provider state: a domain fact ('doctor 42 exists and is frozen') plus its facts as parameters. */
export interface ProviderState {
  readonly name: string
  readonly params?: JsonMap
}

type Of<N extends CallName> = Catalogue[N]

/** What the console sends, in the wire form (the Encoded side of the call's schemas). */
export interface WireInput<N extends CallName> {
  readonly params?: Of<N>['params']['Encoded']
  readonly query?: Of<N>['query']['Encoded']
  readonly body?: Of<N>['body']['Encoded']
  /** Multipart calls: the file part. */
  readonly file?: { readonly name: string; readonly contentType: string; readonly text: string }
}

/** The payload of one item (list calls: of one list element), in the wire form. */
export type WirePayload<N extends CallName> = Of<N>['payload']['Encoded']

/** Refusals the console handles: HTTP status plus the envelope's messages, no payload. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422

export type Outcome<N extends CallName> =
  /** A 2xx envelope with one payload (item calls). Any 2xx status passes, as in the console. */
  | { readonly kind: 'item'; readonly status?: 200 | 201 | 202; readonly payload: WirePayload<N> }
  /** A 2xx file payload whose status is quarantined: the console refuses it ('Malware Detected from target file!'). */
  | { readonly kind: 'quarantined'; readonly payload: WirePayload<N> }
  /** A 2xx envelope whose payload is a non-empty list; `nextCursorKey` when the contract pins the cursor. */
  | { readonly kind: 'page'; readonly items: readonly [WirePayload<N>, ...WirePayload<N>[]]; readonly nextCursorKey?: string | null }
  /** A 200 envelope with an empty list. */
  | { readonly kind: 'empty' }
  /** A CSV download: the body must start with `prefix` (the header line). */
  | { readonly kind: 'csv'; readonly text: string; readonly prefix: string }
  /** A non-2xx envelope with messages and no payload. */
  | { readonly kind: 'refused'; readonly status: RefusalStatus; readonly messages: readonly [string, ...string[]] }

export interface InteractionSpec<N extends CallName = CallName> {
  readonly call: N
  /** What happens, in a few words; the Pact description is `<call>: <description>`. */
  readonly description: string
  /** At least one: every interaction starts from stated facts (the provider run resets the data before each). */
  readonly states: readonly [ProviderState, ...ProviderState[]]
  readonly input: WireInput<N>
  readonly outcome: Outcome<N>
  /**
   * Does the console send `Authorization: Bearer …`? Default: yes unless the call is public.
   * The provider run decides WHO the token belongs to from the states (admin by default).
   */
  readonly signedIn?: boolean
  /** Paths (dot-separated, from the payload root) compared by value, not by type: the facts this call is about. */
  readonly exact?: ReadonlyArray<string>
  /**
   * A call a console page makes: the operation its actor runs (src/services/*.ops.ts) and the
   * input the page gives it. The consumer test then runs THAT operation, so the Pact mock checks
   * that the request the page builds is exactly `input` above (tests/contract/one-path.test.ts
   * checks every page actor's operation has such a row for each call it makes).
   */
  readonly page?: PageRun
}

export interface PageRun {
  readonly op: Operation<any, any, any, any>
  readonly input: unknown
}

/** One table row, typed against its call (the examples are checked by tsc against the schemas' wire types). */
export const interaction = <N extends CallName>(spec: InteractionSpec<N>): InteractionSpec => spec as unknown as InteractionSpec

export const describeInteraction = (spec: InteractionSpec) => `${spec.call}: ${spec.description}`

/** The call name back from a Pact description (`admin.doctors.search: …`). */
export const callOfDescription = (description: string): string => description.slice(0, description.indexOf(':'))

export const state = (name: string, params?: JsonMap): ProviderState => (params ? { name, params } : { name })
