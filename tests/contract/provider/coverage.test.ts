/**
 * The committed Pact files cover THE catalogue: every catalogued call has at least one
 * interaction in its group's file, with the call's method and a path of its template; every
 * interaction names a catalogued call and at least one provider state. Runs after the consumer
 * run (vitest.provider.config.ts), on the files in contracts/pacts/.
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { allEndpoints, catalogue } from '@src/domain/catalogue'
import { groupBase, type AnyEndpoint } from '@src/domain/endpoint'
import { callOfDescription, groups, pactFile } from '../support/contract'

interface PactInteraction {
  readonly description: string
  readonly providerStates?: ReadonlyArray<{ readonly name: string }>
  readonly request: { readonly method: string; readonly path: string }
}

const interactionsOf = (group: (typeof groups)[number]): ReadonlyArray<PactInteraction> =>
  existsSync(pactFile(group)) ? (JSON.parse(readFileSync(pactFile(group), 'utf8')) as { interactions: PactInteraction[] }).interactions : []

/** The request paths a call's template allows (each `{param}` one URL-encoded segment). */
const pathPattern = (endpoint: AnyEndpoint) =>
  new RegExp(`^${(groupBase[endpoint.group] + endpoint.path).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z]+\}/g, '[^/]+')}$`)

describe('the Pact files cover the call catalogue', () => {
  it.each(groups)('contracts/pacts has the %s file', (group) => {
    expect(existsSync(pactFile(group)), `${pactFile(group)}: run npm run contracts`).toBe(true)
  })

  it('every catalogued call has an interaction in its group file', () => {
    const covered = new Set(groups.flatMap((group) => interactionsOf(group).map((i) => `${group}:${callOfDescription(i.description)}`)))
    // a stream (live updates) has no end, so no Pact response: tested over HTTP and in the browser (docs/contracts.md)
    const missing = allEndpoints.filter((e) => e.shape !== 'stream' && !covered.has(`${e.group}:${e.name}`)).map((e) => e.name)
    expect(missing).toEqual([])
  })

  it.each(groups)('every %s interaction is a catalogued call of that group, with its method and path, from stated facts', (group) => {
    const problems: string[] = []
    for (const interaction of interactionsOf(group)) {
      const name = callOfDescription(interaction.description)
      const endpoint = (catalogue as Record<string, AnyEndpoint | undefined>)[name]
      if (!endpoint) problems.push(`${interaction.description}: not a catalogued call`)
      else if (endpoint.group !== group) problems.push(`${interaction.description}: belongs to the ${endpoint.group} group`)
      else if (interaction.request.method !== endpoint.method || !pathPattern(endpoint).test(interaction.request.path))
        problems.push(`${interaction.description}: ${interaction.request.method} ${interaction.request.path} is not ${endpoint.method} ${endpoint.path}`)
      if (!interaction.providerStates?.length) problems.push(`${interaction.description}: no provider state`)
    }
    expect(problems).toEqual([])
  })
})
