/**
 * Routes of the doctor area: /doctor, /doctor/import, /doctor/new, /doctor/trash (ゴミ箱), /doctor/{doctorId},
 * /doctor/{doctorId}/edit. Declared once at module level under the main layout: `doctorId` is a
 * `DoctorId` (idParam), the list's search is decoded from its Schema (doctor.search.ts), and
 * navigation is typed (`navigate({ to: '/doctor/$doctorId', params })`). Each route's lazy part
 * (doctor.lazy.ts: its component, the page and the machines of src/areas/doctor/doctor.wiring.ts)
 * loads on demand through the router's `route.lazy`.
 */
import { createRoute } from '@tanstack/react-router'
import { DoctorId } from '../../domain/ids'
import { parseDoctorListSearch } from './doctor.search'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { idParam } from '../../app/routes/params'
import { defineArea } from '../../app/area'

export const doctorArea = defineArea({
  key: 'doctor',
  routes: {
    main: [
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor', validateSearch: parseDoctorListSearch }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/import' }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/new' }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/trash' }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/$doctorId', params: idParam('doctorId', DoctorId) }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/$doctorId/edit', params: idParam('doctorId', DoctorId) }),
    ],
  },
  lazy: () => import('./doctor.lazy'),
  menu: [
    { key: 'doctor', label: '医師管理', icon: 'pi pi-user', path: '/doctor' },
  ],
  machines: () => import('./doctor.lazy').then((m) => ({ 'doctor': m.doctorMachines })),
})
