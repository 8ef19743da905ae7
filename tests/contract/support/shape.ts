/**
 * The matching rules of an interaction, derived from the console's own Schemas (issue 30, item 2):
 * the Schema of a call's request and payload decides what may vary and what must hold, so no row
 * writes a matcher and no literal is pinned that the console would vary.
 *
 * Requests (what the console sends), walked over the call's body / query Schema (encoded side):
 * - a value a provider state gave (a state parameter with that value: `doctorId`, `cursor` …) is a
 *   provider-state injected value (`fromProviderState('${doctorId}', '42')`): the provider answers the
 *   state set-up with its own id or cursor, and the verifier sends that;
 * - ids and ISO date-times by their pattern (regex); other free strings and numbers by type;
 * - literals (enum values, sort keys, booleans, the page size `limit`) by value: they choose what the
 *   provider does, so each one the console sends is an interaction of its own;
 * - literal unions too large to be behaviours (47 prefectures) by a regex of their values;
 * - `null` by value (an optional field left empty is an interaction of its own).
 *
 * Responses (what the console accepts), walked over the call's payload Schema:
 * - every field the Schema has (required by Pact: the console reads it), nothing else;
 * - a nullable scalar gets a non-null example and the rule "its type OR null" (Pact's `combine: OR`
 *   with the `null` matcher; pact-js has no builder for it, so the rules are added to the written
 *   file: `nullablePaths`, applied by `normalisePactFile`);
 * - a nullable object or list keeps the example's nullness (Pact cannot match an object OR null):
 *   the row's provider state fixes it ('with' and 'without' states where both matter);
 * - lists may be empty (`min: 0`): the console accepts an empty list wherever it accepts one;
 * - ids, date-times and `YYYY-MM` months by pattern, string enums by a regex of their values, the
 *   row's `exact` paths by value, everything else by type.
 */
import { MatchersV3 } from '@pact-foundation/pact'
import { Schema, SchemaAST } from 'effect'
import { isoDateTimePattern } from '@src/domain/fields'
import { idPattern } from '@src/domain/ids'
import type { JsonValue, ProviderState } from './contract'

const { like, regex, equal, integer } = MatchersV3

type AST = SchemaAST.AST

export const yearMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

/** The encoded side of a Schema (what travels). */
export const wireAst = (schema: unknown): AST => SchemaAST.toEncoded((schema as Schema.Top).ast)

export const members = (ast: AST): ReadonlyArray<AST> => (ast._tag === 'Union' ? ast.types.flatMap(members) : [ast])

/** The AST without `undefined` (an optional key's encoded type is `X | undefined`). */
const defined = (ast: AST): AST => {
  const kept = members(ast).filter((m) => m._tag !== 'Undefined')
  return kept.length === 1 ? kept[0]! : new SchemaAST.Union(kept)
}

/** Does the Schema accept null here? */
export const isNullable = (ast: AST): boolean => members(ast).some((m) => m._tag === 'Null')

/** The AST without null and undefined. */
export const nonNull = (ast: AST): AST => {
  const kept = members(ast).filter((m) => m._tag !== 'Null' && m._tag !== 'Undefined')
  return kept.length === 1 ? kept[0]! : new SchemaAST.Union(kept)
}

const isScalar = (ast: AST): boolean => members(nonNull(ast)).every((m) => m._tag !== 'Objects' && m._tag !== 'Arrays' && m._tag !== 'Declaration')

/** The pattern a string check declares (`Schema.isPattern`), from its `expected` annotation. */
export const patternsOf = (ast: AST): string[] =>
  (ast.checks ?? []).flatMap((check) => {
    const expected = (check.annotations as { expected?: unknown } | undefined)?.expected
    const prefix = 'a string matching the RegExp '
    return typeof expected === 'string' && expected.startsWith(prefix) ? [expected.slice(prefix.length)] : []
  })

const isId = (ast: AST) => patternsOf(ast).includes(idPattern.source)
const isDateTime = (ast: AST) => patternsOf(ast).includes(isoDateTimePattern.source)

