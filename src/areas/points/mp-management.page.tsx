/**
 * MP管理 (/mp_management): grant MP to many doctors at once. Staff search doctors (the doctor
 * list's machine and search, filters in the URL), tick them across searches and pages, open the
 * 付与するMP dialog (amount + required note), confirm the total (doctors × MP) and read the
 * outcome per doctor. Doctors can also be named by e-mail or id in a paste or a CSV file
 * (doctor-entries.section.tsx). The workflow is src/areas/points/bulk-grant.machine.ts. Below, the grant ledger
 * (mp-ledger.section.tsx).
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { useEffect, useState } from 'react'
import { doctorRecord, type Doctor } from '../../domain/doctor'

import type { MpGrantEntry } from '../../domain/points'
import { type BulkGrantDoctor, type BulkGrantMachine } from './bulk-grant.machine'
import type { DoctorResolveMachine } from './doctor-resolve.machine'
import { DataTable, type DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, flagOptions, ListError, ListFilters, ListPager, useFilteredList, type ListActor } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { usePageActor } from '../../views/components/page-actor'
import { doctorText } from '../doctor/doctor.text'
import { pointsText as t } from './points.text'
import { DoctorStatusTags } from '../doctor'
import { BulkGrantDialogs, BulkGrantResults } from './bulk-grant.component'
import { DoctorEntriesSection } from './doctor-entries.section'
import { MpLedgerSection } from './mp-ledger.section'
import type { MpLedgerSearch } from './points.search'
import type { DoctorListSearch } from '../doctor/doctor.search'
import { groupDigits } from '../../views/text/number'
import './mp.page.css'

/** 山田 太郎: the doctor's 氏名 as the record declares it. */
const fullName = doctorRecord.computed.fullName.value

export interface MpManagementPageProps {
  /** The list, run by the route with its search (src/app/routes/route-list.ts). */
  readonly doctors: ListActor<Doctor, DoctorListSearch>
  readonly grantMachine: BulkGrantMachine
  /** Doctors named by e-mail or id in a paste or a CSV file (joins the selection). */
  readonly resolveMachine?: DoctorResolveMachine
  readonly search: DoctorListSearch
  readonly onSearch: (search: DoctorListSearch) => void
  /** The grant ledger, run by the route with its part of the URL search. */
  readonly ledger: ListActor<MpGrantEntry, MpLedgerSearch>
  readonly ledgerSearch: MpLedgerSearch
  readonly onLedgerSearch: (search: MpLedgerSearch) => void
}

const pickOf = (d: Doctor): BulkGrantDoctor => ({ id: d.id, name: fullName(d), balance: d.mpBalance })

export const MpManagementPage = ({ doctors, grantMachine, resolveMachine, search, onSearch, ledger, ledgerSearch, onLedgerSearch }: MpManagementPageProps) => {
  const page = useFilteredList('mp-doctor', { list: doctors, search, onSearch })
  const { list, apply } = page
  const grant = usePageActor(grantMachine)
  const state = useSelector(grant, (s) => s.value)
  const context = useSelector(grant, (s) => s.context)
  const picked = new Set(context.selected.map((d) => d.id))

  // The balances in the search and the ledger change with a grant: reload both when the results are in.
  const { retry } = list
  const showingResults = state === 'results'
  const [grants, setGrants] = useState(0)
  useEffect(() => {
    if (!showingResults) return
    retry()
    setGrants((n) => n + 1)
  }, [showingResults])

  const columns: ReadonlyArray<DataColumn<Doctor>> = [
    {
      id: 'pick',
      header: t.picker.selectColumn,
      cell: (d) => (
        <i
          className={picked.has(d.id) ? 'pi pi-check-square' : 'pi pi-stop'}
          role="checkbox"
          aria-checked={picked.has(d.id)}
          aria-label={t.picker.select(fullName(d))}
        />
      ),
      width: '3.5rem',
    },
    { id: 'name', header: doctorRecord.labels.fullName, cell: (d) => fullName(d), width: 'minmax(6rem, 1fr)' },
    { id: 'email', header: doctorRecord.labels.email, cell: (d) => d.email, width: 'minmax(10rem, 1.6fr)' },
    { id: 'status', header: doctorRecord.labels.allowed, cell: (d) => <DoctorStatusTags doctor={d} />, width: '9.5rem' },
    { id: 'mp', header: doctorRecord.labels.mpBalance, cell: (d) => groupDigits(d.mpBalance), width: '6rem' },
  ]

  return (
    <div className="mp-management-page">
      <PageHeading title={t.management} />
      <section aria-labelledby="mp-picker-heading">
        <h2 id="mp-picker-heading">{t.picker.heading}</h2>
        <ListFilters page={page} keywordLabel={t.picker.keyword}>
          <ChoiceFilter id="mp-doctor-frozen" label={t.picker.frozen} value={search.frozen} options={flagOptions(doctorText.frozenLabels)} onChange={(frozen) => apply({ frozen })} />
        </ListFilters>
        <ListError error={list.error} onRetry={list.retry} />
        <div className="mp-selection" role="status">
          <span>{t.picker.selected(context.selected.length)}</span>
          <Button type="button" label={t.picker.clear} text disabled={context.selected.length === 0 || state !== 'selecting'} onClick={() => grant.send({ type: 'select.clear' })} />
          <Button type="button" icon="pi pi-plus" label={t.picker.grant} disabled={context.selected.length === 0 || state !== 'selecting'} onClick={() => grant.send({ type: 'grant.open' })} />
        </div>
        <DataTable
          label={t.picker.list}
          rows={list.items}
          columns={columns}
          rowKey={(d) => d.id}
          onOpen={(d) => grant.send({ type: 'select.toggle', doctor: pickOf(d) })}
          busy={list.busy}
          emptyText={t.picker.empty}
          rowClassName={(d) => (picked.has(d.id) ? 'is-selected' : d.frozen ? 'is-muted' : undefined)}
        />
        <ListPager search={search} nextCursor={list.nextCursor} busy={list.busy} onSearch={onSearch} />
      </section>

      {resolveMachine ? (
        <DoctorEntriesSection
          machine={resolveMachine}
          disabled={state !== 'selecting'}
          onResolved={(doctors) => grant.send({ type: 'select.add', doctors: doctors.map(pickOf) })}
        />
      ) : null}

      <BulkGrantResults grant={grant} />

      <MpLedgerSection list={ledger} search={ledgerSearch} onSearch={onLedgerSearch} reloadKey={grants} />

      <BulkGrantDialogs grant={grant} />
    </div>
  )
}
