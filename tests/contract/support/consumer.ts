/**
 * Runs one table row as a Pact interaction: the expected request and response are derived from
 * the row and the catalogue entry, and the test body calls the console's REAL typed client
 * (`api.<group>.<area>.<action>`, src/services/http/api.ts, over `ApiClient`, fetch, the envelope
 * rules) against the Pact mock server — never a raw fetch. The mock server then checks the console sent exactly the
 * request of the contract; the test checks the console made of the response what it should.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { MatchersV3, PactV4 } from '@pact-foundation/pact'
import type { V4InteractionWithResponse, V4UnconfiguredInteraction } from '@pact-foundation/pact/src/v4/http/types'
import { Effect, Exit, Layer, Schema } from 'effect'
import { FetchHttpClient } from 'effect/http'
import { expect } from 'vitest'
import { catalogue } from '@src/domain/catalogue'
import { groupBase, pathParamNames, type AnyEndpoint, type Group } from '@src/domain/endpoint'
import { api } from '@src/services/http/api'
import { ApiClient } from '@src/services/http/api-client.service'
import { ApiConfig } from '@src/services/http/api-config.service'
import { ApiHooks } from '@src/services/http/api-hooks.service'
import { IdToken } from '@src/services/http/id-token'
import {
  consumerName, consumerToken, describeInteraction, pactDir, pactFile, providerNames, type InteractionSpec, type JsonValue,
} from './contract'
import { escapeRegex, responseOf } from './matchers'
import { allowNullAt, injectableValues, leaveOut, pathTemplate, queryTemplate, requestTemplate, wireAst } from './shape'

const { regex } = MatchersV3

export const bearerPattern = '^Bearer \\S+$'

/** The Pact for one API group; `start()` removes the previous file so the run rewrites it whole. */
export const pactFor = (group: Group) => ({
  pact: new PactV4({ consumer: consumerName, provider: providerNames[group], dir: pactDir, logLevel: 'error' }),
  start: () => rmSync(pactFile(group), { force: true }),
  /** Sort interactions by description and write with stable formatting, so the committed files diff cleanly. */
  finish: () => normalisePactFile(pactFile(group)),
})

/** Response body paths that also accept null, and those left out, by interaction description (filled as the rows run). */
const nullableResponsePaths = new Map<string, ReadonlyArray<string>>()
const anyResponsePaths = new Map<string, ReadonlyArray<string>>()
const nullableRequestPaths = new Map<string, ReadonlyArray<string>>()

type Rules = Record<string, { combine?: string; matchers: Array<Record<string, unknown>> }>
interface WrittenInteraction {
  description: string
  request?: { matchingRules?: { body?: Rules } }
  response?: { body?: { content?: unknown }; matchingRules?: { body?: Rules } }
}

export const normalisePactFile = (file: string) => {
  if (!existsSync(file)) return
  const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions: Array<WrittenInteraction> }
  for (const interaction of pact.interactions) {
    const requestNulls = nullableRequestPaths.get(interaction.description) ?? []
    if (interaction.request && requestNulls.length) allowNullAt(((interaction.request.matchingRules ??= {}).body ??= {}), requestNulls)
    if (!interaction.response) continue
    const rules = (interaction.response.matchingRules ??= {})
    allowNullAt((rules.body ??= {}), nullableResponsePaths.get(interaction.description) ?? [])
    leaveOut(interaction.response.body?.content, rules.body, anyResponsePaths.get(interaction.description) ?? [])
  }
  pact.interactions.sort((a, b) => (a.description < b.description ? -1 : a.description > b.description ? 1 : 0))
  writeFileSync(file, `${JSON.stringify(sortKeys(pact), null, 2)}\n`)
}

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    )
  return value
}

/** The request path of a row: group base + template with URL-encoded path values. */
export const requestPath = (endpoint: AnyEndpoint, params: unknown): string => {
  let path = endpoint.path
  const record = (params ?? {}) as Record<string, unknown>
  for (const name of pathParamNames(endpoint.path)) {
    const value = record[name]
    if (typeof value !== 'string') throw new Error(`${endpoint.name}: the row has no path parameter ${name}`)
    path = path.replace(`{${name}}`, encodeURIComponent(value))
  }
  return groupBase[endpoint.group] + path
}

/** The query of a row as Pact wants it (undefined values dropped, arrays as repeated keys). */
export const requestQuery = (query: unknown): Record<string, string | string[]> | undefined => {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null)
  if (entries.length === 0) return undefined
  return Object.fromEntries(entries.map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]))
}

export const multipartBoundary = 'medicolle-contract-boundary'

