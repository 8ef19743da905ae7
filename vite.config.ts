import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { intoLayer, vendorLayerOf } from './src/app/css-layers.ts'
import { recolourLara } from './src/app/theme-recolour.ts'
import { declaredRoutes, routePreloads, type Manifest } from './scripts/route-preload.ts'

/**
 * Build-time settings (all optional):
 * - VITE_PRODUCT_NAME: product name shown in the app name '<product> WEB' and the footer (default MediColle)
 * - VITE_BUILD_ID: build identifier shown in the footer as 'build: <id>'
 * - VITE_API_ORIGIN: origin of the API server; empty means same origin (the dev server proxies /api)
 */
/** PrimeReact's Lara theme, recoloured to the console's palette as it is read (src/app/theme.ts). */
const laraRecolour: Plugin = {
  name: 'lara-recolour',
  enforce: 'pre',
  transform(code, id) {
    if (/primereact\/resources\/themes\/lara-light-blue\/theme\.css$/.test(id)) return { code: recolourLara(code), map: null }
    return undefined
  },
}

/**
 * Every package's stylesheet in its cascade layer as it is read (after the recolouring above):
 * PrimeReact's theme in `primereact`, the others (PrimeIcons) in `vendor`, both below the
 * console's own rules, so the dev server and the build cascade alike (src/app/css-layers.ts).
 */
const cssLayers: Plugin = {
  name: 'css-layers',
  enforce: 'pre',
  transform(code, id) {
    const layer = vendorLayerOf(id)
    return layer ? { code: intoLayer(code, layer), map: null } : undefined
  },
}

/**
 * Each route's chunks, for the server to name in index.html (`<link rel="modulepreload">`), so a
 * cold load fetches the console, the main layout, the area's lazy part and the page at once
 * instead of one after another (scripts/route-preload.ts, server/src/console-preload.ts).
 * Written where the build manifest was: `<outDir>/.vite/route-preload.json` (asset URLs only; the
 * reference server never serves /.vite/ anyway).
 */
const routePreload: Plugin = {
  name: 'route-preload',
  apply: 'build',
  writeBundle(options) {
    const dir = options.dir
    if (!dir) return
    const manifestFile = path.join(dir, '.vite/manifest.json')
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
    const preloads = routePreloads(manifest, declaredRoutes(import.meta.dirname))
    writeFileSync(path.join(dir, '.vite/route-preload.json'), JSON.stringify(preloads))
    // the manifest names the source files: not left in what a static host might serve
    rmSync(manifestFile)
  },
}

/**
 * Each hashed asset also written compressed (`x.js.br` at brotli 10, `x.js.gz` at gzip 9; brotli 11
 * gains 1.7 % for three times the time: 9 s a build on this machine): the reference
 * server sends those as they are (serveStatic `precompressed`, server/src/server.ts) instead of
 * gzipping every chunk at every request. Scripts, stylesheets and SVG of 1 KB or more.
 */
const precompress: Plugin = {
  name: 'precompress',
  apply: 'build',
  async writeBundle(options) {
    if (!options.dir) return
    const assets = path.join(options.dir, 'assets')
    const files = readdirSync(assets).filter((name) => /\.(js|css|svg)$/.test(name))
    const br = promisify(brotliCompress)
    const gz = promisify(gzip)
    await Promise.all(
      files.map(async (name) => {
        const file = path.join(assets, name)
        const bytes = await readFile(file)
        if (bytes.length < 1024) return
        const [brotli, gzipped] = await Promise.all([
          br(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          gz(bytes, { level: 9 }),
        ])
        await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)])
      }),
    )
  },
}

/**
 * Chunk groups (issue 31, issue 42): a cold load of /doctor asked for 80 script files, most of them a
 * few hundred bytes — the common chunks Rolldown makes for every distinct set of lazy parts sharing
 * a module. Over HTTP/1.1's six connections each costs a round trip. Grouped instead, by who needs a
 * module before its first paint, so that a route loads few files and little it does not use:
 * - `boot`: what the entry imports statically (React, the first paint) joins the entry chunk, so
 *   /sign-in stays one script plus the runtime (scripts/bundle-budget.mjs, issue 18);
 * - `core`: everything the console (src/app/console.tsx) imports statically: what the first key
 *   on /sign-in and every console route load anyway;
 * - `shell`: everything the main layout's lazy part (src/app/main-shell.tsx) imports statically:
 *   every signed-in page loads it;
 * - `areas`: what two or more areas' lazy parts (src/areas/<area>/<area>.lazy.ts: their wirings,
 *   machines, operations) import statically;
 * - `common`: what a dozen or more lazy parts and pages share (the list page and its table);
 * - `vendor` / `app`: packages and project modules shared by two or more lazy parts and pages,
 *   one chunk per set of them (`entriesAware`): a route loads only those its own parts use. Before
 *   issue 42 these were one chunk each, which every route loaded whole (the CSV parser, the
 *   editor's sanitiser, the form widgets with /doctor).
 * Entries and import() targets (console, main layout, lazy parts, pages) keep their own chunks: the
 * route preload list names them (scripts/route-preload.ts) and they stay lazy. Measured with
 * `npm run bench:bundle` and `node scripts/bundle-budget.mjs dist --doctor` (docs/performance.md).
 */
