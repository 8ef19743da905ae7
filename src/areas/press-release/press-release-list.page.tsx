/**
 * /press_release: status (the PR menu's sub-entries and the selector), keyword, client and media
 * filters, sortable columns, cursor paging; everything in the URL. Publication times in JST.
 */
import { Link } from '@tanstack/react-router'
import { jstDateTime } from '../../domain/jst'
import { SelectButton } from 'primereact/selectbutton'
import { Tag } from 'primereact/tag'
import type { MediaId, PressReleaseId } from '../../domain/ids'
import {
  pressReleaseRecord, pressReleaseStatuses, type PressRelease, type PressReleaseLookups, type PressReleaseStatus,
} from '../../domain/press-release'
import type { LookupsMachine } from '../../machines/lookups.machine'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, ListFilters, ListTable, useFilteredList, type ListPageProps } from '../../views/components/list-page.component'
import { LookupErrors, useLookups } from '../../views/components/lookups.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { ButtonLink, type RouteLink } from '../../views/components/route-link.component'
import { recordColumns } from '../../views/components/record-view'
import { mediaText } from './media.text'
import { pressReleaseText as t } from './press-release.text'
import type { PressReleaseListSearch } from './press-release.search'

/** The list and what it keeps in the URL (its route decodes it: src/areas/press-release/press-release.search.ts). */
export interface PressReleaseListPageProps extends ListPageProps<PressRelease, PressReleaseListSearch> {
  readonly lookupsMachine: LookupsMachine<PressReleaseLookups>
  /** The release's page (the title cell's link; a row click or Enter follows it too). */
  readonly detailLink: (id: PressReleaseId) => RouteLink
  /** PR管理 (every status: the area's crumb when a status is picked). */
  readonly listLink: RouteLink
  /** PR管理 › メディア. */
  readonly mediaLink: RouteLink
}

const statusSeverity: Record<PressReleaseStatus, 'info' | 'warning' | 'success' | 'danger'> = {
  editing: 'info',
  request: 'warning',
  published: 'success',
  suspend: 'danger',
}

/** A release's publication time in Japan time, or 未設定 when it has none (a future one is a schedule). */
export const publishedAtText = (iso: string | null): string => (iso === null ? t.notScheduled : jstDateTime(iso))

export const PressReleaseStatusTag = ({ status }: { readonly status: PressReleaseStatus }) => (
  <Tag severity={statusSeverity[status]} value={t.statusLabels[status]} />
)

/** The tag beside a release whose medium is suspended (list, medium page, release page). */
export const SuspendedMediumTag = () => <Tag className="suspended-medium" severity="danger" value={mediaText.suspendedMedium} />

/**
 * A release's medium by name (from the media options), marked when suspended; with `link`, a
 * link to the medium's page.
 */
export const MediumName = ({ id, media, link }: {
  readonly id: MediaId | null
  readonly media: PressReleaseLookups['media'] | undefined
  readonly link?: ((id: MediaId) => RouteLink) | undefined
}) => {
  if (id === null) return <>{t.none}</>
  const medium = media?.find((m) => m.id === id)
  const name = medium?.name ?? id
  return (
    <span className="medium-name">
      {link ? <Link {...link(id)}>{name}</Link> : name}
      {medium?.suspended ? <SuspendedMediumTag /> : null}
    </span>
  )
}

const allValue = 'all'

export const PressReleaseListPage = ({ lookupsMachine, detailLink, listLink, mediaLink, ...props }: PressReleaseListPageProps) => {
  const page = useFilteredList('press-release', props)
  const { search, apply } = page
  const lookups = useLookups(lookupsMachine)
  // the columns as declared (pressReleaseRecord.list); a blank publication time reads 未設定 (not scheduled)
  const columns: ReadonlyArray<DataColumn<PressRelease>> = recordColumns(pressReleaseRecord, {
    none: t.notScheduled,
    name: (kind, id) => (kind === 'media' ? lookups.data.media?.find((m) => m.id === id)?.name : undefined),
    render: {
      mediaId: (p) => <MediumName id={p.mediaId} media={lookups.data.media} />,
      status: (p) => <PressReleaseStatusTag status={p.status} />,
    },
  })
  const statusOptions = [{ label: t.all, value: allValue }, ...pressReleaseStatuses.map((value) => ({ label: t.statusLabels[value], value }))]

  return (
    <div className="press-release-list-page">
      <PageHeading title={search.status ? t.statusLabels[search.status] : t.area} trail={search.status ? [{ label: t.area, link: listLink }] : []}>
        <SelectButton
          className="status-filter"
          aria-label={t.filters.status}
          value={search.status ?? allValue}
          options={statusOptions}
          allowEmpty={false}
          onChange={(event) => {
            const value = event.value as PressReleaseStatus | typeof allValue | null
            if (value === null) return
            apply({ status: value === allValue ? undefined : value })
          }}
        />
        <ButtonLink link={mediaLink} icon="pi pi-building" label={mediaText.link} outlined />
      </PageHeading>
      <ListFilters page={page} keywordLabel={t.filters.keyword}>
        <ChoiceFilter
          id="press-release-client"
          label={t.filters.client}
          value={search.clientId}
          options={(lookups.data.clients ?? []).map((c) => ({ label: c.name, value: c.id }))}
          filter
          onChange={(clientId) => apply({ clientId })}
        />
        <ChoiceFilter
          id="press-release-media"
          label={t.filters.media}
          value={search.mediaId}
          options={(lookups.data.media ?? []).map((m) => ({ label: m.name, value: m.id }))}
          filter
          onChange={(mediaId) => apply({ mediaId })}
        />
      </ListFilters>
      <LookupErrors lookups={lookups} parts={{ clients: t.lookups.clients, media: t.lookups.media }} />
      <ListTable
        page={page}
        label={t.list}
        columns={columns}
        rowKey={(p) => p.id}
        open={{ column: 'title', link: (p) => detailLink(p.id) }}
        emptyText={t.empty}
        rowClassName={(p) => (p.status === 'suspend' ? 'is-muted' : undefined)}
      />
    </div>
  )
}
