/**
 * /press_release/media (PR管理 › メディア): keyword (name) and 状態 filters, cursor paging, all in
 * the URL. The catalogue's list has no sort key: newest first. Suspended media are marked.
 */
import { jstDate } from '../../domain/jst'
import { Tag } from 'primereact/tag'
import type { MediaId } from '../../domain/ids'
import type { Media, MediaListQuery } from '../../domain/media'
import { withFilters, type ListMachine, type PagingSearch } from '../../machines/list.machine'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, flagOptions, ListFilters, ListTable, useListPage } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { mediaText as t } from './media.text'

/** What the media list keeps in the URL (its route decodes it: src/app/routes/media.search.ts). */
export type MediaListSearch = MediaListQuery & PagingSearch

export interface MediaListPageProps {
  readonly machine: ListMachine<Media, MediaListSearch>
  readonly search: MediaListSearch
  readonly onSearch: (search: MediaListSearch) => void
  readonly onOpen: (id: MediaId) => void
  readonly onPressReleases: () => void
}

export const MediaStatusTag = ({ medium }: { readonly medium: Media }) => (
  <Tag severity={medium.suspended ? 'danger' : 'success'} value={t.statusLabels[`${medium.suspended}`]} />
)

const columns: ReadonlyArray<DataColumn<Media>> = [
  { id: 'name', header: t.fields.name, cell: (m) => m.name, width: 'minmax(10rem, 1.5fr)' },
  { id: 'status', header: t.fields.status, cell: (m) => <MediaStatusTag medium={m} />, csv: (m) => t.statusLabels[`${m.suspended}`], width: '7rem' },
  { id: 'url', header: t.fields.url, cell: (m) => m.url ?? t.none, width: 'minmax(10rem, 1fr)' },
  { id: 'createdAt', header: t.fields.createdAt, cell: (m) => jstDate(m.createdAt), width: '7rem' },
]

export const MediaListPage = ({ machine, search, onSearch, onOpen, onPressReleases }: MediaListPageProps) => {
  const list = useListPage(machine, search)
  return (
    <div className="media-list-page">
      <PageHeading title={t.list} trail={[{ label: t.area, href: '/press_release', onNavigate: onPressReleases }]} />
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
        onOpen={(m) => onOpen(m.id)}
        emptyText={t.empty}
        rowClassName={(m) => (m.suspended ? 'is-muted' : undefined)}
      />
    </div>
  )
}
