/**
 * The build's route preloads (scripts/route-preload.ts, issue 31): every route's lazy part is read
 * from its declaration, and its preloads are the console, the main layout, the lazy part and the
 * page with everything they import, less what index.html already names; /sign-in gets none.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { consoleModule, declaredRoutes, declaredRoutesOf, mainLayoutModule, routePreloads, type Manifest } from '../../scripts/route-preload'

const root = path.resolve(import.meta.dirname, '../..')

describe('reading the routes from their lazy parts', () => {
  it('finds every lazyRoute (createLazyRoute) of the areas but the layouts, each with the page module it renders', () => {
    const routes = declaredRoutes(root)
    let declared = 0
    for (const area of readdirSync(path.join(root, 'src/areas'), { withFileTypes: true })) {
      if (!area.isDirectory()) continue
      for (const name of readdirSync(path.join(root, 'src/areas', area.name)))
        if (/\.lazy\.tsx?$/.test(name)) declared += (readFileSync(path.join(root, 'src/areas', area.name, name), 'utf8').match(/\b(?:createLazyRoute|lazyRoute)\('/g) ?? []).length
    }
    expect(routes.length).toBe(declared)
    const byPath = new Map(routes.map((route) => [route.path, route]))
    expect(byPath.get('/doctor')).toEqual({ id: '/main/doctor', path: '/doctor', layout: 'main', lazy: 'src/areas/doctor/doctor.lazy.ts', page: 'src/areas/doctor/doctor-list.page.tsx' })
    expect(byPath.get('/doctor/$doctorId/edit')?.page).toBe('src/areas/doctor/doctor-form.page.tsx')
    expect(byPath.get('/')?.page).toBe('src/areas/home/home.page.tsx')
    expect(byPath.get('/sign-in')).toMatchObject({ layout: 'simple', lazy: 'src/areas/sign-in/sign-in.lazy.tsx', page: undefined })
    for (const route of routes) if (route.page) expect(readFileSync(path.join(root, route.page), 'utf8').length, route.page).toBeGreaterThan(0)
  })

  it('refuses a route whose page is not declared with lazyPage (a silent miss would drop its preloads)', () => {
    const source = "export const x = createLazyRoute('/main/x')({ component: routePage(XPage, useX) })"
    expect(() => declaredRoutesOf(root, 'src/areas/doctor/doctor.lazy.ts', source)).toThrow(/XPage/)
  })
})

describe('the preloads of a build', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_react-R.js'] },
    '_react-R.js': { file: 'assets/react-R.js' },
    [consoleModule]: { file: 'assets/console-C.js', imports: ['_react-R.js', '_router-T.js'] },
    '_router-T.js': { file: 'assets/router-T.js' },
    [mainLayoutModule]: { file: 'assets/main-shell-M.js', imports: [consoleModule, '_menu-U.js'], css: ['assets/main-shell-M.css'] },
    '_menu-U.js': { file: 'assets/menu-U.js' },
    'src/areas/doctor/doctor.lazy.ts': { file: 'assets/doctor.lazy-D.js', imports: ['_router-T.js'] },
    'src/areas/doctor/doctor-list.page.tsx': { file: 'assets/doctor-list.page-L.js', imports: ['_table-B.js'] },
    '_table-B.js': { file: 'assets/table-B.js', css: ['assets/table-B.css'] },
    'src/areas/sign-in/sign-in.lazy.tsx': { file: 'assets/sign-in.lazy-S.js' },
  }
  const routes = [
    { id: '/main/doctor', path: '/doctor', layout: 'main' as const, lazy: 'src/areas/doctor/doctor.lazy.ts', page: 'src/areas/doctor/doctor-list.page.tsx' },
    { id: '/simple/sign-in-action', path: '/sign-in-action', layout: 'simple' as const, lazy: 'src/areas/sign-in/sign-in.lazy.tsx', page: undefined },
    { id: '/simple/sign-in', path: '/sign-in', layout: 'simple' as const, lazy: 'src/areas/sign-in/sign-in.lazy.tsx', page: undefined },
  ]

  it('lists the whole chain at once, without what index.html names', () => {
    const { routes: preloads } = routePreloads(manifest, routes)
    expect(preloads.find((route) => route.path === '/doctor')).toEqual({
      path: '/doctor',
      scripts: ['/assets/console-C.js', '/assets/router-T.js', '/assets/main-shell-M.js', '/assets/menu-U.js', '/assets/doctor.lazy-D.js', '/assets/doctor-list.page-L.js', '/assets/table-B.js'],
      styles: ['/assets/main-shell-M.css', '/assets/table-B.css'],
    })
    // a simple-layout route: no main layout
    expect(preloads.find((route) => route.path === '/sign-in-action')?.scripts).toEqual(['/assets/console-C.js', '/assets/router-T.js', '/assets/sign-in.lazy-S.js'])
  })

  it('gives /sign-in nothing: its first paint is the entry alone (issue 18)', () => {
    expect(routePreloads(manifest, routes).routes.map((route) => route.path)).not.toContain('/sign-in')
  })

  it('fails the build when a module is missing from the manifest', () => {
    expect(() => routePreloads(manifest, [{ ...routes[0]!, page: 'src/areas/doctor/gone.page.tsx' }])).toThrow(/gone\.page/)
  })
})
