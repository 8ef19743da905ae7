/**
 * An area of the console is a module: one folder under src/areas/<area>/ holds its
 * routes, search Schema, menu entries, texts, pages, machines' configuration (wiring) and
 * operations, and its `<area>.area.ts` declares it once with `defineArea`. The one list of areas
 * (src/areas/index.ts) is handed to the shell by the console's composition root
 * (src/app/console-routes.ts): the router takes its routes, the menu its entries (in the
 * list's order), the tests its page machines (through `machines`). No module of the shell imports it.
 *
 * Each route is declared once: its path, params and search in the area's `routes`
 * (`createRoute({ getParentRoute, path, params?, validateSearch? })`), its component, page and props
 * in the area's lazy module by the same route id (`lazyRoute('/main/doctor', DoctorListPage, useProps)`,
 * below). `defineArea` joins the two: every route loads its lazy part from `lazy` (the
 * router's `route.lazy`), the one whose id is the route's. A route without a lazy part, or a lazy part
 * without a route, is refused by tests/unit/app/area-routes.test.ts; a misspelt id does not compile.
 *
 * Roles inside an area are told by the file name (lint-enforced, eslint.config.js):
 *   *.area.ts, *.lazy.ts(x), *.wiring.ts   app (composition root of the area)
 *   *.page.tsx, *.component.tsx, *.section.tsx, *.dialog.tsx, *.text.ts   views
 *   *.machine.ts   machines        *.ops.ts   services        *.search.ts   domain (Schema only)
 *   index.ts   the area's public face: what other areas may import of it, re-exported
 */
import { createLazyRoute, getRouteApi, LazyRoute, Route, type AnyRoute, type RegisteredRouter, type RouteApi, type RouteById, type RouteIds } from '@tanstack/react-router'
import { createContext, createElement, useContext, type ComponentType } from 'react'
import type { PressReleaseStatus } from '../domain/press-release'
import type { WorkQueueKey } from '../domain/work-queue'

/**
 * What the signed-in account may do, as far as the menu and the routes are concerned (from
 * `general.auth.get`). An area that needs one of these declares it once (`Area.requires`): its
 * menu entries hide and its routes show the access notice instead of their page
 * (src/app/route-access.tsx) to an account without it.
 */
export interface MenuAccess {
  /** An active admin operator: 管理者管理 (src/domain/account.ts `canManageOperators`). */
  readonly manageOperators: boolean
}

/** One entry of the main menu (SPEC section 2). */
export interface MenuSpec {
  readonly key: string
  readonly label: string
  readonly icon: string
  /** The entry's route; entries under it (e.g. /doctor/42/edit) highlight it too. */
  readonly path: string
  /** Set on the PR sub-entries. */
  readonly status?: PressReleaseStatus
  readonly children?: ReadonlyArray<MenuSpec>
  /** Shown only when the signed-in account may do this (`MenuAccess`). */
  readonly requires?: keyof MenuAccess
  /** The work waiting behind the entry (src/domain/work-queue.ts): its count is shown next to the label, live. */
  readonly queue?: WorkQueueKey
}

/**
 * The menu of SPEC section 2: every area's entries, in the order of the list of areas
 * (src/areas/index.ts). An entry needs what its area needs (`Area.requires`, the same declaration
 * the routes' access notice reads: src/app/route-access.tsx), unless it says more itself.
 */
export const menuSpecOf = (areas: ReadonlyArray<Pick<Area, 'menu' | 'requires'>>): ReadonlyArray<MenuSpec> =>
  areas.flatMap((area) =>
    (area.menu ?? []).map((spec) => {
      const requires = spec.requires ?? area.requires
      return requires === undefined ? spec : { ...spec, requires }
    }),
  )

/**
 * The console's menu, given by the composition root (src/app/console.tsx); empty outside it. Here, not in
 * src/app/menu.ts, which the main layout's chunk holds: the console's chunk provides it.
 */
export const MenuContext = createContext<ReadonlyArray<MenuSpec>>([])

/** The console's menu (the main layout's entries, the home page's links). */
export const useMenuSpec = (): ReadonlyArray<MenuSpec> => useContext(MenuContext)

/**
 * An area's page machines, by wiring (`{ operator: operatorMachines }`): what the one-path test walks.
 * `object`: XState's machine types are invariant in their context, so no one machine type holds them all.
 */
export type AreaMachines = Readonly<Record<string, Readonly<Record<string, object>>>>

export interface Area<Main extends ReadonlyArray<unknown> = ReadonlyArray<AnyRoute>, Simple extends ReadonlyArray<unknown> = ReadonlyArray<AnyRoute>> {
  /** The folder's name under src/areas. */
  readonly key: string
  /**
   * The area's routes, by the layout they hang under (their `getParentRoute`): path, typed params
   * (`idParam`), search (`validateSearch` from the area's search Schema). Nothing else: the
   * component is the lazy part's.
   */
  readonly routes: { readonly main?: Main; readonly simple?: Simple }
  /**
   * The area's lazy module (`() => import('./<area>.lazy')`): one `lazyRoute(id, …)` per route,
   * found by the route's id. Loaded on demand, the first time one of the routes is loaded.
   */
  readonly lazy: () => Promise<object>
  /** Its entries of the main menu (the list of areas gives their order). */
  readonly menu?: ReadonlyArray<MenuSpec>
  /**
   * What every route of the area needs (its pages make calls of that access in the catalogue:
   * tests/unit/app/route-access.test.ts holds the two together). Without it: the route's page is never
   * started (no call made), one notice says why, and the area's menu entries stay hidden.
   */
  readonly requires?: keyof MenuAccess
  /**
   * Its page machines, loaded on demand (the app reaches a wiring from its routes' lazy parts, so
   * it loads with its pages; only tests load them all).
   */
  readonly machines?: () => Promise<AreaMachines>
}

