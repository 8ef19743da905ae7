/**
 * Pact V4 matching of recorded HTTP exchanges (docs/contracts.md "Recorded requests"): does a
 * request the console really sent match an interaction's request, and does the response it got
 * match that interaction's response? The rules are Pact's, as pact_matching (the Rust core behind
 * pact-js) applies them:
 *
 * - a rule list applies to the value at its path and, cascaded, to everything under it; of the
 *   lists whose path matches, the heaviest path wins (a field or index weighs 2, `*` / `[*]` 1,
 *   multiplied), then the longest;
 * - a regex matches the whole value (as docs/contracts.md says of Pact's regexes);
 * - matchers: the ones the committed Pact files use — type (with min/max), integer, null, regex,
 *   equality, values, statusCode; combine AND / OR. Any other matcher is a mismatch
 *   ("unsupported matcher"), never silently accepted, and tests/unit/recorded-contracts.test.ts
 *   fails when a Pact file starts using one (then add it here, as pact_matching applies it);
 * - a list under a type-like matcher has every item compared with the first example item; without
 *   a matcher, lists must have the same length;
 * - request bodies allow no unexpected keys, response bodies do; a missing expected body accepts
 *   any body; expected headers and query parameters must be present, unexpected query parameters
 *   are a mismatch, unexpected headers are not;
 * - a request value produced by a provider-state generator (`fromProviderState`) matches by the
 *   rule at its path, else by the generator's expression: every `${…}` stands for any value (a path
 *   segment in the path), the text around it must be equal; a non-string value matches by type.
 *
 * Departures, because a recording is not the original bytes: a multipart body is compared part by
 * part (names, content types, JSON parts as JSON bodies with the rules under `$.<part>`, their
 * values by type: the Pact file holds the literal bytes, so no rule pins them), file bytes are not
 * compared.
 */

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json }

export interface Matcher {
  readonly match: string
  readonly [key: string]: unknown
}
export interface RuleList {
  readonly combine?: 'AND' | 'OR'
  readonly matchers: readonly Matcher[]
}
export type RuleCategory = Readonly<Record<string, RuleList>>
export interface Generator {
  readonly type: string
  readonly expression?: string
  readonly dataType?: string
}

export interface PactBody {
  readonly content?: unknown
  readonly contentType?: string
  readonly encoded?: boolean | string
}
export interface PactRequest {
  readonly method: string
  readonly path: string
  readonly query?: Readonly<Record<string, readonly string[] | string>>
  readonly headers?: Readonly<Record<string, readonly string[] | string>>
  readonly body?: PactBody
  readonly matchingRules?: Readonly<Record<string, unknown>>
  readonly generators?: Readonly<Record<string, unknown>>
}
export interface PactResponse {
  readonly status: number
  readonly headers?: Readonly<Record<string, readonly string[] | string>>
  readonly body?: PactBody
  readonly matchingRules?: Readonly<Record<string, unknown>>
}
export interface PactInteraction {
  readonly description: string
  readonly type?: string
  readonly providerStates?: readonly { readonly name: string; readonly params?: Record<string, unknown> }[]
  readonly request: PactRequest
  readonly response: PactResponse
}

/** A body as the recorder wrote it (scripts/e2e-api-recorder.mjs). */
export type RecordedBody =
  | null
  | { readonly kind: 'json'; readonly json: Json }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'multipart'; readonly parts: readonly RecordedPart[] }
  | { readonly kind: 'binary' | 'omitted' | 'unparsed'; readonly size: number }
export interface RecordedPart {
  readonly name: string | null
  readonly filename: string | null
  readonly contentType: string | null
  readonly size: number
  readonly json?: Json
  readonly text?: string
}
export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly query: readonly (readonly [string, string])[]
  readonly headers: Readonly<Record<string, string>>
  readonly body: RecordedBody
}
export interface RecordedResponse {
  readonly status: number
  readonly contentType: string | null
  readonly body: RecordedBody
}

/** One reason a value did not match, at its place (`path`, `query.limit`, `body $.payload[0].id`). */
export interface Mismatch {
  readonly at: string
  readonly message: string
}

