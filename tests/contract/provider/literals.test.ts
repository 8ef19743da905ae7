/**
 * No interaction pins a value the console varies (issue 30): in every request of the committed
 * Pact files, each string the call's Schema does not fix (an id, a keyword, a date, a cursor) has
 * a matching rule, ids in paths are matched by their shape, and ids and cursors that a provider
 * state hands over are injected from it (`ProviderState` generators), so a provider need not
 * have "doctor 42" nor a cursor of ours. Runs on the files in contracts/pacts/.
 */
import { existsSync, readFileSync } from 'node:fs'
import { SchemaAST } from 'effect'
import { describe, expect, it } from 'vitest'
import { catalogue, type CallName } from '@src/domain/catalogue'
import { pathParamNames, type AnyEndpoint } from '@src/domain/endpoint'
import { callOfDescription, groups, pactFile } from '../support/contract'
import { nonNull, wireAst } from '../support/shape'

type Rules = Record<string, { matchers: Array<{ match: string }> }>
interface PactInteraction {
  readonly description: string
  readonly providerStates?: ReadonlyArray<{ readonly name: string; readonly params?: Record<string, unknown> }>
  readonly request: {
    readonly path: string
    readonly query?: Record<string, string[]>
    readonly body?: { readonly content?: unknown; readonly contentType?: string }
    readonly matchingRules?: { readonly body?: Rules; readonly path?: unknown; readonly query?: Rules }
    readonly generators?: { readonly body?: Record<string, unknown>; readonly path?: unknown; readonly query?: Record<string, unknown> }
  }
}

const interactionsOf = (group: (typeof groups)[number]): ReadonlyArray<PactInteraction> =>
  existsSync(pactFile(group)) ? (JSON.parse(readFileSync(pactFile(group), 'utf8')) as { interactions: PactInteraction[] }).interactions : []

const isLiteralChoice = (ast: SchemaAST.AST): boolean => {
  const type = nonNull(ast)
  const members = type._tag === 'Union' ? type.types : [type]
  return members.every((m) => m._tag === 'Literal')
}

/** Every string leaf of `value` whose Schema is not a literal choice, by Pact path (`$.a.b`, `$.a[0]`). */
const variedStrings = (ast: SchemaAST.AST, value: unknown, path: string): string[] => {
  const type = nonNull(ast)
  if (typeof value === 'string') return isLiteralChoice(ast) ? [] : [path]
  if (Array.isArray(value)) {
    const element = type._tag === 'Arrays' ? (type.rest[0] ?? type.elements[0]) : undefined
    return value.flatMap((item, i) => (element ? variedStrings(element, item, `${path}[${i}]`) : []))
  }
  if (value !== null && typeof value === 'object' && type._tag === 'Objects') {
    const fields = new Map(type.propertySignatures.map((p) => [String(p.name), p.type]))
    return Object.entries(value).flatMap(([key, item]) => {
      const field = fields.get(key)
      return field ? variedStrings(field, item, `${path}.${key}`) : []
    })
  }
  return []
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The paths a rule key covers: `[*]` stands for any index. */
const keyPattern = (key: string) => new RegExp(`^${escapeRegex(key).replace(/\\\[\\\*\\\]/g, '\\[\\d+\\]')}$`)

/** A rule applies at `path`: a rule on it, or a type rule on an ancestor below the root (type rules cascade). */
const ruled = (rules: Rules, path: string) => {
  const on = (candidate: string) => Object.keys(rules).filter((key) => key !== '$' && keyPattern(key).test(candidate))
  if (on(path).length > 0) return true
  const parts = path.split(/(?=\.|\[)/)
  for (let n = parts.length - 1; n > 1; n--)
    if (on(parts.slice(0, n).join('')).some((key) => rules[key]?.matchers.some((m) => m.match === 'type'))) return true
  return false
}

describe('no interaction pins an id, keyword, date or cursor the console varies', () => {
  it.each(groups)('%s: every varied string of a request body has a matching rule', (group) => {
    const literal: string[] = []
    for (const interaction of interactionsOf(group)) {
      const endpoint: AnyEndpoint = catalogue[callOfDescription(interaction.description) as CallName]
      const content = interaction.request.body?.content
      if (!content || !interaction.request.body?.contentType?.startsWith('application/json')) continue
      for (const path of variedStrings(wireAst(endpoint.body), content, '$'))
        if (!ruled(interaction.request.matchingRules?.body ?? {}, path)) literal.push(`${interaction.description} ${path}`)
    }
    expect(literal).toEqual([])
  })

  it.each(groups)('%s: ids in paths are matched by shape, and injected when a state gave them', (group) => {
    const problems: string[] = []
    for (const interaction of interactionsOf(group)) {
      const endpoint: AnyEndpoint = catalogue[callOfDescription(interaction.description) as CallName]
      if (pathParamNames(endpoint.path).length === 0) continue
      if (!interaction.request.matchingRules?.path) problems.push(`${interaction.description}: no path rule`)
      const stated = new Set((interaction.providerStates ?? []).flatMap((s) => Object.values(s.params ?? {}).map(String)))
      const segments = interaction.request.path.split('/').map(decodeURIComponent)
      if (segments.some((segment) => stated.has(segment)) && !interaction.request.generators?.path)
        problems.push(`${interaction.description}: an id a state gave is a literal in the path`)
    }
    expect(problems).toEqual([])
  })

  it.each(groups)('%s: every cursor sent is the one a provider state issued', (group) => {
    const problems: string[] = []
    let cursors = 0
    for (const interaction of interactionsOf(group)) {
      const body = interaction.request.body?.content as Record<string, unknown> | undefined
      const query = interaction.request.query ?? {}
      if (body?.['cursor'] !== undefined || query['cursor'] !== undefined) {
        cursors++
        const generated = interaction.request.generators?.body?.['$.cursor'] ?? interaction.request.generators?.query?.['cursor']
        if (!generated) problems.push(interaction.description)
      }
    }
    expect(problems).toEqual([])
    if (group !== 'direct') expect(cursors).toBeGreaterThan(0)
  })
})
