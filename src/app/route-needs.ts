/**
 * Which routes need what, for the access gate (src/app/route-access.tsx): every route of
 * an area that declares `requires`. The composition root hands the areas in as it builds the route
 * tree (`gateAreaRoutes(areas)`, src/app/console-routes.ts): the shell never imports the list of
 * areas. Apart from the gate so that the console's chunk, which makes the hand-over,
 * does not carry the gate and its notice (the main layout's chunk does).
 */
import { routesOf, type Area, type MenuAccess } from './area'

/** What a gated route needs, and the name of its area (the notice's heading). */
export interface RouteNeed {
  readonly requires: keyof MenuAccess
  readonly title: string
}

type GatedArea = Pick<Area, 'key' | 'routes' | 'menu' | 'requires'>

let gatedAreas: ReadonlyArray<GatedArea> = []
let byRouteId: ReadonlyMap<string, RouteNeed> | undefined

/**
 * The areas whose routes the gate guards, handed over by the composition root as it builds the
 * route tree (src/app/console-routes.ts): the shell never imports the list of areas.
 */
export const gateAreaRoutes = (areas: ReadonlyArray<GatedArea>): void => {
  gatedAreas = areas
  byRouteId = undefined
}

/** Every gated route by its id (read once the router has built the tree: route ids exist then). */
const needsByRouteId = (): ReadonlyMap<string, RouteNeed> => {
  if (byRouteId) return byRouteId
  const entries: Array<readonly [string, RouteNeed]> = []
  for (const area of gatedAreas) {
    const requires = area.requires
    if (requires === undefined) continue
    const title = area.menu?.[0]?.label ?? area.key
    for (const route of routesOf(area)) entries.push([route.id, { requires, title }])
  }
  byRouteId = new Map(entries)
  return byRouteId
}

/** What the deepest gated route among `routeIds` (the current matches) needs, if any. */
export const routeNeedOf = (routeIds: ReadonlyArray<string>): RouteNeed | undefined => {
  const needs = needsByRouteId()
  for (const id of [...routeIds].reverse()) {
    const need = needs.get(id)
    if (need) return need
  }
  return undefined
}
