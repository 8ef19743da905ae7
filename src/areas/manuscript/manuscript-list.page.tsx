/**
 * /manuscript: tabs for the spec's four lists (under review, reviewed, acceptable, latest
 * offered) and all, each its own catalogued call; keyword search (POST /manuscripts/search on
 * the tab's statuses), status (all tab) and hold filters, sortable columns, cursor paging.
 * Tab, filters and page are kept in the URL.
 */
import { SelectButton } from 'primereact/selectbutton'
import { Tag } from 'primereact/tag'
import { Badge } from 'primereact/badge'
import type { ManuscriptId } from '../../domain/ids'
import {
  manuscriptRecord, manuscriptStatuses, manuscriptTabs, type Manuscript, type ManuscriptTab,
} from '../../domain/manuscript'
import type { Stats } from '../../domain/report'
import type { PagingSearch } from '../../machines/list.machine'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, flagOptions, ListFilters, ListHeading, ListTable, useFilteredList, useListPage, type ListActor, type ListPageProps } from '../../views/components/list-page.component'
import { recordColumns } from '../../views/components/record-view'
import type { RouteLink } from '../../views/components/route-link.component'
import { manuscriptText as t } from './manuscript.text'
import type { ManuscriptListSearch } from './manuscript.search'

/** The list and what it keeps in the URL (its route decodes it: src/areas/manuscript/manuscript.search.ts). */
export interface ManuscriptListPageProps extends ListPageProps<Manuscript, ManuscriptListSearch> {
  /** The platform figures: how many manuscripts wait for review (the 審査中 tab's badge). */
  readonly waiting: ListActor<Stats, PagingSearch>
  /** The tab shown when the URL names none. */
  readonly defaultTab: ManuscriptTab
  /** The manuscript's page (the title cell's link; a row click or Enter follows it too). */
  readonly detailLink: (id: ManuscriptId) => RouteLink
}

/** The list's columns, as the manuscript record declares them (src/domain/manuscript.ts); status and 保留 as tags. */
export const manuscriptColumns: ReadonlyArray<DataColumn<Manuscript>> = recordColumns(manuscriptRecord, {
  none: t.none,
  render: {
    status: (m) => <Tag severity={m.status === 'rejected' ? 'danger' : 'info'} value={t.statusLabels[m.status]} />,
    held: (m) => (m.hold ? <Tag severity="warning" value={t.heldLabels.true} /> : t.none),
  },
})


export const ManuscriptListPage = ({ waiting: waitingActor, defaultTab, detailLink, ...props }: ManuscriptListPageProps) => {
  const page = useFilteredList('manuscript', props)
  const waiting = useListPage(waitingActor).items[0]?.manuscripts.under_review
  const { search, apply } = page
  const tab = search.tab ?? defaultTab
  return (
    <div className="manuscript-list-page">
      <ListHeading texts={t} />
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
      <ListFilters page={page} keywordLabel={t.filters.keyword}>
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
        page={page}
        label={t.list}
        columns={manuscriptColumns}
        rowKey={(m) => m.id}
        open={{ column: 'title', link: (m) => detailLink(m.id) }}
        emptyText={t.empty}
      />
    </div>
  )
}
