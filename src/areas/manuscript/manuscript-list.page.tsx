/**
 * /manuscript: tabs for the spec's four lists (under review, reviewed, acceptable, latest
 * offered) and all, each its own catalogued call; keyword search (POST /manuscripts/search on
 * the tab's statuses), status (all tab) and hold filters, sortable columns, cursor paging.
 * Tab, filters and page are kept in the URL.
 */
import { jstDateTime } from '../../domain/jst'
import { SelectButton } from 'primereact/selectbutton'
import { Tag } from 'primereact/tag'
import { Badge } from 'primereact/badge'
import type { ManuscriptId } from '../../domain/ids'
import {
  manuscriptStatuses, manuscriptTabs, type Manuscript, type ManuscriptTab,
} from '../../domain/manuscript'
import type { Stats } from '../../domain/report'
import { withFilters, type PagingSearch } from '../../machines/list.machine'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, flagOptions, ListFilters, ListTable, useListPage, type ListActor } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { manuscriptText as t } from './manuscript.text'
import type { ManuscriptListSearch } from './manuscript.search'

/** What the manuscript list keeps in the URL (its route decodes it: src/areas/manuscript/manuscript.search.ts). */

export interface ManuscriptListPageProps {
  /** The list, run by the route with its search (src/app/routes/route-list.ts). */
  readonly list: ListActor<Manuscript, ManuscriptListSearch>
  /** The platform figures: how many manuscripts wait for review (the 審査中 tab's badge). */
  readonly waiting: ListActor<Stats, PagingSearch>
  readonly search: ManuscriptListSearch
  /** The tab shown when the URL names none. */
  readonly defaultTab: ManuscriptTab
  readonly onSearch: (search: ManuscriptListSearch) => void
  /** The manuscript's page (the title cell's link; a row click or Enter follows it too). */
  readonly detailLink: (id: ManuscriptId) => RouteLink
}

const time = (iso: string | null) => (iso === null ? '—' : jstDateTime(iso))

const columns: ReadonlyArray<DataColumn<Manuscript>> = [
  { id: 'title', header: t.fields.title, cell: (m) => m.title, sortKey: 'title', width: 'minmax(12rem, 2fr)' },
  { id: 'doctor', header: t.fields.doctor, cell: (m) => m.doctorName, width: 'minmax(7rem, 1fr)' },
  { id: 'status', header: t.fields.status, cell: (m) => <Tag severity={m.status === 'rejected' ? 'danger' : 'info'} value={t.statusLabels[m.status]} />, width: '8rem' },
  { id: 'hold', header: t.fields.hold, cell: (m) => (m.hold ? <Tag severity="warning" value={t.heldLabels.true} /> : '—'), width: '6rem' },
  { id: 'submittedAt', header: t.fields.submittedAt, cell: (m) => time(m.submittedAt), sortKey: 'submittedAt', width: '9rem' },
  { id: 'latestOfferedAt', header: t.fields.latestOfferedAt, cell: (m) => time(m.latestOfferedAt), width: '9rem' },
]


export const ManuscriptListPage = ({ list: listActor, waiting: waitingActor, search, defaultTab, onSearch, detailLink }: ManuscriptListPageProps) => {
  const list = useListPage(listActor)
  const waiting = useListPage(waitingActor).items[0]?.manuscripts.under_review
  const tab = search.tab ?? defaultTab
  const apply = (patch: Partial<ManuscriptListSearch>) => onSearch(withFilters(search, patch))
  return (
    <div className="manuscript-list-page">
      <PageHeading title={t.list} trail={[{ label: t.area }]} />
      <SelectButton
        className="manuscript-tabs"
        aria-label={t.tabsLabel}
        value={tab}
        options={manuscriptTabs.map((value) => ({
          // the option's label is the tab's accessible name: it must start with what the tab shows
          label: value === 'under_review' && waiting !== undefined && waiting > 0 ? t.tabWithWaiting(t.tabs[value], waiting) : t.tabs[value],
          value,
        }))}
        itemTemplate={(option: { readonly label: string; readonly value: ManuscriptTab }) =>
          option.value === 'under_review' && waiting !== undefined && waiting > 0 ? (
            <span className="manuscript-tab">
              {t.tabs.under_review} <Badge value={waiting} severity="danger" aria-label={t.waiting(waiting)} />
            </span>
          ) : (
            option.label
          )
        }
        allowEmpty={false}
        onChange={(event) => {
          const value = event.value as ManuscriptTab | null
          if (value !== null) apply({ tab: value, status: undefined })
        }}
      />
      <ListFilters keywordId="manuscript-keyword" keywordLabel={t.filters.keyword} search={search} onSearch={onSearch}>
        {tab === 'all' ? (
          <ChoiceFilter
            id="manuscript-status"
            label={t.filters.status}
            value={search.status}
            options={manuscriptStatuses.map((value) => ({ label: t.statusLabels[value], value }))}
            onChange={(status) => apply({ status })}
          />
        ) : null}
        <ChoiceFilter id="manuscript-held" label={t.filters.held} value={search.held} options={flagOptions(t.heldLabels)} onChange={(held) => apply({ held })} />
      </ListFilters>
      <ListTable
        listName="manuscript"
        list={list}
        search={search}
        onSearch={onSearch}
        label={t.list}
        columns={columns}
        rowKey={(m) => m.id}
        open={{ column: 'title', link: (m) => detailLink(m.id) }}
        emptyText={t.empty}
      />
    </div>
  )
}
