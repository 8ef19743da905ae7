/**
 * /doctor: keyword search and filters, sortable columns, cursor paging; everything in the URL.
 */
import { useActorRef, useSelector } from '@xstate/react'
import dayjs from 'dayjs'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { Tag } from 'primereact/tag'
import { useEffect, useState } from 'react'
import type { Doctor } from '../../../domain/doctor'
import type { ExpertiseNode } from '../../../domain/expertise'
import { prefectures } from '../../../domain/fields'
import type { DoctorListMachine, DoctorListSearch } from '../../../machines/doctor-list.machine'
import type { doctorLookupsMachine } from '../../../machines/doctor-lookups.machine'
import { hasPreviousPage, nextPageSearch, previousPageSearch, withFilters } from '../../../machines/list.machine'
import { DataTable, type DataColumn } from '../../components/data-table.component'
import '../../components/entity-form.component.css'
import { PageHeading } from '../../components/page-heading.component'
import { doctorText as t } from '../../text/doctor.text'

export interface DoctorListPageProps {
  readonly machine: DoctorListMachine
  readonly lookupsMachine: typeof doctorLookupsMachine
  readonly search: DoctorListSearch
  readonly onSearch: (search: DoctorListSearch) => void
  readonly onOpen: (id: string) => void
  readonly onNew: () => void
  readonly onImport: () => void
}

const flagOptions = (labels: { readonly true: string; readonly false: string }) => [
  { label: t.filters.any, value: '' },
  { label: labels.true, value: 'true' },
  { label: labels.false, value: 'false' },
]

const flatten = (nodes: ReadonlyArray<ExpertiseNode>, depth = 0): Array<{ label: string; value: string }> =>
  nodes.flatMap((n) => [{ label: `${'　'.repeat(depth)}${n.name}`, value: n.id as string }, ...flatten(n.children, depth + 1)])

export const fullName = (d: Pick<Doctor, 'lastName' | 'firstName'>) => `${d.lastName} ${d.firstName}`

export const DoctorStatusTags = ({ doctor }: { readonly doctor: Doctor }) => (
  <span className="status-tags">
    {doctor.deletedAt !== null ? <Tag severity="secondary" value={t.deleted} /> : null}
    <Tag severity={doctor.allowed ? 'success' : 'warning'} value={t.allowedLabels[`${doctor.allowed}`]} />
    {doctor.frozen ? <Tag severity="danger" value={t.frozenLabels.true} /> : null}
  </span>
)

const columns: ReadonlyArray<DataColumn<Doctor>> = [
  { id: 'name', header: t.fields.name, cell: (d) => fullName(d), width: 'minmax(6rem, 1fr)' },
  { id: 'kana', header: t.fields.nameKana, cell: (d) => `${d.lastNameKana} ${d.firstNameKana}`, sortKey: 'lastNameKana', width: 'minmax(7rem, 1fr)' },
  { id: 'email', header: t.fields.email, cell: (d) => d.email, sortKey: 'email', width: 'minmax(10rem, 1.6fr)' },
  { id: 'organization', header: t.fields.organization, cell: (d) => d.organizationName ?? '—', width: 'minmax(7rem, 1fr)' },
  { id: 'prefecture', header: t.fields.prefecture, cell: (d) => d.prefecture ?? '—', width: '5rem' },
  { id: 'status', header: t.fields.allowed, cell: (d) => <DoctorStatusTags doctor={d} />, width: '9.5rem' },
  { id: 'mp', header: t.fields.mpBalance, cell: (d) => d.mpBalance.toLocaleString('ja-JP'), sortKey: 'mpBalance', width: '5.5rem' },
  { id: 'createdAt', header: t.fields.createdAt, cell: (d) => dayjs(d.createdAt).tz().format('YYYY/MM/DD'), sortKey: 'createdAt', width: '6.5rem' },
]

