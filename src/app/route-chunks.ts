/**
 * The route's chunks, fetched as soon as the entry runs (docs/performance.md "First load").
 *
 * The reference server puts the list of the chunks the address needs before its first paint — the
 * console, the main layout, the area's lazy part, the page, with what they import — into
 * index.html as a data block (`<script type="application/json" id="route-chunks">`,
 * server/src/console-preload.ts, from the build's .vite/route-preload.json). The entry turns it
 * into `<link rel="modulepreload">` (stylesheets: `preload`) before it imports the console, so the
 * browser fetches the whole chain at once instead of one module after the other, the router's
 * chunks only once the guard has passed. Links rather than written into the HTML: the entry and
 * the theme's stylesheet come first, undisturbed by seventy other requests (HTTP/1.1: six at a time).
 *
 * Without the block (the Vite dev server, another host) nothing happens: the modules load as they
 * are imported. Only same-origin absolute paths are taken.
 */
export const routeChunksElementId = 'route-chunks'

interface RouteChunks {
  readonly scripts: ReadonlyArray<string>
  readonly styles: ReadonlyArray<string>
}

const paths = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && /^\/(?!\/)/.test(item)) : []

/** The list the server put in the page (empty when there is none or it does not parse). */
export const routeChunksOf = (doc: Document): RouteChunks => {
  const text = doc.getElementById(routeChunksElementId)?.textContent
  if (!text) return { scripts: [], styles: [] }
  try {
    const data = JSON.parse(text) as { readonly scripts?: unknown; readonly styles?: unknown }
    return { scripts: paths(data.scripts), styles: paths(data.styles) }
  } catch {
    return { scripts: [], styles: [] }
  }
}

/** Ask the browser for the route's chunks now (links at the end of the head, as Vite's own preloads). */
export const preloadRouteChunks = (doc: Document = document): number => {
  const { scripts, styles } = routeChunksOf(doc)
  const link = (rel: string, href: string, as?: string) => {
    const element = doc.createElement('link')
    element.rel = rel
    if (as) element.setAttribute('as', as)
    element.crossOrigin = '' // as the module scripts are fetched (Vite's `crossorigin`)
    element.href = href
    doc.head.appendChild(element)
  }
  for (const href of scripts) link('modulepreload', href)
  for (const href of styles) link('preload', href, 'style')
  return scripts.length + styles.length
}
