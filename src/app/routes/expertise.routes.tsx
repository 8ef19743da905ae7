/**
 * Route of the expertise area: /expertise (専門分野管理), the editable expertise tree. The
 * machine comes provided from src/app/wiring/expertise.wiring.ts.
 */
import { createRoute } from '@tanstack/react-router'
import { lazyPage, routePage } from '../lazy'
import { expertisePages } from '../wiring/expertise.wiring'
import { mainLayoutRoute } from './layouts'

const ExpertisePage = lazyPage(() => import('../../views/pages/expertise/expertise.page'), 'ExpertisePage')

export const expertiseRoute = createRoute({ getParentRoute: () => mainLayoutRoute, path: 'expertise' })
expertiseRoute.update({ component: routePage(ExpertisePage, () => ({ machine: expertisePages.tree })) })

export const expertiseRoutes = [expertiseRoute] as const
