/**
 * MP管理 (/mp_management): grant MP to many doctors at once. Staff search doctors (the doctor
 * list's machine and search, filters in the URL), tick them across searches and pages, open the
 * 付与するMP dialog (amount + required note), confirm the total (doctors × MP) and read the
 * outcome per doctor. The workflow is src/machines/bulk-grant.machine.ts.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Tag } from 'primereact/tag'
import { useEffect } from 'react'
import type { Doctor, DoctorListQuery } from '../../../domain/doctor'
import { bulkGrantTotal, type BulkGrantDoctor, type BulkGrantMachine } from '../../../machines/bulk-grant.machine'
import { withFilters, type ListMachine, type PagingSearch } from '../../../machines/list.machine'
import { DataTable, type DataColumn } from '../../components/data-table.component'
import { ChoiceFilter, flagOptions, ListError, ListFilters, ListPager, useListPage } from '../../components/list-page.component'
import { PageHeading } from '../../components/page-heading.component'
import { usePageActor } from '../../components/page-actor'
import { ConfirmDialog } from '../../dialogs/confirm.dialog'
import { MpAmountDialog, mpProblemText } from '../../dialogs/mp-grant.dialog'
import { doctorText } from '../../text/doctor.text'
import { pointsText as t } from '../../text/points.text'
import { DoctorStatusTags, fullName } from '../doctor/doctor-list.page'
import './mp.page.css'

export type MpDoctorSearch = DoctorListQuery & PagingSearch

export interface MpManagementPageProps {
  readonly doctorsMachine: ListMachine<Doctor, MpDoctorSearch>
  readonly grantMachine: BulkGrantMachine
  readonly search: MpDoctorSearch
  readonly onSearch: (search: MpDoctorSearch) => void
}

const pickOf = (d: Doctor): BulkGrantDoctor => ({ id: d.id, name: fullName(d), balance: d.mpBalance })
const yen = (n: number) => n.toLocaleString('ja-JP')

export const MpManagementPage = ({ doctorsMachine, grantMachine, search, onSearch }: MpManagementPageProps) => {
  const list = useListPage(doctorsMachine, search)
  const grant = usePageActor(grantMachine)
  const state = useSelector(grant, (s) => s.value)
  const context = useSelector(grant, (s) => s.context)
  const busy = useSelector(grant, (s) => s.hasTag('busy'))
  const picked = new Set(context.selected.map((d) => d.id))
  const apply = (patch: Partial<MpDoctorSearch>) => onSearch(withFilters(search, patch))

  // The balances in the search change with a grant: reload it when the results are in.
  const { retry } = list
  const showingResults = state === 'results'
  useEffect(() => {
    if (showingResults) retry()
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
    { id: 'name', header: doctorText.fields.name, cell: (d) => fullName(d), width: 'minmax(6rem, 1fr)' },
    { id: 'email', header: doctorText.fields.email, cell: (d) => d.email, width: 'minmax(10rem, 1.6fr)' },
    { id: 'status', header: doctorText.fields.allowed, cell: (d) => <DoctorStatusTags doctor={d} />, width: '9.5rem' },
    { id: 'mp', header: doctorText.fields.mpBalance, cell: (d) => yen(d.mpBalance), width: '6rem' },
  ]

  const granted = context.outcomes.filter((o) => o.ok).length
  return (
    <div className="mp-management-page">
      <PageHeading title={t.management} />
      <section aria-labelledby="mp-picker-heading">
        <h2 id="mp-picker-heading">{t.picker.heading}</h2>
        <ListFilters keywordId="mp-doctor-keyword" keywordLabel={t.picker.keyword} search={search} onSearch={onSearch}>
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

      {state === 'results' ? (
        <section aria-labelledby="mp-results-heading" className="mp-results">
          <h2 id="mp-results-heading">{t.results.heading}</h2>
          <p>{t.results.summary(granted, context.outcomes.length - granted)}</p>
          <table className="mp-table">
            <thead>
              <tr>
                <th scope="col">{t.results.doctor}</th>
                <th scope="col">{t.results.outcome}</th>
                <th scope="col" className="is-number">{t.results.balance}</th>
                <th scope="col">{t.results.reason}</th>
              </tr>
            </thead>
            <tbody>
              {context.outcomes.map((o) => (
                <tr key={o.doctor.id}>
                  <td>{o.doctor.name}</td>
                  <td>{o.ok ? <Tag severity="success" value={t.results.granted} /> : <Tag severity="danger" value={t.results.refused} />}</td>
                  <td className="is-number">{yen(o.balance)}</td>
                  <td>{o.error ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button type="button" label={t.results.close} onClick={() => grant.send({ type: 'results.close' })} />
        </section>
      ) : null}

      <p className="mp-ledger-missing">{t.ledgerMissing}</p>

      <MpAmountDialog
        open={state === 'amount'}
        value={context.value}
        error={context.problem ? mpProblemText(context.problem) : undefined}
        busy={false}
        hint={t.picker.selected(context.selected.length)}
        onChange={(value) => grant.send({ type: 'mp.change', value })}
        onSubmit={() => grant.send({ type: 'mp.submit' })}
        onCancel={() => grant.send({ type: 'mp.cancel' })}
      >
        <div className="form-field">
          <label htmlFor="mp-grant-note" className="form-field__label">{t.note.label}</label>
          <InputText
            id="mp-grant-note"
            value={context.note}
            placeholder={t.note.placeholder}
            invalid={context.noteMissing}
            aria-describedby={context.noteMissing ? 'mp-grant-note-error' : undefined}
            onChange={(e) => grant.send({ type: 'note.change', note: e.target.value })}
          />
          {context.noteMissing ? (
            <small id="mp-grant-note-error" className="form-field__errors" role="alert">
              {t.note.required}
            </small>
          ) : null}
        </div>
      </MpAmountDialog>
      <ConfirmDialog
        header={t.confirm.header}
        message={t.confirm.message(context.selected.length, context.amount ?? 0, bulkGrantTotal(context))}
        width={380}
        visible={state === 'confirming' || state === 'granting'}
        busy={busy}
        onAccept={() => grant.send({ type: 'confirm.ok' })}
        onCancel={() => {
          if (!busy) grant.send({ type: 'confirm.back' })
        }}
      />
    </div>
  )
}
