/**
 * Every Pact provider state of the reference server, and setting one up by name: the core and
 * content states (provider-states.ts) and the area modules that build on their facts
 * (provider-states.media.ts, provider-states.survey.ts).
 */
import { catalogue, type CallName } from '#domain/catalogue'
import { groupBase, pathParamNames, type AnyEndpoint } from '#domain/endpoint'
import type { Db } from '../src/db/database'
import { contentStates, coreStates, type CallerChoice, type Params, type StateDefinition } from './provider-states'
import { mediaStates } from './provider-states.media'
import { surveyStates } from './provider-states.survey'
import { trashStates } from './provider-states.trash'

/**
 * 'the doctor list has a next page': the states before it gave the list two rows or more; the
 * provider issues the cursor of its first page (`request`, one row a page) and hands it over as
 * `cursor` (Pact's provider-state injected value of the next-page request). It needs the API
 * itself (only the provider can issue a cursor): `setUpProviderStateVia`.
 */
export const nextPageState: StateDefinition = {
  pattern: /^the (.+) has a next page$/,
  setUp: async () => {
    throw new Error("'… has a next page' issues a cursor through the API: set it up with setUpProviderStateVia")
  },
}

/**
 * 'nothing has clientId 404': the id a record page is opened with must not exist. The reference
 * server's fixtures never use it and its generated ids start at 1000, so there is nothing to do.
 */
export const nothingHasState: StateDefinition = { pattern: /^nothing has (\w+) (\S+)$/, setUp: async () => undefined }

/** Every state the reference server knows. */
export const providerStates: ReadonlyArray<StateDefinition> = [...coreStates, ...contentStates, ...mediaStates, ...surveyStates, ...trashStates, nextPageState, nothingHasState]

/** Where the provider answers, and as whom the set-up may call it (an admin operator). */
export interface ProviderApi {
  readonly baseUrl: string
  readonly authorization: string
}

/** What setting up a state yields: who calls next, values the request injects. */
export interface StateResult {
  readonly caller?: CallerChoice
  readonly values?: Readonly<Record<string, string>>
}

interface WireRequest {
  readonly params?: Readonly<Record<string, string>>
  readonly query?: Readonly<Record<string, string | number | boolean>>
  readonly body?: unknown
}

/** The first page of `request` through the provider's own API; its `nextPaging.nextCursorKey`. */
export const issueCursor = async (api: ProviderApi, call: string, request: WireRequest): Promise<string> => {
  if (!(call in catalogue)) throw new Error(`next page state: ${call} is not a catalogued call`)
  const endpoint: AnyEndpoint = catalogue[call as CallName]
  let path = endpoint.path
  for (const name of pathParamNames(endpoint.path)) path = path.replace(`{${name}}`, encodeURIComponent(request.params?.[name] ?? ''))
  const query = new URLSearchParams(Object.entries(request.query ?? {}).map(([k, v]) => [k, String(v)])).toString()
  const response = await fetch(`${api.baseUrl}${groupBase[endpoint.group]}${path}${query ? `?${query}` : ''}`, {
    method: endpoint.method,
    headers: { authorization: api.authorization, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  })
  const envelope = (await response.json()) as { nextPaging?: { nextCursorKey?: string | null } | null }
  const cursor = envelope.nextPaging?.nextCursorKey
  if (!response.ok || typeof cursor !== 'string')
    throw new Error(`next page state: ${call} answered ${response.status} without a next cursor (the states give fewer than two rows?)`)
  return cursor
}

/** Set up one state, including those that need the provider's API ('… has a next page'). */
export const setUpProviderStateVia = async (db: Db, api: ProviderApi, name: string, params: Params = {}): Promise<StateResult> => {
  if (nextPageState.pattern.test(name)) {
    const call = params['call']
    if (typeof call !== 'string') throw new Error(`${name}: parameter call is missing`)
    return { values: { cursor: await issueCursor(api, call, (params['request'] ?? {}) as WireRequest) } }
  }
  const caller = await setUpProviderState(db, name, params)
  return caller ? { caller } : {}
}

export class UnknownProviderState extends Error {
  constructor(readonly state: string) {
    super(`The reference server has no provider state named '${state}' (server/testing/provider-state*.ts)`)
    this.name = 'UnknownProviderState'
  }
}

/** The definition of a state name, or undefined. */
export const stateDefinition = (name: string): { definition: StateDefinition; facts: string[] } | undefined => {
  for (const definition of providerStates) {
    const match = definition.pattern.exec(name)
    if (match) return { definition, facts: match.slice(1).map((f) => f ?? '') }
  }
  return undefined
}

/** Set up one state; answers who calls next when the state says so. */
export const setUpProviderState = async (db: Db, name: string, params: Params = {}): Promise<CallerChoice | void> => {
  const found = stateDefinition(name)
  if (!found) throw new UnknownProviderState(name)
  return found.definition.setUp(db, found.facts, params)
}
