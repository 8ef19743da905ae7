/**
 * The expertise routes' lazy parts (loaded on demand through the router's `route.lazy`, never in
 * the entry chunk): each route's component, its page (a chunk of its own, loaded next) and the
 * page's props: the area's machines (its wiring), typed navigation, params and search read by route
 * (`lazyRoute(id, page, (route) => props)`, src/app/area.ts). The routes themselves are
 * expertise.area.ts, which this module never imports.
 */
import { expertiseMachines } from './expertise.wiring'
import { lazyPage } from '../../app/lazy'
import { lazyRoute } from '../../app/area'

/** The area's page machines, for the tests' page registry (`pages` in expertise.area.ts: through this module, so the build has no second way into the wiring). */
export { expertiseMachines }

const ExpertisePage = lazyPage(() => import('./expertise.page'), 'ExpertisePage')

export const expertise = lazyRoute('/main/expertise', ExpertisePage, () => {
  return { machine: expertiseMachines.tree }
})
