/** The home page's machines: the dashboard figures (src/areas/home/home.ops.ts), the month's grants and the imports that left failed rows, in generic list machines. */
import type { ImportRecord } from '../../domain/import-record'
import type { MpGrantTotals } from '../../domain/points'
import type { Stats } from '../../domain/report'
import { makeListMachine, type PagingSearch } from '../../machines/list.machine'
import { homeOps } from './home.ops'
import type { FailedImportsSearch } from '../../domain/import-record'
import { importRecordOps } from '../../services/import-record.ops'
import { pointsOps } from '../points'
import { effectActor } from '../../app/bridge'
import type { MpLedgerSearch } from '../points/points.search'

export const homeMachines = {
  stats: makeListMachine<Stats, PagingSearch>('homeStats').provide({ actors: { fetchPage: effectActor(homeOps.stats) } }),
  /** The MP granted this month: the grant ledger of the month summed (`GET /stats/` has the total only). */
  monthGrants: makeListMachine<MpGrantTotals, MpLedgerSearch>('homeMonthGrants').provide({ actors: { fetchPage: effectActor(pointsOps.grantTotals) } }),
  /** The CSV imports of the last 30 days that left failed rows (admin GET /imports?failed=true). */
  failedImports: makeListMachine<ImportRecord, FailedImportsSearch>('homeFailedImports').provide({
    actors: { fetchPage: effectActor(importRecordOps.failedImports) },
  }),
}

export type HomePages = typeof homeMachines
