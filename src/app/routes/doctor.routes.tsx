/**
 * Routes of the doctor area: /doctor, /doctor/import, /doctor/new, /doctor/{doctorId},
 * /doctor/{doctorId}/edit. Declared at module level under the main layout: `doctorId` is a
 * `DoctorId` (idParam), the list's search is decoded from its Schema (doctor.search.ts), and
 * navigation is typed (`navigate({ to: '/doctor/$doctorId', params })`). Each route's page and
 * its props (doctor.lazy.ts: the machines of src/app/wiring/doctor.wiring.ts) load on demand.
 */
import { createRoute } from '@tanstack/react-router'
import { DoctorId } from '../../domain/ids'
import { lazyHook, lazyPage, routePage } from '../lazy'
import { parseDoctorListSearch } from './doctor.search'
import { mainLayoutRoute } from './layouts'
import { idParam } from './params'

const DoctorListPage = lazyPage(() => import('../../views/pages/doctor/doctor-list.page'), 'DoctorListPage')
const DoctorDetailPage = lazyPage(() => import('../../views/pages/doctor/doctor-detail.page'), 'DoctorDetailPage')
const DoctorFormPage = lazyPage(() => import('../../views/pages/doctor/doctor-form.page'), 'DoctorFormPage')
const DoctorImportPage = lazyPage(() => import('../../views/pages/doctor/doctor-import.page'), 'DoctorImportPage')
const props = <K extends keyof typeof import('./doctor.lazy')>(name: K) => lazyHook(() => import('./doctor.lazy'), name)

export const doctorListRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor', validateSearch: parseDoctorListSearch })
doctorListRoute.update({ component: routePage(DoctorListPage, props('useDoctorListProps')) })

export const doctorImportRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/import' })
doctorImportRoute.update({ component: routePage(DoctorImportPage, props('useDoctorImportProps')) })

export const doctorNewRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/new' })
doctorNewRoute.update({ component: routePage(DoctorFormPage, props('useDoctorNewProps')) })

export const doctorDetailRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/$doctorId', params: idParam('doctorId', DoctorId) })
doctorDetailRoute.update({ component: routePage(DoctorDetailPage, props('useDoctorDetailProps')) })

export const doctorEditRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'doctor/$doctorId/edit', params: idParam('doctorId', DoctorId) })
doctorEditRoute.update({ component: routePage(DoctorFormPage, props('useDoctorEditProps')) })

export const doctorRoutes = [doctorListRoute, doctorImportRoute, doctorNewRoute, doctorDetailRoute, doctorEditRoute] as const
