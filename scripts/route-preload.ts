/**
 * The chunks each console route needs before its first paint, read at build time (the Vite plugin
 * `routePreload` in vite.config.ts writes them to `<outDir>/.vite/route-preload.json`; the
 * reference server adds them to index.html as `<link rel="modulepreload">`, server/src/console-preload.ts).
 *
 * Without them a cold load of /doctor is a waterfall: the entry asks for the console, the
 * console's router asks for the main layout and the area's lazy part only once the guard has
 * passed, and the lazy part asks for its page. With them the browser fetches all of it at once,
 * with the entry.
 *
 * What a route loads is read from the routes' own declarations, not restated: every lazy part
 * (`src/areas/<area>/<area>.lazy.ts[x]`, `src/app/main-shell.tsx`) declares
 *   const DoctorListPage = lazyPage(() => import('./doctor-list.page'), 'DoctorListPage')
 *   export const doctorList = lazyRoute('/main/doctor', DoctorListPage, (route) => …)   (src/app/lazy.tsx)
 * (or `createLazyRoute('/main/doctor')({ component: routePage(DoctorListPage, …) })`, what `lazyRoute` is made of)
 * so the route id gives the path (its layout, then the path) and the page module (none for a page the
 * lazy module imports statically: it is in the lazy part's chunk); the build
 * manifest (`build.manifest`) gives each module's chunk and the chunks it imports.
 * `/sign-in` gets none: its first paint is drawn by the entry alone (src/app/first-paint.tsx,
 * issue 18's budget) and the console loads on the first key.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { signInPath } from '../src/app/paths.ts'

/** One route's lazy part as declared: its id ('/main/doctor/$doctorId'), its module and its page's. */
export interface DeclaredRoute {
  readonly id: string
  /** The address pattern: '/doctor/$doctorId' ('$name' is one path segment). */
  readonly path: string
  readonly layout: 'main' | 'simple'
  /** Module files relative to the project root, as the build manifest names them. */
  readonly lazy: string
  readonly page: string | undefined
}

const lazyPageDecl = /const\s+(\w+)\s*=\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g
const lazyRouteDecl = /createLazyRoute\(\s*'([^']+)'\s*\)\(\s*\{\s*component:\s*(?:routePage\(\s*(\w+)|(\w+))/g
const lazyRouteHelper = /\blazyRoute\(\s*'([^']+)'\s*,\s*(\w+)/g
/** `name` is imported statically by `source` (`import { name } from '…'`). */
const importsStatically = (source: string, name: string) => new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from`).test(source)

const moduleFile = (root: string, from: string, specifier: string): string => {
  const base = path.resolve(path.dirname(path.join(root, from)), specifier)
  for (const ext of ['.tsx', '.ts']) {
    const candidate = base.endsWith(ext) ? base : base + ext
    try {
      readFileSync(candidate)
      return path.relative(root, candidate).split(path.sep).join('/')
    } catch {
      // next extension
    }
  }
  throw new Error(`route-preload: ${from} imports ${specifier}, which is not a .ts/.tsx file`)
}

/** The routes declared by one lazy part's source (`file` relative to `root`). */
export const declaredRoutesOf = (root: string, file: string, source: string): ReadonlyArray<DeclaredRoute> => {
  const pages = new Map<string, string>()
  for (const [, name, specifier] of source.matchAll(lazyPageDecl)) pages.set(name!, moduleFile(root, file, specifier!))
  const routes: Array<DeclaredRoute> = []
  const declared: Array<readonly [string, string | undefined]> = [...source.matchAll(lazyRouteDecl)].map(([, id, pageName]) => [id!, pageName] as const)
  for (const [, id, pageName] of source.matchAll(lazyRouteHelper)) {
    // a page the lazy module imports statically is in its chunk: no page module of its own to preload
    if (!pages.has(pageName!) && importsStatically(source, pageName!)) declared.push([id!, undefined])
    else declared.push([id!, pageName])
  }
  for (const [id, pageName] of declared) {
    const layoutMatch = /^\/(main|simple)(\/.*)?$/.exec(id!)
    if (!layoutMatch) continue // the layouts themselves ('/main' is main-shell's id: handled as the layout)
    const rest = layoutMatch[2]
    if (rest === undefined) continue
    if (pageName !== undefined && !pages.has(pageName)) throw new Error(`route-preload: ${file}: ${pageName} is not declared with lazyPage(() => import('…'))`)
    routes.push({
      id: id!,
      path: rest,
      layout: layoutMatch[1] as 'main' | 'simple',
      lazy: file,
      page: pageName === undefined ? undefined : pages.get(pageName),
    })
  }
  return routes
}

/** The module of the main layout's lazy part (createLazyRoute('/main')). */
export const mainLayoutModule = 'src/app/main-shell.tsx'
/** The console's composition root, which the entry imports on demand (src/main.tsx). */
export const consoleModule = 'src/app/console.tsx'

/** Every route declared by the lazy parts under src/areas. */
export const declaredRoutes = (root: string): ReadonlyArray<DeclaredRoute> => {
  const areas = path.join(root, 'src/areas')
  const routes: Array<DeclaredRoute> = []
  for (const area of readdirSync(areas, { withFileTypes: true })) {
    if (!area.isDirectory()) continue
    for (const name of readdirSync(path.join(areas, area.name))) {
      if (!/\.lazy\.tsx?$/.test(name)) continue
      const file = `src/areas/${area.name}/${name}`
      routes.push(...declaredRoutesOf(root, file, readFileSync(path.join(root, file), 'utf8')))
    }
  }
  return routes
}

/** The part of Vite's build manifest read here. */
export interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}
export type Manifest = Readonly<Record<string, ManifestChunk>>

/** One route's preloads: what index.html gets for an address matching `path`. */
export interface RoutePreload {
  readonly path: string
  /** Scripts (`/assets/…js`) for `<link rel="modulepreload">`, the ones index.html already names left out. */
  readonly scripts: ReadonlyArray<string>
  /** Stylesheets for `<link rel="preload" as="style">` (the chunks' loader inserts them when they run). */
  readonly styles: ReadonlyArray<string>
}

export interface RoutePreloadFile {
  readonly routes: ReadonlyArray<RoutePreload>
}

/** The manifest keys `keys` reach through static imports (themselves included), in import order. */
const closure = (manifest: Manifest, keys: ReadonlyArray<string>): ReadonlyArray<string> => {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`route-preload: ${key} is not in the build manifest`)
    seen.add(key)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const key of keys) visit(key)
  return [...seen]
}

/** Each declared route's preloads, from the build manifest (`base` is Vite's base, '/'). */
export const routePreloads = (manifest: Manifest, routes: ReadonlyArray<DeclaredRoute>, base = '/'): RoutePreloadFile => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (entryKey === undefined) throw new Error('route-preload: the build manifest has no entry')
  const inIndex = new Set(closure(manifest, [entryKey]))
  const url = (file: string) => `${base}${file}`
  return {
    routes: routes
      .filter((route) => route.path !== signInPath)
      .map((route) => {
        const roots = [consoleModule, ...(route.layout === 'main' ? [mainLayoutModule] : []), route.lazy, ...(route.page ? [route.page] : [])]
        const keys = closure(manifest, roots).filter((key) => !inIndex.has(key))
        const styles = new Set(keys.flatMap((key) => manifest[key]!.css ?? []))
        return { path: route.path, scripts: keys.map((key) => url(manifest[key]!.file)), styles: [...styles].map(url) }
      }),
  }
}
