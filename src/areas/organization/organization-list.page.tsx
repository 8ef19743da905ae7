/** /organization: keyword (name, kana) and prefecture filters, sortable columns, cursor paging, the doctors of each; all in the URL. */
import { Button } from 'primereact/button'
import { prefectures } from '../../domain/fields'
import type { OrganizationId } from '../../domain/ids'
import type { Organization, OrganizationListQuery } from '../../domain/organization'
import { withFilters, type ListMachine, type PagingSearch } from '../../machines/list.machine'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, ListFilters, ListTable, useListPage } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { organizationText as t } from './organization.text'

/** What the organisation list keeps in the URL (its route decodes it: src/app/routes/organization.search.ts). */
export type OrganizationListSearch = OrganizationListQuery & PagingSearch

export interface OrganizationListPageProps {
  readonly machine: ListMachine<Organization, OrganizationListSearch>
  readonly search: OrganizationListSearch
  readonly onSearch: (search: OrganizationListSearch) => void
  readonly onOpen: (id: OrganizationId) => void
  readonly onNew: () => void
  readonly onImport: () => void
}

const columns: ReadonlyArray<DataColumn<Organization>> = [
  { id: 'name', header: t.fields.name, cell: (o) => o.name, sortKey: 'name', width: 'minmax(10rem, 1.5fr)' },
  { id: 'nameKana', header: t.fields.nameKana, cell: (o) => o.nameKana, sortKey: 'nameKana', width: 'minmax(10rem, 1.3fr)' },
  { id: 'kind', header: t.fields.kind, cell: (o) => t.kinds[o.kind], width: 'minmax(6rem, 0.8fr)' },
  { id: 'prefecture', header: t.fields.prefecture, cell: (o) => o.prefecture ?? '—', width: '7rem' },
  { id: 'doctorCount', header: t.fields.doctorCount, cell: (o) => t.doctorCount(o.doctorCount), width: '7rem' },
]

const prefectureOptions = prefectures.map((p) => ({ label: p, value: p }))

export const OrganizationListPage = ({ machine, search, onSearch, onOpen, onNew, onImport }: OrganizationListPageProps) => {
  const list = useListPage(machine, search)
  const apply = (patch: Partial<OrganizationListSearch>) => onSearch(withFilters(search, patch))

  return (
    <div className="organization-list-page">
      <PageHeading title={t.list} trail={[{ label: t.area }]}>
        <Button type="button" icon="pi pi-upload" label={t.importButton} outlined onClick={onImport} />
        <Button type="button" icon="pi pi-plus" label={t.newButton} onClick={onNew} />
      </PageHeading>
      <ListFilters keywordId="organization-keyword" keywordLabel={t.filters.keyword} search={search} onSearch={onSearch}>
        <ChoiceFilter id="organization-prefecture" label={t.filters.prefecture} value={search.prefecture} options={prefectureOptions} filter onChange={(prefecture) => apply({ prefecture })} />
      </ListFilters>
      <ListTable
        listName="organization"
        list={list}
        search={search}
        onSearch={onSearch}
        label={t.list}
        columns={columns}
        rowKey={(o) => o.id}
        onOpen={(o) => onOpen(o.id)}
        emptyText={t.empty}
      />
    </div>
  )
}
