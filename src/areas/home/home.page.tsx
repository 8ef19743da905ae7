/**
 * Index page (/): the dashboard (what needs attention and the headline figures from `GET /stats/`,
 * each linking to its filtered list), then a quick way into each area, in menu order.
 */
import dayjs from 'dayjs'
import { useMemo, type MouseEvent, type ReactNode } from 'react'
import type { ImportRecord } from '../../domain/import-record'
import type { MpGrantQuery, MpGrantTotals } from '../../domain/points'
import type { Stats } from '../../domain/report'
import type { ListMachine, PagingSearch } from '../../machines/list.machine'
import { ListError, useListPage } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import type { NavigateHref } from '../../views/components/area-placeholder.component'
import { homeText as h } from './home.text'
import { shellText } from '../../views/text/shell.text'
import { FailedImportsCard, type FailedImportsSearch } from './failed-imports.component'
import './home.page.css'


export interface HomeLink {
  readonly key: string
  readonly label: string
  readonly icon: string
  readonly href: string
}

export interface HomePageProps {
  readonly links: ReadonlyArray<HomeLink>
  readonly onNavigate: NavigateHref
  /** The dashboard figures; absent: the quick links only. */
  readonly statsMachine?: ListMachine<Stats, PagingSearch>
  /** The MP granted this month (the grant ledger of the month, summed). */
  readonly monthGrantsMachine?: ListMachine<MpGrantTotals, MpGrantQuery & PagingSearch>
  /** The CSV imports of the last 30 days that left failed rows (a card under 要対応 opening their list). */
  readonly failedImportsMachine?: ListMachine<ImportRecord, FailedImportsSearch>
  readonly onDownloadFailedRows?: (record: ImportRecord) => void
}

/** Client-side navigation for a plain click; other clicks (new tab …) stay the browser's. */
const follow = (onNavigate: NavigateHref, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  onNavigate(href)
}

interface Figure {
  readonly key: keyof typeof h.cards
  readonly value: number
  readonly href: string
}

const attentionOf = (s: Stats): ReadonlyArray<Figure> => [
  { key: 'pressReleasesRequested', value: s.pressReleases['request'] ?? 0, href: '/press_release?status=request' },
  { key: 'manuscriptsUnderReview', value: s.manuscripts['under_review'] ?? 0, href: '/manuscript' },
  { key: 'doctorsFrozen', value: s.doctors.frozen, href: '/doctor?frozen=true' },
  { key: 'clientsSuspended', value: s.clients.suspended, href: '/client?suspended=true' },
]
const figuresOf = (s: Stats): ReadonlyArray<Figure> => [
  { key: 'doctors', value: s.doctors.total, href: '/doctor' },
  { key: 'clients', value: s.clients.total, href: '/client' },
  { key: 'mpGranted', value: s.mp.granted, href: '/mp_management' },
  { key: 'mpOutstanding', value: s.mp.outstanding, href: '/mp_swap' },
]

const Figures = ({
  id, title, figures, onNavigate, extra,
}: { readonly id: string; readonly title: string; readonly figures: ReadonlyArray<Figure>; readonly onNavigate: NavigateHref; readonly extra?: ReactNode }) => (
  <section aria-labelledby={id} className="home-figures">
    <h2 id={id}>{title}</h2>
    <ul className="home-grid">
      {figures.map((f) => (
        <li key={f.key}>
          <a className="home-card home-card--figure" href={f.href} onClick={follow(onNavigate, f.href)}>
            {/* label first, so the link's name reads 'PR申請中 3' as its text does; CSS shows the figure on top */}
            <span>{h.cards[f.key]}</span> <strong>{h.count(f.value)}</strong>
          </a>
        </li>
      ))}
      {extra}
    </ul>
  </section>
)

/** The first day of this month in Japan: where the month's grants start. */
const monthStart = () => dayjs().tz().startOf('month').format('YYYY-MM-DD')
/** The grant ledger on /mp_management filtered to this month. */
export const monthLedgerHref = (from: string) => `/mp_management?ledger=${encodeURIComponent(JSON.stringify({ from }))}`

const monthFigure = (totals: MpGrantTotals | undefined, from: string): ReadonlyArray<Figure> =>
  totals ? [{ key: 'mpGrantedThisMonth', value: totals.amount, href: monthLedgerHref(from) }] : []

/** 概況 with the MP granted this month after the /stats/ figures (its own call: an error shows inline with 再読み込み). */
const FiguresWithMonth = ({
  machine, figures, onNavigate,
}: { readonly machine: ListMachine<MpGrantTotals, MpGrantQuery & PagingSearch>; readonly figures: ReadonlyArray<Figure>; readonly onNavigate: NavigateHref }) => {
  const month = useMemo(() => ({ from: monthStart() }), [])
  const totals = useListPage(machine, month)
  return (
    <>
      <Figures id="home-figures" title={h.figures} figures={[...figures, ...monthFigure(totals.items[0], month.from)]} onNavigate={onNavigate} />
      <ListError error={totals.error} onRetry={totals.retry} />
    </>
  )
}

const Dashboard = ({
  machine, monthMachine, onNavigate, failedImports,
}: {
  readonly machine: ListMachine<Stats, PagingSearch>
  readonly monthMachine: ListMachine<MpGrantTotals, MpGrantQuery & PagingSearch> | undefined
  readonly onNavigate: NavigateHref
  readonly failedImports: ReactNode
}) => {
  const stats = useListPage(machine, noSearch)
  const s = stats.items[0]

  return (
    <>
      <ListError error={stats.error} onRetry={stats.retry} />
      {s ? (
        <>
          <Figures id="home-attention" title={h.attention} figures={attentionOf(s)} onNavigate={onNavigate} extra={failedImports} />
          {monthMachine ? (
            <FiguresWithMonth machine={monthMachine} figures={figuresOf(s)} onNavigate={onNavigate} />
          ) : (
            <Figures id="home-figures" title={h.figures} figures={figuresOf(s)} onNavigate={onNavigate} />
          )}
        </>
      ) : stats.busy ? (
        <p role="status">{h.loading}</p>
      ) : null}
    </>
  )
}

const noSearch: PagingSearch = {}

export const HomePage = ({ links, onNavigate, statsMachine, monthGrantsMachine, failedImportsMachine, onDownloadFailedRows }: HomePageProps) => (
  <>
    <PageHeading title={shellText.home} />
    <p className="home-lead">{shellText.homeLead}</p>
    {statsMachine ? (
      <Dashboard
        machine={statsMachine}
        monthMachine={monthGrantsMachine}
        onNavigate={onNavigate}
        failedImports={failedImportsMachine && onDownloadFailedRows ? <FailedImportsCard machine={failedImportsMachine} onDownload={onDownloadFailedRows} /> : null}
      />
    ) : null}
    {statsMachine ? <h2 className="home-links-heading">{h.links}</h2> : null}
    <ul className="home-grid">
      {links.map((link) => (
        <li key={link.key}>
          <a
            className="home-card"
            href={link.href}
            onClick={follow(onNavigate, link.href)}
          >
            <i className={link.icon} aria-hidden="true" />
            <span>{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  </>
)
