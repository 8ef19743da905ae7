/**
 * The expertise routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (its wiring), typed navigation, params and search read by
 * route id (`getRouteApi`). The routes themselves are expertise.area.ts, which this module never imports.
 */
import { createLazyRoute } from '@tanstack/react-router'
import { expertisePages } from './expertise.wiring'
import type { ComponentProps } from 'react'
import { lazyPage, routePage } from '../../app/lazy'

const ExpertisePage = lazyPage(() => import('./expertise.page'), 'ExpertisePage')

const useExpertiseProps = (): ComponentProps<typeof ExpertisePage> => {
  return { machine: expertisePages.tree }
}

export const expertise = createLazyRoute('/main/expertise')({ component: routePage(ExpertisePage, useExpertiseProps) })
