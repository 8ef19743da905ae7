/**
 * Consumer contract of the general API group: every row of the table runs the console's real area
 * service against the Pact mock server and ends up in contracts/pacts/ (see docs/contracts.md).
 */
import { afterAll, beforeAll, describe, it } from 'vitest'
import { describeInteraction } from '../support/contract'
import { pactFor, runInteraction } from '../support/consumer'
import { generalInteractions } from '../interactions/general.interactions'

const { pact, start, finish } = pactFor('general')

beforeAll(start)
afterAll(finish)

describe('the console against the general API (Pact consumer)', () => {
  for (const spec of generalInteractions) it(describeInteraction(spec), () => runInteraction(pact, spec))
})
