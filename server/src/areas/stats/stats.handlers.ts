/** Dashboard figures (general GET /stats/, staff: the home dashboard), counted live. The SQL is in stats.repository.ts. */
import type { Catalogue } from '#domain/catalogue'
import type { AreaHandlers } from '../support/handler'
import * as stats from './stats.repository'

export const handlers = {
  'general.stats.get': async ({ db }) => ({ payload: { ...(await stats.figures(db)), generatedAt: new Date().toISOString() } }),
} satisfies AreaHandlers<Catalogue>
