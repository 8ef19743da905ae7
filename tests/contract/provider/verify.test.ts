/**
 * Provider verification: the reference server (in-process, real firebase-admin verification
 * against a fake Auth emulator, a fresh PGlite clone) replays every interaction of the console's
 * Pact files. Before each interaction the database is reset to the baseline; the provider states
 * are set up through the server's own data layer (server/testing/provider-states.ts).
 */
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stateNamesOf } from '../../../contracts/verifier'
import { stateDefinition } from '@server/testing/provider-state-setup'
import { groups, pactFile, pactFileName } from '../support/contract'
import { pactSubset, startReferenceProvider, verifyGroupFile, type ReferenceProvider } from '../support/provider'

let provider: ReferenceProvider

beforeAll(async () => {
  provider = await startReferenceProvider()
})

afterAll(() => provider?.close())

describe('the reference server honours the console contracts (Pact provider)', () => {
  for (const group of groups) {
    it(`${group} API`, async () => {
      expect(existsSync(pactFile(group)), `${pactFile(group)} is missing: run npm run contracts first`).toBe(true)
      // Every interaction is replayed: a call without a handler would fail here, not be skipped.
      const { file, skipped } = pactSubset(pactFile(group), pactFileName(group))
      expect(skipped, 'calls of the Pact file the reference server has no handler for').toEqual([])
      const unknown = stateNamesOf([file]).filter((name) => !stateDefinition(name))
      expect(unknown, 'provider states the reference server does not know').toEqual([])
      await verifyGroupFile(provider, group, file)
    })
  }
})
