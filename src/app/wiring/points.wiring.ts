/**
 * The points (MP) pages' machines with their actors. /mp_management searches doctors with the
 * doctor list's own machine and operation, and grants through `doctorOps.grantMp` (one PATCH
 * /mp/mp for every picked doctor, with the note). /mp_swap lists the gift-card exchanges and
 * their totals for the period with two list machines (src/services/points.ops.ts).
 */
import type { GiftExchange, GiftHistoryTotals } from '../../domain/points'
import { bulkGrantMachine } from '../../machines/bulk-grant.machine'
import { makeListMachine } from '../../machines/list.machine'
import { doctorOps } from '../../services/doctor.ops'
import { pointsOps } from '../../services/points.ops'
import { effectActor } from '../bridge'
import type { GiftHistorySearch } from '../routes/points.search'
import { doctorPages } from './doctor.wiring'

export const pointsPages = {
  doctors: doctorPages.list,
  bulkGrant: bulkGrantMachine.provide({ actors: { grantMp: effectActor(doctorOps.grantMp) } }),
  giftHistory: makeListMachine<GiftExchange, GiftHistorySearch>('giftHistory').provide({
    actors: { fetchPage: effectActor(pointsOps.history) },
  }),
  giftTotals: makeListMachine<GiftHistoryTotals, GiftHistorySearch>('giftTotals').provide({
    actors: { fetchPage: effectActor(pointsOps.historyTotals) },
  }),
}

export type PointsPages = typeof pointsPages
