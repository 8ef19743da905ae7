/**
 * Route of the expertise area: /expertise (専門分野管理), the editable expertise tree. The
 * machine comes provided from src/app/wiring/expertise.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { lazyHook, lazyPage, routePage } from '../lazy'
import { mainLayoutRoute } from './layouts'

const ExpertisePage = lazyPage(() => import('../../views/pages/expertise/expertise.page'), 'ExpertisePage')
const props = <K extends keyof typeof import('./expertise.lazy')>(name: K) => lazyHook(() => import('./expertise.lazy'), name)

export const expertiseRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'expertise' })
expertiseRoute.update({ component: routePage(ExpertisePage, props('useExpertiseProps')) })

export const expertiseRoutes = [expertiseRoute] as const
