/** /organization: keyword (name, kana) and prefecture filters, sortable columns, cursor paging, the doctors of each; all in the URL. */
import { prefectures } from '../../domain/fields'
import type { OrganizationId } from '../../domain/ids'
import { organizationRecord, type Organization } from '../../domain/organization'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, ListFilters, ListHeading, ListTable, useFilteredList, type ListPageProps } from '../../views/components/list-page.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { organizationText as t } from './organization.text'
import type { OrganizationListSearch } from './organization.search'
import { recordColumns } from '../../views/components/record-view'

/** The list and what it keeps in the URL (its route decodes it: src/areas/organization/organization.search.ts). */
export interface OrganizationListPageProps extends ListPageProps<Organization, OrganizationListSearch> {
  /** The record's page (the name cell's link; a row click or Enter follows it too). */
  readonly detailLink: (id: OrganizationId) => RouteLink
  readonly newLink: RouteLink
  readonly importLink: RouteLink
  /** The deleted organisations (ゴミ箱). */
  readonly trashLink: RouteLink
}

const columns: ReadonlyArray<DataColumn<Organization>> = recordColumns(organizationRecord, { none: '—', render: { doctorCount: (o) => t.doctorCount(o.doctorCount) } })


const prefectureOptions = prefectures.map((p) => ({ label: p, value: p }))

export const OrganizationListPage = ({ detailLink, newLink, importLink, trashLink, ...props }: OrganizationListPageProps) => {
  const page = useFilteredList('organization', props)

  return (
    <div className="organization-list-page">
      <ListHeading texts={t} importLink={importLink} newLink={newLink} trashLink={trashLink} />
      <ListFilters page={page} keywordLabel={t.filters.keyword}>
        <ChoiceFilter id="organization-prefecture" label={t.filters.prefecture} value={page.search.prefecture} options={prefectureOptions} filter onChange={(prefecture) => page.apply({ prefecture })} />
      </ListFilters>
      <ListTable
        page={page}
        label={t.list}
        columns={columns}
        csvExport={organizationRecord.csvColumns}
        rowKey={(o) => o.id}
        open={{ column: 'name', link: (o) => detailLink(o.id) }}
        emptyText={t.empty}
      />
    </div>
  )
}
