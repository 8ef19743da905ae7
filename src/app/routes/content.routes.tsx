/**
 * The home page's route (every area has its own routes file: manuscript.routes.tsx,
 * expertise.routes.tsx, survey.routes.tsx …). The page and its props (content.lazy.ts) load on demand.
 */
import { createRoute } from '@tanstack/react-router'
import { lazyHook, lazyPage, routePage } from '../lazy'
import { mainLayoutRoute } from './layouts'

const HomePage = lazyPage(() => import('../../views/pages/home/home.page'), 'HomePage')

export const homeRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/',
  component: routePage(HomePage, lazyHook(() => import('./content.lazy'), 'useHomeProps')),
})

export const contentRoutes = [
  homeRoute,
] as const