/** The multipart body the console sends for an upload (`json` part + `file` part), with a fixed boundary. */
export const multipartBody = (json: unknown, file: NonNullable<InteractionSpec['input']['file']>): Buffer =>
  Buffer.from(
    [
      `--${multipartBoundary}`,
      'Content-Disposition: form-data; name="json"; filename="json"',
      'Content-Type: application/json',
      '',
      JSON.stringify(json),
      `--${multipartBoundary}`,
      `Content-Disposition: form-data; name="file"; filename="${file.name}"`,
      `Content-Type: ${file.contentType}`,
      '',
      file.text,
      `--${multipartBoundary}--`,
      '',
    ].join('\r\n'),
  )

/** The pact-core interaction behind a builder: its text-body calls, which the builders only offer for JSON and XML. */
const coreOf = (builder: unknown) =>
  (builder as { interaction: { withRequestBody(body: string, contentType: string): void; withResponseBody(body: string, contentType: string): void } })
    .interaction

const withResponse = (interaction: V4UnconfiguredInteraction, spec: InteractionSpec): V4InteractionWithResponse => {
  const endpoint = catalogue[spec.call] as AnyEndpoint
  const signedIn = spec.signedIn ?? endpoint.access !== 'public'
  const body = spec.input.body
  // values a provider state hands over (ids, cursors) are injected by the verifier: no literal id
  const stated = injectableValues(spec.states)
  requestPath(endpoint, spec.input.params) // refuses a row without its path parameters
  const path = pathTemplate(endpoint.path, groupBase[endpoint.group], (spec.input.params ?? {}) as Record<string, string>, stated)
  const request = interaction.withRequest(endpoint.method, path, (b) => {
    const query = requestQuery(spec.input.query)
    if (query) b.query(queryTemplate(wireAst(endpoint.query), query, stated))
    if (signedIn) b.headers({ Authorization: regex(bearerPattern, `Bearer ${consumerToken}`) })
    if (endpoint.multipart) {
      const file = spec.input.file
      if (!file) throw new Error(`${spec.call}: a multipart row needs a file`)
      b.headers({ 'Content-Type': regex('^multipart/form-data;\\s*boundary=.+$', `multipart/form-data; boundary=${multipartBoundary}`) })
      // Not `body()`: its content-type matcher would pin the boundary. Pact compares the parts one by one.
      coreOf(b).withRequestBody(multipartBody(body ?? {}, file).toString('utf8'), `multipart/form-data; boundary=${multipartBoundary}`)
    } else if (body !== undefined && endpoint.method !== 'GET') {
      const nullable: string[] = []
      b.jsonBody(requestTemplate(wireAst(endpoint.body), body as JsonValue, stated, '', '$', nullable))
      nullableRequestPaths.set(describeInteraction(spec), nullable)
    }
  })
  if (spec.outcome.kind === 'csv') {
    const { text, prefix } = spec.outcome
    return request.willRespondWith(200, (b) => {
      b.headers({ 'Content-Type': regex('^text/csv(;.*)?$', 'text/csv; charset=utf-8') })
      // `body()` would store the CSV base64-encoded; the core's text body keeps the Pact file readable.
      coreOf(b).withResponseBody(text, 'text/csv; charset=utf-8')
      // Pact regexes match the whole value: the header line, then anything.
      b.matchingRules({ body: { path: '$', rules: [regex(`^${escapeRegex(prefix)}[\\s\\S]*$`, text)] } })
    })
  }
  const response = responseOf(spec)
  nullableResponsePaths.set(describeInteraction(spec), response.nullablePaths)
  anyResponsePaths.set(describeInteraction(spec), response.anyPaths ?? [])
  return request.willRespondWith(response.status, (b) => {
    b.headers({ 'Content-Type': regex('^application/json(;.*)?$', 'application/json') })
    b.jsonBody(response.body)
  })
}

/** A client function as the contract tests call it: the row's decoded input, with its catalogue entry. */
type Loose = ((input: unknown) => Effect.Effect<unknown, { readonly _tag: string }, ApiClient>) & { readonly endpoint: AnyEndpoint }

/** Every function of the typed client, by the name of the catalogue entry it carries (walked once from `api`). */
const clientFunctions = new Map(
  Object.values(api as Record<string, Record<string, Record<string, unknown>>>)
    .flatMap((areas) => Object.values(areas).flatMap((actions) => Object.values(actions)))
    .map((fn) => [(fn as Loose).endpoint.name, fn as Loose] as const),
)

/** The HTTP client pointed at `origin`, signed in (with the consumer's token) or not. */
const clientLayerAt = (origin: string, signedIn: boolean) =>
  ApiClient.layer.pipe(
    Layer.provide(
      Layer.mergeAll(
        FetchHttpClient.layer,
        ApiConfig.layerTest({ origin, minimumDelayMs: 0 }),
        signedIn ? IdToken.layerTest(() => Effect.succeed(consumerToken)) : IdToken.layerNone,
        ApiHooks.layer,
      ),
    ),
  )

