/**
 * Routes of the doctor area: /doctor, /doctor/import, /doctor/new, /doctor/{doctorId},
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

const lazyPart = () => import('./doctor.lazy')

export const doctorListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor', validateSearch: parseDoctorListSearch })
  .lazy(() => lazyPart().then((m) => m.doctorList))

export const doctorImportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/import' })
  .lazy(() => lazyPart().then((m) => m.doctorImport))

export const doctorNewRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/new' })
  .lazy(() => lazyPart().then((m) => m.doctorNew))

export const doctorDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/$doctorId', params: idParam('doctorId', DoctorId) })
  .lazy(() => lazyPart().then((m) => m.doctorDetail))

export const doctorEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/$doctorId/edit', params: idParam('doctorId', DoctorId) })
  .lazy(() => lazyPart().then((m) => m.doctorEdit))

export const doctorArea = defineArea({
  key: 'doctor',
  routes: { main: [doctorListRoute, doctorImportRoute, doctorNewRoute, doctorDetailRoute, doctorEditRoute] },
  menu: [
    { key: 'doctor', label: '医師管理', icon: 'pi pi-user', path: '/doctor' },
  ],
  pages: () => import('./doctor.wiring').then((m) => ({ 'doctor': m.doctorPages })),
})
