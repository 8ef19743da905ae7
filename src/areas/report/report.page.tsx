/**
 * 利用レポート (/report): staff pick a period of months (JST; this month by default), the usage
 * report is fetched and shown as a preview table and a chart of the main figures per month
 * (usage-chart.component.tsx: chart.js is loaded with the report pages only), and CSVダウンロード saves the file
 * (UTF-8 with BOM, Japanese header, the period in its name). The workflow is
 * src/areas/report/report-download.machine.ts; the period is in the URL.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { useEffect } from 'react'
import { usageReportCsvColumns } from '../../domain/report'
import type { ReportDownloadMachine } from './report-download.machine'
import { ListError } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { ButtonLink, type RouteLink } from '../../views/components/route-link.component'
import { usePageActor } from '../../views/components/page-actor'
import { reportText as t } from './report.text'
import './report.page.css'
import { PeriodForm, thisMonth, UsageChart, UsageTable } from './usage-chart.component'
import type { ReportSearch } from './report.search'

export interface ReportPageProps {
  readonly machine: ReportDownloadMachine
  readonly period: ReportSearch
  readonly onPeriod: (period: ReportSearch) => void
  /** クライアント別 (/report/client) with the same period. */
  readonly byClientLink: RouteLink
}

export const ReportPage = ({ machine, period, onPeriod, byClientLink }: ReportPageProps) => {
  const actor = usePageActor(machine)
  const from = period.from ?? thisMonth()
  const to = period.to ?? from
  useEffect(() => {
    if (from <= to) actor.send({ type: 'report.load', query: { from, to } })
  }, [actor, from, to])
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const report = useSelector(actor, (s) => s.context.report)
  const error = useSelector(actor, (s) => s.context.error)

  return (
    <div className="report-page">
      <PageHeading title={t.title} />
      <PeriodForm
        period={{ from, to }}
        onPeriod={onPeriod}
        actions={<Button type="button" icon="pi pi-download" label={t.download} disabled={!report || busy} onClick={() => actor.send({ type: 'report.save' })} />}
      >
        <ButtonLink link={byClientLink} label={t.byClient} linkLook />
      </PeriodForm>
      {busy ? <p role="status" className="report-page__progress"><i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t.loading}</p> : null}
      <ListError error={error} onRetry={() => actor.send({ type: 'report.retry' })} />
      {report ? (
        <>
          <UsageChart rows={report.rows} />
          <section aria-labelledby="report-preview-heading">
            <h2 id="report-preview-heading">
              {t.preview} <small>{t.rows(report.rows.length)}</small>
            </h2>
            {report.rows.length === 0 ? (
              <p>{t.empty}</p>
            ) : (
              <UsageTable rows={report.rows} columns={usageReportCsvColumns} />
            )}
          </section>
        </>
      ) : null}
    </div>
  )
}
