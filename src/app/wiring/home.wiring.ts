/** The home page's machines: the dashboard figures (src/services/home.ops.ts) and the month's grants, in generic list machines. */
import type { MpGrantQuery, MpGrantTotals } from '../../domain/points'
import type { Stats } from '../../domain/report'
import { makeListMachine, type PagingSearch } from '../../machines/list.machine'
import { homeOps } from '../../services/home.ops'
import { pointsOps } from '../../services/points.ops'
import { effectActor } from '../bridge'

export const homePages = {
  stats: makeListMachine<Stats, PagingSearch>('homeStats').provide({ actors: { fetchPage: effectActor(homeOps.stats) } }),
  /** The MP granted this month: the grant ledger of the month summed (`GET /stats/` has the total only). */
  monthGrants: makeListMachine<MpGrantTotals, MpGrantQuery & PagingSearch>('homeMonthGrants').provide({ actors: { fetchPage: effectActor(pointsOps.grantTotals) } }),
}

export type HomePages = typeof homePages
