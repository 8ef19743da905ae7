/**
 * クライアント別利用レポート (/report/client): staff pick a client (a select that filters as they
 * type) and a period of months; the client's usage per month is shown as a chart and a table.
 * Client, period and page are in the URL; two generic list machines (the client options, the rows).
 */
import { Dropdown } from 'primereact/dropdown'
import { clientOption, type Client } from '../../domain/client'
import type { ClientId } from '../../domain/ids'
import { usageReportCsvColumns, type UsageReportRow } from '../../domain/report'
import type { PagingSearch } from '../../machines/list.machine'
import { ListError, useListPage, type ListActor } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { reportText as t } from './report.text'
import type { ClientUsageSearch } from './report.search'
import './report.page.css'
import { PeriodForm, UsageChart, UsageTable } from './usage-chart.component'

export interface ReportClientPageProps {
  /** The client select's options: a list run by the route, searched by what staff type (`onOptionsFilter`). */
  readonly options: ListActor<Client, ClientOptionsSearch>
  readonly onOptionsFilter: (typed: string) => void
  /** The client's usage rows: a list run by the route with the URL's client and period (this month by default). */
  readonly usage: ListActor<UsageReportRow, UsageSearch>
  readonly usageSearch: UsageSearch
  readonly search: ClientUsageSearch
  readonly onSearch: (search: ClientUsageSearch) => void
  /** 利用レポート with the same period (the crumb). */
  readonly reportLink: RouteLink
}

/** The usage rows' search: the client and a whole period. */
export type UsageSearch = ClientUsageSearch & { readonly from: string; readonly to: string }

/** What staff type in the client select: the server searches it (any of the clients can be found). */
export interface ClientOptionsSearch extends PagingSearch {
  readonly keyword?: string | undefined
}

export const ReportClientPage = ({ options: optionsActor, onOptionsFilter, usage: usageActor, usageSearch, search, onSearch, reportLink }: ReportClientPageProps) => {
  const { from, to } = usageSearch
  const options = useListPage(optionsActor)
  const usage = useListPage(usageActor)

  return (
    <div className="report-page">
      <PageHeading title={t.clientTitle} trail={[{ label: t.title, link: reportLink }]} />
      <PeriodForm period={{ from, to }} onPeriod={(period) => onSearch({ ...search, ...period })}>
        <div className="form-field">
          <label htmlFor="report-client" className="form-field__label">{t.client}</label>
          <Dropdown
            inputId="report-client"
            value={search.clientId ?? null}
            options={options.items.map(clientOption)}
            placeholder={t.clientPlaceholder}
            filter
            filterBy="label,kana"
            onFilter={(e) => onOptionsFilter(e.filter)}
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
