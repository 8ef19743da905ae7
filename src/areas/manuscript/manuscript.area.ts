/**
 * Routes of the manuscript area: /manuscript (tab, keyword, status, hold, sort, cursor:
 * manuscript.search.ts), /manuscript/{manuscriptId} (detail and moderation),
 * /manuscript/{manuscriptId}/edit. The machines come provided from src/areas/manuscript/manuscript.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { ManuscriptId } from '../../domain/ids'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { parseManuscriptListSearch } from './manuscript.search'
import { idParam } from '../../app/routes/params'
import { defineArea } from '../../app/area'

export const manuscriptArea = defineArea({
  key: 'manuscript',
  routes: {
    main: [
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript', validateSearch: parseManuscriptListSearch }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript/$manuscriptId', params: idParam('manuscriptId', ManuscriptId) }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'manuscript/$manuscriptId/edit', params: idParam('manuscriptId', ManuscriptId) }),
    ],
  },
  lazy: () => import('./manuscript.lazy'),
  menu: [
    { key: 'manuscript', label: '記事管理', icon: 'pi pi-file-edit', path: '/manuscript', queue: 'manuscriptsUnderReview' },
  ],
  machines: () => import('./manuscript.lazy').then((m) => ({ 'manuscript': m.manuscriptMachines })),
})
