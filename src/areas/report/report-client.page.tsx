/**
 * クライアント別利用レポート (/report/client): staff pick a client (a select that filters as they
 * type) and a period of months; the client's usage per month is shown as a chart and a table.
 * Client, period and page are in the URL; two generic list machines (the client options, the rows).
 */
import { Dropdown } from 'primereact/dropdown'
import { useMemo, useState } from 'react'
import type { Client } from '../../domain/client'
import type { ClientId } from '../../domain/ids'
import { usageReportCsvColumns, type UsageReportRow } from '../../domain/report'
import type { ListMachine, PagingSearch } from '../../machines/list.machine'
import { ListError, useListPage } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { reportText as t } from './report.text'
import './report.page.css'
import { PeriodForm, thisMonth, UsageChart, UsageTable } from './usage-chart.component'

export interface ClientUsageSearch extends PagingSearch {
  readonly clientId?: ClientId | undefined
  readonly from?: string | undefined
  readonly to?: string | undefined
}

export interface ReportClientPageProps {
  readonly optionsMachine: ListMachine<Client, ClientOptionsSearch>
  readonly machine: ListMachine<UsageReportRow, ClientUsageSearch & { readonly from: string; readonly to: string }>
  readonly search: ClientUsageSearch
  readonly onSearch: (search: ClientUsageSearch) => void
  readonly onBack: () => void
}

/** What staff type in the client select: the server searches it (any of the clients can be found). */
export interface ClientOptionsSearch extends PagingSearch {
  readonly keyword?: string | undefined
}

export const ReportClientPage = ({ optionsMachine, machine, search, onSearch, onBack }: ReportClientPageProps) => {
  const from = search.from ?? thisMonth()
  const to = search.to ?? from
  // The text typed into the select's filter (not yet a URL search: it only narrows the options).
  const [typed, setTyped] = useState('')
  const options = useListPage(optionsMachine, useMemo(() => (typed.trim() ? { keyword: typed.trim() } : {}), [typed]))
  const usage = useListPage(machine, { clientId: search.clientId, from, to })

  return (
    <div className="report-page">
      <PageHeading title={t.clientTitle} trail={[{ label: t.title, onNavigate: onBack }]} />
      <PeriodForm period={{ from, to }} onPeriod={(period) => onSearch({ ...search, ...period })}>
        <div className="form-field">
          <label htmlFor="report-client" className="form-field__label">{t.client}</label>
          <Dropdown
            inputId="report-client"
            value={search.clientId ?? null}
            options={options.items.map((c) => ({ label: c.companyName, kana: c.companyNameKana, value: c.id }))}
            placeholder={t.clientPlaceholder}
            filter
            filterBy="label,kana"
            onFilter={(e) => setTyped(e.filter)}
            showClear
            style={{ minWidth: '16rem' }}
            onChange={(e) => onSearch({ ...search, from, to, clientId: (e.value as ClientId | null) ?? undefined })}
          />
        </div>
      </PeriodForm>
      <ListError error={options.error} onRetry={options.retry} />
      <ListError error={usage.error} onRetry={usage.retry} />
      {search.clientId === undefined ? (
        <p>{t.pickClient}</p>
      ) : usage.busy ? (
        <p role="status">{t.loading}</p>
      ) : usage.items.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <UsageChart rows={usage.items} />
          <section aria-labelledby="report-preview-heading">
            <h2 id="report-preview-heading">
              {t.preview} <small>{t.rows(usage.items.length)}</small>
            </h2>
            <UsageTable rows={usage.items} columns={usageReportCsvColumns} />
          </section>
        </>
      )}
    </div>
  )
}
