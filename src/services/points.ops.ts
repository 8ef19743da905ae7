/**
 * What the points (MP) pages ask of the API (see src/services/operation.ts). /mp_management
 * uses the doctor operations (src/services/doctor.ops.ts); /mp_swap the exchange history here.
 */
import { Effect } from 'effect'
import { listPageSize } from '../domain/list-query'
import type { Page } from '../domain/endpoint'
import type { AmazonGiftHistorySearch, GiftExchange, GiftHistoryQuery, GiftHistoryTotals } from '../domain/points'
import { maxLimit } from '../domain/fields'
import { composite, operation } from './operation'

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

const history = operation('admin.histories.amazonGifts', (q: GiftHistoryQuery) => ({ body: giftHistoryBody(q) }))
/** One page of 100 for the totals walk. */
const historyChunk = operation('admin.histories.amazonGifts', (q: GiftHistoryQuery) => ({ body: giftHistoryBody(q, maxLimit) }))

/** Pages walked at most for the totals (100 rows each); past that the totals say they are partial. */
export const totalsMaxPages = 50

export const pointsOps = {
  history,
  /**
   * The totals of the period: walks every page of the query (100 rows a page) and sums count,
   * points and yen. Given as a one-item page so the generic list machine can hold it.
   */
  historyTotals: composite('histories.totals', [historyChunk], (q: GiftHistoryQuery) =>
    Effect.gen(function* () {
      const { cursor: _shown, ...filters } = q
      let count = 0
      let points = 0
      let amountYen = 0
      let cursor: string | null = null
      for (let n = 0; n < totalsMaxPages; n++) {
        const page: Page<GiftExchange> = yield* historyChunk(cursor ? { ...filters, cursor } : filters)
        for (const e of page.items) {
          count += 1
          points += e.points
          amountYen += e.amountYen
        }
        cursor = page.nextCursorKey
        if (!cursor) break
      }
      const totals: GiftHistoryTotals = { count, points, amountYen, partial: cursor !== null }
      return { items: [totals], nextCursorKey: null }
    }),
  ),
} as const
