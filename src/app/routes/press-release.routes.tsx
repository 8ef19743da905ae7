/**
 * Routes of the press release area: /press_release (`status` from the PR menu's sub-entries,
 * keyword, client, media, sort, cursor: press-release.search.ts), /press_release/{id}/edit
 * (the release, its status moves and publication time; the edit form in editing, else the
 * read-only form) and its media, under PR管理 (no menu entry of their own, so the menu keeps
 * PR管理 highlighted): /press_release/media (list: media.search.ts) and
 * /press_release/media/{mediumId}. Module level, ids are branded (idParam); the machines come
 * provided from src/app/wiring/press-release.wiring.ts and media.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { MediaId, PressReleaseId } from '../../domain/ids'
import { mainLayoutRoute } from './layouts'
import { parseMediaListSearch } from './media.search'
import { idParam } from './params'
import { parsePressReleaseListSearch } from './press-release.search'

const lazyPart = () => import('./press-release.lazy')

export const pressReleaseListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release', validateSearch: parsePressReleaseListSearch })
  .lazy(() => lazyPart().then((m) => m.pressReleaseList))

export const pressReleaseEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release/$id/edit', params: idParam('id', PressReleaseId) })
  .lazy(() => lazyPart().then((m) => m.pressReleaseEdit))

export const mediaListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release/media', validateSearch: parseMediaListSearch })
  .lazy(() => lazyPart().then((m) => m.mediaList))

export const mediaDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release/media/$mediumId', params: idParam('mediumId', MediaId) })
  .lazy(() => lazyPart().then((m) => m.mediaDetail))

export const pressReleaseRoutes = [pressReleaseListRoute, pressReleaseEditRoute, mediaListRoute, mediaDetailRoute] as const
