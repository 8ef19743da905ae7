/**
 * What the manuscript pages ask of the API (see src/services/operation.ts). The list: each tab
 * is its own catalogued call (under_reviews, reviewed, acceptable, latest_offered, the whole
 * list); a keyword goes to POST /manuscripts/search narrowed to the tab's statuses. Run by the
 * page's actor (src/app/wiring/manuscript.wiring.ts) and by the Pact consumer test of each call.
 */
import { flagValue, listPageSize } from '../domain/list-query'
import {
  manuscriptTabStatuses, type ManuscriptListQuery, type ManuscriptQuery, type ManuscriptSearch, type ManuscriptTab,
} from '../domain/manuscript'
import { composite, operation } from './operation'

/** The tab shown when the URL names none. */
export const defaultManuscriptTab: ManuscriptTab = 'under_review'

/** The GET query of a tab's list: the filters set (status only on 'all'), the console's page size. */
export const manuscriptQueryOf = (q: ManuscriptListQuery): ManuscriptQuery => {
  const held = flagValue(q.held)
  return {
    ...((q.tab ?? defaultManuscriptTab) === 'all' && q.status ? { status: q.status } : {}),
    ...(held !== undefined ? { held } : {}),
    ...(q.sort ? { sort: q.sort, order: q.order ?? 'asc' } : {}),
    ...(q.cursor ? { cursor: q.cursor } : {}),
    limit: listPageSize,
  }
}

/** The search body of a keyword on a tab. */
export const manuscriptSearchBody = (q: ManuscriptListQuery): ManuscriptSearch => {
  const tab = q.tab ?? defaultManuscriptTab
  const held = flagValue(q.held)
  const statuses = tab === 'all' ? (q.status ? [q.status] : undefined) : manuscriptTabStatuses[tab]
  return {
    keyword: q.keyword?.trim() ?? '',
    ...(statuses ? { statuses } : {}),
    ...(held !== undefined ? { held } : {}),
    ...(q.sort ? { sort: q.sort, order: q.order ?? 'asc' } : {}),
    ...(q.cursor ? { cursor: q.cursor } : {}),
    limit: listPageSize,
  }
}

const underReviews = operation('general.manuscripts.underReviews', (q: ManuscriptListQuery) => ({ query: manuscriptQueryOf(q) }))
const reviewed = operation('general.manuscripts.reviewed', (q: ManuscriptListQuery) => ({ query: manuscriptQueryOf(q) }))
const acceptable = operation('general.manuscripts.acceptable', (q: ManuscriptListQuery) => ({ query: manuscriptQueryOf(q) }))
const latestOffered = operation('general.manuscripts.latestOffered', (q: ManuscriptListQuery) => ({ query: manuscriptQueryOf(q) }))
const all = operation('general.manuscripts.list', (q: ManuscriptListQuery) => ({ query: manuscriptQueryOf(q) }))
const search = operation('general.manuscripts.search', (q: ManuscriptListQuery) => ({ body: manuscriptSearchBody(q) }))

const tabs = { under_review: underReviews, reviewed, acceptable, latest_offered: latestOffered, all } as const

export const manuscriptOps = {
  /** One page of a tab, or of the keyword search on it. */
  list: composite('manuscripts.list', [underReviews, reviewed, acceptable, latestOffered, all, search], (q: ManuscriptListQuery) =>
    q.keyword?.trim() ? search(q) : tabs[q.tab ?? defaultManuscriptTab](q),
  ),
} as const
