/**
 * Routes of the points (MP) area: /mp_management (bulk grant; the doctor search is in the URL,
 * decoded like /doctor's, the grant ledger's filters under `ledger`), /mp_swap (gift-card exchange history: period, doctor, status in the URL). The machines come provided from
 * src/areas/points/points.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { parseGiftHistorySearch, parseMpManagementSearch } from './points.search'
import { defineArea } from '../../app/area'

export const pointsArea = defineArea({
  key: 'points',
  routes: {
    main: [
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'mp_management', validateSearch: parseMpManagementSearch }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'mp_swap', validateSearch: parseGiftHistorySearch }),
    ],
  },
  lazy: () => import('./points.lazy'),
  menu: [
    { key: 'mp', label: 'MP管理', icon: 'pi pi-star', path: '/mp_management' },
    { key: 'gift', label: 'ギフト券交換履歴', icon: 'pi pi-gift', path: '/mp_swap' },
  ],
  machines: () => import('./points.lazy').then((m) => ({ 'points': m.pointsMachines })),
})
