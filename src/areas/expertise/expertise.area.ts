/**
 * Route of the expertise area: /expertise (専門分野管理), the editable expertise tree. The
 * machine comes provided from src/areas/expertise/expertise.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { defineArea } from '../../app/area'

export const expertiseArea = defineArea({
  key: 'expertise',
  routes: {
    main: [
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'expertise' }),
    ],
  },
  lazy: () => import('./expertise.lazy'),
  menu: [
    { key: 'expertise', label: '専門分野管理', icon: 'pi pi-tags', path: '/expertise' },
  ],
  machines: () => import('./expertise.lazy').then((m) => ({ 'expertise': m.expertiseMachines })),
})
