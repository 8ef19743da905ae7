/**
 * Index page (/): the dashboard (what needs attention and the headline figures from `GET /stats/`,
 * each linking to its filtered list), then a quick way into each area, in menu order.
 *
 * Nothing moves while it loads (tests/e2e/layout-shift.spec.ts): the dashboard's cards
 * are drawn at once, each figure '…' until its call answers (same card, same height), and the
 * quick links, whose number depends on the role, come last on the page, so they appear below
 * everything else once the role is known.
 */
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ImportRecord } from '../../domain/import-record'
import type { MpGrantTotals } from '../../domain/points'
import type { Stats } from '../../domain/report'
import type { WorkQueueCounts } from '../../domain/work-queue'
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
  /** The menu's entries the account may open; undefined while its role is asked (drawn once known: nothing under them moves). */
  readonly links: ReadonlyArray<HomeLink> | undefined
  readonly figureLinks: HomeFigureLinks
  /** The dashboard figures; absent: the quick links only. */
  readonly stats?: ListActor<Stats, PagingSearch>
  /** The work queues' counts the shell keeps live (the menu's badges): the 要対応 cards of manuscripts 審査中 and press releases 公開申請中 follow them once read. */
  readonly queueCounts?: WorkQueueCounts | undefined
  /** The MP granted this month (the grant ledger of the month, summed). */
  readonly monthGrants?: ListActor<MpGrantTotals, MpLedgerSearch>
  /** The CSV imports of the last 30 days that left failed rows (a card under 要対応 opening their list). */
  readonly failedImports?: ListActor<ImportRecord, FailedImportsSearch>
  readonly onDownloadFailedRows?: (record: ImportRecord) => void
}

interface Figure {
  readonly key: keyof typeof h.cards
  /** undefined: not counted yet ('…' in the same card). */
  readonly value: number | undefined
  readonly link: RouteLink
}

/** The figures of `GET /stats/` (`s` undefined: still counting); the queues' from the live counts when the shell has them. */
const attentionOf = (s: Stats | undefined, l: HomeFigureLinks, q: WorkQueueCounts | undefined): ReadonlyArray<Figure> => [
  { key: 'pressReleasesRequested', value: q?.pressReleasesRequested ?? (s && (s.pressReleases['request'] ?? 0)), link: l.pressReleasesRequested },
  { key: 'manuscriptsUnderReview', value: q?.manuscriptsUnderReview ?? (s && (s.manuscripts['under_review'] ?? 0)), link: l.manuscriptsUnderReview },
  { key: 'doctorsFrozen', value: s?.doctors.frozen, link: l.doctorsFrozen },
  { key: 'clientsSuspended', value: s?.clients.suspended, link: l.clientsSuspended },
]
const figuresOf = (s: Stats | undefined, l: HomeFigureLinks): ReadonlyArray<Figure> => [
  { key: 'doctors', value: s?.doctors.total, link: l.doctors },
  { key: 'clients', value: s?.clients.total, link: l.clients },
  { key: 'mpGranted', value: s?.mp.granted, link: l.mpGranted },
  { key: 'mpOutstanding', value: s?.mp.outstanding, link: l.mpOutstanding },
]

const Figures = ({
  id, title, figures, extra, busy,
}: { readonly id: string; readonly title: string; readonly figures: ReadonlyArray<Figure>; readonly extra?: ReactNode; readonly busy: boolean }) => (
  <section aria-labelledby={id} className="home-figures" aria-busy={busy}>
    <h2 id={id}>{title}</h2>
    <ul className="home-grid">
      {figures.map((f) => (
        <li key={f.key}>
          <Link {...f.link} className="home-card home-card--figure">
            {/* label first, so the link's name reads 'PR申請中 3' as its text does; CSS shows the figure on top */}
            <span>{h.cards[f.key]}</span> <strong>{f.value === undefined ? h.pending : h.count(f.value)}</strong>
          </Link>
        </li>
      ))}
      {extra}
    </ul>
  </section>
)

/** The month's card: '…' while its call runs, left out when it failed (the error shows under the figures). */
const monthFigure = (totals: MpGrantTotals | undefined, failed: boolean, from: string | undefined, l: HomeFigureLinks): ReadonlyArray<Figure> =>
  from === undefined || (failed && !totals) ? [] : [{ key: 'mpGrantedThisMonth', value: totals?.amount, link: l.mpGrantedThisMonth(from) }]

/** 概況 with the MP granted this month after the /stats/ figures (its own call: an error shows inline with 再読み込み). */
const FiguresWithMonth = ({
  list, figures, figureLinks, busy,
}: { readonly list: ListActor<MpGrantTotals, MpLedgerSearch>; readonly figures: ReadonlyArray<Figure>; readonly figureLinks: HomeFigureLinks; readonly busy: boolean }) => {
  const totals = useListPage(list)
  // the month's first day in Japan: the route asks for the grants from it
  const from = useSelector(list, (s) => s.context.search.from)
  const month = monthFigure(totals.items[0], totals.error !== undefined, from, figureLinks)
  return (
    <>
      <Figures id="home-figures" title={h.figures} figures={[...figures, ...month]} busy={busy || month.some((f) => f.value === undefined)} />
      <ListError error={totals.error} onRetry={totals.retry} />
    </>
  )
}

const Dashboard = ({
  list, monthGrants, figureLinks, failedImports, queueCounts,
}: {
  readonly list: ListActor<Stats, PagingSearch>
  readonly queueCounts: WorkQueueCounts | undefined
  readonly monthGrants: ListActor<MpGrantTotals, MpLedgerSearch> | undefined
  readonly figureLinks: HomeFigureLinks
  readonly failedImports: ReactNode
}) => {
  const stats = useListPage(list)
  const s = stats.items[0]
  // the cards are drawn from the start, '…' until counted; a failed first load shows its error alone
  const busy = s === undefined

  return (
    <>
      <ListError error={stats.error} onRetry={stats.retry} />
      {s || stats.error === undefined ? (
        <>
          <Figures id="home-attention" title={h.attention} figures={attentionOf(s, figureLinks, queueCounts)} extra={failedImports} busy={busy} />
          {monthGrants ? (
            <FiguresWithMonth list={monthGrants} figures={figuresOf(s, figureLinks)} figureLinks={figureLinks} busy={busy} />
          ) : (
            <Figures id="home-figures" title={h.figures} figures={figuresOf(s, figureLinks)} busy={busy} />
          )}
        </>
      ) : null}
    </>
  )
}

export const HomePage = ({ links, figureLinks, stats, monthGrants, failedImports, onDownloadFailedRows, queueCounts }: HomePageProps) => (
  <>
    <PageHeading title={shellText.home} />
    <p className="home-lead">{shellText.homeLead}</p>
    {stats ? (
      <Dashboard
        list={stats}
        queueCounts={queueCounts}
        monthGrants={monthGrants}
        figureLinks={figureLinks}
        failedImports={failedImports && onDownloadFailedRows ? <FailedImportsCard list={failedImports} onDownload={onDownloadFailedRows} /> : null}
      />
    ) : null}
    {stats ? <h2 className="home-links-heading">{h.links}</h2> : null}
    <ul className="home-grid" aria-busy={links === undefined}>
      {(links ?? []).map((link) => (
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
