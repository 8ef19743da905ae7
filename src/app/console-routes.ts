/**
 * The console's composition root for its areas: the shell (src/app) meets THE list of
 * areas (src/areas/index.ts) here and nowhere else. From the list come the route tree
 * (`routeTreeOf`, src/app/router.tsx), the menu (`menuSpecOf`, src/app/area.ts) and the routes the
 * access gate guards (`gateAreaRoutes`, src/app/route-needs.ts).
 *
 * Only src/app/console.tsx (the console's entry, which creates THE router and provides the menu)
 * and tests import this module. The areas import the shell (their layouts, `defineArea`, `lazyRoute`),
 * so a shell module importing the areas back would close a circle: it did, 19 files through the main
 * layout's lazy part (the menu, the access gate, the home page's links), and the import-cycle check
 * now follows dynamic imports too (scripts/import-cycles.ts).
 */
import { areas } from '../areas'
import { menuSpecOf } from './area'
import { gateAreaRoutes } from './route-needs'
import { routeTreeOf } from './router'

export { areas }

/** The console's route tree: the layouts with every area's routes. */
export const routeTree = routeTreeOf(areas)

// every route of an area that declares `requires` is gated by it (the ids exist once the tree is built)
gateAreaRoutes(areas)

/** The menu of SPEC section 2, from the areas in the list's order. */
export const menuSpec = menuSpecOf(areas)
