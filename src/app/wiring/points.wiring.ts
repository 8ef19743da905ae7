/**
 * The points (MP) pages' machines with their actors. /mp_management searches doctors with the
 * doctor list's own machine and operation, and grants through `doctorOps.grantMp` (one PATCH
 * /mp/mp for every picked doctor, with the note) and lists the grant ledger
 * (`pointsOps.grants`). /mp_swap lists the gift-card exchanges and
 * their totals for the period with two list machines (src/services/points.ops.ts).
 */
import type { GiftExchange, GiftHistoryTotals, MpGrantEntry } from '../../domain/points'
import { makeListMachine } from '../../machines/list.machine'
import { pointsOps } from '../../services/points.ops'
import { effectActor } from '../bridge'
import type { GiftHistorySearch, MpLedgerSearch } from '../routes/points.search'
import { doctorPages } from './doctor.wiring'

export const pointsPages = {
  doctors: doctorPages.list,
  /** The same workflow as the doctor list's MP付与 on ticked doctors. */
  bulkGrant: doctorPages.bulkGrant,
  ledger: makeListMachine<MpGrantEntry, MpLedgerSearch>('mpLedger').provide({ actors: { fetchPage: effectActor(pointsOps.grants) } }),
  giftHistory: makeListMachine<GiftExchange, GiftHistorySearch>('giftHistory').provide({
    actors: { fetchPage: effectActor(pointsOps.history) },
  }),
  giftTotals: makeListMachine<GiftHistoryTotals, GiftHistorySearch>('giftTotals').provide({
    actors: { fetchPage: effectActor(pointsOps.historyTotals) },
  }),
}

export type PointsPages = typeof pointsPages
