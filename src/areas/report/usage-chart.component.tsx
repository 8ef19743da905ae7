/**
 * Parts of the report pages. The period form (months, JST); the usage chart: per month, press releases and offers as bars and views as
 * a line on its own axis, summed over the rows given (every client, or one). PrimeReact `Chart`
 * loads chart.js with a dynamic import, so the library comes with the report pages only.
 */
import dayjs from 'dayjs'
import { Button } from 'primereact/button'
import { Chart } from 'primereact/chart'
import { InputText } from 'primereact/inputtext'
import { useEffect, useState, type ReactNode } from 'react'
import type { UsageReportRow } from '../../domain/report'
import { reportText as t } from './report.text'
import { groupDigits } from '../../views/text/number'
import { canvasLabel } from '../../views/components/chart-label'
import '../../views/components/figures-table.css'

const series = ['pressReleaseCount', 'offerCount', 'viewCount'] as const
const colors = { pressReleaseCount: '#4880bb', offerCount: '#e59a3a', viewCount: '#4caf7a' } as const

/** Per month, the sums of the main figures. */
export const usageChartData = (rows: ReadonlyArray<UsageReportRow>) => {
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

const options = {
  maintainAspectRatio: false,
  animation: false,
  scales: {
    counts: { type: 'linear', position: 'left', beginAtZero: true, ticks: { precision: 0 } },
    views: { type: 'linear', position: 'right', beginAtZero: true, grid: { drawOnChartArea: false } },
  },
}

export const UsageChart = ({ rows }: { readonly rows: ReadonlyArray<UsageReportRow> }) => (
  <section aria-labelledby="report-chart-heading">
    <h2 id="report-chart-heading">{t.chart}</h2>
    <div className="report-page__chart">
      <Chart type="bar" data={usageChartData(rows)} options={options} pt={canvasLabel(t.chart)} height="320px" />
    </div>
  </section>
)

/** The usage rows as a table, the CSV's columns in order. */
export const UsageTable = ({ rows, columns }: { readonly rows: ReadonlyArray<UsageReportRow>; readonly columns: ReadonlyArray<string> }) => (
  <div className="report-page__table">
    <table className="figures-table">
      <thead>
        <tr>
          {columns.map((h, i) => (
            <th key={h} scope="col" className={i >= 3 ? 'is-number' : undefined}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.clientId}-${r.month}`}>
            <td>{r.clientId}</td>
            <td>{r.clientName}</td>
            <td>{r.month}</td>
            <td className="is-number">{groupDigits(r.pressReleaseCount)}</td>
            <td className="is-number">{groupDigits(r.offerCount)}</td>
            <td className="is-number">{groupDigits(r.viewCount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)

/** This month in Japan. */
export const thisMonth = () => dayjs().tz().format('YYYY-MM')

export interface MonthPeriod {
  readonly from: string
  readonly to: string
}

export interface PeriodFormProps {
  readonly period: MonthPeriod
  readonly onPeriod: (period: MonthPeriod) => void
  /** Fields before the months (the client select). */
  readonly children?: ReactNode
  /** Buttons after 表示 (CSVダウンロード). */
  readonly actions?: ReactNode
}

/** 開始月 / 終了月 and 表示; an end before the start is refused on the spot. */
export const PeriodForm = ({ period, onPeriod, children, actions }: PeriodFormProps) => {
  const [draft, setDraft] = useState(period)
  useEffect(() => setDraft(period), [period.from, period.to])
  const badRange = draft.from !== '' && draft.to !== '' && draft.from > draft.to
  return (
    <form
      className="list-filters"
      onSubmit={(e) => {
        e.preventDefault()
        if (!badRange && draft.from && draft.to) onPeriod(draft)
      }}
    >
      {children}
      <div className="form-field">
        <label htmlFor="report-from" className="form-field__label">{t.from}</label>
        <InputText id="report-from" type="month" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      </div>
      <div className="form-field">
        <label htmlFor="report-to" className="form-field__label">{t.to}</label>
        <InputText
          id="report-to"
          type="month"
          value={draft.to}
          invalid={badRange}
          aria-describedby={badRange ? 'report-range-error' : undefined}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        {badRange ? (
          <small id="report-range-error" className="form-field__errors" role="alert">
            {t.invalidRange}
          </small>
        ) : null}
      </div>
      <div className="list-filters__buttons">
        <Button type="submit" label={t.show} disabled={badRange} />
        {actions}
      </div>
    </form>
  )
}
