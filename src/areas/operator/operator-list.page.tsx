/** /operator: keyword (name, e-mail) and role filters, sortable columns, cursor paging, last sign-in; all in the URL. */
import { Tag } from 'primereact/tag'
import type { OperatorId } from '../../domain/ids'
import { operatorRecord, operatorRoles, type Operator } from '../../domain/operator'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, ListFilters, ListHeading, ListTable, useFilteredList, type ListPageProps } from '../../views/components/list-page.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { operatorText as t } from './operator.text'
import type { OperatorListSearch } from './operator.search'
import { recordColumns } from '../../views/components/record-view'

/** The list and what it keeps in the URL (its route decodes it: src/areas/operator/operator.search.ts). */
export interface OperatorListPageProps extends ListPageProps<Operator, OperatorListSearch> {
  /** The operator's page (the name cell's link; a row click or Enter follows it too). */
  readonly detailLink: (id: OperatorId) => RouteLink
  readonly newLink: RouteLink
}

export const OperatorRoleTag = ({ operator }: { readonly operator: Operator }) => (
  <Tag severity={operator.role === 'admin' ? 'info' : 'secondary'} value={t.roles[operator.role]} />
)

const columns: ReadonlyArray<DataColumn<Operator>> = recordColumns(operatorRecord, { none: '—', render: { role: (o) => <OperatorRoleTag operator={o} /> } })

export const OperatorListPage = ({ detailLink, newLink, ...props }: OperatorListPageProps) => {
  const page = useFilteredList('operator', props)

  return (
    <div className="operator-list-page">
      <ListHeading texts={t} newLink={newLink} />
      <ListFilters page={page} keywordLabel={t.filters.keyword}>
        <ChoiceFilter id="operator-role" label={t.filters.role} value={page.search.role} options={operatorRoles.map((r) => ({ label: t.roles[r], value: r }))} onChange={(role) => page.apply({ role })} />
      </ListFilters>
      <ListTable
        page={page}
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