interface ChunkingContext {
  getModuleInfo(id: string): { isEntry: boolean; dynamicImporters: ReadonlyArray<string>; importedIds: ReadonlyArray<string> } | null
}
/** Neither an entry nor the target of an import(). */
const plainModule = (id: string, ctx: ChunkingContext) => {
  const info = ctx.getModuleInfo(id)
  return info !== null && !info.isEntry && info.dynamicImporters.length === 0
}
const consoleModule = path.resolve(import.meta.dirname, 'src/app/console.tsx')
const mainShellModule = path.resolve(import.meta.dirname, 'src/app/main-shell.tsx')
/** What `root` imports statically (directly or not), read once per chunking pass. */
const staticClosures = new WeakMap<object, Set<string>>()
const importedBy = (root: string) => (id: string, ctx: ChunkingContext) => {
  const info = ctx.getModuleInfo(root)
  if (!info) return false
  let seen = staticClosures.get(info)
  if (!seen) {
    const found = new Set<string>()
    const visit = (module: string) => {
      if (found.has(module)) return
      found.add(module)
      for (const next of ctx.getModuleInfo(module)?.importedIds ?? []) visit(next)
    }
    visit(root)
    staticClosures.set(info, found)
    seen = found
  }
  return seen.has(id)
}
const importedByConsole = importedBy(consoleModule)
const importedByMainShell = importedBy(mainShellModule)
/** Every area's lazy part (src/areas/<area>/<area>.lazy.ts[x]). */
const areasDir = path.resolve(import.meta.dirname, 'src/areas')
const importedByLazyPart = readdirSync(areasDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => readdirSync(path.join(areasDir, entry.name)).filter((name) => /\.lazy\.tsx?$/.test(name)).map((name) => importedBy(path.join(areasDir, entry.name, name))))
const sharedByAreas = (id: string, ctx: ChunkingContext) => importedByLazyPart.filter((imported) => imported(id, ctx)).length >= 2
const chunkGroups = [
  { name: 'boot', tags: ['$initial' as const], test: (id: string) => !/[\\/]src[\\/]main\.tsx$/.test(id), priority: 6 },
  {
    name: (id: string, ctx: ChunkingContext) => (id !== consoleModule && plainModule(id, ctx) && importedByConsole(id, ctx) ? 'core' : null),
    debugName: 'core',
    priority: 5,
  },
  {
    name: (id: string, ctx: ChunkingContext) => (id !== mainShellModule && plainModule(id, ctx) && importedByMainShell(id, ctx) ? 'shell' : null),
    debugName: 'shell',
    priority: 4,
  },
  { name: (id: string, ctx: ChunkingContext) => (plainModule(id, ctx) && sharedByAreas(id, ctx) ? 'areas' : null), debugName: 'areas', priority: 3 },
  { name: (id: string, ctx: ChunkingContext) => (plainModule(id, ctx) ? 'common' : null), debugName: 'common', minShareCount: 12, priority: 2.5 },
  { name: (id: string, ctx: ChunkingContext) => (/[\\/]node_modules[\\/]/.test(id) && plainModule(id, ctx) ? 'vendor' : null), debugName: 'vendor', minShareCount: 2, entriesAware: true, priority: 2 },
  { name: (id: string, ctx: ChunkingContext) => (/[\\/]src[\\/]/.test(id) && plainModule(id, ctx) ? 'app' : null), debugName: 'app', minShareCount: 2, entriesAware: true, priority: 1 },
]

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787'
/** What the API server answers: its calls, and uploaded images (`/uploads/…`, docs/server.md "Uploaded images"). */
const apiProxy = { '/api': { target: apiTarget, changeOrigin: false }, '/uploads': { target: apiTarget, changeOrigin: false } }

export default defineConfig({
  base: '/',
  plugins: [laraRecolour, cssLayers, react(), routePreload, precompress],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: apiProxy,
    // the browser suite's dev server (playwright.config.ts, project dev-server) serves the pages under
    // test as they were when it started: no hot update or reload when a file changes meanwhile
    ...(process.env.E2E_DEV_SERVER ? { ws: false as const, watch: null } : {}),
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    proxy: apiProxy,
  },
  worker: { format: 'es' },
  // no source maps in the production build (issue 12); the server also refuses *.map (docs/security.md).
  // The manifest (.vite/manifest.json) feeds the route preloads above, which then delete it.
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
})
