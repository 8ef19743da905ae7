/**
 * Routes declared once (issue 39): each area declares its routes' paths, params and search in its
 * `<area>.area.ts` and their lazy parts in its lazy module (`lazyRoute(id, page, props)`), and
 * `defineArea` joins the two by route id (src/app/area.ts). Every route has exactly one lazy part,
 * and every lazy part belongs to a route of its own area.
 */
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { lazyPartFor, lazyPartsOf, routesOf } from '@src/app/area'
import { areas, routeTree } from '@src/app/console-routes'

// route ids exist once a router has built the tree
const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) })

describe('an area’s routes and their lazy parts', () => {
  it('the route tree holds every area’s routes, each once', () => {
    const ids = areas.flatMap((area) => routesOf(area).map((route) => route.id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(router.routesById[id as keyof typeof router.routesById], id).toBeDefined()
  })

  it.each(areas.map((area) => [area.key, area] as const))('%s: each route has one lazy part in the area’s lazy module, each lazy part a route', async (_, area) => {
    const module = await area.lazy()
    const ids = routesOf(area).map((route) => route.id)
    expect(ids.length).toBeGreaterThan(0)
    expect([...lazyPartsOf(module).keys()].sort()).toEqual([...ids].sort())
    for (const route of routesOf(area)) expect(lazyPartFor(module, route).options.id).toBe(route.id)
  })

  it('a route without a lazy part fails its load, naming the route', () => {
    const [route] = routesOf(areas[0])
    expect(() => lazyPartFor({}, route!)).toThrow(route!.id)
  })
})
