/**
 * The home page's route (every area has its own routes file: manuscript.routes.tsx,
 * expertise.routes.tsx, survey.routes.tsx …).
 */
import { createRoute } from '@tanstack/react-router'
import { HomePage } from '../../views/pages/home/home.page'
import { hrefOf, menuSpec } from '../menu'
import { useNavigateHref } from '../navigation'
import { homePages } from '../wiring/home.wiring'
import { mainLayoutRoute } from './layouts'

const homeLinks = menuSpec.map((spec) => ({ key: spec.key, label: spec.label, icon: spec.icon, href: hrefOf(spec) }))
export const homeRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/',
  component: function HomeRoute() {
    return <HomePage links={homeLinks} onNavigate={useNavigateHref()} statsMachine={homePages.stats} monthGrantsMachine={homePages.monthGrants} />
  },
})

export const contentRoutes = [
  homeRoute,
] as const
