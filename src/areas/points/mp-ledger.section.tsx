/**
 * The grant ledger below the bulk grant on /mp_management (`admin.mp.grants`): who granted how
 * much MP to whom, when and why, newest first, filtered by doctor, operator and the period
 * (Japanese calendar days), 50 a page with 前へ / 次へ. Its filters are in the URL under `ledger`.
 */
import { jstDateTime } from '../../domain/jst'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { useEffect, useState } from 'react'
import type { MpGrantEntry } from '../../domain/points'
import { withFilters } from '../../machines/list.machine'
import type { DataColumn } from '../../views/components/data-table.component'
import { ListTable, orOmit, useListPage, type ListActor } from '../../views/components/list-page.component'
import { listText } from '../../views/text/list.text'
import { pointsText } from './points.text'
import type { MpLedgerSearch } from './points.search'
import { PeriodFilter } from '../../views/components/period-filter.component'
import { groupDigits } from '../../views/text/number'

const t = pointsText.ledger


export interface MpLedgerSectionProps {
  /** The list, run by the route with its search (src/app/routes/route-list.ts). */
  readonly list: ListActor<MpGrantEntry, MpLedgerSearch>
  readonly search: MpLedgerSearch
  readonly onSearch: (search: MpLedgerSearch) => void
  /** Changes after a grant: the ledger is read again. */
  readonly reloadKey: number
}

/** The ledger's columns (`csv`: the exported cell where it differs from the one shown). */
const ledgerColumns: ReadonlyArray<DataColumn<MpGrantEntry>> = [
  { id: 'grantedAt', header: t.fields.grantedAt, cell: (g) => jstDateTime(g.grantedAt), width: '9rem' },
  { id: 'doctor', header: t.fields.doctor, cell: (g) => g.doctorName, width: 'minmax(6rem, 1fr)' },
  { id: 'email', header: t.fields.email, cell: (g) => g.doctorEmail, width: 'minmax(9rem, 1.3fr)' },
  { id: 'amount', header: t.fields.amount, cell: (g) => groupDigits(g.amount), csv: (g) => g.amount, width: '6rem' },
  { id: 'note', header: t.fields.note, cell: (g) => g.note, width: 'minmax(8rem, 1.5fr)' },
  { id: 'operator', header: t.fields.operator, cell: (g) => g.operatorName ?? t.noOperator, csv: (g) => g.operatorName ?? '', width: 'minmax(6rem, 1fr)' },
]

/**
 * The ledger's search form: doctor and operator texts (applied together on 検索), the period
 * (applied on change).
 */
const LedgerFilters = ({ search, onSearch }: { readonly search: MpLedgerSearch; readonly onSearch: (search: MpLedgerSearch) => void }) => {
  const [keyword, setKeyword] = useState(search.keyword ?? '')
  const [operator, setOperator] = useState(search.operator ?? '')
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword])
  useEffect(() => setOperator(search.operator ?? ''), [search.operator])
  const apply = (patch: Partial<MpLedgerSearch>) => onSearch(withFilters(search, patch))
  return (
    <form
      className="list-filters"
      role="search"
      aria-label={t.heading}
      onSubmit={(e) => {
        e.preventDefault()
        apply({ keyword: orOmit(keyword), operator: orOmit(operator) })
      }}
    >
      <div className="form-field list-filters__keyword">
        <label htmlFor="mp-ledger-keyword" className="form-field__label">{t.keyword}</label>
        <InputText id="mp-ledger-keyword" type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </div>
      <div className="form-field">
        <label htmlFor="mp-ledger-operator" className="form-field__label">{t.operator}</label>
        <InputText id="mp-ledger-operator" type="search" value={operator} onChange={(e) => setOperator(e.target.value)} />
      </div>
      <PeriodFilter id="mp-ledger" fromLabel={t.from} toLabel={t.to} from={search.from} to={search.to} onChange={apply} />
      <div className="list-filters__buttons">
        <Button type="submit" icon="pi pi-search" label={listText.search} />
        <Button type="button" label={listText.clear} text onClick={() => onSearch({})} />
      </div>
    </form>
  )
}

export const MpLedgerSection = ({ list: listActor, search, onSearch, reloadKey }: MpLedgerSectionProps) => {
  const list = useListPage(listActor)
  const { retry } = list
  useEffect(() => {
    if (reloadKey > 0) retry()
  }, [reloadKey])

  return (
    <section aria-labelledby="mp-ledger-heading" className="mp-ledger">
      <h2 id="mp-ledger-heading">{t.heading}</h2>
      <LedgerFilters search={search} onSearch={onSearch} />
      <ListTable page={{ list, search, onSearch }} label={t.list} columns={ledgerColumns} rowKey={(g) => g.id} onOpen={() => undefined} emptyText={t.empty} />
    </section>
  )
}
