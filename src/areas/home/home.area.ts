/**
 * The home page's route (every area has its own routes file: manuscript.area.ts,
 * expertise.area.ts, survey.area.ts …). Its lazy part (home.lazy.ts: component, page and
 * props) loads on demand through the router's `route.lazy`.
 */
import { createRoute } from '@tanstack/react-router'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { defineArea } from '../../app/area'

export const homeArea = defineArea({
  key: 'home',
  routes: {
    main: [
      createRoute({ getParentRoute: () => mainLayoutRoute, path: '/' }),
    ],
  },
  lazy: () => import('./home.lazy'),
  machines: () => import('./home.lazy').then((m) => ({ 'home': m.homeMachines })),
})
