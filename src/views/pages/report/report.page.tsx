/**
 * 利用レポート (/report): staff pick a period of months (JST; this month by default), the usage
 * report is fetched and shown as a preview table and a chart of the main figures per month
 * (PrimeReact Chart: chart.js is loaded with this page only), and CSVダウンロード saves the file
 * (UTF-8 with BOM, Japanese header, the period in its name). The workflow is
 * src/machines/report-download.machine.ts; the period is in the URL.
 */
import { useSelector } from '@xstate/react'
import dayjs from 'dayjs'
import { Button } from 'primereact/button'
import { Chart } from 'primereact/chart'
import { InputText } from 'primereact/inputtext'
import { useEffect, useState } from 'react'
import { usageReportCsvColumns, type UsageReportRow } from '../../../domain/report'
import type { ReportDownloadMachine } from '../../../machines/report-download.machine'
import { ListError } from '../../components/list-page.component'
import { PageHeading } from '../../components/page-heading.component'
import { usePageActor } from '../../components/page-actor'
import { reportText as t } from '../../text/report.text'
import './report.page.css'

export interface ReportPeriod {
  readonly from?: string | undefined
  readonly to?: string | undefined
}

export interface ReportPageProps {
  readonly machine: ReportDownloadMachine
  readonly period: ReportPeriod
  readonly onPeriod: (period: ReportPeriod) => void
}

const thisMonth = () => dayjs().tz().format('YYYY-MM')

const series = ['pressReleaseCount', 'offerCount', 'viewCount'] as const
const colors = { pressReleaseCount: '#4880bb', offerCount: '#e59a3a', viewCount: '#4caf7a' } as const

/** Per month, the sums of the main figures over every client. */
const chartData = (rows: ReadonlyArray<UsageReportRow>) => {
  const months = [...new Set(rows.map((r) => r.month))].sort()
  const sum = (month: string, key: (typeof series)[number]) => rows.filter((r) => r.month === month).reduce((n, r) => n + r[key], 0)
  return {
    labels: months,
    datasets: series.map((key) => ({
      type: key === 'viewCount' ? 'line' : 'bar',
      label: t.series[key],
      data: months.map((m) => sum(m, key)),
      backgroundColor: colors[key],
      borderColor: colors[key],
      yAxisID: key === 'viewCount' ? 'views' : 'counts',
    })),
  }
}

const chartOptions = {
  maintainAspectRatio: false,
  animation: false,
  scales: {
    counts: { type: 'linear', position: 'left', beginAtZero: true, ticks: { precision: 0 } },
    views: { type: 'linear', position: 'right', beginAtZero: true, grid: { drawOnChartArea: false } },
  },
}

export const ReportPage = ({ machine, period, onPeriod }: ReportPageProps) => {
  const actor = usePageActor(machine)
  const from = period.from ?? thisMonth()
  const to = period.to ?? from
  const [draft, setDraft] = useState({ from, to })
  useEffect(() => setDraft({ from, to }), [from, to])
  useEffect(() => {
    if (from <= to) actor.send({ type: 'report.load', query: { from, to } })
  }, [actor, from, to])
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const report = useSelector(actor, (s) => s.context.report)
  const error = useSelector(actor, (s) => s.context.error)
  const badRange = draft.from !== '' && draft.to !== '' && draft.from > draft.to

  return (
    <div className="report-page">
      <PageHeading title={t.title} />
      <form
        className="list-filters"
        onSubmit={(e) => {
          e.preventDefault()
          if (!badRange && draft.from && draft.to) onPeriod({ from: draft.from, to: draft.to })
        }}
      >
        <div className="form-field">
          <label htmlFor="report-from" className="form-field__label">{t.from}</label>
          <InputText id="report-from" type="month" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="form-field">
          <label htmlFor="report-to" className="form-field__label">{t.to}</label>
          <InputText id="report-to" type="month" value={draft.to} invalid={badRange} aria-describedby={badRange ? 'report-range-error' : undefined} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          {badRange ? <small id="report-range-error" className="form-field__errors" role="alert">{t.invalidRange}</small> : null}
        </div>
        <div className="list-filters__buttons">
          <Button type="submit" label={t.show} disabled={badRange} />
          <Button type="button" icon="pi pi-download" label={t.download} disabled={!report || busy} onClick={() => actor.send({ type: 'report.save' })} />
        </div>
      </form>
      {busy ? <p role="status" className="report-page__progress"><i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t.loading}</p> : null}
      <ListError error={error} onRetry={() => actor.send({ type: 'report.retry' })} />
      {report ? (
        <>
          <section aria-labelledby="report-chart-heading">
            <h2 id="report-chart-heading">{t.chart}</h2>
            <div className="report-page__chart">
              <Chart type="bar" data={chartData(report.rows)} options={chartOptions} aria-label={t.chart} height="320px" />
            </div>
          </section>
          <section aria-labelledby="report-preview-heading">
            <h2 id="report-preview-heading">
              {t.preview} <small>{t.rows(report.rows.length)}</small>
            </h2>
            {report.rows.length === 0 ? (
              <p>{t.empty}</p>
            ) : (
              <div className="report-page__table">
                <table className="report-table">
                  <thead>
                    <tr>
                      {usageReportCsvColumns.map((h, i) => (
                        <th key={h} scope="col" className={i >= 3 ? 'is-number' : undefined}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {report.rows.map((r) => (
                      <tr key={`${r.clientId}-${r.month}`}>
                        <td>{r.clientId}</td>
                        <td>{r.clientName}</td>
                        <td>{r.month}</td>
                        <td className="is-number">{r.pressReleaseCount.toLocaleString('ja-JP')}</td>
                        <td className="is-number">{r.offerCount.toLocaleString('ja-JP')}</td>
                        <td className="is-number">{r.viewCount.toLocaleString('ja-JP')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      ) : null}
    </div>
  )
}
