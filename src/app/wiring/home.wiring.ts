/** The home page's machine: the dashboard figures (src/services/home.ops.ts) in a generic list machine. */
import type { Stats } from '../../domain/report'
import { makeListMachine, type PagingSearch } from '../../machines/list.machine'
import { homeOps } from '../../services/home.ops'
import { effectActor } from '../bridge'

export const homePages = {
  stats: makeListMachine<Stats, PagingSearch>('homeStats').provide({ actors: { fetchPage: effectActor(homeOps.stats) } }),
}

export type HomePages = typeof homePages
