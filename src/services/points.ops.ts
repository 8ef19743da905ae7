/**
 * What the points (MP) pages ask of the API (see src/services/operation.ts). /mp_management
 * uses the doctor operations (src/services/doctor.ops.ts); /mp_swap the exchange history here.
 */
import { Effect } from 'effect'
import { listPageSize } from '../domain/list-query'
import type { Page } from '../domain/endpoint'
import type { AmazonGiftHistorySearch, GiftExchange, GiftHistoryQuery, GiftHistoryTotals, MpGrantEntry, MpGrantQuery, MpGrantSearch, MpGrantTotals } from '../domain/points'
import { maxLimit } from '../domain/fields'
import { composite, operation } from './operation'
import { walkPages } from './walk-pages'

/** The search body of a history query: only the filters set. */
export const giftHistoryBody = (q: GiftHistoryQuery, limit: number = listPageSize): AmazonGiftHistorySearch => {
  const keyword = q.keyword?.trim()
  return {
    ...(keyword ? { keyword } : {}),
    ...(q.status ? { statuses: [q.status] } : {}),
    ...(q.from ? { requestedFrom: q.from } : {}),
    ...(q.to ? { requestedTo: q.to } : {}),
    ...(q.cursor ? { cursor: q.cursor } : {}),
    limit,
  }
}

/** The search body of a grant ledger query: only the filters set. */
export const grantSearchBody = (q: MpGrantQuery, limit: number = listPageSize): MpGrantSearch => {
  const keyword = q.keyword?.trim()
  const operator = q.operator?.trim()
  return {
    ...(keyword ? { doctorKeyword: keyword } : {}),
    ...(operator ? { operatorKeyword: operator } : {}),
    ...(q.from ? { grantedFrom: q.from } : {}),
    ...(q.to ? { grantedTo: q.to } : {}),
    ...(q.cursor ? { cursor: q.cursor } : {}),
    limit,
  }
}

/** One page of the grant ledger (/mp_management, 50 a page). */
const grants = operation('admin.mp.grants', (q: MpGrantQuery) => ({ body: grantSearchBody(q) }))
/** One page of 100 of the grant ledger, for sums and exports. */
const grantsChunk = operation('admin.mp.grants', (q: MpGrantQuery) => ({ body: grantSearchBody(q, maxLimit) }))

const history = operation('admin.histories.amazonGifts', (q: GiftHistoryQuery) => ({ body: giftHistoryBody(q) }))
/** One page of 100 for the totals walk. */
const historyChunk = operation('admin.histories.amazonGifts', (q: GiftHistoryQuery) => ({ body: giftHistoryBody(q, maxLimit) }))


export const pointsOps = {
  history,
  /**
   * The totals of the period: walks every page of the query (100 rows a page) and sums count,
   * points and yen. Given as a one-item page so the generic list machine can hold it.
   */
  historyTotals: composite('histories.totals', [historyChunk], (q: GiftHistoryQuery) =>
    walkPages(historyChunk, q, { count: 0, points: 0, amountYen: 0 }, (t, e: GiftExchange) => ({
      count: t.count + 1,
      points: t.points + e.points,
      amountYen: t.amountYen + e.amountYen,
    })).pipe(Effect.map(({ value, partial }): Page<GiftHistoryTotals> => ({ items: [{ ...value, partial }], nextCursorKey: null }))),
  ),
  grants,
  /** The grants a ledger query matches, summed over every page (a one-item page). */
  grantTotals: composite('mp.grantTotals', [grantsChunk], (q: MpGrantQuery) =>
    walkPages(grantsChunk, q, { count: 0, amount: 0 }, (t, g: MpGrantEntry) => ({ count: t.count + 1, amount: t.amount + g.amount })).pipe(
      Effect.map(({ value, partial }): Page<MpGrantTotals> => ({ items: [{ ...value, partial }], nextCursorKey: null })),
    ),
  ),
} as const
