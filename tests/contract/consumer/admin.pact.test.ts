/**
 * Consumer contract of the admin API group: every row of the table runs the console's real area
 * service against the Pact mock server and ends up in contracts/pacts/ (see docs/contracts.md).
 */
import { afterAll, beforeAll, describe, it } from 'vitest'
import { describeInteraction } from '../support/contract'
import { pactFor, runInteraction } from '../support/consumer'
import { adminInteractions } from '../interactions/admin.interactions'

const { pact, start, finish } = pactFor('admin')

beforeAll(start)
afterAll(finish)

describe('the console against the admin API (Pact consumer)', () => {
  for (const spec of adminInteractions) it(describeInteraction(spec), () => runInteraction(pact, spec))
})
