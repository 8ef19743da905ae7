/**
 * THE typed client of the console, derived from the call catalogue (src/domain/catalogue.ts) the
 * way Effect's `HttpApiClient` derives a client from its API definition: every catalogued call
 * `<group>.<area>.<action>` is the function `api.<group>.<area>.<action>`, typed from the call's
 * own Schemas, over the one HTTP client (`ApiClient.call`, api-client.service.ts):
 *
 *   const page = yield* api.admin.doctors.search({ body: { keyword: '佐藤' } })
 *   //    ^? Page<Doctor>                     Effect<Page<Doctor>, ApiError, ApiClient>
 *
 * Each function carries its catalogue entry (`.endpoint`), so an operation built on it
 * (src/services/operation.ts) knows the call it makes. A call added to the catalogue is a
 * function here at once; tests/services/api.test.ts checks every call is reachable, once, at its
 * path. Nothing is looked up by name at call time: the object is built once, at module load.
 */
import { Effect } from 'effect'
import { allEndpoints, type CallName, type Catalogue } from '../../domain/catalogue'
import type { AnyEndpoint, EndpointOutput } from '../../domain/endpoint'
import { ApiClient, type CallInput } from './api-client.service'
import type { ApiError } from './api-errors'

/** One catalogued call as a function of the client, with its catalogue entry. */
export interface ApiCall<N extends CallName> {
  (input: CallInput<Catalogue[N]>): Effect.Effect<EndpointOutput<Catalogue[N]>, ApiError, ApiClient>
  /** Its catalogue entry (`& { name: N }`: what `Catalogue[N]['name']` is, said so a generic `N` knows it). */
  readonly endpoint: Catalogue[N] & { readonly name: N }
}

type GroupOf<N> = N extends `${infer G}.${string}.${string}` ? G : never
type AreaOf<N> = N extends `${string}.${infer A}.${string}` ? A : never

/** The client's shape: `Api['admin']['doctors']['search']` is `ApiCall<'admin.doctors.search'>`. */
export type Api = {
  readonly [G in GroupOf<CallName>]: {
    readonly [A in AreaOf<Extract<CallName, `${G}.${string}`>>]: {
      readonly [N in Extract<CallName, `${G}.${A}.${string}`> as N extends `${G}.${A}.${infer X}` ? X : never]: ApiCall<N>
    }
  }
}

/** The function of one catalogue entry: the entry and its input handed to `ApiClient.call` unchanged. */
const callOf = <E extends AnyEndpoint>(endpoint: E) =>
  Object.assign(
    Effect.fn(endpoint.name)(function* (input: CallInput<E>) {
      const client = yield* ApiClient
      return yield* client.call(endpoint, input)
    }),
    { endpoint },
  )

const build = (): Api => {
  const groups: Record<string, Record<string, Record<string, unknown>>> = {}
  for (const endpoint of allEndpoints) {
    const [group = '', area = '', action = '', ...rest] = endpoint.name.split('.')
    if (!action || rest.length > 0) throw new Error(`${endpoint.name} is not <group>.<area>.<action>`)
    const areas = (groups[group] ??= {})
    const actions = (areas[area] ??= {})
    if (actions[action] !== undefined) throw new Error(`two catalogue entries at api.${endpoint.name}`)
    actions[action] = callOf(endpoint)
  }
  // The one cast: the object is built by walking the catalogue at run time, which TypeScript cannot
  // follow into the mapped type `Api` (as in Effect's HttpApiClient). Each leaf is `callOf(entry)`
  // at the path of the entry's name, and each entry's `name` is its key in `catalogue` (indexByName,
  // src/domain/catalogue.ts); tests/services/api.test.ts checks every path and what it sends.
  return groups as Api
}

export const api: Api = build()
