/**
 * /press_release/media (PR管理 › メディア): keyword (name) and 状態 filters, cursor paging, all in
 * the URL. The catalogue's list has no sort key: newest first. Suspended media are marked.
 */
import { Tag } from 'primereact/tag'
import type { MediaId } from '../../domain/ids'
import { mediaRecord, type Media } from '../../domain/media'
import { withFilters } from '../../machines/list.machine'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, flagOptions, ListFilters, ListTable, useListPage, type ListActor } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { recordColumns } from '../../views/components/record-view'
import { mediaText as t } from './media.text'
import type { MediaListSearch } from './media.search'

/** What the media list keeps in the URL (its route decodes it: src/areas/press-release/media.search.ts). */

export interface MediaListPageProps {
  /** The list, run by the route with its search (src/app/routes/route-list.ts). */
  readonly list: ListActor<Media, MediaListSearch>
  readonly search: MediaListSearch
  readonly onSearch: (search: MediaListSearch) => void
  /** The medium's page (the name cell's link; a row click or Enter follows it too). */
  readonly detailLink: (id: MediaId) => RouteLink
  /** PR管理 (the area's crumb). */
  readonly pressReleasesLink: RouteLink
}

export const MediaStatusTag = ({ medium }: { readonly medium: Media }) => (
  <Tag severity={medium.suspended ? 'danger' : 'success'} value={t.statusLabels[`${medium.suspended}`]} />
)

const columns: ReadonlyArray<DataColumn<Media>> = recordColumns(mediaRecord, { none: t.none, render: { suspended: (m) => <MediaStatusTag medium={m} /> } })

export const MediaListPage = ({ list: listActor, search, onSearch, detailLink, pressReleasesLink }: MediaListPageProps) => {
  const list = useListPage(listActor)
  return (
    <div className="media-list-page">
      <PageHeading title={t.list} trail={[{ label: t.area, link: pressReleasesLink }]} />
      <ListFilters keywordId="media-keyword" keywordLabel={t.filters.keyword} search={search} onSearch={onSearch}>
        <ChoiceFilter
          id="media-suspended"
          label={t.filters.suspended}
          value={search.suspended}
          options={flagOptions(t.statusLabels)}
          onChange={(suspended) => onSearch(withFilters(search, { suspended }))}
        />
      </ListFilters>
      <ListTable
        listName="media"
        list={list}
        search={search}
        onSearch={onSearch}
        label={t.list}
        columns={columns}
        rowKey={(m) => m.id}
        open={{ column: 'name', link: (m) => detailLink(m.id) }}
        emptyText={t.empty}
        rowClassName={(m) => (m.suspended ? 'is-muted' : undefined)}
      />
    </div>
  )
}
