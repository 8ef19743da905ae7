/**
 * The index route (/): quick links into each area, in menu order.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { HomePage } from '../../views/pages/home/home.page'
import { hrefOf, menuSpec } from '../menu'
import { useNavigateHref } from '../navigation'

const homeLinks = menuSpec.map((spec) => ({ key: spec.key, label: spec.label, icon: spec.icon, href: hrefOf(spec) }))

const HomeRoute = () => <HomePage links={homeLinks} onNavigate={useNavigateHref()} />

export const homeRoutes = <P extends AnyRoute>(parent: P) =>
  [createRoute({ getParentRoute: () => parent, path: '/', component: HomeRoute })] as const
