/**
 * Every Pact provider state of the reference server, and setting one up by name: the core and
 * content states (provider-states.ts) and the area modules that build on their facts
 * (provider-states.media.ts, provider-states.survey.ts).
 */
import type { Db } from '../src/db/database'
import { contentStates, coreStates, type CallerChoice, type Params, type StateDefinition } from './provider-states'
import { mediaStates } from './provider-states.media'
import { surveyStates } from './provider-states.survey'

/** Every state the reference server knows. */
export const providerStates: ReadonlyArray<StateDefinition> = [...coreStates, ...contentStates, ...mediaStates, ...surveyStates]

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