const stringLiterals = (ast: AST): string[] | undefined => {
  const all = members(ast)
  return all.every((m) => m._tag === 'Literal' && typeof m.literal === 'string') ? all.map((m) => (m as SchemaAST.Literal).literal as string) : undefined
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const oneOf = (values: ReadonlyArray<string>) => `^(${values.map(escape).join('|')})$`

/** A literal union is a behaviour switch (one interaction per value) when small; a value set (a regex) when large. */
export const largeEnum = 6

// ---------------------------------------------------------------------------------------------
// Requests

/** Values the row's provider states hand over, by value: `'42'` → `doctorId`. */
export const injectableValues = (states: ReadonlyArray<ProviderState>): Map<string, string> => {
  const byValue = new Map<string, string>()
  for (const state of states)
    for (const [key, value] of Object.entries(state.params ?? {}))
      if (typeof value === 'string' && !byValue.has(value)) byValue.set(value, key)
  return byValue
}

/** A string rule: pact-js's matcher shape plus the regex and provider-state expression the core reads. */
type StringRule = MatchersV3.Matcher<string> & { readonly regex?: string; readonly expression?: string }

/** A string the console sends, matched by the provider state that gave it, or by `pattern`. */
const injected = (value: string, key: string | undefined, pattern: string | undefined): StringRule => {
  if (key === undefined) return pattern ? regex(pattern, value) : like(value)
  return {
    'pact:matcher:type': pattern ? 'regex' : 'type',
    ...(pattern ? { regex: pattern } : {}),
    'pact:generator:type': 'ProviderState',
    expression: `\${${key}}`,
    value,
  }
}

/**
 * The request body / query template: the console's value with the matchers its Schema allows.
 * Booleans and enums match any of their values: each value a page sends is an interaction of its
 * own (the provider verifies each), and any combination the console sends is described. `nullable`
 * collects the paths the console may also send as null (added as "or null" to the written file).
 */
export const requestTemplate = (
  ast: AST,
  value: JsonValue | undefined,
  states: Map<string, string>,
  key = '',
  path = '$',
  nullable: string[] = [],
): unknown => {
  if (value === undefined) return undefined
  if (value === null) return null
  const type = nonNull(ast)
  // a field the console may also send as null (a form's empty optional field, a CSV row's empty cell): "its rule or null"
  if (isNullable(ast) && isScalar(ast)) nullable.push(path)
  if (typeof value === 'string') {
    const literals = stringLiterals(type)
    // an enum by its values (each value the console sends is an interaction of its own; any of them matches)
    if (literals) return literals.length > 1 ? regex(oneOf(literals), value) : value
    // only ids and cursors come from a state: a keyword that happens to equal an id stays a keyword
    if (key === 'cursor') return injected(value, states.get(value), undefined)
    if (isId(type)) return injected(value, states.get(value), idPattern.source)
    if (isDateTime(type)) return regex(isoDateTimePattern.source, value)
    return like(value)
  }
  // numbers by type, the page size `limit` too: each page asks for its own (20 in a picker, 50 a list, 100 a walk)
  if (typeof value === 'number') return Number.isInteger(value) ? integer(value) : like(value)
  if (typeof value === 'boolean') return like(value)
  if (Array.isArray(value)) {
    const element = type._tag === 'Arrays' ? (type.rest[0] ?? type.elements[0]) : undefined
    // a CSV header and a row's cells: each column's place means something (ID, バージョン …), so the
    // provider is sent the whole list as the console wrote it, matched by type
    if ((key === 'header' || key === 'cells') && value.length > 0) return like(value)
    // a list the console sends may be empty or longer: every element shaped like the first
    if (value.length === 0) return { 'pact:matcher:type': 'type', min: 0, value: [] }
    return possiblyEmpty(requestTemplate(element ?? type, value[0] as JsonValue, states, key, `${path}[*]`, nullable))
  }
  // a map keyed by data (a CSV row's cells by column, a saved view's search): its values, not its keys
  if (type._tag === 'Objects' && type.propertySignatures.length === 0 && type.indexSignatures.length > 0)
    return { 'pact:matcher:type': 'values', value }
  const fields = new Map(type._tag === 'Objects' ? type.propertySignatures.map((p) => [String(p.name), defined(p.type)] as const) : [])
  return Object.fromEntries(
    Object.entries(value as Record<string, JsonValue>).map(([name, item]) => [
      name,
      requestTemplate(fields.get(name) ?? type, item, states, name, `${path}.${name}`, nullable),
    ]),
  )
}

/** The query template: each value as `requestTemplate` would match it (query values are strings). */
export const queryTemplate = (
  ast: AST,
  query: Readonly<Record<string, string | ReadonlyArray<string>>>,
  states: Map<string, string>,
): Record<string, string | MatchersV3.Matcher<string> | Array<string | MatchersV3.Matcher<string>>> => {
  const type = nonNull(ast)
  const fields = new Map(type._tag === 'Objects' ? type.propertySignatures.map((p) => [String(p.name), defined(p.type)] as const) : [])
  const one = (field: AST | undefined, key: string, value: string): string | MatchersV3.Matcher<string> => {
    const template = requestTemplate(field ?? type, value, states, key)
    return typeof template === 'string' ? template : (template as MatchersV3.Matcher<string>)
  }
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => {
      const field = fields.get(key)
      const element = field && field._tag === 'Arrays' ? (field.rest[0] ?? field.elements[0]) : field
      return [key, typeof value === 'string' ? one(field, key, value) : value.map((v) => one(element, key, v))]
    }),
  )
}