/** Call the row's catalogued call through its function of the typed client, pointed at `origin`. */
export const callThroughService = (spec: InteractionSpec, origin: string) => {
  const endpoint = catalogue[spec.call] as AnyEndpoint
  const fn = clientFunctions.get(spec.call)
  if (!fn) throw new Error(`${spec.call} is not a function of the typed client`)
  const signedIn = spec.signedIn ?? endpoint.access !== 'public'
  // The typed input: the row's wire values decoded with the call's own schemas (as a form would produce them).
  const decode = (schema: unknown, value: unknown) => Schema.decodeUnknownSync(schema as Schema.Codec<unknown, unknown>)(value)
  const input = {
    params: decode(endpoint.params, spec.input.params ?? {}),
    query: decode(endpoint.query, spec.input.query ?? {}),
    body: decode(endpoint.body, spec.input.body),
    ...(spec.input.file ? { file: new File([spec.input.file.text], spec.input.file.name, { type: spec.input.file.contentType }) } : {}),
  }
  return Effect.runPromiseExit(fn(input).pipe(Effect.provide(clientLayerAt(origin, signedIn))))
}

/** Run the row's page operation (what a page's actor runs, src/services/*.ops.ts), pointed at `origin`. */
export const runPageOperation = (spec: InteractionSpec, page: NonNullable<InteractionSpec['page']>, origin: string) => {
  const endpoint = catalogue[spec.call] as AnyEndpoint
  if (!page.op.calls.includes(spec.call)) throw new Error(`${page.op.label} does not make ${spec.call}`)
  const signedIn = spec.signedIn ?? endpoint.access !== 'public'
  return Effect.runPromiseExit(
    (page.op(page.input) as Effect.Effect<unknown, { readonly _tag: string }, ApiClient>).pipe(Effect.provide(clientLayerAt(origin, signedIn))),
  )
}

/** What the console must make of the row's response. */
export const expectOutcome = (spec: InteractionSpec, exit: Exit.Exit<unknown, { readonly _tag: string }>) => {
  const endpoint = catalogue[spec.call] as AnyEndpoint
  // the payload the mock answered: the row's example with its nullable scalars filled (matchers.ts)
  const answered = () => responseOf(spec).example
  const decodePayload = (value: unknown) => Schema.decodeUnknownSync(endpoint.payload as Schema.Codec<unknown, unknown>)(value)
  const outcome = spec.outcome
  if (outcome.kind === 'refused') {
    expect(Exit.isFailure(exit), 'the console must fail on a refusal').toBe(true)
    if (!Exit.isFailure(exit)) return
    const error = Exit.findErrorOption(exit)
    expect(error._tag).toBe('Some')
    if (error._tag !== 'Some') return
    const failure = error.value as { _tag: string; status?: number; body?: string }
    expect(failure._tag).toBe('HttpStatusError')
    expect(failure.status).toBe(outcome.status)
    const envelope = JSON.parse(failure.body ?? '{}') as { messages?: Array<{ message: string }> }
    expect(envelope.messages?.[0]?.message).toBe(outcome.messages[0])
    return
  }
  if (outcome.kind === 'quarantined') {
    const error = Exit.isFailure(exit) ? Exit.findErrorOption(exit) : undefined
    expect(error?._tag === 'Some' ? error.value._tag : 'no failure').toBe('MalwareDetected')
    return
  }
  if (Exit.isFailure(exit)) throw new Error(`${spec.call} failed: ${String(exit.cause)}`)
  const value = exit.value
  switch (outcome.kind) {
    case 'item':
      expect(value).toEqual(decodePayload(answered()))
      return
    case 'page':
      expect(value).toEqual({ items: [decodePayload(answered())], nextCursorKey: outcome.nextCursorKey ?? null })
      return
    case 'empty':
      expect(value).toEqual({ items: [], nextCursorKey: null })
      return
    case 'csv':
      // Fetch's text() drops a UTF-8 BOM: whoever saves the report must add it back for Excel (docs/contracts.md).
      expect(String(value).replace(/^\uFEFF/, '')).toBe(outcome.text.replace(/^\uFEFF/, ''))
      return
  }
}

/** Declare the row on the group's Pact and run the console against the mock server. */
export const runInteraction = async (pact: PactV4, spec: InteractionSpec) => {
  let interaction = pact.addInteraction()
  for (const providerState of spec.states) interaction = interaction.given(providerState.name, providerState.params as never)
  interaction = interaction.uponReceiving(describeInteraction(spec))
  await withResponse(interaction, spec).executeTest(async (server) => {
    if (spec.page) {
      // The page's own operation: the mock server fails the test unless it sent exactly `spec.input`.
      const exit = await runPageOperation(spec, spec.page, server.url)
      if (spec.outcome.kind === 'refused') return expectOutcome(spec, exit)
      if (Exit.isFailure(exit)) throw new Error(`${spec.page.op.label} failed: ${String(exit.cause)}`)
      // …and the same call through the typed client decodes the response as the contract says.
      expectOutcome(spec, await callThroughService(spec, server.url))
    } else {
      expectOutcome(spec, await callThroughService(spec, server.url))
    }
  })
}

export type { JsonValue }
