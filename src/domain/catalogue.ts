/**
 * THE call catalogue: every call of SPEC section 7 (general and admin groups),
 * the designed direct group and the expertise look-up, one `endpoint` each.
 * The typed client, the reference server's routes, the contract tests,
 * `npm run api:list` and docs/api.md are all driven from it.
 *
 * `catalogue['admin.doctors.search']` is precisely typed (its schemas' types);
 * `allEndpoints` is the same entries as an array, in declaration order.
 */
import { adminCalls } from './calls/admin.calls'
import { directCalls } from './calls/direct.calls'
import { generalCalls } from './calls/general.calls'
import type { AnyEndpoint } from './endpoint'

type IndexByName<T extends ReadonlyArray<AnyEndpoint>> = { readonly [E in T[number] as E['name']]: E }

const indexByName = <const T extends ReadonlyArray<AnyEndpoint>>(endpoints: T): IndexByName<T> => {
  const index: Record<string, AnyEndpoint> = {}
  for (const e of endpoints) {
    if (index[e.name] !== undefined) throw new Error(`Duplicate endpoint name in the catalogue: ${e.name}`)
    index[e.name] = e
  }
  return index as IndexByName<T>
}

const entries = [...generalCalls, ...adminCalls, ...directCalls] as const

export const catalogue = indexByName(entries)
export type Catalogue = typeof catalogue
export type CallName = keyof Catalogue

export const allEndpoints: ReadonlyArray<AnyEndpoint> = entries

/** The endpoint of a name, typed. */
export const endpointOf = <N extends CallName>(name: N): Catalogue[N] => catalogue[name]
