/**
 * Who the contracts are between, and where the Pact files live: one consumer (this console),
 * one provider per API group (the groups may be deployed apart), one file per provider.
 */
import type { Group } from '../src/domain/endpoint'

export const consumerName = 'medicolle-web-console'

export const providerNames: Readonly<Record<Group, string>> = {
  general: 'medicolle-api-general',
  admin: 'medicolle-api-admin',
  direct: 'medicolle-api-direct',
}

export const groups: ReadonlyArray<Group> = ['general', 'admin', 'direct']

/** Where the Pact files live (committed), relative to the repository root. */
export const pactDir = 'contracts/pacts'
export const pactFileName = (group: Group) => `${consumerName}-${providerNames[group]}.json`
export const pactFile = (group: Group) => `${pactDir}/${pactFileName(group)}`