// ---------------------------------------------------------------------------------------------
// Rule lists and their paths

type Token = { readonly kind: 'root' } | { readonly kind: 'field'; readonly name: string } | { readonly kind: 'index'; readonly index: number } | { readonly kind: 'star' } | { readonly kind: 'starIndex' }

/** `$.a.b[0]['c d'][*].*` as tokens. */
export const parsePath = (expression: string): readonly Token[] => {
  const tokens: Token[] = []
  let i = 0
  const s = expression.trim()
  if (s.startsWith('$')) {
    tokens.push({ kind: 'root' })
    i = 1
  } else {
    tokens.push({ kind: 'root' })
  }
  while (i < s.length) {
    const c = s[i]
    if (c === '.') {
      i++
      if (s[i] === '*') {
        tokens.push({ kind: 'star' })
        i++
        continue
      }
      let name = ''
      while (i < s.length && s[i] !== '.' && s[i] !== '[') name += s[i++]
      tokens.push({ kind: 'field', name })
    } else if (c === '[') {
      const end = s.indexOf(']', i)
      const inner = s.slice(i + 1, end === -1 ? s.length : end)
      i = end === -1 ? s.length : end + 1
      if (inner === '*') tokens.push({ kind: 'starIndex' })
      else if (/^\d+$/.test(inner)) tokens.push({ kind: 'index', index: Number(inner) })
      else tokens.push({ kind: 'field', name: inner.replace(/^['"]|['"]$/g, '') })
    } else {
      // a bare name (query and header rules are keyed by the name alone)
      let name = ''
      while (i < s.length && s[i] !== '.' && s[i] !== '[') name += s[i++]
      tokens.push({ kind: 'field', name })
    }
  }
  return tokens
}

type Segment = string | number

const tokenWeight = (token: Token, segment: Segment | '$'): number => {
  switch (token.kind) {
    case 'root':
      return segment === '$' ? 2 : 0
    case 'field':
      return typeof segment === 'string' && segment === token.name ? 2 : 0
    case 'index':
      return segment === token.index ? 2 : 0
    case 'starIndex':
      return typeof segment === 'number' ? 1 : 0
    case 'star':
      return 1
  }
}

export interface SelectedRules extends RuleList {
  /** The list was written for a parent of the value: min/max of a type matcher do not apply. */
  readonly cascaded: boolean
}

/** The rule list that applies at `path` ($ first), as pact_models' `select_best_matcher` chooses it. */
export const selectRules = (category: RuleCategory | undefined, path: readonly Segment[]): SelectedRules | null => {
  if (!category) return null
  const full: (Segment | '$')[] = ['$', ...path]
  let best: { rules: RuleList; weight: number; length: number } | null = null
  for (const [expression, rules] of Object.entries(category)) {
    const tokens = parsePath(expression)
    if (tokens.length > full.length) continue
    let weight = 1
    for (let i = 0; i < tokens.length && weight > 0; i++) weight *= tokenWeight(tokens[i] as Token, full[i] as Segment | '$')
    if (weight === 0) continue
    if (!best || weight > best.weight || (weight === best.weight && tokens.length > best.length)) best = { rules, weight, length: tokens.length }
  }
  if (!best || best.rules.matchers.length === 0) return null
  return { ...best.rules, cascaded: best.length !== full.length }
}

/** Is a rule list written exactly for this path (not inherited from a parent)? */
const directRules = (category: RuleCategory | undefined, path: readonly Segment[]): SelectedRules | null => {
  const selected = selectRules(category, path)
  return selected && !selected.cascaded ? selected : null
}

const showPath = (path: readonly Segment[]): string => `$${path.map((s) => (typeof s === 'number' ? `[${s}]` : /^[A-Za-z_][\w]*$/.test(s) ? `.${s}` : `['${s}']`)).join('')}`

const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

/** A rule category of a request/response part, normalised: V4 writes `path` rules without a key. */
export const categoryOf = (rules: Readonly<Record<string, unknown>> | undefined, name: string): RuleCategory | undefined => {
  const raw = rules?.[name]
  if (!raw || typeof raw !== 'object') return undefined
  if ('matchers' in raw) return { $: raw as RuleList }
  const out: Record<string, RuleList> = {}
  for (const [key, value] of Object.entries(raw as Record<string, RuleList>)) {
    if (!value || !Array.isArray(value.matchers)) continue
    // query and header rules: keyed by the name, `$.name` or `$['name']`
    out[key] = value
  }
  return out
}

/** The rules of one query parameter or header (its name, case-insensitive for headers). */
const namedRules = (category: RuleCategory | undefined, name: string, caseInsensitive: boolean): RuleList | null => {
  if (!category) return null
  for (const [key, rules] of Object.entries(category)) {
    const tokens = parsePath(key)
    const last = tokens[tokens.length - 1]
    const keyName = last && last.kind === 'field' ? last.name : key
    if (tokens.length > 2) continue
    if (caseInsensitive ? keyName.toLowerCase() === name.toLowerCase() : keyName === name) return rules.matchers.length ? rules : null
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Single matchers

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)

const statusClasses: Record<string, (status: number) => boolean> = {
  information: (s) => s >= 100 && s < 200,
  success: (s) => s >= 200 && s < 300,
  redirect: (s) => s >= 300 && s < 400,
  clientError: (s) => s >= 400 && s < 500,
  serverError: (s) => s >= 500 && s < 600,
  nonError: (s) => s < 400,
  error: (s) => s >= 400,
}

export const deepEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => deepEqual(x, (b as unknown[])[i]))
  const ka = Object.keys(a as object).sort()
  const kb = Object.keys(b as object).sort()
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

const asText = (value: unknown): string | null => (value === null ? 'null' : typeof value === 'object' ? null : String(value))

/**
 * One matcher against one value (not the items of a list or the fields of a map: those are
 * compared by the caller). `textual`: the value came from a path, query or header (strings),
 * so `integer` and friends read the text. Returns a message, or null when it matches.
 */
export const matchValue = (matcher: Matcher, expected: unknown, actual: unknown, cascaded: boolean, textual = false): string | null => {
  const kind = matcher.match
  switch (kind) {
    case 'type':
    case 'min':
    case 'max': {
      if (typeOf(actual) !== typeOf(expected)) return `expected ${typeOf(expected)} (like ${show(expected)}) but got ${show(actual)}`
      if (!cascaded && Array.isArray(actual)) {
        const min = typeof matcher.min === 'number' ? matcher.min : undefined
        const max = typeof matcher.max === 'number' ? matcher.max : undefined
        if (min !== undefined && actual.length < min) return `expected at least ${min} item(s) but got ${actual.length}`
        if (max !== undefined && actual.length > max) return `expected at most ${max} item(s) but got ${actual.length}`
      }
      return null
    }
    case 'equality':
      return deepEqual(expected, actual) ? null : `expected ${show(expected)} but got ${show(actual)}`
    case 'regex': {
      const text = asText(actual)
      const regex = String(matcher.regex ?? '')
      if (text === null) return `expected a value matching /${regex}/ but got ${show(actual)}`
      return new RegExp(`^(?:${regex})$`, 'u').test(text) ? null : `expected a value matching /${regex}/ but got ${show(actual)}`
    }
    case 'integer':
      if (typeof actual === 'number' && Number.isInteger(actual)) return null
      if (textual && typeof actual === 'string' && /^-?\d+$/.test(actual)) return null
      return `expected an integer but got ${show(actual)}`
    case 'null':
      return actual === null ? null : `expected null but got ${show(actual)}`
    case 'statusCode': {
      const status = Number(actual)
      const spec = matcher.status
      if (Array.isArray(spec)) return spec.map(Number).includes(status) ? null : `expected status ${spec.join('/')} but got ${status}`
      const test = statusClasses[String(spec)]
      if (!test) return `unknown status class ${show(spec)}`
      return test(status) ? null : `expected a ${String(spec)} status but got ${status}`
    }
    case 'values':
      // a map is compared by compareJson; under it (cascaded), a value is compared by type
      return cascaded && typeOf(actual) !== typeOf(expected) ? `expected ${typeOf(expected)} (like ${show(expected)}) but got ${show(actual)}` : null
    default:
      return `unsupported matcher ${show(kind)}`
  }
}

/** A rule list against one value; AND: every matcher, OR: any. */
const matchList = (rules: SelectedRules | RuleList, expected: unknown, actual: unknown, cascaded: boolean, textual = false): string | null => {
  const messages = rules.matchers.map((m) => matchValue(m, expected, actual, cascaded, textual))
  if (rules.combine === 'OR') return messages.some((m) => m === null) ? null : messages.filter(Boolean).join(' or ')
  return messages.find((m) => m !== null) ?? null
}

// ---------------------------------------------------------------------------------------------
// JSON bodies

interface JsonContext {
  readonly rules: RuleCategory | undefined
  readonly allowUnexpectedKeys: boolean
  /** Request only: paths whose example a provider-state generator produces. */
  readonly generated?: Readonly<Record<string, Generator>>
  readonly at: string
}

const typeLike = new Set(['type', 'min', 'max', 'integer', 'regex', 'null'])

/** The matchers this check reads: every one the committed Pact files use (a test holds the files to it). */
export const supportedMatchers: ReadonlySet<string> = new Set([...typeLike, 'equality', 'values', 'statusCode'])

const generatorAt = (generated: Readonly<Record<string, Generator>> | undefined, path: readonly Segment[]): Generator | undefined => {
  if (!generated) return undefined
  const target = showPath(path)
  for (const [key, generator] of Object.entries(generated)) {
    const tokens = parsePath(key)
    if (tokens.length !== path.length + 1) continue
    const full: (Segment | '$')[] = ['$', ...path]
    if (tokens.every((t, i) => tokenWeight(t, full[i] as Segment | '$') > 0)) return generator
    if (key === target) return generator
  }
  return undefined
}

/** A provider-state expression (`/doctors/${id}`) as a pattern: every `${…}` any text (`[^/]+` in a path). */
export const expressionPattern = (expression: string, placeholder = '.+'): RegExp =>
  new RegExp(`^${expression.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(placeholder)}$`, 's')

const matchGenerated = (generator: Generator, expected: unknown, actual: unknown): string | null => {
  if (typeof expected === 'string' && typeof generator.expression === 'string' && (generator.dataType === undefined || generator.dataType === 'STRING' || generator.dataType === 'RAW')) {
    return typeof actual === 'string' && expressionPattern(generator.expression).test(actual) ? null : `expected a value like ${show(generator.expression)} (provider state) but got ${show(actual)}`
  }
  return typeOf(actual) === typeOf(expected) || (typeof actual === 'number' && typeof expected === 'string') ? null : `expected ${typeOf(expected)} (provider state ${show(generator.expression)}) but got ${show(actual)}`
}

export const compareJson = (expected: unknown, actual: unknown, context: JsonContext, path: readonly Segment[] = []): Mismatch[] => {
  const at = `${context.at} ${showPath(path)}`
  const rules = selectRules(context.rules, path)
  const generator = generatorAt(context.generated, path)
  if (!rules && generator) {
    const message = matchGenerated(generator, expected, actual)
    return message ? [{ at, message }] : []
  }
  if (Array.isArray(expected) && Array.isArray(actual)) return compareLists(expected, actual, context, path, rules)
  if (isObject(expected) && isObject(actual)) return compareMaps(expected, actual, context, path, rules)
  if (rules) {
    const message = matchList(rules, expected, actual, rules.cascaded)
    return message ? [{ at, message }] : []
  }
  return deepEqual(expected, actual) ? [] : [{ at, message: `expected ${show(expected)} but got ${show(actual)}` }]
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

const compareLists = (expected: readonly unknown[], actual: readonly unknown[], context: JsonContext, path: readonly Segment[], rules: SelectedRules | null): Mismatch[] => {
  const at = `${context.at} ${showPath(path)}`
  if (!rules) {
    const out: Mismatch[] = []
    if (expected.length !== actual.length) out.push({ at, message: `expected ${expected.length} item(s) but got ${actual.length}` })
    for (let i = 0; i < Math.min(expected.length, actual.length); i++) out.push(...compareJson(expected[i], actual[i], context, [...path, i]))
    return out
  }
  const perMatcher = rules.matchers.map((matcher): Mismatch[] => {
    const message = matchValue(matcher, expected, actual, rules.cascaded)
    if (message) return [{ at, message }]
    if (matcher.match === 'equality') return []
    if (typeLike.has(matcher.match) || matcher.match === 'values') {
      if (expected.length === 0) return []
      // pact_matching resizes the expected list to the actual one, filling with the first example
      return actual.flatMap((item, i) => compareJson(i < expected.length ? expected[i] : expected[0], item, context, [...path, i]))
    }
    return []
  })
  return combine(rules.combine, perMatcher)
}

const combine = (how: 'AND' | 'OR' | undefined, results: Mismatch[][]): Mismatch[] => (how === 'OR' ? (results.some((r) => r.length === 0) ? [] : results.flat()) : results.flat())

const compareMaps = (expected: Record<string, unknown>, actual: Record<string, unknown>, context: JsonContext, path: readonly Segment[], rules: SelectedRules | null): Mismatch[] => {
  const at = `${context.at} ${showPath(path)}`
  const direct = directRules(context.rules, path)
  const out: Mismatch[] = []
  if (rules) {
    // OR with null (a nullable object): the object side is compared below
    const own = rules.matchers.filter((m) => !['values', 'equality', 'null'].includes(m.match))
    for (const m of own) {
      const message = matchValue(m, expected, actual, rules.cascaded)
      if (message) out.push({ at, message })
    }
    if (rules.matchers.some((m) => m.match === 'equality') && !deepEqual(expected, actual)) return [{ at, message: `expected ${show(expected)} but got ${show(actual)}` }]
  }
  if (direct?.matchers.some((m) => m.match === 'values')) {
    // every value of the map like the first example value, whatever its key
    const exampleValues = Object.values(expected)
    if (exampleValues.length) for (const [key, value] of Object.entries(actual)) out.push(...compareJson(exampleValues[0], value, context, [...path, key]))
    return out
  }
  for (const key of Object.keys(expected)) {
    if (!(key in actual)) out.push({ at, message: `missing key ${show(key)}` })
    else out.push(...compareJson(expected[key], actual[key], context, [...path, key]))
  }
  if (!context.allowUnexpectedKeys) for (const key of Object.keys(actual)) if (!(key in expected)) out.push({ at, message: `unexpected key ${show(key)}` })
  return out
}

// ---------------------------------------------------------------------------------------------
// Requests and responses

const asList = (value: readonly string[] | string | undefined): readonly string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : value)

interface ContentType {
  readonly type: string
  readonly params: Readonly<Record<string, string>>
}
const parseContentType = (value: string | null | undefined): ContentType | null => {
  if (!value) return null
  const [type = '', ...rest] = value.split(';')
  const params: Record<string, string> = {}
  for (const p of rest) {
    const [k, ...v] = p.split('=')
    if (k?.trim()) params[k.trim().toLowerCase()] = v.join('=').trim().replace(/^"|"$/g, '')
  }
  return { type: type.trim().toLowerCase(), params }
}

/** Pact compares Content-Type (and Accept) by media type, and each expected parameter. */
const contentTypeMatches = (expected: string, actual: string): boolean => {
  const e = parseContentType(expected)
  const a = parseContentType(actual)
  if (!e || !a) return false
  if (e.type.endsWith('/*') ? a.type.split('/')[0] !== e.type.split('/')[0] : e.type !== a.type) return false
  return Object.entries(e.params).every(([k, v]) => k === 'boundary' || a.params[k]?.toLowerCase() === v.toLowerCase())
}

const decodeContent = (body: PactBody): unknown => {
  if (body.encoded === 'base64' || body.encoded === true) {
    const bytes = Buffer.from(String(body.content ?? ''), 'base64')
    return bytes
  }
  return body.content
}

const isJsonType = (contentType: string | null | undefined): boolean => /^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? '')

/** A `type` rule at every leaf of a JSON value (paths as compareJson reads them). */
const typeRules = (value: Json, at: string): Record<string, RuleList> => {
  if (Array.isArray(value)) return Object.assign({}, ...value.map((v, i) => typeRules(v, `${at}[${i}]`)))
  if (value !== null && typeof value === 'object') return Object.assign({}, ...Object.entries(value).map(([k, v]) => typeRules(v, `${at}.${k}`)))
  return { [at]: { matchers: [{ match: 'type' }] } }
}

/** The parts of an expected multipart body (from its encoded bytes). */
const expectedParts = (body: PactBody): { name: string | null; contentType: string | null; json?: Json; text?: string }[] => {
  const content = decodeContent(body)
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(String(content ?? ''), 'utf8')
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(body.contentType ?? '')
  if (!boundary) return []
  const text = buffer.toString('latin1')
  const delimiter = `--${boundary[1] ?? boundary[2]}`
  return text
    .split(delimiter)
    .slice(1, -1)
    .map((raw) => {
      const part = raw.replace(/^\r\n/, '').replace(/\r\n$/, '')
      const headerEnd = part.indexOf('\r\n\r\n')
      const head = part.slice(0, headerEnd)
      const content = Buffer.from(part.slice(headerEnd + 4), 'latin1').toString('utf8')
      const contentType = /content-type:\s*([^\r\n]*)/i.exec(head)?.[1]?.trim() ?? null
      const name = /\bname="([^"]*)"/i.exec(head)?.[1] ?? null
      if (isJsonType(contentType)) {
        try {
          return { name, contentType, json: JSON.parse(content) as Json }
        } catch {
          return { name, contentType, text: content }
        }
      }
      return { name, contentType, text: content }
    })
}

const subRules = (category: RuleCategory | undefined, part: string): RuleCategory | undefined => {
  if (!category) return undefined
  const out: Record<string, RuleList> = {}
  const prefix = `$.${part}`
  for (const [key, rules] of Object.entries(category)) if (key === prefix || key.startsWith(`${prefix}.`) || key.startsWith(`${prefix}[`)) out[`$${key.slice(prefix.length)}`] = rules
  return out
}

export const compareBody = (
  expected: PactBody | undefined,
  actual: RecordedBody,
  actualContentType: string | null,
  rulesObject: Readonly<Record<string, unknown>> | undefined,
  generated: Readonly<Record<string, Generator>> | undefined,
  allowUnexpectedKeys: boolean,
): Mismatch[] => {
  if (!expected || expected.content === undefined) return [] // no expected body: any body
  const rules = categoryOf(rulesObject, 'body')
  const at = 'body'
  const expectedType = expected.contentType ?? null
  if (actual === null) return [{ at, message: `expected a body (${expectedType ?? 'any type'}) but got none` }]
  if (expectedType && actualContentType && parseContentType(expectedType)?.type !== parseContentType(actualContentType)?.type) {
    return [{ at, message: `expected a ${expectedType} body but got ${actualContentType}` }]
  }
  if (actual.kind === 'json') {
    const content = decodeContent(expected)
    const value = Buffer.isBuffer(content) ? (JSON.parse(content.toString('utf8')) as unknown) : content
    return compareJson(value, actual.json, { rules, allowUnexpectedKeys, generated, at })
  }
  if (actual.kind === 'text') {
    const content = decodeContent(expected)
    const value = Buffer.isBuffer(content) ? content.toString('utf8') : typeof content === 'string' ? content : JSON.stringify(content)
    return compareJson(value, actual.text, { rules, allowUnexpectedKeys, generated, at })
  }
  if (actual.kind === 'multipart') {
    const parts = expectedParts(expected)
    const out: Mismatch[] = []
    for (const part of parts) {
      const got = actual.parts.find((p) => p.name === part.name)
      const partAt = `body part ${show(part.name)}`
      if (!got) {
        out.push({ at: partAt, message: 'missing part' })
        continue
      }
      const partRules = subRules(rules, part.name ?? '')
      if (part.json !== undefined) {
        if (got.json === undefined) out.push({ at: partAt, message: `expected a JSON part but got ${show(got.contentType)}` })
        // the Pact file holds a multipart body as its literal bytes, with no rule a part's values could
        // carry: a JSON part's values (a record's id, an image's alt) are compared by type
        else out.push(...compareJson(part.json, got.json, { rules: { ...typeRules(part.json, '$'), ...partRules }, allowUnexpectedKeys, generated: undefined, at: partAt }))
      } else if (part.contentType && got.contentType && parseContentType(part.contentType)?.type.split('/')[0] !== parseContentType(got.contentType)?.type.split('/')[0]) {
        out.push({ at: partAt, message: `expected a ${part.contentType} part but got ${got.contentType}` })
      }
    }
    if (!allowUnexpectedKeys) for (const got of actual.parts) if (!parts.some((p) => p.name === got.name)) out.push({ at: `body part ${show(got.name)}`, message: 'unexpected part' })
    return out
  }
  return [] // binary or too long to record: only its content type was compared
}

const generatorsOf = (generators: Readonly<Record<string, unknown>> | undefined, name: string): Readonly<Record<string, Generator>> | undefined => {
  const raw = generators?.[name]
  if (!raw || typeof raw !== 'object') return undefined
  if ('type' in raw && typeof (raw as Generator).type === 'string') return { $: raw as Generator }
  const out: Record<string, Generator> = {}
  for (const [key, value] of Object.entries(raw as Record<string, Generator>)) if (value?.type === 'ProviderState') out[key] = value
  return out
}

export const matchRequest = (expected: PactRequest, actual: RecordedRequest): Mismatch[] => {
  const out: Mismatch[] = []
  if (expected.method.toUpperCase() !== actual.method.toUpperCase()) return [{ at: 'method', message: `expected ${expected.method} but got ${actual.method}` }]
  // path
  const pathRules = categoryOf(expected.matchingRules, 'path')
  const pathGenerator = generatorsOf(expected.generators, 'path')?.$
  const pathRuleList = pathRules ? Object.values(pathRules)[0] : undefined
  if (pathRuleList?.matchers.length) {
    const message = matchList(pathRuleList, expected.path, actual.path, false, true)
    if (message) return [{ at: 'path', message }]
  } else if (pathGenerator?.expression) {
    if (!expressionPattern(pathGenerator.expression, '[^/]+').test(actual.path)) return [{ at: 'path', message: `expected a path like ${pathGenerator.expression} but got ${actual.path}` }]
  } else if (expected.path !== actual.path) return [{ at: 'path', message: `expected ${expected.path} but got ${actual.path}` }]
  // query
  const queryRules = categoryOf(expected.matchingRules, 'query')
  const queryGenerators = generatorsOf(expected.generators, 'query')
  const actualQuery = new Map<string, string[]>()
  for (const [k, v] of actual.query) actualQuery.set(k, [...(actualQuery.get(k) ?? []), v])
  const expectedQuery = expected.query ?? {}
  for (const [key, raw] of Object.entries(expectedQuery)) {
    const values = asList(raw)
    const got = actualQuery.get(key)
    const at = `query ${key}`
    if (!got) {
      out.push({ at, message: 'missing query parameter' })
      continue
    }
    const rules = namedRules(queryRules, key, false)
    const generator = queryGenerators ? Object.entries(queryGenerators).find(([k]) => k.replace(/^\$\.?/, '').replace(/^\['|'\]$/g, '') === key)?.[1] : undefined
    if (rules) {
      const min = rules.matchers.find((m) => typeof m.min === 'number')?.min as number | undefined
      const max = rules.matchers.find((m) => typeof m.max === 'number')?.max as number | undefined
      if (min !== undefined && got.length < min) out.push({ at, message: `expected at least ${min} value(s) but got ${got.length}` })
      if (max !== undefined && got.length > max) out.push({ at, message: `expected at most ${max} value(s) but got ${got.length}` })
      got.forEach((value, i) => {
        const message = matchList(rules, values[i] ?? values[0], value, false, true)
        if (message) out.push({ at, message })
      })
    } else if (generator) {
      got.forEach((value, i) => {
        const message = matchGenerated(generator, values[i] ?? values[0] ?? '', value)
        if (message) out.push({ at, message })
      })
    } else if (!deepEqual([...values], got)) out.push({ at, message: `expected ${show(values)} but got ${show(got)}` })
  }
  for (const key of actualQuery.keys()) if (!(key in expectedQuery)) out.push({ at: `query ${key}`, message: 'unexpected query parameter' })
  // headers
  const headerRules = categoryOf(expected.matchingRules, 'header')
  const headerGenerators = generatorsOf(expected.generators, 'header')
  const actualHeaders = new Map(Object.entries(actual.headers).map(([k, v]) => [k.toLowerCase(), v]))
  for (const [name, raw] of Object.entries(expected.headers ?? {})) {
    const got = actualHeaders.get(name.toLowerCase())
    const at = `header ${name}`
    if (got === undefined) {
      out.push({ at, message: 'missing header' })
      continue
    }
    const value = asList(raw).join(', ')
    const rules = namedRules(headerRules, name, true)
    const generator = headerGenerators ? Object.entries(headerGenerators).find(([k]) => k.replace(/^\$\.?/, '').replace(/^\['|'\]$/g, '').toLowerCase() === name.toLowerCase())?.[1] : undefined
    if (rules) {
      const message = matchList(rules, value, got, false, true)
      if (message) out.push({ at, message })
    } else if (generator) {
      const message = matchGenerated(generator, value, got)
      if (message) out.push({ at, message })
    } else if (/^(content-type|accept)$/i.test(name)) {
      if (!contentTypeMatches(value, got)) out.push({ at, message: `expected ${show(value)} but got ${show(got)}` })
    } else if (value.replace(/\s*,\s*/g, ',') !== got.replace(/\s*,\s*/g, ',')) out.push({ at, message: `expected ${show(value)} but got ${show(got)}` })
  }
  out.push(...compareBody(expected.body, actual.body, actualHeaders.get('content-type') ?? null, expected.matchingRules, generatorsOf(expected.generators, 'body'), false))
  return out
}

/** `bodyUnknown`: the recorded response did not end (the page went away first): its body is not compared. */
export const matchResponse = (expected: PactResponse, actual: RecordedResponse, bodyUnknown = false): Mismatch[] => {
  const out: Mismatch[] = []
  const statusRules = categoryOf(expected.matchingRules, 'status')
  const statusList = statusRules ? Object.values(statusRules)[0] : undefined
  if (statusList?.matchers.length) {
    const message = matchList(statusList, expected.status, actual.status, false)
    if (message) out.push({ at: 'status', message })
  } else if (expected.status !== actual.status) out.push({ at: 'status', message: `expected ${expected.status} but got ${actual.status}` })
  // Only Content-Type of the response headers is recorded.
  const headerRules = categoryOf(expected.matchingRules, 'header')
  const expectedType = Object.entries(expected.headers ?? {}).find(([k]) => k.toLowerCase() === 'content-type')
  if (expectedType) {
    const value = asList(expectedType[1]).join(', ')
    const rules = namedRules(headerRules, 'content-type', true)
    const at = 'header Content-Type'
    if (actual.contentType === null) out.push({ at, message: 'missing header' })
    else if (rules) {
      const message = matchList(rules, value, actual.contentType, false, true)
      if (message) out.push({ at, message })
    } else if (!contentTypeMatches(value, actual.contentType)) out.push({ at, message: `expected ${show(value)} but got ${show(actual.contentType)}` })
  }
  if (!bodyUnknown) out.push(...compareBody(expected.body, actual.body, actual.contentType, expected.matchingRules, undefined, true))
  return out
}
