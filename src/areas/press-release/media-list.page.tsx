/**
 * /press_release/media (PR管理 › メディア): keyword (name) and 状態 filters, cursor paging, all in
 * the URL. The catalogue's list has no sort key: newest first. Suspended media are marked.
 */
import { Tag } from 'primereact/tag'
import type { MediaId } from '../../domain/ids'
import { mediaRecord, type Media } from '../../domain/media'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, flagOptions, ListFilters, ListTable, useFilteredList, type ListPageProps } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { recordColumns } from '../../views/components/record-view'
import { mediaText as t } from './media.text'
import type { MediaListSearch } from './media.search'

/** The list and what it keeps in the URL (its route decodes it: src/areas/press-release/media.search.ts). */
export interface MediaListPageProps extends ListPageProps<Media, MediaListSearch> {
  /** The medium's page (the name cell's link; a row click or Enter follows it too). */
  readonly detailLink: (id: MediaId) => RouteLink
  /** PR管理 (the area's crumb). */
  readonly pressReleasesLink: RouteLink
}

export const MediaStatusTag = ({ medium }: { readonly medium: Media }) => (
  <Tag severity={medium.suspended ? 'danger' : 'success'} value={t.statusLabels[`${medium.suspended}`]} />
)

const columns: ReadonlyArray<DataColumn<Media>> = recordColumns(mediaRecord, { none: t.none, render: { suspended: (m) => <MediaStatusTag medium={m} /> } })

export const MediaListPage = ({ detailLink, pressReleasesLink, ...props }: MediaListPageProps) => {
  const page = useFilteredList('media', props)
  return (
    <div className="media-list-page">
      <PageHeading title={t.list} trail={[{ label: t.area, link: pressReleasesLink }]} />
      <ListFilters page={page} keywordLabel={t.filters.keyword}>
        <ChoiceFilter id="media-suspended" label={t.filters.suspended} value={page.search.suspended} options={flagOptions(t.statusLabels)} onChange={(suspended) => page.apply({ suspended })} />
      </ListFilters>
      <ListTable
        page={page}
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
