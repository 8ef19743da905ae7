/**
 * ギフト券交換履歴 (/mp_swap): the gift-card exchanges, filtered by doctor, status and the
 * period they were requested in (Japanese calendar days), newest first with cursor paging, and
 * the totals of the whole period (every page, not only the one shown). Everything in the URL.
 */
import { jstDateTime } from '../../domain/jst'
import { Tag } from 'primereact/tag'
import { giftExchangeStatuses, giftExchangeStatusLabels, type GiftExchange, type GiftHistoryTotals } from '../../domain/points'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, ListError, ListFilters, ListTable, useFilteredList, useListPage, type ListActor, type ListPageProps } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { pointsText } from './points.text'
import type { GiftHistorySearch } from './points.search'
import { PeriodFilter } from '../../views/components/period-filter.component'
import { groupDigits } from '../../views/text/number'
import './mp.page.css'

const t = pointsText.swap


export interface MpSwapPageProps extends ListPageProps<GiftExchange, GiftHistorySearch> {
  /** The totals of the filters (no page), run by the route. */
  readonly totals: ListActor<GiftHistoryTotals, GiftHistorySearch>
}

const jst = (iso: string | null) => (iso ? jstDateTime(iso) : '—')
const severity = { requested: 'warning', issued: 'success', failed: 'danger' } as const

const columns: ReadonlyArray<DataColumn<GiftExchange>> = [
  { id: 'requestedAt', header: t.fields.requestedAt, cell: (g) => jst(g.requestedAt), width: '9rem' },
  { id: 'doctor', header: t.fields.doctor, cell: (g) => g.doctorName, width: 'minmax(7rem, 1fr)' },
  { id: 'points', header: t.fields.points, cell: (g) => groupDigits(g.points), width: '6rem' },
  { id: 'amountYen', header: t.fields.amountYen, cell: (g) => t.yen(g.amountYen), width: '6.5rem' },
  { id: 'status', header: t.fields.status, cell: (g) => <Tag severity={severity[g.status]} value={giftExchangeStatusLabels[g.status]} />, csv: (g) => giftExchangeStatusLabels[g.status], width: '6rem' },
  { id: 'code', header: t.fields.code, cell: (g) => g.maskedCode ?? '—', width: 'minmax(9rem, 1fr)' },
  { id: 'issuedAt', header: t.fields.issuedAt, cell: (g) => jst(g.issuedAt), width: '9rem' },
  { id: 'failureReason', header: t.fields.failureReason, cell: (g) => g.failureReason ?? '', width: 'minmax(8rem, 1fr)' },
]

export const MpSwapPage = ({ totals: totalsActor, ...props }: MpSwapPageProps) => {
  const page = useFilteredList('gift', props)
  const { search, apply } = page
  const totals = useListPage(totalsActor)
  const sum = totals.items[0]

  return (
    <div className="mp-swap-page">
      <PageHeading title={t.title} />
      <ListFilters page={page} keywordLabel={t.keyword}>
        <ChoiceFilter
          id="gift-status"
          label={t.status}
          value={search.status}
          options={giftExchangeStatuses.map((s) => ({ label: giftExchangeStatusLabels[s], value: s }))}
          onChange={(status) => apply({ status })}
        />
        <PeriodFilter id="gift" fromLabel={t.from} toLabel={t.to} from={search.from} to={search.to} onChange={apply} />
      </ListFilters>
      <p className="mp-totals" role="status" aria-label={t.title}>
        {sum ? `${t.totals(sum.count, sum.points, sum.amountYen)}${sum.partial ? t.totalsPartial : ''}` : totals.busy ? t.totalsLoading : ''}
      </p>
      <ListError error={totals.error} onRetry={totals.retry} />
      <ListTable
        page={page}
        label={t.list}
        columns={columns}
        rowKey={(g) => g.id}
        onOpen={() => undefined}
        emptyText={t.empty}
      />
    </div>
  )
}
