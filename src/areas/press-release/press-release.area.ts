/**
 * Routes of the press release area: /press_release (`status` from the PR menu's sub-entries,
 * keyword, client, media, sort, cursor: press-release.search.ts), /press_release/{id}/edit
 * (the release, its status moves and publication time; the edit form in editing, else the
 * read-only form) and its media, under PR管理 (no menu entry of their own, so the menu keeps
 * PR管理 highlighted): /press_release/media (list: media.search.ts) and
 * /press_release/media/{mediumId}. Module level, ids are branded (idParam); the machines come
 * provided from src/areas/press-release/press-release.wiring.ts and media.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { MediaId, PressReleaseId } from '../../domain/ids'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { parseMediaListSearch } from './media.search'
import { idParam } from '../../app/routes/params'
import { parsePressReleaseListSearch } from './press-release.search'
import { defineArea } from '../../app/area'
import { pressReleaseStatuses } from '../../domain/press-release'
import { shellText } from '../../views/text/shell.text'

export const pressReleaseArea = defineArea({
  key: 'press-release',
  routes: {
    main: [
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release', validateSearch: parsePressReleaseListSearch }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release/$id/edit', params: idParam('id', PressReleaseId) }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release/media', validateSearch: parseMediaListSearch }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'press_release/media/$mediumId', params: idParam('mediumId', MediaId) }),
    ],
  },
  lazy: () => import('./press-release.lazy'),
  menu: [
    {
      key: 'press_release',
      label: 'PR管理',
      icon: 'pi pi-megaphone',
      path: '/press_release',
      // the requests waiting for a decision, next to the entry and to its 公開申請中
      queue: 'pressReleasesRequested',
      // the sub-entries filter the list by status (SPEC section 4)
      children: pressReleaseStatuses.map((status) => ({
        key: `press_release.${status}`,
        label: shellText.pressReleaseStatus[status],
        icon: '',
        path: '/press_release',
        status,
        ...(status === 'request' ? { queue: 'pressReleasesRequested' as const } : {}),
      })),
    },
  ],
  machines: () => import('./press-release.lazy').then((m) => ({ 'press-release': m.pressReleaseMachines, 'media': m.mediaMachines })),
})
