/** /operator: keyword (name, e-mail) and role filters, sortable columns, cursor paging, last sign-in; all in the URL. */
import { Tag } from 'primereact/tag'
import type { OperatorId } from '../../domain/ids'
import { operatorRecord, operatorRoles, type Operator } from '../../domain/operator'
import { withFilters } from '../../machines/list.machine'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, ListFilters, ListTable, useListPage, type ListActor } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { ButtonLink, type RouteLink } from '../../views/components/route-link.component'
import { operatorText as t } from './operator.text'
import type { OperatorListSearch } from './operator.search'
import { recordColumns } from '../../views/components/record-view'

/** What the operator list keeps in the URL (its route decodes it: src/areas/operator/operator.search.ts). */

export interface OperatorListPageProps {
  /** The list, run by the route with its search (src/app/routes/route-list.ts). */
  readonly list: ListActor<Operator, OperatorListSearch>
  readonly search: OperatorListSearch
  readonly onSearch: (search: OperatorListSearch) => void
  /** The operator's page (the name cell's link; a row click or Enter follows it too). */
  readonly detailLink: (id: OperatorId) => RouteLink
  readonly newLink: RouteLink
}

export const OperatorRoleTag = ({ operator }: { readonly operator: Operator }) => (
  <Tag severity={operator.role === 'admin' ? 'info' : 'secondary'} value={t.roles[operator.role]} />
)

const columns: ReadonlyArray<DataColumn<Operator>> = recordColumns(operatorRecord, { none: '—', render: { role: (o) => <OperatorRoleTag operator={o} /> } })

export const OperatorListPage = ({ list: listActor, search, onSearch, detailLink, newLink }: OperatorListPageProps) => {
  const list = useListPage(listActor)
  // memoised: the table re-renders its rows only when the columns change (data-table.component.tsx)
  const apply = (patch: Partial<OperatorListSearch>) => onSearch(withFilters(search, patch))

  return (
    <div className="operator-list-page">
      <PageHeading title={t.list} trail={[{ label: t.area }]}>
        <ButtonLink link={newLink} icon="pi pi-plus" label={t.newButton} />
      </PageHeading>
      <ListFilters keywordId="operator-keyword" keywordLabel={t.filters.keyword} search={search} onSearch={onSearch}>
        <ChoiceFilter id="operator-role" label={t.filters.role} value={search.role} options={operatorRoles.map((r) => ({ label: t.roles[r], value: r }))} onChange={(role) => apply({ role })} />
      </ListFilters>
      <ListTable
        listName="operator"
        list={list}
        search={search}
        onSearch={onSearch}
        label={t.list}
        columns={columns}
        rowKey={(o) => o.id}
        open={{ column: 'name', link: (o) => detailLink(o.id) }}
        emptyText={t.empty}
        rowClassName={(o) => (o.active ? undefined : 'is-muted')}
      />
    </div>
  )
}
