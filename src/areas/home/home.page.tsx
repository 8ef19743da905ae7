/**
 * Index page (/): the dashboard (what needs attention and the headline figures from `GET /stats/`,
 * each linking to its filtered list), then a quick way into each area, in menu order.
 */
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ImportRecord } from '../../domain/import-record'
import type { MpGrantTotals } from '../../domain/points'
import type { Stats } from '../../domain/report'
import type { PagingSearch } from '../../machines/list.machine'
import { ListError, useListPage, type ListActor } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { homeText as h } from './home.text'
import { shellText } from '../../views/text/shell.text'
import type { FailedImportsSearch } from '../../domain/import-record'
import { FailedImportsCard } from './failed-imports.component'
import './home.page.css'
import type { MpLedgerSearch } from '../points/points.search'


export interface HomeLink {
  readonly key: string
  readonly label: string
  readonly icon: string
  readonly link: RouteLink
}

/** Where each dashboard figure links to: its list, filtered as the figure counts. */
export interface HomeFigureLinks {
  readonly pressReleasesRequested: RouteLink
  readonly manuscriptsUnderReview: RouteLink
  readonly doctorsFrozen: RouteLink
  readonly clientsSuspended: RouteLink
  readonly doctors: RouteLink
  readonly clients: RouteLink
  readonly mpGranted: RouteLink
  readonly mpOutstanding: RouteLink
  /** The grant ledger on /mp_management from `from` (the first day of this month). */
  readonly mpGrantedThisMonth: (from: string) => RouteLink
}

export interface HomePageProps {
  readonly links: ReadonlyArray<HomeLink>
  readonly figureLinks: HomeFigureLinks
  /** The dashboard figures; absent: the quick links only. */
  readonly stats?: ListActor<Stats, PagingSearch>
  /** The MP granted this month (the grant ledger of the month, summed). */
  readonly monthGrants?: ListActor<MpGrantTotals, MpLedgerSearch>
  /** The CSV imports of the last 30 days that left failed rows (a card under 要対応 opening their list). */
  readonly failedImports?: ListActor<ImportRecord, FailedImportsSearch>
  readonly onDownloadFailedRows?: (record: ImportRecord) => void
}

interface Figure {
  readonly key: keyof typeof h.cards
  readonly value: number
  readonly link: RouteLink
}

const attentionOf = (s: Stats, l: HomeFigureLinks): ReadonlyArray<Figure> => [
  { key: 'pressReleasesRequested', value: s.pressReleases['request'] ?? 0, link: l.pressReleasesRequested },
  { key: 'manuscriptsUnderReview', value: s.manuscripts['under_review'] ?? 0, link: l.manuscriptsUnderReview },
  { key: 'doctorsFrozen', value: s.doctors.frozen, link: l.doctorsFrozen },
  { key: 'clientsSuspended', value: s.clients.suspended, link: l.clientsSuspended },
]
const figuresOf = (s: Stats, l: HomeFigureLinks): ReadonlyArray<Figure> => [
  { key: 'doctors', value: s.doctors.total, link: l.doctors },
  { key: 'clients', value: s.clients.total, link: l.clients },
  { key: 'mpGranted', value: s.mp.granted, link: l.mpGranted },
  { key: 'mpOutstanding', value: s.mp.outstanding, link: l.mpOutstanding },
]

const Figures = ({
  id, title, figures, extra,
}: { readonly id: string; readonly title: string; readonly figures: ReadonlyArray<Figure>; readonly extra?: ReactNode }) => (
  <section aria-labelledby={id} className="home-figures">
    <h2 id={id}>{title}</h2>
    <ul className="home-grid">
      {figures.map((f) => (
        <li key={f.key}>
          <Link {...f.link} className="home-card home-card--figure">
            {/* label first, so the link's name reads 'PR申請中 3' as its text does; CSS shows the figure on top */}
            <span>{h.cards[f.key]}</span> <strong>{h.count(f.value)}</strong>
          </Link>
        </li>
      ))}
      {extra}
    </ul>
  </section>
)

const monthFigure = (totals: MpGrantTotals | undefined, from: string | undefined, l: HomeFigureLinks): ReadonlyArray<Figure> =>
  totals && from !== undefined ? [{ key: 'mpGrantedThisMonth', value: totals.amount, link: l.mpGrantedThisMonth(from) }] : []

/** 概況 with the MP granted this month after the /stats/ figures (its own call: an error shows inline with 再読み込み). */
const FiguresWithMonth = ({
  list, figures, figureLinks,
}: { readonly list: ListActor<MpGrantTotals, MpLedgerSearch>; readonly figures: ReadonlyArray<Figure>; readonly figureLinks: HomeFigureLinks }) => {
  const totals = useListPage(list)
  // the month's first day in Japan: the route asks for the grants from it
  const from = useSelector(list, (s) => s.context.search.from)
  return (
    <>
      <Figures id="home-figures" title={h.figures} figures={[...figures, ...monthFigure(totals.items[0], from, figureLinks)]} />
      <ListError error={totals.error} onRetry={totals.retry} />
    </>
  )
}

const Dashboard = ({
  list, monthGrants, figureLinks, failedImports,
}: {
  readonly list: ListActor<Stats, PagingSearch>
  readonly monthGrants: ListActor<MpGrantTotals, MpLedgerSearch> | undefined
  readonly figureLinks: HomeFigureLinks
  readonly failedImports: ReactNode
}) => {
  const stats = useListPage(list)
  const s = stats.items[0]

  return (
    <>
      <ListError error={stats.error} onRetry={stats.retry} />
      {s ? (
        <>
          <Figures id="home-attention" title={h.attention} figures={attentionOf(s, figureLinks)} extra={failedImports} />
          {monthGrants ? (
            <FiguresWithMonth list={monthGrants} figures={figuresOf(s, figureLinks)} figureLinks={figureLinks} />
          ) : (
            <Figures id="home-figures" title={h.figures} figures={figuresOf(s, figureLinks)} />
          )}
        </>
      ) : stats.busy ? (
        <p role="status">{h.loading}</p>
      ) : null}
    </>
  )
}

export const HomePage = ({ links, figureLinks, stats, monthGrants, failedImports, onDownloadFailedRows }: HomePageProps) => (
  <>
    <PageHeading title={shellText.home} />
    <p className="home-lead">{shellText.homeLead}</p>
    {stats ? (
      <Dashboard
        list={stats}
        monthGrants={monthGrants}
        figureLinks={figureLinks}
        failedImports={failedImports && onDownloadFailedRows ? <FailedImportsCard list={failedImports} onDownload={onDownloadFailedRows} /> : null}
      />
    ) : null}
    {stats ? <h2 className="home-links-heading">{h.links}</h2> : null}
    <ul className="home-grid">
      {links.map((link) => (
        <li key={link.key}>
          <Link {...link.link} className="home-card">
            <i className={link.icon} aria-hidden="true" />
            <span>{link.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  </>
)
