/**
 * Operations: what a page's machine asks of the API, as one Effect function per workflow step.
 *
 * An operation takes the page's own input (a list query, a record id, a form body …), builds the
 * request of a catalogued call and runs it through that call's function of THE typed client
 * (`api.<group>.<area>.<action>`, src/services/http/api.ts), the same function the Pact consumer
 * tests run. So:
 *
 *   route → page → machine → actor (effectActor(op), src/app) → op → api.<group>.<area>.<action> → ApiClient
 *
 * and the Pact consumer test for the call runs `op(pageInput)` too (tests/contract), so the
 * committed contract describes exactly what the console sends. Nothing outside src/services builds
 * a request; a lint rule keeps `ApiClient` inside src/services.
 *
 * - `operation(api.admin.operators.list, request, result?)`: one catalogued call (the client
 *   function names it: its `.endpoint`); `request` maps the page's input to the call's input,
 *   `result` (optional) maps the payload to what the machine wants.
 * - `composite(name, parts, run)`: a step that picks one of several operations (save = create or
 *   update, a record action = delete or status change). `calls` lists every call it may make.
 *
 * Every call an operation makes is pending work for the loading bar (SPEC 9) unless its catalogue
 * entry is `background` or the operation runs `inBackground` (the bridge does so for an actor a
 * machine invokes from a state tagged `background`: the quiet re-checks).
 */
import { Effect } from 'effect'
import type { CallName, Catalogue } from '../domain/catalogue'
import type { EndpointOutput } from '../domain/endpoint'
import type { SaveInput } from '../domain/records'
import type { ApiCall } from './http/api'
import type { ApiClient, CallInput } from './http/api-client.service'
import type { ApiError } from './http/api-errors'
import { inBackground } from './http/pending-work'

/**
 * `inBackground(effect)`: run an operation's effect for no one waiting on it (a page's quiet
 * re-check after a gap in the live stream): its calls are not pending work and show no loading
 * bar (src/services/http/pending-work.ts; calls that are ALWAYS background say so in the catalogue).
 */
export { inBackground }

export interface Operation<I, A, E = ApiError, R = ApiClient> {
  (input: I): Effect.Effect<A, E, R>
  /** A readable name, for traces and test output. */
  readonly label: string
  /** Every catalogued call this operation may make. */
  readonly calls: ReadonlyArray<CallName>
  /** A composite's steps (each makes some of `calls`): a contract may run the step that makes a call. */
  readonly parts?: ReadonlyArray<AnyOperation>
}

/**
 * Any operation, whatever it takes and answers (`never` input: every operation's input is wider),
 * for what only reads its `label` and `calls` (a composite's parts, the bridge's record of them).
 */
export type AnyOperation = Operation<never, unknown, unknown, unknown>

/** An operation over exactly one catalogued call, with the request it builds. */
export interface CallOperation<N extends CallName, I, A> extends Operation<I, A> {
  readonly call: N
  readonly request: (input: I) => CallInput<Catalogue[N]>
}

export function operation<N extends CallName, I>(call: ApiCall<N>, request: (input: I) => CallInput<Catalogue[N]>): CallOperation<N, I, EndpointOutput<Catalogue[N]>>
export function operation<N extends CallName, I, A>(
  call: ApiCall<N>,
  request: (input: I) => CallInput<Catalogue[N]>,
  result: (output: EndpointOutput<Catalogue[N]>, input: I) => A,
): CallOperation<N, I, A>
export function operation<N extends CallName, I, A>(
  fn: ApiCall<N>,
  request: (input: I) => CallInput<Catalogue[N]>,
  result?: (output: EndpointOutput<Catalogue[N]>, input: I) => A,
): CallOperation<N, I, A | EndpointOutput<Catalogue[N]>> {
  const call: N = fn.endpoint.name
  // Without `result` the operation answers the call's output itself (the first overload).
  const run = (input: I): Effect.Effect<A | EndpointOutput<Catalogue[N]>, ApiError, ApiClient> =>
    Effect.suspend(() => fn(request(input))).pipe(
      Effect.map((output) => (result ? result(output, input) : output)),
      Effect.withSpan(call),
    )
  return Object.assign(run, { label: call, calls: [call] as const, call, request })
}

export const composite = <I, A, E = ApiError, R = ApiClient>(
  label: string,
  parts: ReadonlyArray<AnyOperation>,
  run: (input: I) => Effect.Effect<A, E, R>,
): Operation<I, A, E, R> =>
  Object.assign((input: I) => Effect.suspend(() => run(input)).pipe(Effect.withSpan(label)), {
    label,
    calls: [...new Set(parts.flatMap((p) => p.calls))],
    parts,
  })

/** A step that reaches no API (parsing a file in a worker …): still one function, but `calls` is empty. */
export const local = <I, A, E, R>(label: string, run: (input: I) => Effect.Effect<A, E, R>): Operation<I, A, E, R> =>
  Object.assign((input: I) => Effect.suspend(() => run(input)).pipe(Effect.withSpan(label)), { label, calls: [] as const })

/** The two ends a streaming step talks through: `send` an event to its machine; `receive` the events the machine sends it. */
export interface ActorPort<In, Out> {
  readonly send: (event: Out) => void
  readonly receive: (listener: (event: In) => void) => void
}

/** What a streaming step runs on: the machine's input and the port to the machine. */
export interface Streamed<I, In, Out> {
  readonly input: I
  readonly port: ActorPort<In, Out>
}

/**
 * A step that talks with its machine while it runs (reading a CSV file in a Web Worker: rows
 * sent as the machine asks for them). It reaches no API (`calls` is empty), reports its own
 * failures as events, and runs until the machine stops it (`effectCallbackActor`, src/app/bridge.ts).
 */
export const streaming = <I, In, Out, R>(label: string, run: (input: I, port: ActorPort<In, Out>) => Effect.Effect<void, never, R>): Operation<Streamed<I, In, Out>, void, never, R> =>
  local(label, ({ input, port }: Streamed<I, In, Out>) => run(input, port))

/** What an update operation takes: the record, the `version` its form read, and the new body. */
export interface VersionedSave<Id extends string, Body> {
  readonly id: Id
  readonly version: number
  readonly body: Body
}

/**
 * The request of an update call (`PUT /<records>/{<param>}`): the record's id as its path parameter,
 * the body with the version the form read (`version` last, as every update sends it).
 *
 *   operation(api.admin.doctors.update, (input: VersionedSave<DoctorId, DoctorInput>) => versionedRequest('doctorID', input))
 */
export const versionedRequest = <P extends string, Id extends string, Body>(param: P, input: VersionedSave<Id, Body>) => ({
  // a computed key widens to an index signature: it is the one parameter `param` names
  params: { [param]: input.id } as { readonly [K in P]: Id },
  body: { ...input.body, version: input.version },
})

/**
 * The entity form's save (src/machines/entity-form.machine.ts): create when the form has no id,
 * otherwise update with the version the form read (optimistic versioning, docs/decisions.md: a
 * stale version is refused with 409 and the form shows its conflict dialog).
 */
export const saveOperation = <Body, Id extends string, A>(
  label: string,
  create: Operation<Body, A>,
  update: Operation<VersionedSave<Id, Body>, A>,
): Operation<SaveInput<Body, Id>, A> =>
  composite(label, [create, update], (input: SaveInput<Body, Id>) => {
    if (input.id === undefined) return create(input.body)
    if (input.version === undefined) return Effect.die(new Error(`${label}: an update needs the version the form read`))
    return update({ id: input.id, version: input.version, body: input.body })
  })
