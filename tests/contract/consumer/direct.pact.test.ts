/**
 * Consumer contract of the direct API group: every row of the table runs the console's real area
 * service against the Pact mock server and ends up in contracts/pacts/ (see docs/contracts.md).
 */
import { afterAll, beforeAll, describe, it } from 'vitest'
import { describeInteraction } from '../support/contract'
import { pactFor, runInteraction } from '../support/consumer'
import { directInteractions } from '../interactions/direct.interactions'

const { pact, start, finish } = pactFor('direct')

beforeAll(start)
afterAll(finish)

describe('the console against the direct API (Pact consumer)', () => {
  for (const spec of directInteractions) it(describeInteraction(spec), () => runInteraction(pact, spec))
})
