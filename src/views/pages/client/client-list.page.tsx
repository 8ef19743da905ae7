/** /client: keyword search, suspended filter, sortable columns, cursor paging; all in the URL. */
import { useActorRef, useSelector } from '@xstate/react'
import dayjs from 'dayjs'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { Tag } from 'primereact/tag'
import { useEffect, useState } from 'react'
import type { Client } from '../../../domain/client'
import type { ClientListMachine, ClientListSearch } from '../../../machines/client-list.machine'
import { hasPreviousPage, nextPageSearch, previousPageSearch, withFilters } from '../../../machines/list.machine'
import { DataTable, type DataColumn } from '../../components/data-table.component'
import '../../components/entity-form.component.css'
import { PageHeading } from '../../components/page-heading.component'
import { clientText as t } from '../../text/client.text'

export interface ClientListPageProps {
  readonly machine: ClientListMachine
  readonly search: ClientListSearch
  readonly onSearch: (search: ClientListSearch) => void
  readonly onOpen: (id: string) => void
  readonly onNew: () => void
  readonly onImport: () => void
}

export const ClientStatusTag = ({ client }: { readonly client: Client }) => (
  <Tag severity={client.suspended ? 'danger' : 'success'} value={t.suspendedLabels[`${client.suspended}`]} />
)

const columns: ReadonlyArray<DataColumn<Client>> = [
  { id: 'companyName', header: t.fields.companyName, cell: (c) => c.companyName, width: 'minmax(10rem, 1.4fr)' },
  { id: 'companyNameKana', header: t.fields.companyNameKana, cell: (c) => c.companyNameKana, sortKey: 'companyNameKana', width: 'minmax(10rem, 1.2fr)' },
  { id: 'contactName', header: t.fields.contactName, cell: (c) => c.contactName, width: 'minmax(7rem, 1fr)' },
  { id: 'email', header: t.fields.email, cell: (c) => c.email, sortKey: 'email', width: 'minmax(12rem, 1.5fr)' },
  { id: 'suspended', header: t.fields.suspended, cell: (c) => <ClientStatusTag client={c} />, width: '8rem' },
  { id: 'createdAt', header: t.fields.createdAt, cell: (c) => dayjs(c.createdAt).tz().format('YYYY/MM/DD'), sortKey: 'createdAt', width: '7rem' },
]

export const ClientListPage = ({ machine, search, onSearch, onOpen, onNew, onImport }: ClientListPageProps) => {
  const list = useActorRef(machine, { input: { search } })
  useEffect(() => {
    list.send({ type: 'query.change', search })
  }, [list, search])
  const items = useSelector(list, (s) => s.context.items)
  const nextCursor = useSelector(list, (s) => s.context.nextCursorKey)
  const error = useSelector(list, (s) => s.context.error)
  const busy = useSelector(list, (s) => s.hasTag('busy'))
  const [keyword, setKeyword] = useState(search.keyword ?? '')
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword])
  const apply = (patch: Partial<ClientListSearch>) => onSearch(withFilters(search, patch))

  return (
    <div className="client-list-page">
      <PageHeading title={t.list} trail={[{ label: t.area }]}>
        <Button type="button" icon="pi pi-upload" label={t.importButton} outlined onClick={onImport} />
        <Button type="button" icon="pi pi-plus" label={t.newButton} onClick={onNew} />
      </PageHeading>
      <form
        className="list-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          apply({ keyword: keyword.trim() === '' ? undefined : keyword.trim() })
        }}
      >
        <div className="form-field list-filters__keyword">
          <label htmlFor="client-keyword" className="form-field__label">{t.filters.keyword}</label>
          <InputText id="client-keyword" type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor="client-suspended" className="form-field__label">{t.filters.suspended}</label>
          <Dropdown placeholder={t.filters.any}
            inputId="client-suspended"
            value={search.suspended ?? ''}
            options={[{ label: t.filters.any, value: '' }, { label: t.suspendedLabels.true, value: 'true' }, { label: t.suspendedLabels.false, value: 'false' }]}
            onChange={(e) => apply({ suspended: e.value === '' ? undefined : (e.value as 'true' | 'false') })}
          />
        </div>
        <div className="list-filters__buttons">
          <Button type="submit" icon="pi pi-search" label={t.filters.search} />
          <Button type="button" label={t.filters.clear} text onClick={() => { setKeyword(''); onSearch({}) }} />
        </div>
      </form>
      {error ? <Message severity="error" className="server-error" text={`${t.loadFailed}: ${error}`} /> : null}
      <DataTable
        label={t.list}
        rows={items}
        columns={columns}
        rowKey={(c) => c.id}
        onOpen={(c) => onOpen(c.id)}
        sort={search.sort ? { key: search.sort, order: search.order ?? 'asc' } : undefined}
        onSortChange={(sort) => apply({ sort: sort?.key as ClientListSearch['sort'], order: sort?.order })}
        busy={busy}
        emptyText={t.empty}
        rowClassName={(c) => (c.suspended ? 'is-muted' : undefined)}
      />
      <nav className="data-table-pager" aria-label="ページ送り">
        <Button type="button" icon="pi pi-angle-left" label="前へ" outlined disabled={!hasPreviousPage(search) || busy} onClick={() => onSearch(previousPageSearch(search))} />
        <Button type="button" icon="pi pi-angle-right" iconPos="right" label="次へ" outlined disabled={nextCursor === null || busy} onClick={() => nextCursor !== null && onSearch(nextPageSearch(search, nextCursor))} />
      </nav>
    </div>
  )
}