/** The request path with provider-state injected ids: `/api/v1/admin/doctors/${doctorId}`, matched by its shape. */
export const pathTemplate = (
  template: string,
  base: string,
  params: Readonly<Record<string, string>>,
  states: Map<string, string>,
): string | StringRule => {
  let example = template
  let expression = template
  let pattern = escape(template)
  let injectedAny = false
  for (const [name, value] of Object.entries(params)) {
    const state = states.get(value)
    example = example.replace(`{${name}}`, encodeURIComponent(value))
    expression = expression.replace(`{${name}}`, state ? `\${${state}}` : encodeURIComponent(value))
    pattern = pattern.replace(escape(`{${name}}`), '[A-Za-z0-9_-]{1,64}')
    injectedAny ||= state !== undefined
  }
  if (!injectedAny && Object.keys(params).length === 0) return base + example
  return {
    'pact:matcher:type': 'regex',
    regex: `^${escape(base)}${pattern}$`,
    ...(injectedAny ? { 'pact:generator:type': 'ProviderState', expression: base + expression } : {}),
    value: base + example,
  }
}

// ---------------------------------------------------------------------------------------------
// Responses

/** A non-null example for a nullable field whose example is null: the value of `samples` by field name. */
export type Samples = (field: string) => JsonValue | undefined

export interface ResponseShape {
  /** The example with pact-js matchers. */
  readonly template: unknown
  /** The example the provider mock answers (nullable scalars filled), for the consumer's own check. */
  readonly example: JsonValue
  /** Paths (Pact's `$.payload[*].phone` form) whose rule must also accept null. */
  readonly nullablePaths: ReadonlyArray<string>
  /** Paths of fields the console takes as any JSON: left out of the written contract. */
  readonly anyPaths: ReadonlyArray<string>
}

/** Remove `paths` (`$.payload[*].before`) from a written response body and its rules. */
export const leaveOut = (
  content: unknown,
  rules: Record<string, unknown>,
  paths: ReadonlyArray<string>,
): void => {
  for (const path of paths) {
    const steps = path.replace(/^\$\.?/, '').split(/\.|(?=\[\*\])/).filter(Boolean)
    const drop = (node: unknown, rest: string[]): void => {
      const [step, ...more] = rest
      if (step === undefined || node === null || typeof node !== 'object') return
      if (step === '[*]') return Array.isArray(node) ? node.forEach((item) => drop(item, more)) : undefined
      const record = node as Record<string, unknown>
      if (more.length === 0) delete record[step]
      else drop(record[step], more)
    }
    drop(content, steps)
    for (const key of Object.keys(rules)) if (key === path || key.startsWith(`${path}.`) || key.startsWith(`${path}[`)) delete rules[key]
  }
}

/**
 * The response payload template from the payload Schema and the row's example; `path` is the
 * Pact path of the payload (`$.payload`, or `$.payload[*]` for one element of a list).
 */
