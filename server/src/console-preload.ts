/**
 * The route preloads of the built console (docs/performance.md "First load"): index.html,
 * answered for a console route, names the chunks that route needs before its first paint in a
 * data block, `<script type="application/json" id="route-chunks">{"scripts":[…],"styles":[…]}</script>`
 * (never executed, so outside the script policy), which the entry turns into `<link rel="modulepreload">`
 * as it starts (src/app/route-chunks.ts): the browser fetches the console, the main layout, the
 * area's lazy part and the page at once, instead of one after another as each module asks for the next.
 *
 * The lists come from the build (`<consoleDir>/.vite/route-preload.json`, written by vite.config.ts's
 * `routePreload` plugin from the routes' declarations and the build manifest: scripts/route-preload.ts).
 * A build without that file (an older one) is served as it is. The file is read again when it
 * changes (a rebuild while the server runs).
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

export interface RoutePreload {
  readonly path: string
  readonly scripts: ReadonlyArray<string>
  readonly styles: ReadonlyArray<string>
}

/** Where the build writes the preloads, inside the console's directory (never served: server.ts). */
export const routePreloadFile = '.vite/route-preload.json'

/** The data block's id, as the entry reads it (src/app/route-chunks.ts `routeChunksElementId`). */
export const routeChunksElementId = 'route-chunks'

interface Compiled {
  readonly segments: ReadonlyArray<string | undefined> // undefined: a '$param' segment
  readonly statics: number
  readonly block: string
}

// JSON inside <script>: no '<' may close it early
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const segmentsOf = (pathname: string): ReadonlyArray<string> => {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  return trimmed === '/' ? [] : trimmed.slice(1).split('/')
}

const compile = (route: RoutePreload): Compiled => {
  const segments = segmentsOf(route.path).map((segment) => (segment.startsWith('$') ? undefined : segment))
  const block = `<script type="application/json" id="${routeChunksElementId}">${scriptJson({ scripts: route.scripts, styles: route.styles })}</script>`
  return { segments, statics: segments.filter((segment) => segment !== undefined).length, block }
}

/** The data block for `pathname`: the route with the most literal segments among those that match ('' for none). */
export const routeChunksBlockFor = (routes: ReadonlyArray<Compiled>, pathname: string): string => {
  const asked = segmentsOf(pathname)
  let best: Compiled | undefined
  for (const route of routes) {
    if (route.segments.length !== asked.length) continue
    if (!route.segments.every((segment, i) => segment === undefined ? asked[i] !== '' : segment === asked[i])) continue
    if (best === undefined || route.statics > best.statics) best = route
  }
  return best?.block ?? ''
}

/** index.html with `block` at the end of its head. */
export const withRouteChunks = (html: string, block: string): string =>
  block === '' ? html : html.replace('</head>', `  ${block}\n  </head>`)

/** The data block for an address of the console in `consoleDir`; the list is read when first asked and again when it changes. */
export const consolePreloads = (consoleDir: string): ((pathname: string) => string) => {
  const file = join(consoleDir, routePreloadFile)
  let read: { readonly mtimeMs: number; readonly routes: ReadonlyArray<Compiled> } | undefined
  return (pathname) => {
    let mtimeMs: number
    try {
      mtimeMs = statSync(file).mtimeMs
    } catch {
      return '' // a build without route preloads
    }
    if (read === undefined || read.mtimeMs !== mtimeMs) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { readonly routes: ReadonlyArray<RoutePreload> }
      read = { mtimeMs, routes: parsed.routes.map(compile) }
    }
    return routeChunksBlockFor(read.routes, pathname)
  }
}

export { compile as compileRoutePreload }
