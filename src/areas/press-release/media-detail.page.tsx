/**
 * /press_release/media/{mediumId}: the medium (name, URL, description, state), suspend / resume
 * and delete as its state allows (each confirmed), its published interviews and its press
 * releases; when the medium is suspended, each of its releases is marked as a suspended
 * medium's. Both lists page by cursor on the page itself.
 */
import { jstDateTime } from '../../domain/jst'
import { Skeleton } from 'primereact/skeleton'
import type { MediaId, PressReleaseId } from '../../domain/ids'
import { mediaRecord, type Interview, type Media, type MediaAction } from '../../domain/media'
import { pressReleaseRecord, type PressRelease } from '../../domain/press-release'
import type { RecordMachine } from '../../machines/record.machine'
import type { DataColumn } from '../../views/components/data-table.component'
import { DetailList, Section } from '../../views/components/entity-form.component'
import { ListTable, useListPage, type ListActor } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { RecordActions, RecordLoadError, useRecordPage, type RecordActionButton } from '../../views/components/record-page.component'
import { recordDetailItems } from '../../views/components/record-view'
import { RecordActionDialog } from '../../views/dialogs/record-action.dialog'
import { mediaText as t } from './media.text'
import type { PressReleaseListSearch } from './press-release.search'
import { publishedAtText, PressReleaseStatusTag, SuspendedMediumTag } from './press-release-list.page'
import { MediaStatusTag } from './media-list.page'
import type { MediaInterviewSearch } from './media.search'
import { RecordHistory } from '../audit-log'


export interface MediaDetailPageProps {
  readonly machine: RecordMachine<Media, MediaAction, MediaId>
  /** The medium's interviews and press releases: lists run by the route, paged and sorted in the page's state (not the URL). */
  readonly interviews: ListActor<Interview, MediaInterviewSearch>
  readonly interviewSearch: MediaInterviewSearch
  readonly onInterviewSearch: (search: MediaInterviewSearch) => void
  readonly pressReleases: ListActor<PressRelease, PressReleaseListSearch>
  readonly releaseSearch: PressReleaseListSearch
  readonly onReleaseSearch: (search: PressReleaseListSearch) => void
  readonly mediumId: MediaId
  /** The crumbs: PR管理 and メディア一覧. */
  readonly pressReleasesLink: RouteLink
  readonly listLink: RouteLink
  readonly onDeleted: () => void
  /** A release's page (its title cell's link; a row click or Enter follows it too). */
  readonly pressReleaseLink: (id: PressReleaseId) => RouteLink
}

const when = (iso: string | null) => (iso ? jstDateTime(iso) : t.none)

const actions: ReadonlyArray<RecordActionButton<MediaAction>> = [
  { action: 'suspend', label: t.actions.suspend, icon: 'pi pi-lock', severity: 'warning' },
  { action: 'resume', label: t.actions.resume, icon: 'pi pi-lock-open', severity: 'success' },
  { action: 'delete', label: t.actions.delete, icon: 'pi pi-trash', severity: 'danger' },
]

const interviewColumns: ReadonlyArray<DataColumn<Interview>> = [
  { id: 'title', header: t.interviews.fields.title, cell: (i) => (i.url ? <a href={i.url} target="_blank" rel="noreferrer noopener">{i.title}</a> : i.title), width: 'minmax(10rem, 1fr)' },
  { id: 'summary', header: t.interviews.fields.summary, cell: (i) => i.summary, width: 'minmax(10rem, 1.5fr)' },
  { id: 'publishedAt', header: t.interviews.fields.publishedAt, cell: (i) => when(i.publishedAt), width: '9rem' },
]

export const MediaDetailPage = ({
  machine, interviews: interviewsActor, interviewSearch, onInterviewSearch, pressReleases, releaseSearch, onReleaseSearch, mediumId, pressReleasesLink, listLink, onDeleted, pressReleaseLink }: MediaDetailPageProps) => {
  const page = useRecordPage(machine, mediumId, onDeleted)
  const medium = page.record
  const interviews = useListPage(interviewsActor)
  const releases = useListPage(pressReleases)
  const release = pressReleaseRecord.label
  const releaseColumns: ReadonlyArray<DataColumn<PressRelease>> = [
    { id: 'title', header: release('title'), cell: (p) => p.title, width: 'minmax(12rem, 2fr)' },
    { id: 'client', header: release('clientName'), cell: (p) => p.clientName, width: 'minmax(8rem, 1fr)' },
    { id: 'status', header: release('status'), cell: (p) => <PressReleaseStatusTag status={p.status} />, width: '7rem' },
    { id: 'medium', header: release('mediaId'), cell: () => (medium?.suspended ? <SuspendedMediumTag /> : t.statusLabels.false), width: '9rem' },
    { id: 'publishedAt', header: release('publishedAt'), cell: (p) => publishedAtText(p.publishedAt), width: '9rem' },
  ]

  return (
    <div className="media-detail-page">
      <PageHeading title={medium?.name ?? t.detail} trail={[{ label: t.area, link: pressReleasesLink }, { label: t.list, link: listLink }]} />
      <RecordLoadError error={page.loadError} label={t.loadFailed} retryLabel={t.retry} onRetry={page.reload} />
      {!medium ? (
        page.loading ? <Skeleton height="12rem" /> : null
      ) : (
        <Section title={t.detail} actions={<RecordActions page={page} actions={actions} />}>
          <DetailList
            items={recordDetailItems(mediaRecord, medium, {
              none: t.none,
              wide: ['description'],
              render: {
                suspended: (m) => <MediaStatusTag medium={m} />,
                // shown while the medium is active too (未設定)
                suspendedAt: (m) => when(m.suspendedAt),
                url: (m) => (m.url ? <a href={m.url} target="_blank" rel="noreferrer noopener">{m.url}</a> : t.none),
              },
            })}
          />
        </Section>
      )}
      <Section title={t.pressReleases.title}>
        <ListTable
          page={{ list: releases, search: releaseSearch, onSearch: onReleaseSearch }}
          label={t.pressReleases.label}
          columns={releaseColumns}
          rowKey={(p) => p.id}
          open={{ column: 'title', link: (p) => pressReleaseLink(p.id) }}
          emptyText={t.pressReleases.empty}
          rowClassName={() => (medium?.suspended ? 'is-muted' : undefined)}
        />
      </Section>
      <Section title={t.interviews.title}>
        <ListTable
          page={{ list: interviews, search: interviewSearch, onSearch: onInterviewSearch }}
          label={t.interviews.label}
          columns={interviewColumns}
          rowKey={(i) => i.id}
          onOpen={(i) => {
            if (i.url) window.open(i.url, '_blank', 'noopener,noreferrer')
          }}
          emptyText={t.interviews.empty}
        />
      </Section>
      <RecordHistory kind="media" id={mediumId} editable={medium !== undefined} onReverted={page.reload} />
      <RecordActionDialog action={page.confirming} texts={t.dialogs} busy={page.busy} onAccept={page.accept} onCancel={page.cancel} />
    </div>
  )
}