export const DoctorListPage = ({ machine, lookupsMachine, search, onSearch, onOpen, onNew, onImport }: DoctorListPageProps) => {
  const list = useActorRef(machine, { input: { search } })
  const lookupsRef = useActorRef(lookupsMachine)
  useEffect(() => {
    list.send({ type: 'query.change', search })
  }, [list, search])
  const items = useSelector(list, (s) => s.context.items)
  const nextCursor = useSelector(list, (s) => s.context.nextCursorKey)
  const error = useSelector(list, (s) => s.context.error)
  const busy = useSelector(list, (s) => s.hasTag('busy'))
  const lookups = useSelector(lookupsRef, (s) => s.context.lookups)
  const [keyword, setKeyword] = useState(search.keyword ?? '')
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword])

  const apply = (patch: Partial<DoctorListSearch>) => onSearch(withFilters(search, patch))
  const orOmit = (value: string) => (value === '' ? undefined : value)

  return (
    <div className="doctor-list-page">
      <PageHeading title={t.list} trail={[{ label: t.area }]}>
        <Button type="button" icon="pi pi-upload" label={t.importButton} outlined onClick={onImport} />
        <Button type="button" icon="pi pi-plus" label={t.newButton} onClick={onNew} />
      </PageHeading>
      <form
        className="list-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          apply({ keyword: orOmit(keyword.trim()) })
        }}
      >
        <div className="form-field list-filters__keyword">
          <label htmlFor="doctor-keyword" className="form-field__label">{t.filters.keyword}</label>
          <InputText id="doctor-keyword" type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor="doctor-allowed" className="form-field__label">{t.filters.allowed}</label>
          <Dropdown placeholder={t.filters.any} inputId="doctor-allowed" value={search.allowed ?? ''} options={flagOptions(t.allowedLabels)} onChange={(e) => apply({ allowed: orOmit(e.value as string) as DoctorListSearch['allowed'] })} />
        </div>
        <div className="form-field">
          <label htmlFor="doctor-frozen" className="form-field__label">{t.filters.frozen}</label>
          <Dropdown placeholder={t.filters.any} inputId="doctor-frozen" value={search.frozen ?? ''} options={flagOptions(t.frozenLabels)} onChange={(e) => apply({ frozen: orOmit(e.value as string) as DoctorListSearch['frozen'] })} />
        </div>
        <div className="form-field">
          <label htmlFor="doctor-organization" className="form-field__label">{t.filters.organization}</label>
          <Dropdown placeholder={t.filters.any}
            inputId="doctor-organization"
            value={search.organizationId ?? ''}
            options={[{ label: t.filters.any, value: '' }, ...lookups.organizations.map((o) => ({ label: o.name, value: o.id as string }))]}
            filter
            onChange={(e) => apply({ organizationId: orOmit(e.value as string) })}
          />
        </div>
        <div className="form-field">
          <label htmlFor="doctor-expertise" className="form-field__label">{t.filters.expertise}</label>
          <Dropdown placeholder={t.filters.any}
            inputId="doctor-expertise"
            value={search.expertiseId ?? ''}
            options={[{ label: t.filters.any, value: '' }, ...flatten(lookups.expertise)]}
            filter
            onChange={(e) => apply({ expertiseId: orOmit(e.value as string) })}
          />
        </div>
        <div className="form-field">
          <label htmlFor="doctor-prefecture" className="form-field__label">{t.filters.prefecture}</label>
          <Dropdown placeholder={t.filters.any}
            inputId="doctor-prefecture"
            value={search.prefecture ?? ''}
            options={[{ label: t.filters.any, value: '' }, ...prefectures.map((p) => ({ label: p, value: p }))]}
            filter
            onChange={(e) => apply({ prefecture: orOmit(e.value as string) as DoctorListSearch['prefecture'] })}
          />
        </div>
        <div className="list-filters__buttons">
          <Button type="submit" icon="pi pi-search" label={t.filters.search} />
          <Button
            type="button"
            label={t.filters.clear}
            text
            onClick={() => {
              setKeyword('')
              onSearch({})
            }}
          />
        </div>
      </form>
      {error ? <Message severity="error" className="server-error" text={`${t.loadFailed}: ${error}`} /> : null}
      <DataTable
        label={t.list}
        rows={items}
        columns={columns}
        rowKey={(d) => d.id}
        onOpen={(d) => onOpen(d.id)}
        sort={search.sort ? { key: search.sort, order: search.order ?? 'asc' } : undefined}
        onSortChange={(sort) => apply({ sort: sort?.key as DoctorListSearch['sort'], order: sort?.order })}
        busy={busy}
        emptyText={t.empty}
        rowClassName={(d) => (d.frozen || d.deletedAt !== null ? 'is-muted' : undefined)}
      />
      <nav className="data-table-pager" aria-label="ページ送り">
        <Button type="button" icon="pi pi-angle-left" label="前へ" outlined disabled={!hasPreviousPage(search) || busy} onClick={() => onSearch(previousPageSearch(search))} />
        <Button
          type="button"
          icon="pi pi-angle-right"
          iconPos="right"
          label="次へ"
          outlined
          disabled={nextCursor === null || busy}
          onClick={() => nextCursor !== null && onSearch(nextPageSearch(search, nextCursor))}
        />
      </nav>
    </div>
  )
}