export const responseShape = (
  ast: AST,
  example: JsonValue,
  options: { readonly exact: ReadonlySet<string>; readonly samples: Samples; readonly path: string },
): ResponseShape => {
  const nullablePaths: string[] = []
  const anyPaths: string[] = []
  const walk = (node: AST, value: JsonValue, pactPath: string, rowPath: string, field: string): [unknown, JsonValue] => {
    // `exact` pins a fact the call is about (a flag, a status, a cleared value), never a text the request chose
    if (options.exact.has(rowPath) && !rowPath.includes('[]') && (typeof value === 'boolean' || value === null || stringLiterals(nonNull(node)) !== undefined))
      return [equal(value), value]
    const nullable = isNullable(node)
    const type = nonNull(node)
    let filled = value
    if (nullable && isScalar(node)) {
      if (value === null) {
        const sample = options.samples(field)
        if (sample === undefined)
          throw new Error(`no sample for the nullable field ${rowPath} (tests/contract/support/examples.ts nullableSamples)`)
        filled = sample
      }
      nullablePaths.push(pactPath)
    }
    if (filled === null) return [null, null]
    if (typeof filled === 'string') {
      const literals = stringLiterals(type)
      if (literals) return [literals.length === 1 ? equal(filled) : regex(oneOf(literals), filled), filled]
      if (isId(type)) return [regex(idPattern.source, filled), filled]
      if (isDateTime(type) || isoDateTimePattern.test(filled)) return [regex(isoDateTimePattern.source, filled), filled]
      if (yearMonthPattern.test(filled)) return [regex(yearMonthPattern.source, filled), filled]
      return [like(filled), filled]
    }
    if (typeof filled === 'number' || typeof filled === 'boolean') return [like(filled), filled]
    if (Array.isArray(filled)) {
      const element = type._tag === 'Arrays' ? (type.rest[0] ?? type.elements[0]) : undefined
      if (filled.length === 0 || !element) return [[], filled]
      const [first, firstExample] = walk(element, filled[0] as JsonValue, `${pactPath}[*]`, `${rowPath}[]`, field)
      return [possiblyEmpty(first), [firstExample]]
    }
    if (type._tag !== 'Objects') return [like(filled), filled]
    const entries = type.propertySignatures.flatMap((p): Array<readonly [string, readonly [unknown, JsonValue]]> => {
      const name = String(p.name)
      const item = (filled as Record<string, JsonValue>)[name]
      // an optional key the example leaves out is not asked for; one it has is (the state sets it)
      if (item === undefined) return []
      // a field the console takes as any JSON (an audit entry's before/after): the mock answers the
      // example, the written contract does not ask for it (Pact cannot say "present, anything or null")
      // …and so is an object or list that may be null (a manuscript's hold): Pact cannot say "this object or null"
      const kinds = members(nonNull(p.type))
      // a value of several kinds (an answer: a text or the list of choices ticked) neither: Pact has no "either"
      const mixed = new Set(kinds.map((m) => (m._tag === 'Literal' ? typeof m.literal : m._tag))).size > 1 && kinds.some((m) => m._tag === 'Arrays' || m._tag === 'Objects')
      const anything = mixed || kinds.some((m) => m._tag === 'Unknown' || m._tag === 'Any')
      if (anything || (isNullable(p.type) && !isScalar(p.type))) {
        anyPaths.push(`${pactPath}.${name}`)
        return [[name, [item, item]]]
      }
      return [[name, walk(defined(p.type), item, `${pactPath}.${name}`, rowPath ? `${rowPath}.${name}` : name, name)]]
    })
    return [Object.fromEntries(entries.map(([n, [t]]) => [n, t])), Object.fromEntries(entries.map(([n, [, e]]) => [n, e]))]
  }
  const [template, filled] = walk(ast, example, options.path, '', '')
  return { template, example: filled, nullablePaths, anyPaths }
}

/** A list of elements like `template`, possibly empty (pact-js's `eachLike(t, 0)` would leave the example empty). */
export const possiblyEmpty = (template: unknown) => ({ 'pact:matcher:type': 'type', min: 0, value: [template] })

/** Add "or null" to the rules at `paths` of a written interaction's response body. */
export const allowNullAt = (
  rules: Record<string, { combine?: string; matchers: Array<Record<string, unknown>> }>,
  paths: ReadonlyArray<string>,
): void => {
  for (const path of paths) {
    const existing = rules[path]?.matchers ?? [{ match: 'type' }]
    if (existing.some((m) => m.match === 'null')) continue
    rules[path] = { combine: 'OR', matchers: [...existing, { match: 'null' }] }
  }
}