/** Any area of the list (the shell's view of it: routes of any type). */
export type AnyArea = Area<ReadonlyArray<AnyRoute>, ReadonlyArray<AnyRoute>>

const isRoute = (value: unknown): value is AnyRoute => value instanceof Route

/** Every route an area declares, under either layout. */
export const routesOf = (area: Pick<Area<ReadonlyArray<unknown>, ReadonlyArray<unknown>>, 'routes'>): ReadonlyArray<AnyRoute> =>
  [...(area.routes.main ?? []), ...(area.routes.simple ?? [])].filter(isRoute)

/**
 * Only routes in `routes` (a compile error otherwise). `defineArea` takes its route lists without a
 * route constraint of their own: a constraint would be the `createRoute(…)` calls' contextual type
 * and widen their paths to `string` (params and search untyped).
 */
type RoutesOnly<Main, Simple> = Main extends ReadonlyArray<AnyRoute> ? (Simple extends ReadonlyArray<AnyRoute> ? unknown : { readonly routes: { readonly simple: 'routes only' } }) : { readonly routes: { readonly main: 'routes only' } }

/** The lazy parts a lazy module exports (`lazyRoute(…)`, `createLazyRoute(…)(…)`), by route id. */
export const lazyPartsOf = (module: object): ReadonlyMap<string, LazyRoute<AnyRoute>> =>
  new Map(
    Object.values(module)
      .filter((value): value is LazyRoute<AnyRoute> => value instanceof LazyRoute)
      .map((part) => [String(part.options.id), part] as const),
  )

/** `route`'s lazy part in `module`; a route without one fails its load (the error page), named. */
export const lazyPartFor = (module: object, route: AnyRoute): LazyRoute<AnyRoute> => {
  const part = lazyPartsOf(module).get(route.id)
  if (part === undefined) throw new Error(`No lazy part for the route ${route.id}: its area's lazy module declares none (lazyRoute('${route.id}', …)).`)
  return part
}

/**
 * Declare an area once (`src/areas/<area>/<area>.area.ts`); the list in src/areas/index.ts reads it.
 * Each of its routes gets its lazy part from `lazy`, by id (`route.lazy`, loaded by the router on
 * demand: on first use, or a menu entry's / link's preload).
 */
export const defineArea = <Main extends ReadonlyArray<unknown> = readonly [], Simple extends ReadonlyArray<unknown> = readonly []>(
  area: Area<readonly [...Main], readonly [...Simple]> & RoutesOnly<Main, Simple>,
): Area<readonly [...Main], readonly [...Simple]> => {
  for (const route of routesOf(area)) route.lazy(() => area.lazy().then((module) => lazyPartFor(module, route)))
  return area
}

/** A page a route renders: a lazy one (`lazyPage`, src/app/lazy.tsx: preloaded with the route) or one of the lazy module's own. */
export type RoutePageComponent<P> = ComponentType<P> & { readonly preload?: () => Promise<void> }

/** The route component rendering `Page` with the props `useProps` builds, keeping the page's `preload` (the router awaits it). */
export const routePage = <P extends object>(Page: RoutePageComponent<P>, useProps: () => NoInfer<P>) => {
  const RoutePage = () => createElement(Page, useProps())
  RoutePage.preload = Page.preload
  return RoutePage
}

/** A route id of the console's route tree (`'/main/doctor/$doctorId'`: the layout's id, then the path). */
export type ConsoleRouteId = RouteIds<RegisteredRouter['routeTree']>

/**
 * A route's lazy part, declared once in its area's lazy module (src/areas/<area>/<area>.lazy.ts):
 * `lazyRoute('/main/doctor/$doctorId', DoctorDetailPage, (route) => ({ doctorId: route.useParams().doctorId, … }))`.
 * The route by its id (checked against the route tree: a misspelt id does not compile), the page
 * (`lazyPage`, src/app/lazy.tsx, or a component of the lazy module) and the props hook, which gets
 * the route (`route.useParams()`, `route.useSearch()`, typed by the id: no second `getRouteApi(id)`)
 * and runs as the route component renders (a React hook); the page's props are checked against
 * what it returns. `defineArea` finds it by that id. Here, with `routePage`, rather than in
 * src/app/lazy.tsx: it is in the console's chunk (the area modules import this one) for the sign-in
 * routes' lazy part, which must not pull the chunk the other lazy parts share (`lazyPage`).
 */
export const lazyRoute = <const Id extends ConsoleRouteId & string, P extends object>(
  id: Id,
  Page: RoutePageComponent<P>,
  useProps: (route: RouteApi<Id>) => NoInfer<P>,
): LazyRoute<RouteById<RegisteredRouter['routeTree'], Id>> => {
  const route = getRouteApi<Id>(id)
  return createLazyRoute<RegisteredRouter, Id>(id)({ component: routePage(Page, () => useProps(route)) })
}
