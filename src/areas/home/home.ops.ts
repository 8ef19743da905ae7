/**
 * What the home page asks of the API: the platform figures (`GET /stats/`), as a one-item page so
 * the generic list machine holds them (retry, inline error).
 */
import type { Page } from '../../domain/endpoint'
import type { Stats } from '../../domain/report'
import { api } from '../../services/http/api'
import { operation } from '../../services/operation'

const stats = operation(api.general.stats.get, (_: object) => ({}), (payload): Page<Stats> => ({ items: [payload], nextCursorKey: null }))

export const homeOps = { stats } as const
