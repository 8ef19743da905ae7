/**
 * The shape of one call in THE call catalogue (`catalogue.ts`).
 *
 * One entry describes a call completely: which API group it belongs to, its
 * method and path template (spelled as in SPEC section 7), the schemas of its
 * path parameters, query, body and payload, and who may call it. The typed
 * client (`src/services/http`), the reference server's route table
 * (`server/src/routes`) and the Pact contract tests (`tests/contract`) are all
 * driven from these entries, so adding a call here is the only way to add one.
 */
import { Schema } from 'effect'

export type Group = 'general' | 'admin' | 'direct'

/** Base path of each API group, relative to the API origin. */
export const groupBase: Record<Group, string> = {
  general: '/api/v1',
  admin: '/api/v1/admin',
  direct: '/api/direct',
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call (enforced by the reference server's app, server/src/http/app.ts; docs/auth.md,
 * the decision per call in docs/api.md and the tested matrix in docs/access-matrix.md):
 * - `public`: anybody, no token needed (health checks, admissions, the direct group's reads)
 * - `verified`: any verified account (e-mail verified, allowed sign-in provider), even one that
 *   is no operator, doctor or client: reference data reads (expertise, belongs, tags …)
 * - `member`: an operator, a doctor or a client (never a mere verified stranger)
 * - `doctor`: the signed-in doctor, acting as themself (own MP, own answers, own settings)
 * - `owner`: staff, or the doctor or client who owns the object the call names; the handler's
 *   SQL narrows a doctor or client to their own objects (someone else's is 403)
 * - `operator`: an active operator (every admin-group call, staff-only writes)
 * - `admin`: an active operator with role admin (operator management)
 */
export const accessLevels = ['public', 'verified', 'member', 'doctor', 'owner', 'operator', 'admin'] as const
export type Access = (typeof accessLevels)[number]

/** Who each access level lets in (docs/api.md's legend, docs/auth.md). */
export const accessText: Record<Access, string> = {
  public: 'anybody, no token needed',
  verified: 'any verified account (e-mail verified, e-mail link or password), even a stranger',
  member: 'an operator, a doctor or a client; never a mere verified stranger',
  doctor: 'the signed-in doctor, acting as themself',
  owner: "staff, or the doctor or client who owns the named object (the handler's SQL narrows them to their own; someone else's is 403)",
  operator: 'an active operator (staff)',
  admin: 'an active operator with role admin',
}

/**
 * How the payload is shaped:
 * - `item`: the envelope's payload is one value decoded with `payload`
 * - `list`: the payload is an array of `payload` items (null items dropped; a 200 with
 *   no payload and no message is an empty list); the page cursor comes from `nextPaging`
 * - `csv`: the body is CSV text, not an envelope (usage report download)
 * - `stream`: Server-Sent Events (`text/event-stream`), each event's `data:` one `payload` as JSON;
 *   read by its own reader (src/services/live), not by the typed client (docs/live.md)
 */
export type Shape = 'item' | 'list' | 'csv' | 'stream'

/** No path parameters / no query. */
export const NoFields = Schema.Struct({})
export type NoFields = typeof NoFields

/** No request body. */
export const NoBody = Schema.Undefined
export type NoBody = typeof NoBody

export interface Endpoint<
  Name extends string = string,
  Params extends Schema.Top = Schema.Top,
  Query extends Schema.Top = Schema.Top,
  Body extends Schema.Top = Schema.Top,
  Payload extends Schema.Top = Schema.Top,
  S extends Shape = Shape,
> {
  /** Stable, unique, dot-namespaced: `<group>.<area>.<action>`, e.g. `admin.doctors.search`. */
  readonly name: Name
  readonly group: Group
  readonly method: Method
  /** Path template relative to the group base, spelled as in the spec: `/doctors/{doctorID}`. */
  readonly path: string
  readonly params: Params
  readonly query: Query
  readonly body: Body
  readonly payload: Payload
  readonly shape: S
  readonly access: Access
  /** Request body is multipart: a JSON part named `json` plus a file part named `file`. */
  readonly multipart: boolean
  /**
   * Background traffic: the console makes this call for no one waiting on it (the live stream,
   * presence beats, the log proxy), so it never counts as pending work and never shows the
   * loading bar (src/services/http/pending-work.ts). Said here, once per call, so a call is
   * background wherever it is made from.
   */
  readonly background: boolean
  /** One line for `npm run api:list` and docs/api.md. */
  readonly summary: string
}

export type AnyEndpoint = Endpoint<string, Schema.Top, Schema.Top, Schema.Top, Schema.Top, Shape>

interface EndpointOptions<
  Name extends string,
  Params extends Schema.Top,
  Query extends Schema.Top,
  Body extends Schema.Top,
  Payload extends Schema.Top,
  S extends Shape,
> {
  readonly name: Name
  readonly group: Group
  readonly method: Method
  readonly path: string
  readonly params?: Params
  readonly query?: Query
  readonly body?: Body
  readonly payload: Payload
  readonly shape?: S
  readonly access: Access
  readonly multipart?: boolean
  readonly background?: boolean
  readonly summary: string
}

/** Declare one call. Missing params/query default to an empty struct, a missing body to `undefined`. */
export const endpoint = <
  const Name extends string,
  Payload extends Schema.Top,
  Params extends Schema.Top = NoFields,
  Query extends Schema.Top = NoFields,
  Body extends Schema.Top = NoBody,
  S extends Shape = 'item',
>(
  options: EndpointOptions<Name, Params, Query, Body, Payload, S>,
): Endpoint<Name, Params, Query, Body, Payload, S> => ({
  name: options.name,
  group: options.group,
  method: options.method,
  path: options.path,
  params: (options.params ?? NoFields) as Params,
  query: (options.query ?? NoFields) as Query,
  body: (options.body ?? NoBody) as Body,
  payload: options.payload,
  shape: (options.shape ?? 'item') as S,
  access: options.access,
  multipart: options.multipart ?? false,
  background: options.background ?? false,
  summary: options.summary,
})

/** Names of the `{param}` placeholders of a path template, in order. */
export const pathParamNames = (path: string): ReadonlyArray<string> =>
  Array.from(path.matchAll(/\{([A-Za-z]+)\}/g), (m) => m[1] as string)

/** True when a schema's type has no keys (`NoFields`, or an untyped `Schema.Top`). */
type HasNoKeys<S extends Schema.Top> = [keyof S['Type']] extends [never] ? true : false

/**
 * What a caller passes: only the parts the endpoint has; an all-optional query may be omitted.
 * (Tests for an empty key set, not `extends NoFields`: every struct is assignable to the empty one.)
 */
export type EndpointInput<E extends AnyEndpoint> = (HasNoKeys<E['params']> extends true
  ? { readonly params?: undefined }
  : { readonly params: E['params']['Type'] }) &
  (HasNoKeys<E['query']> extends true
    ? { readonly query?: undefined }
    : Record<never, never> extends E['query']['Type']
      ? { readonly query?: E['query']['Type'] }
      : { readonly query: E['query']['Type'] }) &
  (E['body'] extends NoBody ? { readonly body?: undefined } : { readonly body: E['body']['Type'] }) & { readonly file?: Blob }

/** One page of a list call. `nextCursorKey` is null on the last page. */
export interface Page<T> {
  readonly items: ReadonlyArray<T>
  readonly nextCursorKey: string | null
}

/** What a successful call yields. */
export type EndpointOutput<E extends AnyEndpoint> =
  E['shape'] extends 'list' ? Page<E['payload']['Type']> :
  E['shape'] extends 'csv' ? string :
  E['shape'] extends 'stream' ? never :
  E['payload']['Type']
